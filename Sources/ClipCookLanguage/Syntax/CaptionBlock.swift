import ClipCookCore

/// The `|` lines of a caption block: each line's text is what follows `| `
/// (or `|`), exactly; the lines are joined with `\n`.
package struct CaptionBlock {
    package var lines: [String] = []
    package var range: Range<Int>

    /// The lines joined with `\n`, made in one string of the right size
    /// (`joined(separator:)` reached the string through unspecialised code).
    package var text: String {
        var count = max(0, lines.count - 1)
        for line in lines { count += line.utf8.count }
        var text = ""
        text.reserveCapacity(count)
        for (k, line) in lines.enumerated() {
            if k > 0 { text.append("\n") }
            text.append(line)
        }
        return text
    }

    /// Reads one `|` line (the lexer is on the `|`).
    package static func lineText(_ lexer: Lexer) -> String {
        var start = lexer.position + 1
        if start < lexer.end, lexer.bytes[start] == ByteClass.space { start += 1 }
        return lexer.text(start..<lexer.end)
    }
}
