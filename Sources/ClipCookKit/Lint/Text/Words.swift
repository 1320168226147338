/// Small text tools the rules share: trimming, splitting into words and a
/// rough singular form.
enum Words {
    /// Lowercase runs of letters and digits.
    static func split(_ text: some StringProtocol) -> [String] {
        if let words = asciiSplit(text) { return words }
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

    /// `split` of ASCII text, on its bytes (the letters and digits of ASCII
    /// are A-Z, a-z and 0-9); nil when the text has other characters.
    /// Asking each `Character` whether it is a letter was a tenth of lint.
    private static func asciiSplit(_ text: some StringProtocol) -> [String]? {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                current.append(lower)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
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
