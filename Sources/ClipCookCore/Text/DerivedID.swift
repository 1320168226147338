import Foundation

/// The ids the language derives when a document does not write them (the
/// table in the language contract). The REPL's `new TITLE` uses `recipe(title:)`.
public enum DerivedID {
    /// Letters and digits, lowercased, with every other run replaced by
    /// `-` and trimmed; empty when nothing is left. Latin letters lose their
    /// accents (`Crème` → `creme`; `ø æ œ ß ł đ þ` become `o ae oe ss l d th`;
    /// compatibility forms such as fullwidth `Ｃ` are folded to `c`),
    /// apostrophes vanish without a dash (`Grandma's` → `grandmas`), and the
    /// letters of other scripts are kept as they are (`日本のカレー` →
    /// `日本のカレー`, `Борщ` → `борщ`).
    public static func slug(_ text: String) -> String {
        asciiSlug(text) ?? latinSlug(text) ?? unicodeSlug(text)
    }

    /// `slug` through the compatibility decomposition, for any text.
    package static func unicodeSlug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        var lastWasASCII = false
        func emit(_ piece: String) {
            if pendingDash, !out.isEmpty { out.append("-") }
            pendingDash = false
            out += piece
        }
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
            let v = scalar.value
            if (0x30...0x39).contains(v) || (0x61...0x7A).contains(v) || (0x41...0x5A).contains(v) {
                emit(String(UnicodeScalar(UInt8(v) | ((0x41...0x5A).contains(v) ? 0x20 : 0))))
                lastWasASCII = true
            } else if apostrophes.contains(v) {
                continue
            } else if scalar.properties.generalCategory == .nonspacingMark {
                // Accents on Latin letters go; marks that belong to another script stay.
                if !lastWasASCII, !out.isEmpty, !pendingDash { out.unicodeScalars.append(scalar) }
            } else if let latin = latinLetters[v] {
                emit(latin)
                lastWasASCII = true
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar.properties.generalCategory == .spacingMark
            {
                emit(String(scalar).lowercased())
                lastWasASCII = false
            } else {
                pendingDash = true
            }
        }
        return out
    }

    /// `slug` of ASCII text (which compatibility mapping leaves as it is),
    /// on its bytes; nil when the text is not all ASCII.
    package static func asciiSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { utf8 -> String? in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            // The slug is never longer than the text: a dash stands for at
            // least one byte that wrote nothing. Written in place, checked anyway.
            return String(unsafeUninitializedCapacity: utf8.count) { out in
                var n = 0
                var pendingDash = false
                for b in utf8 {
                    if ByteClass.isAlphanumeric(b) {
                        if pendingDash, n > 0, n < out.count {
                            out[n] = ByteClass.dash
                            n += 1
                        }
                        pendingDash = false
                        guard n < out.count else { break }
                        out[n] = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
                        n += 1
                    } else if b != 0x27 {
                        pendingDash = true
                    }
                }
                return n
            }
        }
    }

    /// Apostrophes: ' ’ ‘ ʼ
    package static let apostrophes: Set<UInt32> = [0x27, 0x2019, 0x2018, 0x2BC]

    /// Latin letters without a decomposition, spelt in ASCII.
    package static let latinLetters: [UInt32: String] = [
        0xF8: "o", 0xD8: "o", 0xE6: "ae", 0xC6: "ae", 0x153: "oe", 0x152: "oe", 0xDF: "ss", 0x142: "l", 0x141: "l",
        0x111: "d", 0x110: "d", 0xFE: "th", 0xDE: "th", 0x131: "i",
    ]

    /// FNV-1a, 32 bits, of the UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for b in text.utf8 {
            hash ^= UInt32(b)
            hash = hash &* 16_777_619
        }
        return hash
    }

    public static func hex8(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// A slug, or `r-` and the 8 hex digits of the FNV-1a hash when the slug is empty.
    public static func slugOrHash(_ text: String) -> String {
        let s = slug(text)
        return s.isEmpty ? "r-" + hex8(fnv1a(text)) : s
    }

    public static func recipe(title: String) -> String { slugOrHash(title) }
    public static func ingredient(position: Int) -> String {
        smallIngredientIDs.indices.contains(position) ? smallIngredientIDs[position] : "i\(position + 1)"
    }

    public static func step(position: Int) -> String {
        smallStepIDs.indices.contains(position) ? smallStepIDs[position] : "s\(position + 1)"
    }

    /// `i1`...`i64` and `s1`...`s64`, made once: every item without an `[id]`
    /// of every recipe read takes one, and a recipe rarely has more.
    private static let smallIngredientIDs = (1...64).map { "i\($0)" }
    private static let smallStepIDs = (1...64).map { "s\($0)" }

    /// `DAY-MEAL-N` for every slot, N counting slots of that day and meal in order.
    public static func mealSlots(_ slots: [(day: Day, meal: MealType)]) -> [String] {
        var numbering = MealSlotNumbering()
        return slots.map { numbering.next(day: $0.day, meal: $0.meal) }
    }

    /// The numbering of `mealSlots`, one meal at a time, for a long plan:
    /// it keeps a count per day and meal rather than a string per meal, and
    /// makes a meal's id only when asked (`next`), not for a meal whose id
    /// is written (`advance`).
    public struct MealSlotNumbering {
        /// Day -> where its counts start in `counts`.
        private var days: [Day: Int] = [:]
        /// How many meals of each kind each day has had so far.
        private var counts: [Int] = []
        private static let meals = MealType.allCases

        public init() {}

        /// Counts one more `meal` on `day` and gives its number (1, 2, ...).
        public mutating func advance(day: Day, meal: MealType) -> Int {
            count(day: day, meal: Self.meals.firstIndex(of: meal) ?? 0)
        }

        /// The derived id of the next `meal` on `day` (`2026-01-05-dinner-1`).
        public mutating func next(day: Day, meal: MealType) -> String {
            MealSlot.derivedID(day: day, meal: meal, number: advance(day: day, meal: meal))
        }

        /// `advance` for the meal at `index` of `MealType.allCases`.
        private mutating func count(day: Day, meal index: Int) -> Int {
            let start: Int
            if let known = days[day] {
                start = known
            } else {
                start = counts.count
                days[day] = start
                counts.append(contentsOf: repeatElement(0, count: Self.meals.count))
            }
            counts[start + index] += 1
            return counts[start + index]
        }
    }

    /// The slug of each name, with `-2`, `-3`... for repeats.
    public static func shoppingItems(names: [String]) -> [String] {
        var numbering = ShoppingItemNumbering()
        return names.map { numbering.next(name: $0) }
    }

    /// `shoppingItems(names:)` one item at a time, for a long list: it keeps
    /// a count per slug rather than the list of all ids.
    public struct ShoppingItemNumbering {
        private var seen: [String: Int] = [:]

        public init() {}

        /// The derived id of the next item, named `name`.
        public mutating func next(name: String) -> String {
            ShoppingItem.derivedID(name: name, number: nextNumber(name: name))
        }

        /// The number of the next item's derived id among the items of its
        /// name's slug (1 for the first, whose id is the slug alone).
        public mutating func nextNumber(name: String) -> Int {
            let base = DerivedID.slugOrHash(name)
            let n = (seen[base] ?? 0) + 1
            seen[base] = n
            return n
        }
    }

    /// `import-` and the FNV-1a hash of each URL, with `-2`, `-3`... for repeats.
    public static func pendingImports(urls: [String]) -> [String] {
        numbered(urls.map { "import-" + hex8(fnv1a($0)) })
    }

    private static func numbered(_ bases: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return bases.map { base in
            let n = (seen[base] ?? 0) + 1
            seen[base] = n
            return n == 1 ? base : "\(base)-\(n)"
        }
    }
}
