/// Where a natural amount ends, for a parser that keeps the amount as text
/// and needs nothing else: `AmountByteReader.read` without the unit made
/// (no `MeasureUnit` copied out of the table) and without the `Glyph`
/// classes on the way.
///
/// On text that is all ASCII up to `end` it follows `AmountByteReader`'s
/// rules step by step, restricted to ASCII (no Unicode fraction, dash or
/// fraction slash can occur, and no character can join the next); numbers
/// are read to the same values, since a range or a mixed number depends
/// on them (`3-2 cups`, `3 2/1`). Any other text goes to `read`, so the
/// answer is always `read`'s (a test compares them on every offset of the
/// example collection and the fixtures, and on generated lines).
extension AmountByteReader {
    package enum EndReading: Equatable {
        /// An amount from the start to `end` (trailing blanks not included).
        case end(Int)
        /// No quantity starts there.
        case none
        /// Only the `Character` reader can tell.
        case undecided
    }

    /// Where the amount at `start` ends, looking no further than `end`:
    /// what `read` says, without its values. `knownASCII` says the caller
    /// has already seen that every byte of `start..<end` is ASCII.
    package static func readEnd(_ bytes: [UInt8], from start: Int, end: Int, knownASCII: Bool = false) -> EndReading {
        let end = min(end, bytes.count)
        guard start >= 0, start < end, knownASCII || isASCII(bytes, start..<end) else {
            return endOf(read(bytes, from: start, end: end))
        }
        var reader = ASCIIAmountEnd(bytes: bytes, end: end, i: start)
        return reader.amountEnd().map(EndReading.end) ?? .none
    }

    /// `read`'s answer without its values.
    package static func endOf(_ reading: Reading) -> EndReading {
        switch reading {
        case .amount(_, _, let end): .end(end)
        case .none: .none
        case .undecided: .undecided
        }
    }

    /// Whether every byte of `bytes[range]` (a range inside the array) is ASCII.
    package static func isASCII(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var seen: UInt8 = 0
        for k in range { seen |= bytes[k] }
        return seen < 0x80
    }
}

/// `AmountByteReader`'s reading on ASCII text, keeping only positions and
/// the numbers' values. Each method is the one of the same name there, with
/// the cases that need a byte above ASCII left out.
private struct ASCIIAmountEnd {
    let bytes: [UInt8]
    /// At most `bytes.count`; every byte before it is ASCII.
    let end: Int
    var i: Int

    func byte(_ p: Int) -> UInt8? { p < end ? bytes[p] : nil }

    func isBlank(_ p: Int) -> Bool { p < end && ByteClass.isBlank(bytes[p]) }

    mutating func skipBlanks() {
        while i < end, ByteClass.isBlank(bytes[i]) { i += 1 }
    }

    mutating func digitRun() -> (value: UInt64, count: Int)? {
        let start = i
        var value: UInt64 = 0
        while i < end, ByteClass.isDigit(bytes[i]) {
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

    func digitFollows(_ p: Int) -> Bool { p + 1 < end && ByteClass.isDigit(bytes[p + 1]) }

    mutating func number() -> Double? {
        guard let first = byte(i) else { return nil }
        if first == ByteClass.dot, digitFollows(i) {
            i += 1
            guard let digits = digitRun() else { return nil }
            return Double(digits.value) / AmountByteReader.powersOfTen[digits.count]
        }
        let digitsFrom = i
        guard let whole = digitRun() else { return nil }
        let wholeValue = Double(whole.value)
        let next = byte(i)
        if next == ByteClass.dot || next == ByteClass.comma, digitFollows(i) {
            i += 1
            guard let digits = digitRun() else { return nil }
            return AmountByteReader.decimal(bytes, whole, digits, digitsFrom: digitsFrom, fractionEnd: i)
        }
        if next == 0x2F {
            let slash = i
            i += 1
            if let denominator = digitRun(), denominator.value > 0 {
                return wholeValue / Double(denominator.value)
            }
            i = slash
            return nil
        }
        if let next, ByteClass.isBlank(next) {
            let afterWhole = i
            skipBlanks()
            if let mixed = properFraction() { return wholeValue + mixed }
            i = afterWhole
        }
        if next == ByteClass.dash {
            let afterWhole = i
            i += 1
            if let mixed = properFraction() { return wholeValue + mixed }
            i = afterWhole
        }
        return wholeValue
    }

    mutating func properFraction() -> Double? {
        guard let numerator = digitRun(), byte(i) == 0x2F else { return nil }
        i += 1
        guard let denominator = digitRun(), numerator.value < denominator.value else { return nil }
        return Double(numerator.value) / Double(denominator.value)
    }

    mutating func rangeEnd() -> Double? {
        let hadBlank = isBlank(i)
        skipBlanks()
        guard let g = byte(i) else { return nil }
        if g == ByteClass.dash {
            i += 1
            skipBlanks()
            return number()
        }
        if hadBlank, g == 0x74 || g == 0x54, let o = byte(i + 1), o == 0x6F || o == 0x4F {
            i += 2
            guard isBlank(i) else { return nil }
            skipBlanks()
            return number()
        }
        return nil
    }

    /// Whether a quantity starts at `i` (moving past it).
    mutating func quantity() -> Bool {
        let start = i
        guard let low = number() else {
            i = start
            return false
        }
        let afterLow = i
        if let high = rangeEnd(), high > low { return true }
        i = afterLow
        return true
    }

    mutating func amountEnd() -> Int? {
        guard quantity() else { return nil }
        let afterQuantity = i
        guard let next = byte(i) else { return afterQuantity }
        if ByteClass.isBlank(next) {
            skipBlanks()
            return unitEnd(at: i) ?? afterQuantity
        }
        if ByteClass.isLetter(next) { return unitEnd(at: afterQuantity) }
        if next == ByteClass.dash || next == 0x2F || next == ByteClass.dot || ByteClass.isDigit(next) { return nil }
        return afterQuantity
    }

    func unitEnd(at p: Int) -> Int? {
        guard let b = byte(p), ByteClass.isLetter(b), let e = matchUnitEnd(at: p) else { return nil }
        if e < end, bytes[e] == ByteClass.dot, e - p <= 4 {
            let afterPoint = e + 1
            if afterPoint == end || ByteClass.isBlank(bytes[afterPoint]) { return afterPoint }
        }
        return e
    }

    func endsWord(_ p: Int) -> Bool { p >= end || !ByteClass.isDigit(bytes[p]) }

    func matchUnitEnd(at start: Int) -> Int? {
        let (first, next, dotted, twoWord) = AmountByteReader.unitFirstWord(bytes, at: start, end: end)
        let firstEnd = first.upperBound
        var i = next
        if twoWord, isBlank(i) {
            while i < end, ByteClass.isBlank(bytes[i]) { i += 1 }
            let secondEnd = AmountByteReader.letterRunEnd(bytes, from: i, end: end)
            if secondEnd > i, endsWord(secondEnd),
                UnitTable.isName(lowercasedBytes: bytes, first, dotted: dotted, second: i..<secondEnd)
            {
                return secondEnd
            }
        }
        guard endsWord(firstEnd), UnitTable.isName(letters: bytes, first) || UnitTable.misspelled(letters: bytes, first) != nil
        else { return nil }
        return firstEnd
    }
}
