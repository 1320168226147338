/// How often `serve --sync` syncs: a whole number of seconds, minutes or
/// hours written as `30s`, `5m` or `1h`, from 1 second to 24 hours.
package struct SyncInterval: Sendable, Equatable, CustomStringConvertible {
    /// The interval in seconds.
    package let seconds: Int

    /// What `--sync` accepts, as its error message says it.
    package static let expected = "an interval such as 30s, 5m or 1h (from 1s to 24h)"
    static let longest = 86_400

    /// Reads `30s`, `5m`, `1h`; nil for anything else (no unit, a fraction,
    /// zero, more than a day).
    package init?(_ text: String) {
        guard let unit = text.last, text.count >= 2, text.count <= 8 else { return nil }
        let digits = text.dropLast()
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number > 0 else { return nil }
        let scale: Int
        switch unit {
        case "s": scale = 1
        case "m": scale = 60
        case "h": scale = 3_600
        default: return nil
        }
        let (product, overflow) = number.multipliedReportingOverflow(by: scale)
        guard !overflow, product <= Self.longest else { return nil }
        seconds = product
    }

    /// The interval as it is written back: the largest unit that divides it.
    package var description: String {
        if seconds % 3_600 == 0 { return "\(seconds / 3_600)h" }
        if seconds % 60 == 0 { return "\(seconds / 60)m" }
        return "\(seconds)s"
    }

    package var duration: Duration { .seconds(seconds) }
}
