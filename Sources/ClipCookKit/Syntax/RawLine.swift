/// One physical line of the input, before parsing.
struct RawLine {
    /// 1-based line number.
    var number: Int
    /// The whole line with its terminator.
    var fullRange: Range<Int>
    /// Where the line's text starts (after a BOM on line 1).
    var start: Int
    /// Where the line's text ends (before LF or CRLF).
    var end: Int
    /// The first byte-level problem (NUL, control character, lone CR, invalid UTF-8).
    var problem: LineError?
}

/// The offsets of one physical line (`LineScanner.nextBounds`): a `RawLine`
/// without its problem, which the scanner keeps.
struct LineBounds {
    var number: Int
    var fullStart: Int
    var fullEnd: Int
    var start: Int
    var end: Int
    var hasProblem: Bool

    var fullRange: Range<Int> { fullStart..<fullEnd }
}
