import ClipCookCore

/// Why `Formatter` refused to produce text.
public enum FormatError: Error, Sendable {
    /// The input has errors: a file that does not parse is not formatted.
    case invalidInput([Diagnostic])
    /// The formatted text would not read back as the same document (or would
    /// lose a comment): a bug in the formatter, reported instead of written.
    case meaningChanged(Diagnostic)

    public var diagnostics: [Diagnostic] {
        switch self {
        case .invalidInput(let diagnostics): diagnostics
        case .meaningChanged(let diagnostic): [diagnostic]
        }
    }
}
