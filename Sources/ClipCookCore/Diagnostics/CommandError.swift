/// A command that failed: a one-line lowercase message, an optional
/// suggestion ("did you mean 'list'?") and candidates for an ambiguous name,
/// and its `kind`, which callers switch on (the message is for people).
/// Most failures of a command are input it cannot use, hence the default.
public struct CommandError: KindedError, Hashable, Sendable {
    public var message: String
    public var suggestion: String?
    public var candidates: [String]
    public var kind: ErrorKind

    public init(_ message: String, suggestion: String? = nil, candidates: [String] = [], kind: ErrorKind = .invalidInput) {
        self.message = message
        self.suggestion = suggestion
        self.candidates = candidates
        self.kind = kind
    }

    /// The message with its suggestion, on one line.
    public var oneLine: String {
        var text = message
        if let suggestion { text += "; \(suggestion)" }
        if !candidates.isEmpty { text += ": " + candidates.joined(separator: ", ") }
        return text
    }
}
