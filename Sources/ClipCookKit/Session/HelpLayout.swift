import ClipCookDomain

/// Help text laid out for a terminal of 80 columns: long lines broken at
/// blanks, and a list of names (or synopses) with what each does as two
/// columns when the names are short, else each name above its text.
enum HelpLayout {
    /// The columns help fits in.
    static let width = 80
    /// Names wider than this are not put in a column: each goes on a line of its own.
    static let widestColumn = 24

    /// `line` broken at blanks into lines of at most `width` columns (a
    /// word longer than that stays whole); the lines after the first start
    /// with `indent`, or with the line's own leading blanks and two more.
    static func wrap(_ line: String, width: Int = HelpLayout.width, indent: String? = nil) -> [String] {
        let leading = String(line.prefix { $0 == " " })
        let hanging = indent ?? leading + "  "
        var lines: [String] = []
        var current = leading
        var currentWidth = ColumnWidth.of(leading)
        var empty = true
        for word in line.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = ColumnWidth.of(word)
            if !empty, currentWidth + 1 + wordWidth > width {
                lines.append(current)
                current = hanging
                currentWidth = ColumnWidth.of(hanging)
                empty = true
            }
            if !empty {
                current += " "
                currentWidth += 1
            }
            current += word
            currentWidth += wordWidth
            empty = false
        }
        lines.append(current)
        return lines
    }

    /// A synopsis of alternatives (`plan add A | plan add B`) broken
    /// between alternatives where it can ("... |" ends the line), else at
    /// blanks; the lines after the first start with `indent`.
    static func synopsis(_ line: String, indent: String) -> [String] {
        guard ColumnWidth.of(line) > width else { return [line] }
        let alternatives = line.components(separatedBy: " | ")
        var lines: [String] = []
        var current = ""
        for (index, alternative) in alternatives.enumerated() {
            let piece = alternative + (index < alternatives.count - 1 ? " |" : "")
            let joined = current.isEmpty ? piece : current + " " + piece
            if current.isEmpty || ColumnWidth.of(joined) <= width {
                current = joined
            } else {
                lines.append(current)
                current = indent + piece
            }
        }
        lines.append(current)
        return lines.flatMap { ColumnWidth.of($0) > width ? wrap($0, indent: indent) : [$0] }
    }

    /// Each line of `text` wrapped.
    static func wrapped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0)) }.joined(separator: "\n")
    }

    /// Rows of a name and what it does, indented by two: in two columns
    /// when every name fits `widestColumn`, the text wrapped under its
    /// column; else each name (wrapped) on its own line with its text below,
    /// indented by six. `emphasis` styles the names (after measuring).
    static func rows(_ rows: [(name: String, text: String)], emphasis: (String) -> String = { $0 }) -> [String] {
        let nameWidth = rows.map { ColumnWidth.of($0.name) }.max() ?? 0
        var lines: [String] = []
        if nameWidth <= widestColumn {
            let column = 2 + nameWidth + 2
            for row in rows {
                let padding = String(repeating: " ", count: nameWidth - ColumnWidth.of(row.name))
                let wrapped = wrap(
                    String(repeating: " ", count: column) + row.text, indent: String(repeating: " ", count: column))
                let first = wrapped.first.map { String($0.dropFirst(column)) } ?? ""
                lines.append("  " + emphasis(row.name) + padding + "  " + first)
                lines += wrapped.dropFirst()
            }
            return lines
        }
        for row in rows {
            let names = synopsis("  " + row.name, indent: "    ")
            lines += [emphasis(names[0])] + names.dropFirst()
            lines += wrap("      " + row.text, indent: "      ")
        }
        return lines
    }
}
