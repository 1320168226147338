/// Forms of ingredient lines that recipe pages write and that round eleven's
/// second pass read from the tune pages: a site's `count` after the number
/// (`2count Dientes de ajo`) and a whole fruit asked for by its seeds
/// (`1 pomegranate seeds`).
extension IngredientLineReader {
    /// The line with its sizes joined (`1 15.5 -Ounce Can`) and a site's count word taken out (`2count`).
    /// `dashed`: whether a dash follows a digit (`LineMarks.dashAfterDigit`), the only place a size joins.
    package static func withSizesJoined(_ text: Substring, dashed: Bool) -> Substring {
        let uncounted = withoutCountWord(text) ?? text
        guard dashed else { return uncounted }
        return joinedSizes(uncounted).map { Substring($0) } ?? uncounted
    }

    /// `2count Dientes de ajo`, `3 count eggs`: a recipe plugin's word for a
    /// bare count, which is no unit. The line without it (`2 Dientes de ajo`),
    /// or nil when the line has none.
    package static func withoutCountWord(_ text: Substring) -> Substring? {
        let bytes = text.utf8
        guard let first = bytes.first, (0x30...0x39).contains(first) else { return nil }
        var index = bytes.startIndex
        var digits = 0
        while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) {
            digits += 1
            index = bytes.index(after: index)
        }
        guard digits <= 3 else { return nil }
        let numberEnd = index
        if index < bytes.endIndex, bytes[index] == 0x20 { index = bytes.index(after: index) }
        let word = Array("count ".utf8)
        var matched = 0
        while matched < word.count, index < bytes.endIndex {
            let byte = bytes[index] | (matched < word.count - 1 ? 0x20 : 0)  // lowercase the letters
            guard byte == word[matched] else { return nil }
            matched += 1
            index = bytes.index(after: index)
        }
        guard matched == word.count, index < bytes.endIndex, bytes[index] != 0x20 else { return nil }
        return Substring(String(text[..<numberEnd]) + " " + String(text[index...]))
    }

    /// `1 pomegranate seeds`, `2 pomegranates, arils only`: a count of a
    /// fruit whose seeds are used counts the fruit; the seeds are a note.
    /// The name without them, or nil.
    package static func fruitForItsSeeds(_ result: ParsedIngredientLine) -> String? {
        let name = result.name
        guard result.quantity != nil, result.unit == nil, name.count < 30 else { return nil }
        let lower = name.lowercased()
        for fruit in ["pomegranate ", "pomegranates "] where lower.hasPrefix(fruit) {
            let rest = lower.dropFirst(fruit.count)
            guard ["seeds", "arils"].contains(rest) else { return nil }
            return String(name.prefix(fruit.count - 1))
        }
        return nil
    }
}
