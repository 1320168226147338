/// The bytes of one input (a file or standard input) and the table of where
/// its lines start, so that byte offsets turn into line:column positions.
///
/// Lines are 1-based. Columns are 1-based and count Unicode scalars, so a
/// column points at the same character in any UTF-8 editor. A UTF-8 byte
/// order mark at the start is not counted; CRLF ends a line like LF.
public struct SourceFile: Sendable {
    /// The name shown in diagnostics (a path, or `<stdin>`).
    public let path: String
    public let bytes: [UInt8]
    /// Offset of the first byte of every line.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        // Counted first, then made that size: a guess from the size was
        // twice too much for a page of long lines, and too little for a
        // file of short ones (whose table then doubled, old and new at once).
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var lines = 1
            for byte in buffer where byte == 0x0A { lines += 1 }
            return [Int](unsafeUninitializedCapacity: lines) { starts, made in
                starts[0] = 0
                made = 1
                var i = 0
                while i < buffer.count, made < lines {
                    if buffer[i] == 0x0A {
                        starts[made] = i + 1
                        made += 1
                    }
                    i += 1
                }
            }
        }
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Whether the file begins with a UTF-8 byte order mark.
    public var hasBOM: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The 0-based index of the line holding `offset` in `lineStarts` (ascending
    /// line-start offsets, never empty: the first is 0), by binary search.
    package static func lineIndex(containing offset: Int, lineStarts: [Int]) -> Int {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The 1-based line number of a byte offset (clamped to the file), without
    /// working out the column.
    public func lineNumber(of offset: Int) -> Int {
        Self.lineIndex(containing: max(0, min(offset, bytes.count)), lineStarts: lineStarts) + 1
    }

    /// The line:column of a byte offset (clamped to the file).
    public func location(of offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let lo = Self.lineIndex(containing: offset, lineStarts: lineStarts)
        var start = lineStarts[lo]
        if lo == 0, hasBOM, offset >= 3 { start = 3 }
        var column = 1
        var i = start
        while i < offset {
            // Count scalars: every byte that is not a UTF-8 continuation byte.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: lo + 1, column: column, offset: offset)
    }

    public func range(_ offsets: Range<Int>) -> SourceRange {
        SourceRange(start: location(of: offsets.lowerBound), end: location(of: offsets.upperBound))
    }

    /// The text of 1-based line `number` without its line ending (invalid UTF-8 repaired).
    public func lineText(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        var start = lineStarts[number - 1]
        if number == 1, hasBOM { start = 3 }
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        guard end > start else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A position in a source file: 1-based line and column, and the byte offset.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}

/// A half-open span of source text.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public var offsets: Range<Int> { start.offset..<max(start.offset, end.offset) }
}
