import ClipCookCore

/// One output line in pieces, joined with fixed separators by `LineRenderer`:
/// `indent code  annotations  macros  -- comment`.
package struct FormattedLine {
    /// What the line is, for blank-line and alignment decisions.
    package var kind: SyntaxLine.Kind
    package var indent: Int
    /// Keyword or marker and the text, spacing normalised, values as written.
    package var code: String
    /// Trailing `[...]` annotations, each as written.
    package var annotations: [String] = []
    /// `calories N`, `protein N`... groups of a quick-add or macros line.
    package var macros: [String] = []
    /// The comment, `--` included, as written.
    package var comment: String?
    /// Caption lines keep their text to the end of the line, trailing
    /// blanks included: those blanks are part of the caption.
    package var isVerbatim = false

    package static let blank = FormattedLine(kind: .blank, indent: 0, code: "")

    package var isBlank: Bool { kind == .blank }

    /// Width of the text before the annotations.
    package var codeWidth: Int { indent + code.count }
}
