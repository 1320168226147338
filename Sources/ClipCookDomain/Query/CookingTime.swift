import ClipCookCore
import ClipCookLanguage

/// Minutes in a free-text time such as "10 min", "1 h 30 min", "1½ hours",
/// "45 minutes" or "90 s". Unreadable text gives nil.
public enum CookingTime {
    public static func minutes(in text: String) -> Double? {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiMinutes(in: text) : characterMinutes(in: text)
    }

    /// `minutes(in:)` for any text, character by character.
    package static func characterMinutes(in text: String) -> Double? {
        var total = 0.0
        var found = false
        var number: Double?
        var index = text.startIndex
        while index < text.endIndex {
            let ch = text[index]
            if ch.isNumber || ch == "." {
                var end = index
                while end < text.endIndex, text[end].isASCII, text[end].isNumber || text[end] == "." {
                    end = text.index(after: end)
                }
                if end == index {  // a non-ASCII digit such as ½
                    number = (number ?? 0) + (vulgarFraction(ch) ?? 0)
                    index = text.index(after: index)
                    continue
                }
                number = Double(text[index..<end])
                index = end
                if index < text.endIndex, let fraction = vulgarFraction(text[index]) {
                    number = (number ?? 0) + fraction
                    index = text.index(after: index)
                }
            } else if ch.isLetter {
                var end = index
                while end < text.endIndex, text[end].isLetter { end = text.index(after: end) }
                let word = text[index..<end].lowercased()
                index = end
                if let value = number, let scale = unitMinutes(word) {
                    total += value * scale
                    found = true
                    number = nil
                }
            } else {
                index = text.index(after: index)
            }
        }
        if let number, !found { return number }  // a bare number means minutes
        return found ? total : nil
    }

    /// `minutes(in:)` for ASCII text, read on the bytes: the same numbers
    /// (digits and dots), words (letters) and units, without a `Character`
    /// or a `String` per character (every recipe's two times are read each
    /// time the collection changes).
    package static func asciiMinutes(in text: String) -> Double? {
        var total = 0.0
        var found = false
        var number: Double?
        var text = text
        return text.withUTF8 { bytes in
            func isDigit(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x39) || byte == 0x2E }
            func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
            var index = 0
            while index < bytes.count {
                if isDigit(bytes[index]) {
                    var end = index
                    while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                    number = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
                    index = end
                } else if isLetter(bytes[index]) {
                    var end = index
                    while end < bytes.count, isLetter(bytes[end]) { end += 1 }
                    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self).lowercased()
                    index = end
                    if let value = number, let scale = unitMinutes(word) {
                        total += value * scale
                        found = true
                        number = nil
                    }
                } else {
                    index += 1
                }
            }
            if let number, !found { return number }  // a bare number means minutes
            return found ? total : nil
        }
    }

    private static func unitMinutes(_ word: String) -> Double? {
        switch word {
        case "h", "hr", "hrs", "hour", "hours": 60
        case "m", "min", "mins", "minute", "minutes": 1
        case "s", "sec", "secs", "second", "seconds": 1.0 / 60
        default: nil
        }
    }

    private static func vulgarFraction(_ ch: Character) -> Double? {
        switch ch {
        case "½": 0.5
        case "¼": 0.25
        case "¾": 0.75
        case "⅓": 1.0 / 3
        case "⅔": 2.0 / 3
        default: nil
        }
    }
}
