import ClipCookCore
import ClipCookLanguage

/// A cook-mode command that cannot be done: one line, cook mode goes on.
public struct CookError: KindedError, Hashable, Sendable {
    public var message: String
    public var suggestion: String?
    public var kind: ErrorKind

    public init(_ message: String, suggestion: String? = nil, kind: ErrorKind = .invalidInput) {
        self.message = message
        self.suggestion = suggestion
        self.kind = kind
    }
}
