import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The questions a command may need to ask the person at the keyboard.
/// A script has nobody to ask: see `ScriptInteraction`.
public protocol SessionInteraction: AnyObject {
    /// Whether there is someone to ask.
    var isInteractive: Bool { get }
    /// A yes/no question; `defaultAnswer` when the user just presses Return.
    func confirm(_ question: String, defaultAnswer: Bool) -> Bool
    /// Keep mine, keep theirs (or nil: leave it for now). The implementation
    /// offers to show `conflict.difference` and asks again.
    func resolve(_ conflict: Conflict) -> ConflictChoice?
    /// Opens `path` in the user's editor; false when no editor could run.
    func edit(path: String) -> Bool
    /// Prints a message in the middle of a command (diagnostics after an edit).
    func tell(_ text: String)
    /// One of `options` (its index), or nil when the user picks none or
    /// there is nobody to ask.
    func choose(_ question: String, options: [String]) -> Int?
}

extension SessionInteraction {
    /// Nobody to pick: an interaction that cannot ask says nil.
    public func choose(_ question: String, options: [String]) -> Int? { nil }
}

/// The interaction of a script: nobody to ask. Confirmations take their
/// default answer only when `assumeYes`; conflicts are never resolved
/// silently; no editor.
public final class ScriptInteraction: SessionInteraction {
    public var assumeYes: Bool
    public private(set) var told: [String] = []

    public init(assumeYes: Bool = true) { self.assumeYes = assumeYes }

    public var isInteractive: Bool { false }
    public func confirm(_ question: String, defaultAnswer: Bool) -> Bool { assumeYes }
    public func resolve(_ conflict: Conflict) -> ConflictChoice? { nil }
    public func edit(path: String) -> Bool { false }
    public func tell(_ text: String) { told.append(text) }
}
