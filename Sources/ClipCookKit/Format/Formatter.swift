/// `clipcook fmt`: prints a file in the one canonical form, working from the
/// syntax tree and the source text (never by reprinting the model, which
/// would lose comments and the user's spellings).
///
/// Before it returns, it reads its own output back and compares the
/// document and the comments with the input's; if they differ it refuses.
public enum Formatter {
    /// The canonical text of `source`: the file's line ends (CRLF when its
    /// first line ends with CRLF, as the REPL's write-back keeps them, else
    /// LF), no byte order mark, one trailing newline.
    public static func format(_ source: SourceFile) throws(FormatError) -> String {
        let parsed = Language.parse(source, keeping: .syntaxTree)
        guard let document = parsed.document, !parsed.diagnostics.hasErrors else {
            throw .invalidInput(parsed.diagnostics.filter { $0.severity == .error })
        }
        var output = render(parsed.tree)
        // No line of the output holds a raw line break, so every "\n" ends a line.
        if SourceEdit.lineEnding(in: source.bytes) == [0x0D, 0x0A] {
            output = output.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        }
        // Output identical to the input reads back as the input did: nothing to verify.
        if sameBytes(output, source.bytes) { return output }
        try verify(output, matches: document, comments: comments(of: parsed.tree), path: source.path)
        return output
    }

    /// Whether `text` is exactly `bytes` (lengths first, then the bytes in place).
    static func sameBytes(_ text: String, _ bytes: [UInt8]) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        var text = text
        return text.withUTF8 { $0.elementsEqual(bytes) }
    }

    static func render(_ tree: SyntaxTree) -> String {
        let lines = BlankLines.normalise(LineLayout(tree: tree).lines())
        let texts = LineRenderer.render(lines)
        return texts.isEmpty ? "" : texts.joined(separator: "\n") + "\n"
    }

    static func comments(of tree: SyntaxTree) -> [String] {
        tree.lines.compactMap { line in
            line.commentRange.map { range in
                String(decoding: tree.source.bytes[range.clamped(to: 0..<tree.source.bytes.count)], as: UTF8.self)
                    .trimmedOfBlanks
            }
        }
    }

    private static func verify(_ output: String, matches document: Document, comments: [String], path: String) throws(FormatError) {
        let reparsed = Language.parse(SourceFile(path: path, text: output), keeping: .syntaxTree)
        var problem: String?
        if reparsed.diagnostics.hasErrors || reparsed.document == nil {
            problem = "its output does not parse"
        } else if reparsed.document != document {
            problem = "its output reads as a different document"
        } else if self.comments(of: reparsed.tree) != comments {
            problem = "its output loses or moves a comment"
        }
        guard let problem else { return }
        throw .meaningChanged(Diagnostic(
            .error, "internal error: the formatter refused to write \(path) because \(problem)",
            path: path, range: nil, id: "internal-error",
            notes: ["the file is left unchanged; please report this with the file attached"]))
    }
}
