import ClipCookCore

/// `clipcook fmt`: prints a file in the one canonical form, working from the
/// syntax tree and the source text (never by reprinting the model, which
/// would lose comments and the user's spellings).
///
/// Before it returns, it reads its own output back and compares the
/// document and the comments with the input's; if they differ it refuses.
///
/// Memory: a big file (the input limit is 64 MB) is formatted in a few
/// times its size. The lines are laid out and written one at a time into
/// one byte buffer; the input's document is kept only as a 128-bit digest of its
/// canonical printed bytes and its hash (`DocumentDigest`), made before the
/// output is rendered, and the input's syntax tree only as the byte ranges
/// of its comments; the output's tree is let go before its document is
/// printed into the digest compared. So no two documents, no two trees and
/// no printed text are held at once.
public enum Formatter {
    /// The canonical text of `source`: the file's line ends (CRLF when its
    /// first line ends with CRLF, as the REPL's write-back keeps them, else
    /// LF), no byte order mark, one trailing newline.
    public static func format(_ source: SourceFile) throws(FormatError) -> String {
        String(decoding: try formatBytes(source), as: UTF8.self)
    }

    /// The canonical text of `source` as UTF-8 bytes (what `format` returns);
    /// when the file is already canonical, its own bytes.
    public static func formatBytes(_ source: SourceFile) throws(FormatError) -> [UInt8] {
        let first = try layOut(source)
        guard let check = first.check else { return source.bytes }
        try verify(first.output, matches: check, source: source)
        return first.output
    }

    /// What the output is checked against: the input's document and comments.
    package struct Check {
        package var document: DocumentDigest
        package var comments: [Range<Int>]
    }

    /// Parses `source` and writes its canonical text; `check` is nil when that
    /// text is the input itself. The input's syntax tree and document are
    /// released on return (only `check` is kept of them).
    private static func layOut(_ source: SourceFile) throws(FormatError) -> (output: [UInt8], check: Check?) {
        let (tree, digest) = try treeAndDigest(source)
        let output = render(tree, lineEnding: SourceEdit.lineEnding(in: source.bytes), capacity: source.bytes.count)
        // Output identical to the input reads back as the input did: nothing to verify.
        if output == source.bytes { return ([], nil) }
        let comments = tree.lines.compactMap(\.commentRange)
        return (output, Check(document: digest, comments: comments))
    }

    /// The syntax tree of `source` and its document's digest. The document
    /// is let go on return, before the output is rendered beside the tree.
    private static func treeAndDigest(_ source: SourceFile) throws(FormatError) -> (SyntaxTree, DocumentDigest) {
        let parsed = Language.parse(source, keeping: .syntaxTree)
        guard let document = parsed.document, !parsed.diagnostics.hasErrors else {
            throw .invalidInput(parsed.diagnostics.filter { $0.severity == .error })
        }
        return (parsed.tree, DocumentDigest(document))
    }

    /// The canonical text of the tree's file with `lineEnding` after every
    /// line: each line laid out, placed among the blank lines and rendered
    /// in turn, straight into one buffer (`capacity`: the bytes expected).
    package static func render(_ tree: SyntaxTree, lineEnding: [UInt8] = [0x0A], capacity: Int = 0) -> [UInt8] {
        var output: [UInt8] = []
        // The canonical text is about as long as the input; room for a little
        // more costs nothing until it is written.
        output.reserveCapacity(capacity + capacity / 8 + 64)
        let layout = LineLayout(tree: tree)
        var blanks = BlankLines()
        func emit(_ line: FormattedLine) {
            LineRenderer.append(line, to: &output)
            output.append(contentsOf: lineEnding)
        }
        layout.forEachLine { index, line in
            blanks.add(line, at: index, comment: layout.line(at:), emit: emit)
        }
        blanks.finish(comment: layout.line(at:), emit: emit)
        return output
    }

    /// The text of each comment of the tree, in order, without surrounding
    /// blanks: what formatting must keep.
    package static func comments(of tree: SyntaxTree) -> [String] {
        tree.lines.compactMap { line in line.commentRange.map { commentText($0, in: tree.source.bytes) } }
    }

    package static func commentText(_ range: Range<Int>, in bytes: [UInt8]) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self).trimmedOfBlanks
    }

    /// Reads `output` back: it must parse, to the input's document (same
    /// canonical bytes and hash), with the input's comments in order. The
    /// comments are compared one pair at a time, never gathered.
    package static func verify(_ output: [UInt8], matches check: Check, source: SourceFile) throws(FormatError) {
        let (document, sameComments) = readBack(output, comments: check.comments, source: source)
        var problem: String?
        if let document {
            if !check.document.matches(document) {
                problem = "its output reads as a different document"
            } else if !sameComments {
                problem = "its output loses or moves a comment"
            }
        } else {
            problem = "its output does not parse"
        }
        guard let problem else { return }
        throw .meaningChanged(
            Diagnostic(
                .error, "internal error: the formatter refused to write \(source.path) because \(problem)",
                path: source.path, range: nil, id: "internal-error",
                notes: ["the file is left unchanged; please report this with the file attached"]))
    }

    /// The document `output` reads as (nil when it has errors) and whether
    /// its comments are `comments` of the input. Its syntax tree is let go
    /// on return, before the document is printed to be compared.
    private static func readBack(_ output: [UInt8], comments: [Range<Int>], source: SourceFile) -> (Document?, Bool) {
        let reparsed = Language.parse(SourceFile(path: source.path, bytes: output), keeping: .syntaxTree)
        guard let document = reparsed.document, !reparsed.diagnostics.hasErrors else { return (nil, false) }
        return (document, sameComments(reparsed.tree, comments, in: source.bytes))
    }

    /// Whether the tree's comments are, in order, the texts at `ranges` of `bytes`.
    package static func sameComments(_ tree: SyntaxTree, _ ranges: [Range<Int>], in bytes: [UInt8]) -> Bool {
        var next = 0
        for line in tree.lines {
            guard let range = line.commentRange else { continue }
            guard next < ranges.count,
                commentText(range, in: tree.source.bytes) == commentText(ranges[next], in: bytes)
            else { return false }
            next += 1
        }
        return next == ranges.count
    }
}

/// A document as the formatter's check keeps it while it reads its output
/// back: a digest of its canonical printed bytes (`PrintedDigest`) and its hash,
/// instead of the document (whose values take several times the bytes of
/// its text) or its printed text.
///
/// Two documents parsed from text are equal exactly when their canonical
/// texts are: printing keeps every value (`parse(print(d)) == d`, the round
/// trip the parser's tests and fuzzing hold it to), so equal texts read back
/// as equal documents, and equal documents print alike. The hash covers every
/// stored property as well, so a value the printer failed to write would
/// still be noticed. Both documents are printed a piece at a time into the
/// digest (`Printer.write`), so neither text is ever held whole.
package struct DocumentDigest: Equatable {
    package var printed: PrintedDigest.Value
    package var hash: Int

    package init(_ document: Document) {
        hash = document.hashValue
        var digest = PrintedDigest()
        Printer.write(document) { digest.update($0) }
        printed = digest.finish()
    }

    package func matches(_ document: Document) -> Bool {
        self == DocumentDigest(document)
    }
}
