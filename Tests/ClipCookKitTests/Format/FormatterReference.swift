@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The formatter as it was before it wrote one line at a time (every line
/// laid out into an array, the blank lines normalised over that array, a
/// `String` per line joined, CRLF put in afterwards): the oracle that the
/// streaming formatter must match byte for byte.
enum FormatterReference {
    static func render(_ tree: SyntaxTree, crlf: Bool) -> String {
        let lines = normalise(LineLayout(tree: tree).lines())
        let texts = lines.map(LineRenderer.render)
        let output = texts.isEmpty ? "" : texts.joined(separator: "\n") + "\n"
        return crlf ? output.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") : output
    }

    static func render(_ source: SourceFile) -> String {
        render(Language.parse(source, keeping: .syntaxTree).tree, crlf: SourceEdit.lineEnding(in: source.bytes) == [0x0D, 0x0A])
    }

    static func normalise(_ input: [FormattedLine]) -> [FormattedLine] {
        var lines: [FormattedLine] = []
        for line in input {
            if line.isBlank {
                guard let last = lines.last, !last.isBlank, !BlankLines.opensBlock(last.kind) else { continue }
            } else if startsSection(line.kind, after: lines) {
                var insertAt = lines.count
                while insertAt > 0, lines[insertAt - 1].kind == .comment { insertAt -= 1 }
                if insertAt > 0, !lines[insertAt - 1].isBlank {
                    lines.insert(.blank, at: insertAt)
                }
            }
            lines.append(line)
        }
        while lines.last?.isBlank == true { lines.removeLast() }
        var nextIndent: Int?
        for index in lines.indices.reversed() {
            switch lines[index].kind {
            case .blank:
                continue
            case .comment:
                lines[index].indent =
                    nextIndent
                    ?? lines[..<index].last { !$0.isBlank && $0.kind != .comment }?.indent ?? 0
            default:
                nextIndent = lines[index].indent
            }
        }
        return lines
    }

    private static func startsSection(_ kind: SyntaxLine.Kind, after lines: [FormattedLine]) -> Bool {
        switch kind {
        case .section("caption"):
            return !lines.contains { if case .header(.inbox) = $0.kind { true } else { false } }
        case .section:
            return true
        case .pending:
            return lines.contains { $0.kind == .pending }
        default:
            return false
        }
    }
}

/// `UnifiedDiff` as it was before it compared lines on bytes (a `String`
/// per line, `String` equality): the oracle for the diff's output.
enum UnifiedDiffReference {
    private struct Line {
        var text: String
        var endsWithNewline: Bool
    }

    static func diff(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let script = UnifiedDiff.edits(
            a.map { $0.text + ($0.endsWithNewline ? "\n" : "") },
            b.map { $0.text + ($0.endsWithNewline ? "\n" : "") })
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script, context: context) {
            let oldLines = hunk.filter { if case .insert = $0 { false } else { true } }
            let newLines = hunk.filter { if case .delete = $0 { false } else { true } }
            let oldStart = hunk.lazy.compactMap { e -> Int? in
                switch e {
                case .same(let i, _), .delete(let i): i;
                case .insert: nil
                }
            }.first
            let newStart = hunk.lazy.compactMap { e -> Int? in
                switch e {
                case .same(_, let j), .insert(let j): j;
                case .delete: nil
                }
            }.first
            out +=
                "@@ -\(range(oldStart, oldLines.count, before: hunk, old: true)) +\(range(newStart, newLines.count, before: hunk, old: false)) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let i, _): out += " " + a[i].text + "\n" + noNewline(a[i])
                case .delete(let i): out += "-" + a[i].text + "\n" + noNewline(a[i])
                case .insert(let j): out += "+" + b[j].text + "\n" + noNewline(b[j])
                }
            }
        }
        return out
    }

    private static func noNewline(_ line: Line) -> String {
        line.endsWithNewline ? "" : "\\ No newline at end of file\n"
    }

    private static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result.append(Line(text: current, endsWithNewline: true))
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { result.append(Line(text: current, endsWithNewline: false)) }
        return result
    }

    private static func range(_ start: Int?, _ count: Int, before hunk: [UnifiedDiff.Edit], old: Bool) -> String {
        if let start { return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)" }
        var position = 0
        for edit in hunk {
            switch edit {
            case .same(let i, let j): position = old ? i : j
            default: continue
            }
            break
        }
        return "\(position),0"
    }

    private static func hunks(_ script: [UnifiedDiff.Edit], context: Int) -> [[UnifiedDiff.Edit]] {
        var hunks: [[UnifiedDiff.Edit]] = []
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var start = max(0, changed[0] - context)
        var end = min(script.count, changed[0] + context + 1)
        for index in changed.dropFirst() {
            if index - context <= end {
                end = min(script.count, index + context + 1)
            } else {
                hunks.append(Array(script[start..<end]))
                start = max(0, index - context)
                end = min(script.count, index + context + 1)
            }
        }
        hunks.append(Array(script[start..<end]))
        return hunks
    }
}
