/// Durations as cook mode shows and counts them.
public enum CookTime {
    /// `duration` in seconds, as a Double.
    public static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// Whole seconds, rounded up: a timer with 0.2 s left still shows 0:01.
    public static func wholeSecondsUp(_ duration: Duration) -> Int {
        let parts = duration.components
        guard parts.seconds >= 0 else { return 0 }
        return parts.attoseconds > 0 ? Int(parts.seconds) + 1 : Int(parts.seconds)
    }

    /// Milliseconds, rounded up, clamped to 0...Int32.max (for poll timeouts).
    public static func millisecondsUp(_ duration: Duration) -> Int {
        let parts = duration.components
        guard parts.seconds >= 0, duration > .zero else { return 0 }
        let limit = Int64(Int32.max) / 1000
        if parts.seconds >= limit { return Int(Int32.max) }
        let fromAtto = (parts.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int(parts.seconds * 1000 + fromAtto)
    }

    /// A clock face: `9:05`, `1:02:03`, `0:00`.
    public static func clock(_ seconds: Int) -> String {
        let total = max(0, seconds)
        let hours = total / 3600
        let minutes = total % 3600 / 60
        let rest = total % 60
        let secondsText = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 {
            return "\(hours):" + (minutes < 10 ? "0\(minutes)" : "\(minutes)") + ":" + secondsText
        }
        return "\(minutes):" + secondsText
    }
}
