import ClipCookCore

/// The canonical text of a long file made a piece at a time: exactly what
/// `Formatter.formatBytes` gives for the whole file, while only one piece's
/// syntax tree, document and read-back are held (the merge driver formats
/// a plan of a million meals this way, `PlanStretches`).
///
/// Each piece is whole lines of the file that read by themselves once a
/// few lines are put before them (for a plan past its first piece, its
/// `plan` header): those lines are read but not written. The layout of a
/// line depends on that line alone, and the blank lines between lines on
/// what `BlankLines` carries from piece to piece, which must be settled
/// (the piece ends with a code line) everywhere but at the end of the file.
/// Each piece is checked as `Formatter` checks a file: when its text
/// changed, its output is read back and must be the piece's document with
/// its comments.
package struct PieceFormatter {
    package private(set) var output: [UInt8] = []
    private var blanks = BlankLines()
    private let lineEnding: [UInt8]

    /// `lineEnding`: the whole file's (`SourceEdit.lineEnding(in:)` of its
    /// text); `capacity`: about the bytes expected.
    package init(lineEnding: [UInt8], capacity: Int) {
        self.lineEnding = lineEnding
        output.reserveCapacity(capacity + capacity / 8 + 64)
    }

    /// Why a piece could not be formatted: `FormatError`, or a piece that
    /// does not end with a code line where another piece follows.
    package enum Failure: Error {
        case format(FormatError)
        case unsettled
    }

    /// Formats `piece` and appends its canonical text; its first `skipping`
    /// lines are read only. `isLast`: the piece ends the file.
    package mutating func append(_ piece: SourceFile, skipping: Int, isLast: Bool) throws(Failure) {
        let (tree, check) = try Self.treeAndCheck(piece)
        let start = output.count
        var out = output
        output = []
        var carried = blanks
        let ending = lineEnding
        func emit(_ line: FormattedLine) {
            LineRenderer.append(line, to: &out)
            out.append(contentsOf: ending)
        }
        let layout = LineLayout(tree: tree)
        layout.forEachLine { index, line in
            guard index >= skipping else { return }
            carried.add(line, at: index, comment: layout.line(at:), emit: emit)
        }
        if isLast { carried.finish(comment: layout.line(at:), emit: emit) }
        output = out
        blanks = carried
        guard isLast || blanks.isSettled else { throw .unsettled }
        let headerEnd = skipping > 0 && skipping <= tree.lines.count ? tree.lines[skipping - 1].fullRange.upperBound : 0
        // Written as read: nothing to check, as `Formatter` does for a whole file.
        if output[start...].elementsEqual(piece.bytes[min(headerEnd, piece.bytes.count)...]) { return }
        let readBack = Array(piece.bytes[..<min(headerEnd, piece.bytes.count)]) + output[start...]
        do throws(FormatError) {
            try Formatter.verify(readBack, matches: check, source: piece)
        } catch {
            throw .format(error)
        }
    }

    /// Puts `bytes` in place of the output from `start` on (conflict
    /// markers set around lines of the piece just appended).
    package mutating func replaceOutput(from start: Int, with bytes: [UInt8]) {
        let from = min(max(0, start), output.count)
        output.replaceSubrange(from..., with: bytes)
    }

    /// Hands over the text made, leaving nothing behind.
    package mutating func takeOutput() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &output)
        return taken
    }

    /// The piece's syntax tree and what its output is checked against; its
    /// document is let go on return.
    private static func treeAndCheck(_ piece: SourceFile) throws(Failure) -> (SyntaxTree, Formatter.Check) {
        let parsed = Language.parse(piece, keeping: .syntaxTree)
        guard let document = parsed.document, !parsed.diagnostics.hasErrors else {
            throw .format(.invalidInput(parsed.diagnostics.filter { $0.severity == .error }))
        }
        let comments = parsed.tree.lines.compactMap(\.commentRange)
        return (parsed.tree, Formatter.Check(document: DocumentDigest(document), comments: comments))
    }
}
