import ClipCookCore

/// Where a plan's text can be cut into pieces that read by themselves: at
/// the start of the blank and comment lines above a `day` line, right after
/// a code line. A piece that starts there starts a day, so its meals read
/// as they do in the whole file, and nothing of the formatter's waits
/// across the cut (`PieceFormatter`). Works on bytes, before anything is
/// parsed; every piece is parsed afterwards, and one that does not read
/// cleanly sends the merge back to reading the whole files.
enum PlanCut {
    /// How long a piece is at least (the last one before a change or the
    /// end may be shorter): what the formatter holds at a time.
    static let pieceSize = 1 << 16

    /// What a line is, as far as cutting goes.
    enum Line: Equatable {
        /// Only blanks (spaces, tabs, a carriage return).
        case blank
        /// `--` after blanks.
        case comment
        /// A `day` line: its first word is `day`; the day, when the next word is one.
        case day(Day?)
        /// Any other line.
        case code
    }

    /// What the line of `bytes[start..<end]` (its line feed excluded or not) is.
    static func line(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Line {
        var i = start
        while i < end, isSeparator(bytes[i]), bytes[i] != 0x0A { i += 1 }
        guard i < end, bytes[i] != 0x0A else { return .blank }
        if bytes[i] == ByteClass.dash, i + 1 < end, bytes[i + 1] == ByteClass.dash { return .comment }
        guard end - i >= 3, bytes[i] == 0x64, bytes[i + 1] == 0x61, bytes[i + 2] == 0x79,
            i + 3 == end || isSeparator(bytes[i + 3])
        else { return .code }
        i += 3
        while i < end, isSeparator(bytes[i]) { i += 1 }
        var wordEnd = i
        while wordEnd < end, !isSeparator(bytes[wordEnd]) { wordEnd += 1 }
        guard wordEnd > i, wordEnd - i <= 16 else { return .day(nil) }
        return .day(Day(String(decoding: bytes[i..<wordEnd], as: UTF8.self)))
    }

    /// Whether the first line that is neither blank nor a comment (after a
    /// byte order mark) starts with the word `plan`: worth cutting.
    static func startsAsPlan(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            let end = lineEnd(bytes, from: start)
            switch line(bytes, start, end) {
            case .blank, .comment:
                start = end
            case .day, .code:
                var i = start
                while i < end, isSeparator(bytes[i]) { i += 1 }
                let word: [UInt8] = [0x70, 0x6C, 0x61, 0x6E]
                guard end - i >= word.count, bytes[i..<i + word.count].elementsEqual(word) else { return false }
                return i + word.count == end || isSeparator(bytes[i + word.count])
            }
        }
        return false
    }

    /// A byte between words of a line: space, tab, carriage return, line feed.
    static func isSeparator(_ b: UInt8) -> Bool {
        b == ByteClass.space || b == ByteClass.tab || b == 0x0D || b == 0x0A
    }

    /// The end of the line starting at `start` (after its line feed).
    static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        return i < bytes.count ? i + 1 : bytes.count
    }

    /// The start of the line holding `offset`.
    static func lineStart(_ bytes: [UInt8], containing offset: Int) -> Int {
        var i = min(offset, bytes.count)
        while i > 0, bytes[i - 1] != 0x0A { i -= 1 }
        return i
    }

    /// The cuts of `bytes[from..<to]` in order, each with the line after it
    /// in order: calls `body` with each cut (a line start after a code line,
    /// followed by blank or comment lines and a `day` line) and every day
    /// line's day, from the line at `from` on. `from` is a line start;
    /// whether the line before it is a code line is looked at. Stops when
    /// `body` says so.
    static func scan(_ bytes: [UInt8], from: Int, to: Int, _ body: (Event) -> Bool) {
        var runStart: Int?
        if from > 0 {
            let previous = lineStart(bytes, containing: from - 1)
            switch line(bytes, previous, from) {
            case .code, .day: runStart = from
            case .blank, .comment: break
            }
        }
        var start = from
        while start < to {
            let end = lineEnd(bytes, from: start)
            switch line(bytes, start, end) {
            case .blank, .comment:
                break
            case .day(let day?):
                if let cut = runStart, !body(.cut(cut)) { return }
                if !body(.day(day)) { return }
                runStart = end
            case .day(nil), .code:
                runStart = end
            }
            start = end
        }
    }

    enum Event {
        case cut(Int)
        case day(Day)
    }

    /// The first cut at or after `offset` (`bytes.count` when there is none).
    static func cut(atOrAfter offset: Int, in bytes: [UInt8]) -> Int {
        let from = offset >= bytes.count ? bytes.count : lineStart(bytes, containing: offset)
        var found = bytes.count
        scan(bytes, from: from, to: bytes.count) { event in
            guard case .cut(let at) = event else { return true }
            guard at >= offset else { return true }
            found = at
            return false
        }
        return found
    }

    /// The pieces of `bytes[range]` (whose ends are cuts or the file's
    /// ends): about `size` bytes each, each ending at a cut.
    static func pieces(of range: Range<Int>, in bytes: [UInt8], size: Int = pieceSize) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let (wanted, overflow) = start.addingReportingOverflow(max(1, size))
            let end = overflow || wanted >= range.upperBound ? range.upperBound : min(range.upperBound, cut(atOrAfter: wanted, in: bytes))
            pieces.append(start..<end)
            start = end
        }
        return pieces
    }

    /// The piece of `bytes` at `range`, after a `plan` line unless it
    /// starts the file, so that it reads as a plan by itself.
    static func piece(_ bytes: [UInt8], _ range: Range<Int>, path: String) -> SourceFile {
        SourceFile(path: path, bytes: range.lowerBound == 0 ? Array(bytes[range]) : header + bytes[range])
    }

    /// The line put before a piece that does not start the file.
    static let header: [UInt8] = Array("plan\n".utf8)
}
