/// The `|` lines of a caption block: each line's text is what follows `| `
/// (or `|`), exactly; the lines are joined with `\n`.
struct CaptionBlock {
    var lines: [String] = []
    var range: Range<Int>

    var text: String { lines.joined(separator: "\n") }

    /// Reads one `|` line (the lexer is on the `|`).
    static func lineText(_ lexer: Lexer) -> String {
        var start = lexer.position + 1
        if start < lexer.end, lexer.bytes[start] == ByteClass.space { start += 1 }
        return lexer.text(start..<lexer.end)
    }
}
