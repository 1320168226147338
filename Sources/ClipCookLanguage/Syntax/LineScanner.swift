import ClipCookCore

/// Splits the input into lines (LF or CRLF) and checks every byte on the way:
/// NUL, control characters, a CR not followed by LF and invalid UTF-8 are
/// reported at their exact position. One pass, linear in the input, one line
/// at a time: the parser holds only the line it is reading.
package struct LineScanner: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    /// Where the next line begins (its full range), and where its text starts.
    private var lineBegin: Int
    private var start: Int
    private var number = 0
    private var done = false
    /// The first problem of the line `nextBounds()` returned last (nil when it had none).
    package private(set) var problem: LineError?

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        lineBegin = 0
        start = hasBOM ? 3 : 0
    }

    /// Every line at once (for tests).
    package static func scan(_ bytes: [UInt8]) -> [RawLine] {
        Array(LineScanner(bytes))
    }

    package mutating func next() -> RawLine? {
        guard let line = nextBounds() else { return nil }
        return RawLine(
            number: line.number, fullRange: line.fullRange, start: line.start, end: line.end,
            problem: line.hasProblem ? problem : nil)
    }

    /// The next line, as offsets only (nothing to retain or release for a
    /// line); its problem, when `hasProblem`, is in `problem`.
    package mutating func nextBounds() -> LineBounds? {
        guard !done else { return nil }
        var found = false
        if problem != nil { problem = nil }
        func note(_ message: String, _ range: Range<Int>) {
            if !found {
                found = true
                problem = LineError(message, range)
            }
        }
        var i = start
        let n = bytes.count
        while i < n {
            // Eight printable ASCII bytes at a time (most of every file).
            i = Self.skipPrintable(bytes, from: i)
            guard i < n else { break }
            let b = bytes[i]
            if b >= 0x20 && b < 0x7F || b == ByteClass.tab {
                i += 1
                continue
            }
            if b == ByteClass.lf {
                let end = i > start && bytes[i - 1] == ByteClass.cr ? i - 1 : i
                number += 1
                let line = LineBounds(number: number, fullStart: lineBegin, fullEnd: i + 1, start: start, end: end, hasProblem: found)
                lineBegin = i + 1
                start = i + 1
                return line
            }
            if b == ByteClass.cr {
                if i + 1 < n, bytes[i + 1] == ByteClass.lf {
                    i += 1
                    continue
                }
                note("carriage return not followed by a line feed (lines end with LF or CRLF)", i..<i + 1)
                i += 1
                continue
            }
            if b == 0 {
                note("nul byte", i..<i + 1)
                i += 1
                continue
            }
            if b < 0x80 {
                note("control character U+\(Self.hex(b))", i..<i + 1)
                i += 1
                continue
            }
            let width = Self.utf8SequenceLength(bytes, at: i)
            if width == 0 {
                note("invalid UTF-8", i..<i + 1)
                i += 1
            } else {
                i += width
            }
        }
        done = true
        guard lineBegin < n || number == 0 else { return nil }
        number += 1
        return LineBounds(number: number, fullStart: lineBegin, fullEnd: n, start: Swift.min(start, n), end: n, hasProblem: found)
    }

    /// The first offset from `start` on whose byte is not printable ASCII
    /// (0x20...0x7E), found sixteen and then eight bytes at a time; within the last seven
    /// bytes of the input it may stop earlier (the byte loop reads on from
    /// there). Every byte before the offset is printable.
    package static func skipPrintable(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { skipPrintable($0, from: start) }
    }

    /// `skipPrintable` on bytes in place (a `String`'s UTF-8, say).
    package static func skipPrintable(_ raw: UnsafeRawBufferPointer, from start: Int) -> Int {
        var i = start
        // Sixteen bytes at a time while all of them are printable (one
        // vector compare each); the block that is not is read again below.
        let space = SIMD16<UInt8>(repeating: 0x20)
        let delete = SIMD16<UInt8>(repeating: 0x7F)
        while i >= 0, i + 16 <= raw.count {
            let block = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            if any((block .< space) .| (block .>= delete)) { break }
            i += 16
        }
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let high: UInt64 = 0x8080_8080_8080_8080
        while i >= 0, i + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let seven = word & low7
            // A byte's high bit, in turn: set when its low seven bits are
            // at least 0x20; set when they are 0x7F; set when it is 0x80 or
            // more. No sum carries into the next byte, so each byte's
            // verdict is its own.
            let atLeastSpace = (seven &+ 0x6060_6060_6060_6060) & high
            let isDelete = (seven &+ 0x0101_0101_0101_0101) & high
            let printable = atLeastSpace & ~isDelete & ~word & high
            guard printable == high else {
                // The first byte (the lowest, read little-endian) whose bit is clear.
                return i + (~printable & high).trailingZeroBitCount / 8
            }
            i += 8
        }
        return i
    }

    package static func hex(_ b: UInt8) -> String {
        let digits = String(b, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The length of the well-formed UTF-8 sequence at `i` (Unicode table 3-7), or 0.
    package static func utf8SequenceLength(_ b: [UInt8], at i: Int) -> Int {
        let n = b.count
        func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            k < n && b[k] >= lo && b[k] <= hi
        }
        switch b[i] {
        case 0xC2...0xDF: return cont(i + 1) ? 2 : 0
        case 0xE0: return cont(i + 1, 0xA0, 0xBF) && cont(i + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return cont(i + 1) && cont(i + 2) ? 3 : 0
        case 0xED: return cont(i + 1, 0x80, 0x9F) && cont(i + 2) ? 3 : 0
        case 0xF0: return cont(i + 1, 0x90, 0xBF) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF1...0xF3: return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF4: return cont(i + 1, 0x80, 0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0
        default: return 0
        }
    }
}
