import ClipCookCore
import ClipCookLanguage

/// Small text tools the rules share: trimming, splitting into words and a
/// rough singular form.
package enum Words {
    /// Lowercase runs of letters and digits.
    package static func split(_ text: some StringProtocol) -> [String] {
        if let words = asciiSplit(text) { return words }
        return mixedSplit(QuickText.lowercased(String(text)))
    }

    /// `split` of lowercased text that is not all ASCII: the words are the
    /// runs of characters whose first scalar is a letter or a digit, as
    /// `Character.isLetter` and `isNumber` decide. An ASCII byte followed by
    /// another is a character of its own (only `\r\n` joins two, and both
    /// of its bytes end a word), so those are read as bytes, and only the
    /// stretches around other scalars, cut where two ASCII bytes meet (a
    /// character boundary), are read as `Character`s. Reading every
    /// character of every step as a `Character` was a sixth of `lint`.
    package static func mixedSplit(_ lower: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func endWord() {
            guard !current.isEmpty else { return }
            words.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        let bytes = Array(lower.utf8)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte < 0x80, i + 1 == bytes.count || bytes[i + 1] < 0x80 {
                if isASCIIWordByte(byte) { current.append(byte) } else { endWord() }
                i += 1
                continue
            }
            var end = i + 1
            while end < bytes.count, !(bytes[end - 1] < 0x80 && bytes[end] < 0x80 && !(bytes[end - 1] == 0x0D && bytes[end] == 0x0A)) {
                end += 1
            }
            for character in String(decoding: bytes[i..<end], as: UTF8.self) {
                if character.isLetterQuickly || character.isNumberQuickly {
                    current.append(contentsOf: character.utf8)
                } else {
                    endWord()
                }
            }
            i = end
        }
        endWord()
        return words
    }

    @inline(__always) private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
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
    package static func singular(_ word: String) -> String {
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
