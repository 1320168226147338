import ClipCookCore

/// The `|` lines of a caption block: each line's text is what follows `| `
/// (or `|`), exactly; the lines are joined with `\n`.
package struct CaptionBlock {
    package var lines: [String] = []
    package var range: Range<Int>

    package var text: String { lines.joined(separator: "\n") }

    /// Reads one `|` line (the lexer is on the `|`).
    package static func lineText(_ lexer: Lexer) -> String {
        var start = lexer.position + 1
        if start < lexer.end, lexer.bytes[start] == ByteClass.space { start += 1 }
        return lexer.text(start..<lexer.end)
    }
}
