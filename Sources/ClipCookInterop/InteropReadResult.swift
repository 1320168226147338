import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The outcome of reading a file in any interchange format: its content
/// when it had no errors, and every problem found.
public struct InteropReadResult: Sendable {
    public var content: InteropContent?
    public var diagnostics: [Diagnostic]

    public init(content: InteropContent?, diagnostics: [Diagnostic]) {
        self.content = content
        self.diagnostics = diagnostics
    }
}
