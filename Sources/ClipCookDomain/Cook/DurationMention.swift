import ClipCookCore

/// A duration written in a step's text: "10 minutes", "1 h 30 min",
/// "25-30 min", "1½ hours", "90s". Only numbers count; "a minute" or
/// "overnight" are too vague to time. The one reader of durations in prose:
/// the linter's `step-duration-without-timer` and cook mode's suggested
/// timers both use it.
package struct DurationMention: Hashable {
    /// Shortest reading in seconds (the low end of a range).
    package var seconds: Int
    /// The high end of a range ("25-30 min"), in seconds.
    package var upperSeconds: Int?

    package var isRange: Bool { upperSeconds != nil }

    package enum Piece: Equatable {
        case number(Double)
        case word(String)
        case dash
    }

    package static let vulgarFractions: [Character: Double] = [
        "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "⅛": 0.125,
    ]

    /// Every duration mentioned in `text`, in order.
    package static func all(in text: String) -> [DurationMention] {
        // Every duration starts with a number: a step with no digit and no
        // vulgar fraction has none (most steps), and is not tokenized.
        guard mayHoldNumber(text) else { return [] }
        let tokens = tokenize(text)
        var mentions: [DurationMention] = []
        var i = 0
        while i < tokens.count {
            guard let (first, afterFirst) = quantity(tokens, at: i) else { i += 1; continue }
            var j = afterFirst
            var high: Double?
            if j < tokens.count, tokens[j] == .dash || tokens[j] == .word("to"),
                let (second, afterSecond) = quantity(tokens, at: j + 1), second > first
            {
                high = second
                j = afterSecond
            }
            guard j < tokens.count, case .word(let unit) = tokens[j], let scale = secondsPer(unit) else {
                i = afterFirst
                continue
            }
            var seconds = first * scale
            var upper = high.map { $0 * scale }
            j += 1
            // "1 hour 30 minutes", "1 h and 30 min": smaller parts add up.
            var lastScale = scale
            while high == nil {
                var k = j
                if k < tokens.count, tokens[k] == .word("and") { k += 1 }
                guard let (more, afterMore) = quantity(tokens, at: k), afterMore < tokens.count,
                    case .word(let nextUnit) = tokens[afterMore], let nextScale = secondsPer(nextUnit),
                    nextScale < lastScale
                else { break }
                seconds += more * nextScale
                lastScale = nextScale
                j = afterMore + 1
            }
            i = j
            // Longer than any timer may be (or not a number at all): not a duration to time.
            let limit = Double(DomainBounds.maxDurationSeconds)
            guard seconds.isFinite, (0...limit).contains(seconds.rounded()) else { continue }
            if let high = upper, !(high.isFinite && (0...limit).contains(high.rounded())) { upper = nil }
            mentions.append(DurationMention(seconds: Int(seconds.rounded()), upperSeconds: upper.map { Int($0.rounded()) }))
        }
        return mentions
    }

    /// Whether `text` has an ASCII digit or a vulgar fraction anywhere (a
    /// number token needs one; looking at bytes and scalars may say yes
    /// where the characters say no, never the other way round).
    package static func mayHoldNumber(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 { return true }
            if byte >= 0x80 { ascii = false }
        }
        return !ascii && text.unicodeScalars.contains { fractionScalars.contains($0) }
    }

    private static let fractionScalars: Set<Unicode.Scalar> = ["½", "¼", "¾", "⅓", "⅔", "⅛"]

    /// The longest duration read: what a timer may hold (`DomainBounds`).
    package static let maximumSeconds = DomainBounds.maxDurationSeconds

    /// The seconds in one `unit` ("min" -> 60), as the language's timers read them.
    private static func secondsPer(_ unit: String) -> Double? {
        DurationText.unitSeconds[unit].map(Double.init)
    }

    /// A number at `index`, with a following fraction ("1 1/2", "1½").
    private static func quantity(_ tokens: [Piece], at index: Int) -> (Double, Int)? {
        guard index < tokens.count, case .number(let value) = tokens[index] else { return nil }
        if index + 1 < tokens.count, case .number(let fraction) = tokens[index + 1], fraction < 1, value >= 1 {
            return (value + fraction, index + 2)
        }
        return (value, index + 1)
    }

    package static func tokenize(_ text: String) -> [Piece] {
        var tokens: [Piece] = []
        let chars = Array(QuickText.lowercased(text))
        var i = 0
        // An ASCII character's class is read from its byte (`\r\n` reads as
        // its line feed, which is none of these): most steps are ASCII.
        func isDigit(_ c: Character) -> Bool { c.asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        while i < chars.count {
            let c = chars[i]
            let ascii = c.asciiValue
            // An ASCII character is no fraction: no hashing of it to look it up.
            if ascii == nil, let fraction = vulgarFractions[c] {
                tokens.append(.number(fraction))
                i += 1
            } else if isDigit(c) {
                var digits = ""
                while i < chars.count, isDigit(chars[i]) { digits.append(chars[i]); i += 1 }
                if i + 1 < chars.count, chars[i] == "." || chars[i] == ",", isDigit(chars[i + 1]) {
                    digits.append(".")
                    i += 1
                    while i < chars.count, isDigit(chars[i]) { digits.append(chars[i]); i += 1 }
                }
                var value = Double(digits) ?? 0
                // "1/2": a fraction.
                if i + 1 < chars.count, chars[i] == "/", isDigit(chars[i + 1]) {
                    var denominator = ""
                    i += 1
                    while i < chars.count, isDigit(chars[i]) { denominator.append(chars[i]); i += 1 }
                    if let d = Double(denominator), d > 0 { value /= d }
                }
                tokens.append(.number(value))
            } else if c.isLetterQuickly {
                var word = ""
                while i < chars.count, chars[i].isLetterQuickly { word.append(chars[i]); i += 1 }
                tokens.append(.word(word))
            } else if ascii == 0x2D || (ascii == nil && (c == "–" || c == "—")) {
                tokens.append(.dash)
                i += 1
            } else if ascii == 0x20 || ascii == 0x09 {
                i += 1
            } else {
                tokens.append(.word(String(c)))
                i += 1
            }
        }
        return tokens
    }
}
