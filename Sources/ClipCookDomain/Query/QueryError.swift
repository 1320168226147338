import ClipCookCore
import ClipCookLanguage

/// A query that cannot be run: a lowercase message, and a suggestion when
/// something close was meant.
public struct QueryError: KindedError, Hashable, Sendable {
    public var message: String
    public var suggestion: String?
    public var kind: ErrorKind

    public init(_ message: String, suggestion: String? = nil, kind: ErrorKind = .invalidInput) {
        self.message = message
        self.suggestion = suggestion
        self.kind = kind
    }
}
