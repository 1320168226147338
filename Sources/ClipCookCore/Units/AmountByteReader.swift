/// The parser's reader of a natural amount (`500 g`, `1 1/2 cups`, `½ cup`,
/// `2-3 tbsp`, `1,5 l`): `IngredientLineReader.leadingAmount` on the bytes
/// of a line, with no `String` or `Character` made on the way.
///
/// It reads exactly what the `Character` reader reads. Where the answer
/// would depend on Unicode properties it does not know (a letter outside
/// ASCII next to the amount, a combining mark that would join a digit into
/// another character, a sign that lowercases to an ASCII letter), it says
/// `.undecided` and the caller asks the `Character` reader instead. Text
/// it knows: ASCII, the Unicode fractions `¼ ½ ¾ ⅐ … ⅞`, the dashes `–`
/// `—` and the fraction slash `⁄`.
package struct AmountByteReader {
    package enum Reading: Equatable {
        /// An amount from the start to `end` (trailing blanks not included).
        case amount(Quantity, MeasureUnit?, end: Int)
        /// No quantity starts there.
        case none
        /// Only the `Character` reader can tell.
        case undecided
    }

    /// Met a character whose class only Unicode tables would give.
    package struct Undecided: Error {}

    /// One character of the text, as far as amounts care.
    package enum Glyph: Equatable {
        case ascii(UInt8)
        case fraction(Double)
        /// `–` or `—`.
        case dash
        /// `⁄` (U+2044).
        case fractionSlash
        /// Something else outside ASCII, met after blanks (where its class does not matter).
        case other
    }

    package let bytes: [UInt8]
    package let end: Int
    package var i: Int

    /// Reads the amount at `start`, looking no further than `end`.
    package static func read(_ bytes: [UInt8], from start: Int, end: Int) -> Reading {
        var reader = AmountByteReader(bytes: bytes, end: min(end, bytes.count), i: start)
        do throws(Undecided) {
            return try reader.leadingAmount()
        } catch {
            return .undecided
        }
    }

    // MARK: characters

    /// The width and value of a known sequence outside ASCII at `p`, or nil.
    package func known(at p: Int) -> (Glyph, Int)? {
        let b = bytes[p]
        if b == 0xC2, p + 1 < end {
            switch bytes[p + 1] {
            case 0xBC: return (.fraction(1.0 / 4), 2)
            case 0xBD: return (.fraction(1.0 / 2), 2)
            case 0xBE: return (.fraction(3.0 / 4), 2)
            default: return nil
            }
        }
        guard b == 0xE2, p + 2 < end else { return nil }
        let b1 = bytes[p + 1], b2 = bytes[p + 2]
        if b1 == 0x80, b2 == 0x93 || b2 == 0x94 { return (.dash, 3) }
        if b1 == 0x81, b2 == 0x84 { return (.fractionSlash, 3) }
        if b1 == 0x85, b2 >= 0x90, b2 <= 0x9E {
            return (.fraction(Self.formFractions[Int(b2 - 0x90)]), 3)
        }
        return nil
    }

    /// U+2150 … U+215E in order: ⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞.
    package static let formFractions: [Double] = [
        1.0 / 7, 1.0 / 9, 1.0 / 10, 1.0 / 3, 2.0 / 3, 1.0 / 5, 2.0 / 5, 3.0 / 5, 4.0 / 5,
        1.0 / 6, 5.0 / 6, 1.0 / 8, 3.0 / 8, 5.0 / 8, 7.0 / 8,
    ]

    /// Whether the character at `p` surely ends at `p` (the next scalar
    /// cannot join it): the end, ASCII, a known sequence, or a letter of
    /// U+00A0…U+02FF (no combining mark lives there).
    package func startsCharacter(_ p: Int) -> Bool {
        guard p < end else { return true }
        let b = bytes[p]
        return b < 0x80 || (b >= 0xC2 && b <= 0xCB) || known(at: p) != nil
    }

    /// The character at `p` (which is before `end`) and its width, when
    /// it is one this reader knows and nothing can join it.
    package func glyph(at p: Int) throws(Undecided) -> (Glyph, Int) {
        let b = bytes[p]
        let found: (Glyph, Int)
        if b < 0x80 {
            found = (.ascii(b), 1)
        } else if let k = known(at: p) {
            found = k
        } else {
            throw Undecided()
        }
        guard startsCharacter(p + found.1) else { throw Undecided() }
        return found
    }

    /// The character at `p` when blanks come before it: there, anything
    /// outside ASCII that the reader does not know reads as `.other`,
    /// whatever its Unicode class, since no rule takes it (nor a blank
    /// it joins); but a sign that lowercases into ASCII could name a unit.
    package func glyphAfterBlanks(at p: Int) throws(Undecided) -> (Glyph, Int)? {
        guard p < end else { return nil }
        let b = bytes[p]
        if b >= 0x80, known(at: p) == nil {
            if Self.lowercasesToASCII(bytes, at: p, end: end) { throw Undecided() }
            return (.other, 1)
        }
        return try glyph(at: p)
    }

    /// `K` (U+212A KELVIN SIGN) is the one scalar above ASCII whose
    /// lowercase form is all ASCII (`k`).
    package static func lowercasesToASCII(_ bytes: [UInt8], at p: Int, end: Int) -> Bool {
        p + 2 < end && bytes[p] == 0xE2 && bytes[p + 1] == 0x84 && bytes[p + 2] == 0xAA
    }

    package func current() throws(Undecided) -> Glyph? {
        i < end ? try glyph(at: i).0 : nil
    }

    package func isBlank(_ g: Glyph?) -> Bool { g == .ascii(ByteClass.space) || g == .ascii(ByteClass.tab) }

    package mutating func skipBlanks() {
        while i < end, ByteClass.isBlank(bytes[i]) { i += 1 }
    }

    package mutating func advance() throws(Undecided) {
        i += try glyph(at: i).1
    }

    // MARK: numbers

    /// A run of 1 to `QuantityScanner.maxDigits` ASCII digits; nil, without moving, when there are none or too many.
    package mutating func digitRun() throws(Undecided) -> (value: UInt64, count: Int)? {
        let start = i
        var value: UInt64 = 0
        while i < end, ByteClass.isDigit(bytes[i]) {
            guard startsCharacter(i + 1) else { throw Undecided() }
            if i - start < QuantityScanner.maxDigits { value = value * 10 + UInt64(bytes[i] - 0x30) }
            i += 1
        }
        let count = i - start
        guard count > 0, count <= QuantityScanner.maxDigits else {
            i = start
            return nil
        }
        return (value, count)
    }

    package static let powersOfTen: [Double] = (0...QuantityScanner.maxDigits).map { k in
        (0..<k).reduce(1.0) { value, _ in value * 10 }
    }

    /// `WHOLE.FRACTION` as `Double("WHOLE.FRACTION")` reads it: exact
    /// integers divided once (one correct rounding) while the digits fit
    /// in 15, the text otherwise.
    package func decimal(_ whole: (value: UInt64, count: Int), _ fraction: (value: UInt64, count: Int), digitsFrom: Int) -> Double? {
        Self.decimal(bytes, whole, fraction, digitsFrom: digitsFrom, fractionEnd: i)
    }

    /// `decimal` with the fraction's digits ending at `fractionEnd` (shared with the end-only reader).
    package static func decimal(
        _ bytes: [UInt8], _ whole: (value: UInt64, count: Int), _ fraction: (value: UInt64, count: Int),
        digitsFrom: Int, fractionEnd: Int
    ) -> Double? {
        if whole.count + fraction.count <= QuantityScanner.maxDigits {
            let numerator = whole.value * UInt64(powersOfTen[fraction.count]) + fraction.value
            return Double(numerator) / powersOfTen[fraction.count]
        }
        var text = String(decoding: bytes[digitsFrom..<digitsFrom + whole.count], as: UTF8.self)
        text += "."
        text += String(decoding: bytes[fractionEnd - fraction.count..<fractionEnd], as: UTF8.self)
        return Double(text)
    }

    /// One number: integer, decimal, fraction, mixed number or Unicode fraction (`QuantityScanner.number`).
    /// Blanks or the start of the text come before it.
    package mutating func number() throws(Undecided) -> Double? {
        guard let (first, width) = try glyphAfterBlanks(at: i) else { return nil }
        if case .fraction(let value) = first {
            i += width
            return value
        }
        if first == .ascii(ByteClass.dot), i + 1 < end, ByteClass.isDigit(bytes[i + 1]) {
            i += 1
            guard let digits = try digitRun() else { return nil }
            return Double(digits.value) / Self.powersOfTen[digits.count]
        }
        let digitsFrom = i
        guard let whole = try digitRun() else { return nil }
        let wholeValue = Double(whole.value)
        let next = try current()
        if next == .ascii(ByteClass.dot) || next == .ascii(ByteClass.comma), i + 1 < end, ByteClass.isDigit(bytes[i + 1]) {
            i += 1
            guard let digits = try digitRun() else { return nil }
            return decimal(whole, digits, digitsFrom: digitsFrom)
        }
        if next == .ascii(0x2F) || next == .fractionSlash {
            let slash = i
            try advance()
            if let denominator = try digitRun(), denominator.value > 0 {
                return wholeValue / Double(denominator.value)
            }
            i = slash
            return nil
        }
        if case .fraction(let value)? = next {
            try advance()
            return wholeValue + value
        }
        if isBlank(next) {
            let afterWhole = i
            skipBlanks()
            if let (g, width) = try glyphAfterBlanks(at: i), case .fraction(let value) = g {
                i += width
                return wholeValue + value
            }
            if let mixed = try properFraction() { return wholeValue + mixed }
            i = afterWhole
        }
        if next == .ascii(ByteClass.dash) {
            let afterWhole = i
            i += 1
            if let mixed = try properFraction() { return wholeValue + mixed }
            i = afterWhole
        }
        return wholeValue
    }

    /// `N/D` with N < D (the fraction of a mixed number); may move `i` when nil.
    private mutating func properFraction() throws(Undecided) -> Double? {
        guard let numerator = try digitRun() else { return nil }
        let slash = try current()
        guard slash == .ascii(0x2F) || slash == .fractionSlash else { return nil }
        try advance()
        guard let denominator = try digitRun(), numerator.value < denominator.value else { return nil }
        return Double(numerator.value) / Double(denominator.value)
    }

    /// `-`, `–`, `—` or ` to `, then a number (`QuantityScanner.rangeEnd`).
    private mutating func rangeEnd() throws(Undecided) -> Double? {
        let hadBlank = isBlank(try current())
        skipBlanks()
        guard let (g, width) = try glyphAfterBlanks(at: i) else { return nil }
        if g == .ascii(ByteClass.dash) || g == .dash {
            i += width
            skipBlanks()
            return try number()
        }
        if hadBlank, g == .ascii(0x74) || g == .ascii(0x54), i + 1 < end, bytes[i + 1] == 0x6F || bytes[i + 1] == 0x4F {
            guard startsCharacter(i + 2) else { throw Undecided() }
            i += 2
            guard isBlank(try current()) else { return nil }
            skipBlanks()
            return try number()
        }
        return nil
    }

    /// A number or a range (`QuantityScanner.quantity`).
    package mutating func quantity() throws(Undecided) -> Quantity? {
        let start = i
        guard let low = try number() else {
            i = start
            return nil
        }
        let afterLow = i
        if let high = try rangeEnd(), high > low { return Quantity(low, high) }
        i = afterLow
        return Quantity(low)
    }

    // MARK: amounts

    /// `IngredientLineReader.leadingAmount`.
    package mutating func leadingAmount() throws(Undecided) -> Reading {
        guard let quantity = try quantity() else { return .none }
        let afterQuantity = i
        guard let next = try current() else { return .amount(quantity, nil, end: afterQuantity) }
        if isBlank(next) {
            skipBlanks()
            if let (unit, unitEnd) = try unit(at: i, afterBlanks: true) { return .amount(quantity, unit, end: unitEnd) }
            return .amount(quantity, nil, end: afterQuantity)
        }
        switch next {
        case .ascii(let b) where ByteClass.isLetter(b):
            guard let (unit, unitEnd) = try unit(at: afterQuantity, afterBlanks: false) else { return .none }
            return .amount(quantity, unit, end: unitEnd)
        case .ascii(let b) where b == ByteClass.dash || b == 0x2F || b == ByteClass.dot || ByteClass.isDigit(b):
            return .none
        case .dash, .fractionSlash, .fraction:
            return .none
        default:
            return .amount(quantity, nil, end: afterQuantity)
        }
    }

    /// A unit name at `p`, with a point after an abbreviation (`tbsp.`) included (`IngredientLineReader.unit`).
    package func unit(at p: Int, afterBlanks: Bool) throws(Undecided) -> (MeasureUnit, Int)? {
        let found = afterBlanks ? try glyphAfterBlanks(at: p) : try glyph(at: p)
        guard let (g, _) = found, case .ascii(let b) = g, ByteClass.isLetter(b),
            let (unit, e) = try matchUnit(at: p)
        else { return nil }
        if e < end, bytes[e] == ByteClass.dot, e - p <= 4 {
            guard startsCharacter(e + 1) else { throw Undecided() }
            let afterPoint = e + 1
            if afterPoint == end { return (unit, afterPoint) }
            if isBlank(try glyph(at: afterPoint).0) { return (unit, afterPoint) }
        }
        return (unit, e)
    }

    /// The lengths (as bits) of the first words of the unit names of two words.
    package static let twoWordFirstLengths: UInt64 = UnitTable.twoWordStarts.reduce(0) { bits, start in
        start.first.count < 64 ? bits | 1 << UInt64(start.first.count) : bits
    }

    /// The end of the run of ASCII letters of `bytes` at `p`, at most `end` (≤ `bytes.count`).
    @inline(__always)
    package static func letterRunEnd(_ bytes: [UInt8], from p: Int, end: Int) -> Int {
        var j = p
        while j < end, ByteClass.isLetter(bytes[j]) { j += 1 }
        return j
    }

    /// The first word of a unit name at `start` (its run of ASCII letters),
    /// where a second word may begin (past a `.` right after it), whether
    /// that `.` is there, and whether the word can begin a name of two
    /// words (only one as long as such a first word can).
    @inline(__always)
    package static func unitFirstWord(_ bytes: [UInt8], at start: Int, end: Int)
        -> (first: Range<Int>, next: Int, dotted: Bool, twoWord: Bool)
    {
        let firstEnd = letterRunEnd(bytes, from: start, end: end)
        let first = start..<firstEnd
        let dotted = firstEnd < end && bytes[firstEnd] == ByteClass.dot
        let twoWord =
            first.count < 64 && twoWordFirstLengths & (1 << UInt64(first.count)) != 0
            && UnitTable.startsTwoWordName(bytes, first, dotted: dotted)
        return (first, dotted ? firstEnd + 1 : firstEnd, dotted, twoWord)
    }

    /// Whether the character at `p` ends a unit word (`UnitTable.match`:
    /// the end or anything but a number).
    package func endsWord(_ p: Int) throws(Undecided) -> Bool {
        guard p < end else { return true }
        if case .fraction = try glyph(at: p).0 { return false }
        return !ByteClass.isDigit(bytes[p])
    }

    /// `UnitTable.match` at an ASCII letter.
    package func matchUnit(at start: Int) throws(Undecided) -> (MeasureUnit, Int)? {
        let (first, next, dotted, twoWord) = Self.unitFirstWord(bytes, at: start, end: end)
        let firstEnd = first.upperBound
        var i = next
        if firstEnd < end, bytes[firstEnd] >= 0x80, known(at: firstEnd) == nil {
            // A letter outside ASCII may go on with the word, a mark may join
            // its last letter: neither makes a name of the table, unless the
            // letters so far already are one.
            if twoWord || UnitTable.unit(lowercasedBytes: bytes, first) != nil
                || Self.lowercasesToASCII(bytes, at: firstEnd, end: end)
            {
                throw Undecided()
            }
            return nil
        }
        if twoWord, i < end, ByteClass.isBlank(bytes[i]) {
            while i < end, ByteClass.isBlank(bytes[i]) { i += 1 }
            guard i == end || bytes[i] < 0x80 else { throw Undecided() }
            let secondEnd = Self.letterRunEnd(bytes, from: i, end: end)
            if secondEnd > i {
                guard startsCharacter(secondEnd), secondEnd == end || bytes[secondEnd] < 0x80 || known(at: secondEnd) != nil else {
                    throw Undecided()
                }
                if try endsWord(secondEnd),
                    let unit = UnitTable.unit(lowercasedBytes: bytes, first, dotted: dotted, second: i..<secondEnd)
                {
                    return (unit, secondEnd)
                }
            }
        }
        guard try endsWord(firstEnd),
            let unit = UnitTable.unit(lowercasedBytes: bytes, first) ?? UnitTable.misspelled(letters: bytes, first)
        else { return nil }
        return (unit, firstEnd)
    }
}
