import ClipCookCore
import ClipCookLanguage

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
        let whole = Int(clamping: parts.seconds)
        return parts.attoseconds > 0 && whole < Int.max ? whole + 1 : whole
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
