/// Blank lines in the canonical form: none at the start or end of the file,
/// none right after a keyword line that opens a block, at most one in a
/// row, and exactly one before each section (above the comments that lead
/// into it). Comment-only lines take the indentation of the code they
/// stand before.
enum BlankLines {
    static func normalise(_ input: [FormattedLine]) -> [FormattedLine] {
        var lines: [FormattedLine] = []
        for line in input {
            if line.isBlank {
                // No blank at the start, after a block opener, or twice.
                guard let last = lines.last, !last.isBlank, !opensBlock(last.kind) else { continue }
            } else if startsSection(line.kind, after: lines) {
                // One blank before the section and the comments just above it.
                var insertAt = lines.count
                while insertAt > 0, lines[insertAt - 1].kind == .comment { insertAt -= 1 }
                if insertAt > 0, !lines[insertAt - 1].isBlank {
                    lines.insert(.blank, at: insertAt)
                }
            }
            lines.append(line)
        }
        while lines.last?.isBlank == true { lines.removeLast() }
        indentComments(&lines)
        return lines
    }

    static func opensBlock(_ kind: SyntaxLine.Kind) -> Bool {
        switch kind {
        case .header, .section, .day, .pending: true
        default: false
        }
    }

    private static func startsSection(_ kind: SyntaxLine.Kind, after lines: [FormattedLine]) -> Bool {
        switch kind {
        case .section("caption"):
            // A caption inside a pending import is part of that block.
            return !lines.contains { if case .header(.inbox) = $0.kind { true } else { false } }
        case .section:
            return true
        case .pending:
            // Pending imports after the first are set apart.
            return lines.contains { $0.kind == .pending }
        default:
            return false
        }
    }

    private static func indentComments(_ lines: inout [FormattedLine]) {
        var nextIndent: Int?
        for index in lines.indices.reversed() {
            switch lines[index].kind {
            case .blank:
                continue
            case .comment:
                lines[index].indent = nextIndent ?? previousIndent(before: index, in: lines)
            default:
                nextIndent = lines[index].indent
            }
        }
    }

    private static func previousIndent(before index: Int, in lines: [FormattedLine]) -> Int {
        lines[..<index].last { !$0.isBlank && $0.kind != .comment }?.indent ?? 0
    }
}
