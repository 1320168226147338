/// Timer durations as the language writes them: one or more `NUMBER UNIT`
/// pairs (`90 s`, `10 min`, `1 h 30 min`, `90s`), in whole seconds.
public enum DurationText {
    /// Unit words and their length in seconds.
    public static let unitSeconds: [String: Int] = [
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    ]

    /// Canonical text: `1 h 30 min`, `11 min`, `45 s`, `0 s`.
    public static func format(seconds: Int) -> String {
        guard seconds > 0 else { return "\(seconds) s" }
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        let rest = seconds % 60
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 { parts.append("\(minutes) min") }
        if rest > 0 { parts.append("\(rest) s") }
        return parts.joined(separator: " ")
    }

    /// The seconds of a whole duration text, or nil when it is not one.
    public static func seconds(in text: String) -> Int? {
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard case .duration(let seconds, let stop) = read(bytes, from: start, end: end), stop == end else { return nil }
        return seconds
    }

    enum Reading {
        case duration(seconds: Int, end: Int)
        case failure(message: String, range: Range<Int>)
    }

    /// Reads pairs from `start`; stops before anything that is not a further pair
    /// (a timer's label). The first pair must be there.
    static func read(_ bytes: [UInt8], from start: Int, end: Int) -> Reading {
        var total = 0
        var i = start
        var pairs = 0
        while true {
            var j = i
            while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            let numberStart = j
            let negative = j < end && bytes[j] == 0x2D
            if negative { j += 1 }
            let digitsStart = j
            var value = 0
            var overflow = false
            while j < end, bytes[j] >= 0x30, bytes[j] <= 0x39 {
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let (s, o2) = negative ? m.subtractingReportingOverflow(Int(bytes[j] - 0x30)) : m.addingReportingOverflow(Int(bytes[j] - 0x30))
                if o1 || o2 { overflow = true } else { value = s }
                j += 1
            }
            let numberEnd = j
            guard numberEnd > digitsStart else {
                if pairs > 0 { return .duration(seconds: total, end: i) }
                return .failure(message: "expected a duration such as '10 min' or '1 h 30 min'", range: numberStart..<max(numberStart, runEnd(bytes, numberStart, end)))
            }
            while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            let unitStart = j
            while j < end, (bytes[j] >= 0x61 && bytes[j] <= 0x7A) || (bytes[j] >= 0x41 && bytes[j] <= 0x5A) { j += 1 }
            let unitEnd = j
            let unit = String(decoding: bytes[unitStart..<unitEnd], as: UTF8.self)
            let followedWell = unitEnd == end || !isWordByte(bytes[unitEnd])
            guard let factor = unitSeconds[unit], followedWell else {
                if pairs > 0 { return .duration(seconds: total, end: i) }
                if unitEnd == unitStart {
                    return .failure(message: "missing duration unit (h, min or s)", range: numberStart..<numberEnd)
                }
                let shown = String(decoding: bytes[unitStart..<runEnd(bytes, unitStart, end)], as: UTF8.self)
                return .failure(message: "unknown duration unit '\(shown)' (use h, min or s)", range: unitStart..<runEnd(bytes, unitStart, end))
            }
            if overflow { return .failure(message: "number too large", range: numberStart..<numberEnd) }
            let (part, o1) = value.multipliedReportingOverflow(by: factor)
            let (sum, o2) = total.addingReportingOverflow(part)
            if o1 || o2 { return .failure(message: "duration too large", range: numberStart..<unitEnd) }
            total = sum
            pairs += 1
            i = unitEnd
        }
    }

    /// A byte that may not follow a unit word (a digit may: `1h30min`).
    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }

    private static func runEnd(_ bytes: [UInt8], _ from: Int, _ end: Int) -> Int {
        var k = from
        while k < end, bytes[k] != 0x20, bytes[k] != 0x09, bytes[k] != 0x5D { k += 1 }
        return max(k, min(from + 1, end))
    }
}
