import ClipCookCore

extension Lexer {
    /// A lexer over the content of one line of `tree` (comment and trailing
    /// blanks excluded), starting where the parser started reading it, so the
    /// formatter can re-read the line with the language's own readers.
    package init(content line: SyntaxLine, in tree: SyntaxTree) {
        let bytes = tree.source.bytes
        let content = line.contentRange.clamped(to: 0..<bytes.count)
        let lineStart = line.fullRange.lowerBound == 0 && tree.source.hasBOM ? min(3, bytes.count) : line.fullRange.lowerBound
        self.init(bytes: bytes, lineStart: lineStart, position: content.lowerBound, end: content.upperBound)
    }
}
