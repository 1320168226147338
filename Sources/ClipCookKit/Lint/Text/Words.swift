/// Small text tools the rules share: trimming, splitting into words and a
/// rough singular form.
enum Words {
    /// Lowercase runs of letters and digits.
    static func split(_ text: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A rough singular: "tomatoes" -> "tomato", "berries" -> "berry",
    /// "onions" -> "onion"; short words are left alone.
    static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ss") { return word }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmedOfBlanks: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
