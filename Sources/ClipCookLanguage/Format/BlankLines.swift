import ClipCookCore

/// Blank lines in the canonical form: none at the start or end of the file,
/// none right after a keyword line that opens a block, at most one in a
/// row, and exactly one before each section (above the comments that lead
/// into it). Comment-only lines take the indentation of the code they
/// stand before.
///
/// Works one line at a time, so that the formatter never holds the laid-out
/// lines of the whole file: a code line (any line that is neither blank nor
/// a comment) is passed on at once, while the comments and blank lines after
/// it wait in `pending` (as indexes of their syntax lines) until the next
/// code line says where a section's blank line goes and how far the comments
/// are indented.
package struct BlankLines {
    /// What waits: the syntax-tree index of a comment line, or `blankLine`.
    private var pending: [Int] = []
    private static let blankLine = -1
    /// The last code line passed on: its kind and indentation.
    private var lastCode: (kind: SyntaxLine.Kind, indent: Int)?
    /// Whether an inbox header, or a pending import, was passed on.
    private var sawInboxHeader = false
    private var sawPending = false

    /// Takes the next laid-out line (`index`: its place in the syntax tree),
    /// passing to `emit` every line whose place in the output is now known;
    /// `comment` lays out the comment line at an index again.
    package mutating func add(
        _ line: FormattedLine, at index: Int,
        comment: (Int) -> FormattedLine, emit: (FormattedLine) -> Void
    ) {
        if line.isBlank {
            // No blank at the start, after a block opener, or twice.
            if let last = pending.last {
                guard last != Self.blankLine else { return }
            } else {
                guard let code = lastCode, !Self.opensBlock(code.kind) else { return }
            }
            pending.append(Self.blankLine)
            return
        }
        if line.kind == .comment {
            pending.append(index)
            return
        }
        var blankAt: Int?
        if startsSection(line.kind) {
            // One blank before the section and the comments just above it,
            // unless a blank (or nothing) is there already.
            var insertAt = pending.count
            while insertAt > 0, pending[insertAt - 1] != Self.blankLine { insertAt -= 1 }
            if insertAt == 0, lastCode != nil { blankAt = 0 }
        }
        for (position, waiting) in pending.enumerated() {
            if position == blankAt { emit(.blank) }
            emit(Self.waitingLine(waiting, indent: line.indent, comment: comment))
        }
        if blankAt != nil, pending.isEmpty { emit(.blank) }
        pending.removeAll(keepingCapacity: true)
        emit(line)
        lastCode = (line.kind, line.indent)
        if case .header(.inbox) = line.kind { sawInboxHeader = true }
        if line.kind == .pending { sawPending = true }
    }

    /// Whether nothing waits: the last line taken was a code line. A file
    /// formatted a piece at a time (`PieceFormatter`) is cut only there, so
    /// that no waiting comment refers to the syntax tree of an earlier piece.
    package var isSettled: Bool { pending.isEmpty }

    /// Passes on what still waits at the end of the file: no blank lines,
    /// comments indented as the last code line.
    package mutating func finish(comment: (Int) -> FormattedLine, emit: (FormattedLine) -> Void) {
        while pending.last == Self.blankLine { pending.removeLast() }
        for waiting in pending {
            emit(Self.waitingLine(waiting, indent: lastCode?.indent ?? 0, comment: comment))
        }
        pending.removeAll()
    }

    private static func waitingLine(_ waiting: Int, indent: Int, comment: (Int) -> FormattedLine) -> FormattedLine {
        guard waiting != blankLine else { return .blank }
        var line = comment(waiting)
        line.indent = indent
        return line
    }

    package static func opensBlock(_ kind: SyntaxLine.Kind) -> Bool {
        switch kind {
        case .header, .section, .day, .pending: true
        default: false
        }
    }

    private func startsSection(_ kind: SyntaxLine.Kind) -> Bool {
        switch kind {
        case .section("caption"):
            // A caption inside a pending import is part of that block.
            return !sawInboxHeader
        case .section:
            return true
        case .pending:
            // Pending imports after the first are set apart.
            return sawPending
        default:
            return false
        }
    }
}
