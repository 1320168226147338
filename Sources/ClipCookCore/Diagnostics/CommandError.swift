/// A command that failed: a one-line lowercase message, an optional
/// suggestion ("did you mean 'list'?") and candidates for an ambiguous name.
public struct CommandError: Error, Hashable, Sendable {
    public var message: String
    public var suggestion: String?
    public var candidates: [String]

    public init(_ message: String, suggestion: String? = nil, candidates: [String] = []) {
        self.message = message
        self.suggestion = suggestion
        self.candidates = candidates
    }

    /// The message with its suggestion, on one line.
    public var oneLine: String {
        var text = message
        if let suggestion { text += "; \(suggestion)" }
        if !candidates.isEmpty { text += ": " + candidates.joined(separator: ", ") }
        return text
    }
}
