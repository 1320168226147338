import ClipCookCore

/// A cursor over the bytes of one line. It reads the language's tokens
/// (words, numbers, quoted strings, bare text, comments) on demand, so that
/// each line parser can ask for what its context expects. Every read is
/// linear in the bytes it consumes.
package struct Lexer {
    package let bytes: [UInt8]
    /// Where the line starts (after a BOM): a `--` there starts a comment.
    package private(set) var lineStart: Int
    /// Where the line's content ends (before LF or CRLF).
    package private(set) var end: Int
    package var position: Int

    package init(bytes: [UInt8], lineStart: Int, position: Int, end: Int) {
        self.bytes = bytes
        self.lineStart = lineStart
        self.position = position
        self.end = end
    }

    /// Moves the lexer to another line of the same bytes (one lexer reads a
    /// whole file, instead of a new one, holding the bytes again, a line).
    package mutating func move(toLine lineStart: Int, end: Int) {
        self.lineStart = lineStart
        self.end = min(end, bytes.count)
        position = lineStart
    }

    /// A lexer over a whole standalone line of text (used by the printer to check what it wrote).
    package init(line: String) {
        let b = Array(line.utf8)
        self.init(bytes: b, lineStart: 0, position: 0, end: b.count)
    }

    package var atEnd: Bool { position >= end }
    @inline(__always)
    package func peek(_ ahead: Int = 0) -> UInt8? {
        let i = position + ahead
        return i < end ? bytes[i] : nil
    }

    package func text(_ range: Range<Int>) -> String { Lexer.text(bytes, range) }

    /// The text of `bytes[range]` (invalid UTF-8 repaired), made from the
    /// array's own buffer (no slice of it is made on the way).
    package static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            guard range.lowerBound >= 0, range.upperBound <= buffer.count else {
                return String(decoding: bytes[range], as: UTF8.self)
            }
            let source = UnsafeBufferPointer(rebasing: buffer[range])
            // Up to 15 bytes a string is stored inline; made in place, ASCII
            // skips the separate validation pass (the standard library still
            // checks the bytes and repairs any that are not UTF-8). Longer
            // text is validated either way.
            if source.count <= Lexer.smallStringCapacity {
                return String(unsafeUninitializedCapacity: source.count) { target in
                    target.initialize(fromContentsOf: source)
                }
            }
            return String(decoding: source, as: UTF8.self)
        }
    }

    /// The most UTF-8 bytes a `String` holds inline on 64-bit platforms.
    package static let smallStringCapacity = 15

    @inline(__always)
    package mutating func skipBlanks() {
        while position < end, ByteClass.isBlank(bytes[position]) { position += 1 }
    }

    /// Whether a comment starts at `i`: `--` at the line start or after a blank.
    @inline(__always)
    package func isCommentStart(at i: Int) -> Bool {
        i + 1 < end && bytes[i] == ByteClass.dash && bytes[i + 1] == ByteClass.dash
            && (i == lineStart || ByteClass.isBlank(bytes[i - 1]))
    }

    /// After blanks: the end of the line or a comment.
    package var atLineEnd: Bool {
        var i = position
        while i < end, ByteClass.isBlank(bytes[i]) { i += 1 }
        return i >= end || isCommentStart(at: i)
    }

    /// Ends the reading of a line: only blanks and a comment may remain.
    /// Returns the comment's range.
    package mutating func finish(after what: @autoclosure () -> String = "") throws(LineError) -> Range<Int>? {
        skipBlanks()
        if atEnd { return nil }
        if isCommentStart(at: position) {
            defer { position = end }
            return position..<end
        }
        let start = position
        var stop = position
        while stop < end, !ByteClass.isBlank(bytes[stop]) { stop += 1 }
        let shown = Excerpt.of(text(start..<stop))
        let after = what()
        throw LineError("unexpected '\(shown)'" + (after.isEmpty ? "" : " after \(after)"), start..<stop)
    }

    // MARK: words and numbers

    /// A run of letters, digits, `-` and `_` (possibly empty).
    @inline(__always)
    package mutating func readWord() -> Range<Int> {
        let start = position
        while position < end, ByteClass.isWord(bytes[position]) { position += 1 }
        return start..<position
    }

    /// The range of the run of non-blank bytes at the cursor (not consumed).
    package func nonBlankRun() -> Range<Int> {
        var i = position
        while i < end, !ByteClass.isBlank(bytes[i]) { i += 1 }
        return position..<i
    }

    /// Whether the bytes at the cursor are `word` followed by a blank, `]` or the end.
    package func startsWithWord(_ word: [UInt8]) -> Bool { matchesWord(word, at: position) }

    package func matchesWord(_ word: [UInt8], at i: Int) -> Bool {
        guard i + word.count <= end else { return false }
        for k in 0..<word.count where bytes[i + k] != word[k] { return false }
        let after = i + word.count
        return after == end || ByteClass.isBlank(bytes[after]) || bytes[after] == ByteClass.closeBracket
    }

    /// An integer: an optional `-` and ASCII digits.
    /// With `terminated`, a letter, digit or `.` may not follow it.
    package mutating func readInteger(what: @autoclosure () -> String = "a whole number", terminated: Bool = true) throws(LineError) -> (
        value: Int, range: Range<Int>
    ) {
        let start = position
        var i = position
        let negative = i < end && bytes[i] == ByteClass.dash
        if negative { i += 1 }
        let digitsStart = i
        var value = 0
        var overflow = false
        while i < end, ByteClass.isDigit(bytes[i]) {
            let digit = Int(bytes[i] - 0x30)
            if !overflow {
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let (s, o2) = negative ? m.subtractingReportingOverflow(digit) : m.addingReportingOverflow(digit)
                if o1 || o2 { overflow = true } else { value = s }
            }
            i += 1
        }
        guard i > digitsStart, !terminated || i == end || !ByteClass.isWord(bytes[i]) && bytes[i] != ByteClass.dot else {
            let run = nonBlankRun()
            throw LineError(
                "expected \(what()), found '\(Excerpt.of(text(run.isEmpty ? start..<min(start + 1, end) : run)))'",
                run.isEmpty ? start..<start : run)
        }
        position = i
        if overflow { throw LineError("number too large", start..<i) }
        return (value, start..<i)
    }

    /// A decimal number: digits, an optional `.digits` and an optional exponent.
    package mutating func readDecimal() -> (value: Double, range: Range<Int>)? {
        let start = position
        var i = position
        func digits() -> Bool {
            let s = i
            while i < end, ByteClass.isDigit(bytes[i]) { i += 1 }
            return i > s
        }
        guard digits() else { return nil }
        if i < end, bytes[i] == ByteClass.dot {
            i += 1
            guard digits() else { return nil }
        }
        if i < end, bytes[i] == 0x65 || bytes[i] == 0x45 {
            i += 1
            if i < end, bytes[i] == 0x2B || bytes[i] == ByteClass.dash { i += 1 }
            guard digits() else { return nil }
        }
        if i < end, ByteClass.isWord(bytes[i]) || bytes[i] == ByteClass.dot { return nil }
        guard let value = Double(text(start..<i)) else { return nil }
        position = i
        return (value, start..<i)
    }

    // MARK: text

    /// A quoted string at the cursor (which is on the opening `"`).
    package mutating func readQuoted() throws(LineError) -> (value: String, range: Range<Int>) {
        let start = position
        var out: [UInt8] = []
        var i = position + 1
        while i < end {
            let b = bytes[i]
            if b == ByteClass.quote {
                position = i + 1
                return (String(decoding: out, as: UTF8.self), start..<position)
            }
            if b == ByteClass.backslash {
                guard i + 1 < end else { break }
                switch bytes[i + 1] {
                case ByteClass.quote: out.append(ByteClass.quote)
                case ByteClass.backslash: out.append(ByteClass.backslash)
                case 0x6E: out.append(ByteClass.lf)
                case 0x72: out.append(ByteClass.cr)
                case 0x74: out.append(ByteClass.tab)
                case 0x75:
                    let (scalar, next) = try readUnicodeEscape(at: i)
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = next
                    continue
                default:
                    let width = Lexer.scalarWidth(bytes[i + 1])
                    let shown = text(i..<min(end, i + 1 + width))
                    throw LineError(
                        "unknown escape '\(shown)' in string", i..<min(end, i + 1 + width),
                        notes: ["escapes are \\\" \\\\ \\n \\r \\t and \\u{HEX}"])
                }
                i += 2
                continue
            }
            if ByteClass.isControl(b) {
                throw LineError("control character in string (write it as an escape)", i..<i + 1)
            }
            out.append(b)
            i += 1
        }
        throw LineError("unterminated string", start..<end)
    }

    /// `\u{1F600}` at `i`: 1 to 6 hex digits naming a Unicode scalar.
    private func readUnicodeEscape(at i: Int) throws(LineError) -> (Unicode.Scalar, Int) {
        var j = i + 2
        guard j < end, bytes[j] == 0x7B else {
            throw LineError("bad unicode escape (write \\u{HEX})", i..<min(end, i + 2))
        }
        j += 1
        var value: UInt32 = 0
        var count = 0
        while j < end, let h = ByteClass.hexValue(bytes[j]) {
            if count < 6 { value = value * 16 + h }
            count += 1
            j += 1
        }
        guard j < end, bytes[j] == 0x7D, (1...6).contains(count) else {
            throw LineError("bad unicode escape (write \\u{HEX} with 1 to 6 hex digits)", i..<min(end, j + 1))
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw LineError("\\u{\(String(value, radix: 16, uppercase: true))} is not a unicode scalar", i..<j + 1)
        }
        return (scalar, j + 1)
    }

    package static func scalarWidth(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }

    /// Bare text from the cursor: up to the end of the line, a comment, or a stop.
    /// Leading and trailing blanks are not part of it. The cursor stops on the terminator.
    package mutating func readBare(_ stops: BareStops) -> Range<Int> {
        skipBlanks()
        if let word = stops.word { return readBare(stops, word: word) }
        let start = position
        let annotations = stops.annotations.isEmpty ? nil : stops.annotations
        var i = position
        // Only `,` `-` `[` `]` may stop the text (and `,` `]` only when they
        // are stops): jump from one to the next.
        let commaOrClose = stops.comma || stops.closeBracket
        while true {
            i = Lexer.nextStopCandidate(bytes, from: i, end: end, commaOrClose: commaOrClose)
            guard i < end else { break }
            let b = bytes[i]
            if b == ByteClass.dash, isCommentStart(at: i) { break }
            if stops.comma, b == ByteClass.comma { break }
            if stops.closeBracket, b == ByteClass.closeBracket { break }
            if b == ByteClass.openBracket, let annotations, isAnnotationStart(at: i, annotations) { break }
            i += 1
        }
        position = i
        // The text ends after its last non-blank byte.
        var last = i
        while last > start, ByteClass.isBlank(bytes[last - 1]) { last -= 1 }
        return start..<last
    }

    /// `readBare` when a word also stops the text (after a blank).
    private mutating func readBare(_ stops: BareStops, word: [UInt8]) -> Range<Int> {
        let start = position
        var last = position
        var i = position
        let annotations = stops.annotations.isEmpty ? nil : stops.annotations
        // Whether the byte at `i` follows a blank (or starts the text): only
        // there can the stop word begin.
        var afterBlank = true
        while i < end {
            let b = bytes[i]
            if ByteClass.isBlank(b) {
                i += 1
                afterBlank = true
                continue
            }
            // `,` `-` `[` `]` are the only bytes that may stop the text besides the word.
            if b <= ByteClass.closeBracket,
                b == ByteClass.comma || b == ByteClass.dash
                    || b == ByteClass.openBracket || b == ByteClass.closeBracket
            {
                if b == ByteClass.dash, isCommentStart(at: i) { break }
                if stops.comma, b == ByteClass.comma { break }
                if stops.closeBracket, b == ByteClass.closeBracket { break }
                if b == ByteClass.openBracket, let annotations, isAnnotationStart(at: i, annotations) { break }
            }
            if afterBlank, matchesWord(word, at: i) { break }
            afterBlank = false
            last = i + 1
            i += 1
        }
        position = i
        return start..<last
    }

    /// `[KEYWORD` at `i`, for a keyword of `keywords`; a blank before it is
    /// not needed (`Bake.[timer 35 min]`).
    package func isAnnotationStart(at i: Int, _ keywords: AnnotationKeywords) -> Bool {
        guard bytes[i] == ByteClass.openBracket else { return false }
        var j = i + 1
        while j < end, ByteClass.isLower(bytes[j]), j - i <= 10 { j += 1 }
        guard j > i + 1, j == end || ByteClass.isBlank(bytes[j]) || bytes[j] == ByteClass.closeBracket else { return false }
        return keywords.keyword(bytes, i + 1..<j) != nil
    }

    /// A text field: a quoted string, or bare text up to the stops (never empty).
    package mutating func readText(_ stops: BareStops, what: @autoclosure () -> String) throws(LineError) -> (value: String, range: Range<Int>) {
        skipBlanks()
        if peek() == ByteClass.quote { return try readQuoted() }
        let range = readBare(stops)
        guard !range.isEmpty else { throw LineError("missing \(what())", position..<position) }
        return (text(range), range)
    }
}
