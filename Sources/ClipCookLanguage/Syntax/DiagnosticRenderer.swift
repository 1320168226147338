import ClipCookCore

/// Turns diagnostics into the text a person reads:
///
///     recipes/pasta.recipe:4:12: error: servings must be at least 1
///        4 |   servings 0
///          |            ^
public struct DiagnosticRenderer: Sendable {
    public var useColor: Bool

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    public func render(_ diagnostic: Diagnostic, in source: SourceFile?) -> String {
        // Paths, messages and the echoed line come from files: shown, never obeyed.
        var out = paint(TerminalText.escaped(diagnostic.headline), diagnostic.severity)
        if let range = diagnostic.range, let source {
            let lineNumber = range.start.line
            let full = source.lineText(lineNumber)
            // Long lines (minified files, 10 MB lines) are cut around the column.
            // A line of printable ASCII (most) is its own scalars and shows
            // as it is: cut on its bytes without an array of scalars.
            let plain = full.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            let scalars = plain ? [] : Array(full.unicodeScalars)
            let length = plain ? full.utf8.count : scalars.count
            let column = max(1, range.start.column)
            let window = 120
            let from = max(0, min(column - 1 - window / 2, length - window))
            let upto = min(length, from + window)
            let start = max(0, from)
            // Tabs show as one blank; control characters as `^[` (two
            // columns), so the caret counts the escaped text before it.
            func visible(_ part: ArraySlice<Unicode.Scalar>) -> String {
                TerminalText.escaped(String(String.UnicodeScalarView(part.map { $0 == "\t" ? " " : $0 })))
            }
            let shown: String
            let beforeCount: Int
            if plain {
                let bytes = Array(full.utf8)[start..<max(start, upto)]
                shown = String(decoding: bytes, as: UTF8.self)
                beforeCount = min(max(0, column - 1 - start), bytes.count)
            } else {
                let shownScalars = scalars[start..<max(start, upto)]
                shown = visible(shownScalars)
                beforeCount = visible(shownScalars.prefix(max(0, column - 1 - start))).unicodeScalars.count
            }
            let prefix = from > 0 ? "…" : ""
            let gutter = String(lineNumber)
            let pad = String(repeating: " ", count: gutter.count)
            out += "\n \(gutter) | \(prefix)\(shown)"
            let caretColumn = beforeCount + (prefix.isEmpty ? 0 : 1)
            var width = 1
            if range.end.line == range.start.line, range.end.column > range.start.column {
                width = min(range.end.column - range.start.column, max(1, window - caretColumn))
            }
            let marks = "^" + String(repeating: "~", count: max(0, width - 1))
            out += "\n \(pad) | " + String(repeating: " ", count: max(0, caretColumn)) + paint(marks, diagnostic.severity)
        }
        for note in diagnostic.notes {
            out += "\n  = \(TerminalText.escaped(note))"
        }
        return out
    }

    /// At most this many diagnostics of one file are shown; a line counts the rest.
    public static let maxPerFile = 100

    /// The diagnostics of one file, the first `maxPerFile` of them.
    public func render(_ diagnostics: [Diagnostic], in source: SourceFile?) -> String {
        var lines = diagnostics.prefix(Self.maxPerFile).map { render($0, in: source) }
        if let more = Self.omittedLine(diagnostics.count, path: diagnostics.first?.path ?? source?.path) {
            lines.append(more)
        }
        return lines.joined(separator: "\n")
    }

    /// "FILE: note: 699900 more diagnostics not shown", when `count` is over the cap.
    public static func omittedLine(_ count: Int, path: String?) -> String? {
        guard count > maxPerFile else { return nil }
        let rest = count - maxPerFile
        let text = "\(rest) more diagnostic\(rest == 1 ? "" : "s") not shown (the first \(maxPerFile) are)"
        return TerminalText.escaped(path.map { "\($0): note: " } ?? "note: ") + text
    }

    private func paint(_ text: String, _ severity: Diagnostic.Severity) -> String {
        guard useColor else { return text }
        let code: String
        switch severity {
        case .error: code = "31"
        case .warning: code = "33"
        case .note: code = "36"
        }
        return "\u{1B}[1;\(code)m\(text)\u{1B}[0m"
    }
}
