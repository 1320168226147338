import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Ingredient mentions merged by name (case ignored), in one pass: each
/// mention costs a dictionary look-up, whatever came before it.
///
/// The amount of a merged ingredient is the sum of its mentions' amounts,
/// as cooklang-rs's ingredient list adds up the mentions of one name: a
/// `.cook` file names in each step what goes in there (`@flour{50%g}` in the
/// levain, `@flour{450%g}` in the dough), so the ingredient is what all the
/// steps use together. Equal amounts add up like any others (`@pepper{1%g}`
/// twice is `2 g`): whether two portions happen to be equal must not change
/// what the shopping list buys. Amounts that cannot be added (different
/// kinds of unit, or words) are kept side by side, joined by ` + `.
package struct IngredientListBuilder {
    package struct Entry {
        package var name: String
        package var amounts: [String] = []
        package var notes: [String] = []
        package var recipePaths: [String] = []
        package var seen: Set<String> = []
        /// The running total while every amount so far adds up; nil once one does not.
        package var total: Amount?
        package var adds = true

        package mutating func add(amount: String) {
            var readings = AmountReadings()
            add(amount: amount, readings: &readings)
        }

        /// `add(amount:)`, each amount text read once for the whole list
        /// (`readings`): a large file repeats the same few amounts of its
        /// staples hundreds of times, and reading one was a fifth of the time.
        package mutating func add(amount: String, readings: inout AmountReadings) {
            amounts.append(amount)
            // One amount is shown as written (`amount`): it is read as a
            // number only once a second one comes to be added to it.
            if amounts.count == 1 { return }
            if amounts.count == 2 { sum(readings.amount(amounts[0])) }
            sum(readings.amount(amount))
        }

        private mutating func sum(_ parsed: Amount?) {
            guard adds else { return }
            guard let parsed else {
                adds = false
                return
            }
            if let sum = total {
                total = sum.adding(parsed)
                if total == nil { adds = false }
            } else {
                total = parsed
            }
        }

        /// Adds a note or a recipe path once (`seen` keeps both, told apart by a prefix).
        package mutating func addOnce(_ text: String, to list: WritableKeyPath<Entry, [String]>, kind: Character) {
            if seen.insert(String(kind) + text).inserted { self[keyPath: list].append(text) }
        }

        package var amount: String {
            switch amounts.count {
            case 0: return ""
            case 1: return amounts[0]
            default:
                if adds, let total { return total.description }
                return amounts.joined(separator: " + ")
            }
        }
    }

    /// The amount texts read so far, and what each reads as (`Amount(text)`, nil kept).
    package struct AmountReadings {
        private var read: [String: Amount?] = [:]

        package init() {}

        package mutating func amount(_ text: String) -> Amount? {
            if let known = read[text] { return known }
            let parsed = Amount(text)
            read[text] = .some(parsed)
            return parsed
        }
    }

    package private(set) var entries: [Entry] = []
    private var byName: [String: Int] = [:]
    private var readings = AmountReadings()

    /// Room for `mentions` ingredients at once (the table of names grows no more, rehashing each time).
    package mutating func reserveCapacity(_ mentions: Int) {
        entries.reserveCapacity(mentions)
        byName.reserveCapacity(mentions)
    }

    /// `separately`: a mention in an `= Ingredients` listing, one ingredient each.
    package mutating func add(_ mention: CooklangIngredient, separately: Bool) {
        let key = Self.key(mention.name)
        let index: Int
        if !separately, let existing = byName[key] {
            index = existing
        } else {
            index = entries.count
            entries.append(Entry(name: mention.name))
            if byName[key] == nil || separately { byName[key] = index }
        }
        if let amount = mention.amount?.text, !amount.isEmpty { entries[index].add(amount: amount, readings: &readings) }
        if let note = mention.note { entries[index].addOnce(note, to: \.notes, kind: "n") }
        if let path = mention.recipePath { entries[index].addOnce(path, to: \.recipePaths, kind: "r") }
    }

    /// Whether the steps show each mention's amount: when more than one mention has one.
    package func showsAmountInSteps(_ name: String) -> Bool {
        guard let index = byName[Self.key(name)] else { return false }
        return entries[index].amounts.count > 1
    }

    /// The name lowercased: the name itself when it is ASCII without
    /// capitals (most), which `lowercased()` would copy.
    package static func key(_ name: String) -> String {
        var name = name
        let unchanged = name.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) } }
        return unchanged ? name : name.lowercased()
    }

    package func ingredients() -> [Ingredient] {
        entries.enumerated().map { position, entry in
            let notes = entry.recipePaths.map { "recipe " + $0 } + entry.notes
            return Ingredient(
                id: DerivedID.ingredient(position: position), name: entry.name, amount: entry.amount,
                notes: notes.isEmpty ? nil : notes.joined(separator: "; "))
        }
    }
}
