import ClipCookCore

/// One physical line of the input, before parsing.
package struct RawLine {
    /// 1-based line number.
    package var number: Int
    /// The whole line with its terminator.
    package var fullRange: Range<Int>
    /// Where the line's text starts (after a BOM on line 1).
    package var start: Int
    /// Where the line's text ends (before LF or CRLF).
    package var end: Int
    /// The first byte-level problem (NUL, control character, lone CR, invalid UTF-8).
    package var problem: LineError?
}

/// The offsets of one physical line (`LineScanner.nextBounds`): a `RawLine`
/// without its problem, which the scanner keeps.
package struct LineBounds {
    package var number: Int
    package var fullStart: Int
    package var fullEnd: Int
    package var start: Int
    package var end: Int
    package var hasProblem: Bool

    package var fullRange: Range<Int> { fullStart..<fullEnd }
}
