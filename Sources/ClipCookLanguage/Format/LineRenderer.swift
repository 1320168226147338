import ClipCookCore

/// Joins the pieces of each formatted line with fixed separators. Nothing is
/// aligned in columns across lines, so that changing one line never rewrites
/// its neighbours in a diff (the choice Black and Prettier made for the same
/// reason):
///
/// - two spaces before the first trailing annotation, one between annotations;
/// - one space before a quick-add's macros, two between macro groups;
/// - two spaces before an end-of-line comment.
///
/// The printer (`Printer`) writes the same separators, so everything the tool
/// writes is what `clipcook fmt` writes.
package enum LineRenderer {
    package static let annotationGap = "  "
    package static let macroGap = "  "
    package static let commentGap = "  "

    package static func render(_ lines: [FormattedLine]) -> [String] {
        lines.map(render)
    }

    /// Appends the line's text (no line end) to `out`.
    package static func append(_ line: FormattedLine, to out: inout [UInt8]) {
        guard !line.isBlank else { return }
        var text = render(line)
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    package static func render(_ line: FormattedLine) -> String {
        guard !line.isBlank else { return "" }
        var text = String(repeating: " ", count: line.indent) + line.code
        if !line.macros.isEmpty {
            if !line.code.trimmedOfBlanks.isEmpty { text += " " }
            text += line.macros.joined(separator: macroGap)
        }
        if !line.annotations.isEmpty {
            text += annotationGap + line.annotations.joined(separator: " ")
        }
        if let comment = line.comment {
            text += line.kind == .comment ? comment : commentGap + comment
        }
        // Trailing spaces dropped a Character at a time (reversing the text
        // twice through generic collections was half of `fmt`'s time).
        if !line.isVerbatim {
            while text.last == " " { text.removeLast() }
        }
        return text
    }
}
