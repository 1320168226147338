/// Spoon units as cooks mistype them: `2 teasoons vanilla`, `3 tablepoons
/// oil`, `1 tablspoon`, `½ teaspon`. Only the two long spoon words are
/// read this way (a word of 7 to 12 letters one typing slip from one of
/// them: a letter missing, added, changed, or two swapped), so that no
/// short word or food is ever taken for a unit.
extension UnitTable {
    static let spoonSpellings: [([UInt8], String)] = [
        (Array("teaspoon".utf8), "tsp"), (Array("teaspoons".utf8), "tsp"),
        (Array("tablespoon".utf8), "tbsp"), (Array("tablespoons".utf8), "tbsp"),
    ]

    /// The spoon unit a mistyped word at `start` stands for, with where the word ends.
    package static func misspelled(in text: Substring, at start: Substring.Index) -> (MeasureUnit, Substring.Index)? {
        // Most words after a quantity are foods, shorter than a spoon: their bytes are counted before anything
        // is copied (ASCII letters are whole characters, so `end` stays on a character's boundary).
        let bytes = text.utf8
        var end = start
        var count = 0
        while end < bytes.endIndex, count <= 12 {
            let lower = bytes[end] | 0x20
            guard lower >= 0x61, lower <= 0x7A else { break }
            count += 1
            end = bytes.index(after: end)
        }
        guard count >= 7, count <= 12, end == text.endIndex || !text[end].isLetter && !text[end].isNumber,
            let unit = misspelled(letters: Array(text[start..<end].utf8), 0..<count)
        else { return nil }
        return (unit, end)
    }

    /// The spoon unit that ASCII letters `bytes[letters]` mistype, the
    /// byte readers' way of asking what `misspelled(in:at:)` answers.
    package static func misspelled(letters bytes: [UInt8], _ letters: Range<Int>) -> MeasureUnit? {
        guard letters.count >= 7, letters.count <= 12 else { return nil }
        let word = bytes[letters].map { $0 | 0x20 }
        guard let (_, symbol) = spoonSpellings.first(where: { oneSlip(word, $0.0) }) else { return nil }
        return unit(symbol: symbol)
    }

    /// Whether `a` is `b` with one letter missing, added, changed, or two neighbours swapped.
    static func oneSlip(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a != b, abs(a.count - b.count) <= 1 else { return false }
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        if a.count == b.count {
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        return a.count < b.count ? a[i...] == b[(i + 1)...] : a[(i + 1)...] == b[i...]
    }
}
