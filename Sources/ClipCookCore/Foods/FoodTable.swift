import Foundation

/// The nutrition table: the USDA SR28 foods shipped as a resource of
/// ClipCookKit (`Resources/sr28.tsv`, made by `scripts/make-food-table`),
/// read the first time it is needed, plus any foods a collection adds.
public final class FoodTable: Sendable {
    public let foods: [Food]
    /// Folded name -> index, for exact look-ups.
    private let byName: [String: Int]
    /// Each food's folded name.
    private let foldedNames: [String]
    /// The folded words of each food's name, split into its comma segments.
    package let segments: [[[String]]]
    /// Every word of the foods' names (folded, singular), for "did you mean".
    package let vocabulary: Set<String>
    /// Word -> the foods whose name holds it, in table order.
    package let postings: [String: [Int]]
    /// Ingredient name -> food index (or none), so a large collection maps
    /// each distinct name once.
    package let ingredientMatches: MatchCache<String, Int?>
    /// Ingredient (annotation, name, amount) -> what `RecipeNutrition` makes
    /// of it, so lint over a large collection converts each distinct one once.
    package let ingredientMappings = MatchCache<IngredientMapping.Key, IngredientMapping.Outcome>()
    /// Food name as typed -> what `resolve` makes of it.
    package let resolutions = MatchCache<String, Result<Food, CommandError>>()

    public init(foods: [Food]) {
        self.foods = foods
        foldedNames = foods.map { TextFolding.fold($0.name) }
        var names: [String: Int] = [:]
        names.reserveCapacity(foods.count)
        for (index, folded) in foldedNames.enumerated() where names[folded] == nil { names[folded] = index }
        byName = names
        segments = foods.map { food in FoodTable.segments(of: food.name) }
        var index: [String: [Int]] = [:]
        for (k, food) in segments.enumerated() {
            for segment in food {
                // Each food once a word (a word's foods are in order: the last is this one, if any).
                for word in segment where index[word]?.last != k { index[word, default: []].append(k) }
            }
        }
        postings = index
        vocabulary = Set(index.keys)
        ingredientMatches = MatchCache()
    }

    /// `base` with other foods of the same names, in the same order (the
    /// same foods priced differently): the name index and the ingredient
    /// matches, which depend on the names alone, are shared.
    private init(renaming base: FoodTable, foods: [Food]) {
        self.foods = foods
        byName = base.byName
        foldedNames = base.foldedNames
        segments = base.segments
        vocabulary = base.vocabulary
        postings = base.postings
        ingredientMatches = base.ingredientMatches
    }

    /// This table with each food's price replaced by `price(index, food)`:
    /// no name changes, so nothing is indexed again.
    package func repriced(_ price: (Int, Food) -> Price?) -> FoodTable {
        var changed = false
        var priced = foods
        for index in priced.indices {
            let new = price(index, priced[index])
            if new != priced[index].price {
                priced[index].price = new
                changed = true
            }
        }
        return changed ? FoodTable(renaming: self, foods: priced) : self
    }

    /// The folded words of a food's name, by comma segment. An ASCII name
    /// (nearly every one) is read in one pass over its bytes: cut at its
    /// commas (no segment empty, as splitting at "," leaves none), its
    /// words cut and made singular as `FoodSearch.asciiWords` does.
    package static func segments(of name: String) -> [[String]] {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.split(separator: ",").map { FoodSearch.words($0) }
        }
        var segments: [[String]] = []
        var words: [String] = []
        var word: [UInt8] = []
        var segmentBytes = 0
        for byte in name.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                word.append(lower)
            } else if !word.isEmpty {
                words.append(FoodSearch.asciiSingular(word))
                word.removeAll(keepingCapacity: true)
            }
            guard byte == UInt8(ascii: ",") else {
                segmentBytes += 1
                continue
            }
            if segmentBytes > 0 { segments.append(words) }
            words.removeAll(keepingCapacity: true)
            segmentBytes = 0
        }
        if !word.isEmpty { words.append(FoodSearch.asciiSingular(word)) }
        if segmentBytes > 0 { segments.append(words) }
        return segments
    }

    /// The shipped SR28 table, read on first use; empty if the resource is missing.
    public static let standard: FoodTable = FoodTable(foods: readResource())

    /// The food named exactly `name` (case and accents ignored).
    public func food(named name: String) -> Food? {
        byName[TextFolding.fold(name)].map { foods[$0] }
    }

    /// This table with `own` foods added; an own food whose name is a table
    /// food's replaces it. A food of `own` with an id (a table food priced
    /// by a foods file, `FoodPricing`) takes the place of the table food
    /// with that id instead, so that pricing a food changes no look-up.
    public func adding(_ own: [Food]) -> FoodTable {
        guard !own.isEmpty else { return self }
        let defined = FoodTable(foods: own.filter { $0.id.isEmpty })
        var overlays: [String: Food] = [:]
        for food in own where !food.id.isEmpty && overlays[food.id] == nil { overlays[food.id] = food }
        let replaced = Set(defined.foldedNames)
        var kept: [Food] = []
        kept.reserveCapacity(foods.count)
        // Where each food of this table goes in the new one (-1: replaced).
        var moved = [Int](repeating: -1, count: foods.count)
        for (index, food) in foods.enumerated() where !replaced.contains(foldedNames[index]) {
            moved[index] = defined.foods.count + kept.count
            kept.append(overlays.isEmpty ? food : overlays[food.id] ?? food)
        }
        return FoodTable(defined, then: self, kept: kept, moved: moved)
    }

    /// The foods of `own`, then `kept` (the foods of `base` that `moved`
    /// does not map to -1, in order): indexed as `init(foods:)` would index
    /// them, with the index of `base` moved along instead of made again.
    private init(_ own: FoodTable, then base: FoodTable, kept: [Food], moved: [Int]) {
        foods = own.foods + kept
        let keptIndices = moved.indices.filter { moved[$0] >= 0 }
        foldedNames = own.foldedNames + keptIndices.map { base.foldedNames[$0] }
        segments = own.segments + keptIndices.map { base.segments[$0] }
        // No kept food has an own food's name: those were replaced.
        var names = own.byName
        names.reserveCapacity(foods.count)
        for (name, index) in base.byName where moved[index] >= 0 { names[name] = moved[index] }
        byName = names
        var index = own.postings
        index.reserveCapacity(base.postings.count)
        for (word, list) in base.postings {
            let kept = list.compactMap { moved[$0] >= 0 ? moved[$0] : nil }
            if !kept.isEmpty { index[word, default: []].append(contentsOf: kept) }
        }
        postings = index
        vocabulary = Set(index.keys)
        ingredientMatches = MatchCache()
    }

    // MARK: Reading

    package static func readResource() -> [Food] {
        guard let path = resourcePath(), let data = FileManager.default.contents(atPath: path) else { return [] }
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// Where `sr28.tsv` is: in the resource bundle beside the executable or
    /// the test bundle, else (a build tree) in the sources.
    package static func resourcePath() -> String? {
        let bundleName = "ClipCook_ClipCookCore.resources"
        var folders: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folders.append(executable.deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent(bundleName).appendingPathComponent("sr28.tsv").path
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/sr28.tsv").path
        return FileManager.default.isReadableFile(atPath: source) ? source : nil
    }

    /// Reads the table's text form (see `scripts/make-food-table`); lines that
    /// do not fit are skipped. Read on its bytes: the table is a megabyte,
    /// and splitting it into `Character`s took longer than all the rest of
    /// a 1,000-recipe lint. Lines end at "\n" (not at "\r\n", which is
    /// one character), fields at "\t", as splitting the characters would.
    package static func parse(_ text: String) -> [Food] {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    package static func parse(bytes: UnsafeBufferPointer<UInt8>) -> [Food] {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), carriageReturn = UInt8(ascii: "\r")
        var groups: [String] = []
        var foods: [Food] = []
        foods.reserveCapacity(bytes.count / 128)
        // The fields of the line being read, as ranges of `bytes` (no string made for a field not used).
        var fields: [Range<Int>] = []
        func text(_ field: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[field]), as: UTF8.self) }
        var start = 0
        var position = 0
        let count = bytes.count
        while start < count {
            // The end of the line: a newline not preceded by a carriage return.
            while position < count, bytes[position] != newline || (position > start && bytes[position - 1] == carriageReturn) {
                position += 1
            }
            let line = start..<position
            position += 1
            start = position
            guard !line.isEmpty else { continue }
            fields.removeAll(keepingCapacity: true)
            var fieldStart = line.lowerBound
            for index in line where bytes[index] == tab {
                fields.append(fieldStart..<index)
                fieldStart = index + 1
            }
            fields.append(fieldStart..<line.upperBound)
            if UnsafeBufferPointer(rebasing: bytes[line]).starts(with: "#groups".utf8) {
                groups = fields.dropFirst().map(text)
            } else if bytes[line.lowerBound] == tab {
                guard fields.count == 4, !foods.isEmpty, let amount = Double(text(fields[1])), let grams = Double(text(fields[3])),
                    amount.isFinite, grams.isFinite, amount > 0, grams > 0
                else { continue }
                foods[foods.count - 1].portions.append(Portion(amount: amount, unit: text(fields[2]), grams: grams))
            } else {
                guard fields.count == 7 else { continue }
                let group = Int(text(fields[6])).flatMap { $0 >= 0 && $0 < groups.count ? groups[$0] : nil } ?? ""
                let values = FoodValues(
                    calories: value(text(fields[2])), protein: value(text(fields[3])), carbs: value(text(fields[4])),
                    fats: value(text(fields[5])))
                foods.append(Food(id: text(fields[0]), name: text(fields[1]), group: group, per100g: values, portions: []))
            }
        }
        return foods
    }

    private static func value(_ field: String) -> Double? {
        guard let number = Double(field), number.isFinite, number >= 0 else { return nil }
        return number
    }

    /// A number as a cook reads it: "50", "14.2", "0.5".
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// A lock-guarded memo (ingredient name -> food, ingredient -> mapping,
/// food name -> food), shared by the threads that lint or open a collection
/// on both cores. A value is
/// worked out outside the lock (two threads may both work out the same one,
/// and agree); at most 100,000 are kept.
package final class MatchCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: Value] = [:]

    package init() {}

    package func value(for key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        if let known = entries[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        if entries.count < 100_000 { entries[key] = value }
        lock.unlock()
        return value
    }
}
