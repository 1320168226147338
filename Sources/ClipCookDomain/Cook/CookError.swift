import ClipCookCore
import ClipCookLanguage

/// A cook-mode command that cannot be done: one line, cook mode goes on.
public struct CookError: Error, Hashable, Sendable {
    public var message: String
    public var suggestion: String?

    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }
}
