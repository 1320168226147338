import ClipCookCore
import ClipCookLanguage

/// A timer that has been started: counting down, paused, or done. It lives
/// on the session's `TimerBoard`, not in cook mode, so it keeps counting
/// when the cook moves between steps or leaves cook mode.
public struct KitchenTimer: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case running(deadline: Duration)
        case paused(remaining: Duration)
        case expired(at: Duration)
    }

    public var name: String
    /// The title of the recipe it belongs to.
    public var recipe: String
    /// 1-based step number.
    public var step: Int
    public var length: Duration
    public var state: State

    public init(name: String, recipe: String, step: Int, length: Duration, state: State) {
        self.name = name
        self.recipe = recipe
        self.step = step
        self.length = length
        self.state = state
    }

    /// The time left at `now` (zero once due).
    public func remaining(at now: Duration) -> Duration {
        switch state {
        case .running(let deadline): max(.zero, deadline - now)
        case .paused(let remaining): remaining
        case .expired: .zero
        }
    }

    public var isRunning: Bool {
        if case .running = state { return true }
        return false
    }

    public var isPaused: Bool {
        if case .paused = state { return true }
        return false
    }

    public var isExpired: Bool {
        if case .expired = state { return true }
        return false
    }

    /// `running`, `paused` or `done`, as shown and as written to JSON.
    public var stateName: String {
        switch state {
        case .running: "running"
        case .paused: "paused"
        case .expired: "done"
        }
    }
}
