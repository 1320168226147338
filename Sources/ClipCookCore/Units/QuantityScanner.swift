/// Reads a quantity at a position in a text, character by character (so an
/// index it returns never splits a character). See `Quantity` for the forms.
package struct QuantityScanner {
    package static let vulgarFractions: [Character: Double] = [
        "¼": 1.0 / 4, "½": 1.0 / 2, "¾": 3.0 / 4, "⅐": 1.0 / 7, "⅑": 1.0 / 9, "⅒": 1.0 / 10,
        "⅓": 1.0 / 3, "⅔": 2.0 / 3, "⅕": 1.0 / 5, "⅖": 2.0 / 5, "⅗": 3.0 / 5, "⅘": 4.0 / 5,
        "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8, "⅞": 7.0 / 8,
    ]
    package static let maxDigits = 15

    package let text: Substring
    package var index: Substring.Index

    package init(_ text: Substring) {
        self.text = text
        index = text.startIndex
    }

    package var current: Character? { index < text.endIndex ? text[index] : nil }

    package func character(after i: Substring.Index) -> Character? {
        guard i < text.endIndex else { return nil }
        let next = text.index(after: i)
        return next < text.endIndex ? text[next] : nil
    }

    package static func isDigit(_ c: Character?) -> Bool {
        guard let c, c.isASCII, let ascii = c.asciiValue else { return false }
        return ascii >= 0x30 && ascii <= 0x39
    }

    package static func isBlank(_ c: Character?) -> Bool { c == " " || c == "\t" }

    /// Whether `c` may open a number: a digit or a vulgar fraction (`2`, `½`).
    package static func opensNumber(_ c: Character) -> Bool { isDigit(c) || vulgarFractions[c] != nil }

    package mutating func skipBlanks() {
        while Self.isBlank(current) { index = text.index(after: index) }
    }

    /// A number or a range; leaves `index` after it, or unchanged when there is none.
    package mutating func quantity() -> Quantity? {
        let start = index
        guard let low = number() else {
            index = start
            return nil
        }
        let afterLow = index
        if let high = rangeEnd(), high > low {
            return Quantity(low, high)
        }
        index = afterLow
        return Quantity(low)
    }

    /// `-`, `–`, `—` or ` to `, then a number.
    private mutating func rangeEnd() -> Double? {
        let hadBlank = Self.isBlank(current)
        skipBlanks()
        if current == "-" || current == "–" || current == "—" {
            index = text.index(after: index)
            skipBlanks()
            return number()
        }
        if hadBlank, let t = current, t == "t" || t == "T", let o = character(after: index), o == "o" || o == "O" {
            index = text.index(index, offsetBy: 2)
            guard Self.isBlank(current) else { return nil }
            skipBlanks()
            return number()
        }
        return nil
    }

    /// One number: integer, decimal, fraction, mixed number or Unicode fraction.
    package mutating func number() -> Double? {
        if let c = current, let fraction = Self.vulgarFractions[c] {
            index = text.index(after: index)
            return fraction
        }
        if current == ".", Self.isDigit(character(after: index)) {
            index = text.index(after: index)
            guard let digits = digitRun() else { return nil }
            return Double("0." + digits)
        }
        guard let whole = digitRun(), let wholeValue = Double(whole) else { return nil }
        // Decimal, with a point or a comma (`1.5`, `1,5`); a comma followed
        // by a blank is not a decimal comma (`3, beaten`).
        if current == "." || current == ",", Self.isDigit(character(after: index)) {
            index = text.index(after: index)
            guard let digits = digitRun() else { return nil }
            return Double(whole + "." + digits)
        }
        // Fraction n/d.
        if current == "/" || current == "⁄" {
            let slash = index
            index = text.index(after: index)
            if let denominator = digitRun(), let d = Double(denominator), d > 0 {
                return wholeValue / d
            }
            index = slash
            return nil
        }
        // Attached Unicode fraction: 1½.
        if let c = current, let fraction = Self.vulgarFractions[c] {
            index = text.index(after: index)
            return wholeValue + fraction
        }
        // Mixed number: 1 1/2 or 1 ½.
        if Self.isBlank(current) {
            let afterWhole = index
            skipBlanks()
            if let c = current, let fraction = Self.vulgarFractions[c] {
                index = text.index(after: index)
                return wholeValue + fraction
            }
            if let numerator = digitRun(), current == "/" || current == "⁄" {
                index = text.index(after: index)
                if let denominator = digitRun(), let n = Double(numerator), let d = Double(denominator), n < d {
                    return wholeValue + n / d
                }
            }
            index = afterWhole
        }
        // A US-style mixed number with a hyphen: 1-1/2 (a proper fraction after the hyphen).
        if current == "-" {
            let afterWhole = index
            index = text.index(after: index)
            if let numerator = digitRun(), current == "/" || current == "⁄" {
                index = text.index(after: index)
                if let denominator = digitRun(), let n = Double(numerator), let d = Double(denominator), n < d, d > 0 {
                    return wholeValue + n / d
                }
            }
            index = afterWhole
        }
        return wholeValue
    }

    /// ASCII digits (1 to `maxDigits`); nil, without moving, when there are none or too many.
    private mutating func digitRun() -> String? {
        let start = index
        var digits = ""
        while Self.isDigit(current) {
            digits.append(text[index])
            index = text.index(after: index)
        }
        guard !digits.isEmpty, digits.count <= Self.maxDigits else {
            index = start
            return nil
        }
        return digits
    }
}
