/// One output line in pieces, joined with fixed separators by `LineRenderer`:
/// `indent code  annotations  macros  -- comment`.
struct FormattedLine {
    /// What the line is, for blank-line and alignment decisions.
    var kind: SyntaxLine.Kind
    var indent: Int
    /// Keyword or marker and the text, spacing normalised, values as written.
    var code: String
    /// Trailing `[...]` annotations, each as written.
    var annotations: [String] = []
    /// `calories N`, `protein N`... groups of a quick-add or macros line.
    var macros: [String] = []
    /// The comment, `--` included, as written.
    var comment: String?
    /// Caption lines keep their text to the end of the line, trailing
    /// blanks included: those blanks are part of the caption.
    var isVerbatim = false

    static let blank = FormattedLine(kind: .blank, indent: 0, code: "")

    var isBlank: Bool { kind == .blank }

    /// Width of the text before the annotations.
    var codeWidth: Int { indent + code.count }
}
