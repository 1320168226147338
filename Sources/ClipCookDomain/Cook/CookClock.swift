import Foundation
import ClipCookCore
import ClipCookLanguage

/// Where cook mode's timers read the time: the time elapsed since a fixed
/// origin. The REPL uses the monotonic system clock; scripts and tests use
/// `ManualCookClock`, which moves only when told (`wait N`), so nothing
/// sleeps and every run prints the same.
public protocol CookClock: AnyObject {
    /// The time since the clock's origin.
    var now: Duration { get }

    /// Lets `duration` pass (or until `isCancelled` says stop); returns the
    /// time that did pass.
    func wait(_ duration: Duration, isCancelled: () -> Bool) -> Duration
}

/// The monotonic system clock (not moved by changes of the wall clock).
public final class SystemCookClock: CookClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Duration { ContinuousClock.now - origin }

    public func wait(_ duration: Duration, isCancelled: () -> Bool) -> Duration {
        let start = now
        let end = start + duration
        while now < end, !isCancelled() {
            let left = end - now
            let slice = min(left, .milliseconds(50))
            Thread.sleep(forTimeInterval: CookTime.seconds(slice))
        }
        return now - start
    }
}

/// A clock that stands still until `advance(by:)` (or `wait`) moves it.
public final class ManualCookClock: CookClock {
    public private(set) var now: Duration

    public init(now: Duration = .zero) {
        self.now = now
    }

    public func advance(by duration: Duration) {
        if duration > .zero { now += duration }
    }

    public func wait(_ duration: Duration, isCancelled: () -> Bool) -> Duration {
        advance(by: duration)
        return max(duration, .zero)
    }
}
