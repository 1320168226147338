import ClipCookCore
import ClipCookLanguage

/// A query that cannot be run: a lowercase message, and a suggestion when
/// something close was meant.
public struct QueryError: Error, Hashable, Sendable {
    public var message: String
    public var suggestion: String?

    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }
}
