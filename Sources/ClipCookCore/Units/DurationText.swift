/// Timer durations as the language writes them: one or more `NUMBER UNIT`
/// pairs (`90 s`, `10 min`, `1 h 30 min`, `90s`), a decimal number
/// (`1.5 h`), or a range of one unit (`5-7 min`), in whole seconds.
public enum DurationText {
    /// Unit words and their length in seconds.
    public static let unitSeconds: [String: Int] = [
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    ]

    /// Common spellings that are not units here, and the unit meant.
    package static let misspellings: [String: String] = ["m": "min", "mn": "min", "hs": "h", "sc": "s"]

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

    /// Canonical text of a duration that may be a range: `5-7 min`,
    /// `90-120 min`, `1-2 h`, in the largest unit both ends are whole in.
    public static func format(seconds: Int, upTo maximum: Int?) -> String {
        guard let maximum, maximum != seconds else { return format(seconds: seconds) }
        for (unit, factor) in [("h", 3600), ("min", 60), ("s", 1)] where seconds % factor == 0 && maximum % factor == 0 {
            return "\(seconds / factor)-\(maximum / factor) \(unit)"
        }
        return "\(seconds)-\(maximum) s"
    }

    /// The seconds of a whole duration text, or nil when it is not one (a
    /// range gives its lower end).
    public static func seconds(in text: String) -> Int? {
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard case .duration(let seconds, _, let stop) = read(bytes, from: start, end: end), stop == end else { return nil }
        return seconds
    }

    package enum Reading: Equatable {
        /// `maximum` is the upper end of a range (`5-7 min`).
        case duration(seconds: Int, maximum: Int?, end: Int)
        case failure(message: String, range: Range<Int>, notes: [String])
    }

    /// A number as written: `5`, `-5`, `1.5`; its value times `factor` in
    /// whole seconds is computed by `seconds(times:)`.
    package struct Number {
        package var negative = false
        package var whole = 0
        package var fraction = 0
        /// 10 to the power of the fraction's digits.
        package var scale = 1
        package var overflow = false
        /// More fraction digits than whole seconds can need, not all zero.
        package var inexact = false
        package var range: Range<Int>

        /// The value times `factor`, nil when it is not whole or overflows.
        package func seconds(times factor: Int) -> Int?? {
            guard !overflow else { return .some(nil) }
            guard !inexact else { return nil }
            let (w, o1) = whole.multipliedReportingOverflow(by: factor)
            let (f, o2) = fraction.multipliedReportingOverflow(by: factor)
            guard !o1, !o2 else { return .some(nil) }
            guard f % scale == 0 else { return nil }
            let (sum, o3) = w.addingReportingOverflow(f / scale)
            guard !o3 else { return .some(nil) }
            return .some(negative ? -sum : sum)
        }
    }

    /// Digits with an optional `.digits` at `i` (a leading `-` when `signed`).
    package static func readNumber(_ bytes: [UInt8], _ i: Int, _ end: Int, signed: Bool) -> Number? {
        var j = i
        var number = Number(range: i..<i)
        if signed, j < end, bytes[j] == 0x2D { number.negative = true; j += 1 }
        let digitsStart = j
        while j < end, isDigit(bytes[j]) {
            let (m, o1) = number.whole.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int(bytes[j] - 0x30))
            if o1 || o2 { number.overflow = true } else { number.whole = s }
            j += 1
        }
        guard j > digitsStart else { return nil }
        if j + 1 < end, bytes[j] == 0x2E, isDigit(bytes[j + 1]) {
            j += 1
            while j < end, isDigit(bytes[j]) {
                // Digits past the sixth cannot make whole seconds of an hour anyway.
                if number.scale < 1_000_000_000 {
                    number.fraction = number.fraction * 10 + Int(bytes[j] - 0x30)
                    number.scale *= 10
                } else if bytes[j] != 0x30 {
                    number.inexact = true
                }
                j += 1
            }
        }
        number.range = i..<j
        return number
    }

    /// Reads pairs from `start`; stops before anything that is not a further pair
    /// (a timer's label). The first pair must be there.
    package static func read(_ bytes: [UInt8], from start: Int, end: Int) -> Reading {
        var total = 0
        var i = start
        var pairs = 0
        while true {
            var j = skipBlanks(bytes, i, end)
            let numberStart = j
            guard let number = readNumber(bytes, j, end, signed: pairs == 0) else {
                if pairs > 0 { return .duration(seconds: total, maximum: nil, end: i) }
                return .failure(
                    message: "expected a duration such as '10 min' or '1 h 30 min'",
                    range: numberStart..<max(numberStart, runEnd(bytes, numberStart, end)), notes: [])
            }
            j = number.range.upperBound
            // A range: `5-7 min`, only as the whole duration.
            var upper: Number?
            if pairs == 0, !number.negative {
                let dash = skipBlanks(bytes, j, end)
                if dash < end, bytes[dash] == 0x2D, let high = readNumber(bytes, skipBlanks(bytes, dash + 1, end), end, signed: false) {
                    upper = high
                    j = high.range.upperBound
                }
            }
            j = skipBlanks(bytes, j, end)
            let unitStart = j
            while j < end, ByteClass.isLetter(bytes[j]) { j += 1 }
            let unitEnd = j
            let unit = String(decoding: bytes[unitStart..<unitEnd], as: UTF8.self)
            let followedWell = unitEnd == end || !isWordByte(bytes[unitEnd])
            guard let factor = unitSeconds[unit], followedWell else {
                if pairs > 0, upper == nil { return .duration(seconds: total, maximum: nil, end: i) }
                let numbers = numberStart..<(upper?.range.upperBound ?? number.range.upperBound)
                if unitEnd == unitStart {
                    return .failure(message: "missing duration unit (h, min or s)", range: numbers, notes: [])
                }
                let shownEnd = runEnd(bytes, unitStart, end)
                let shown = String(decoding: bytes[unitStart..<shownEnd], as: UTF8.self)
                let meant =
                    misspellings[shown] ?? Suggestion.closest(to: shown, in: ["h", "min", "s", "hour", "minutes", "seconds"], orPrefixed: false)
                return .failure(
                    message: "unknown duration unit '\(Excerpt.of(shown))' (use h, min or s)",
                    range: unitStart..<shownEnd, notes: meant.map { ["did you mean '\($0)'"] } ?? [])
            }
            guard let partValue = number.seconds(times: factor) else {
                return .failure(message: "a duration must come to whole seconds", range: numberStart..<unitEnd, notes: [])
            }
            guard let part = partValue else {
                return .failure(message: "duration too large", range: numberStart..<unitEnd, notes: [])
            }
            if let upper {
                guard let highValue = upper.seconds(times: factor) else {
                    return .failure(message: "a duration must come to whole seconds", range: numberStart..<unitEnd, notes: [])
                }
                guard let high = highValue else {
                    return .failure(message: "duration too large", range: numberStart..<unitEnd, notes: [])
                }
                guard high > part else {
                    return .failure(message: "the end of a duration range must be more than its start", range: numberStart..<unitEnd, notes: [])
                }
                return .duration(seconds: part, maximum: high, end: unitEnd)
            }
            let (sum, overflow) = total.addingReportingOverflow(part)
            if overflow { return .failure(message: "duration too large", range: numberStart..<unitEnd, notes: []) }
            total = sum
            pairs += 1
            i = unitEnd
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private static func skipBlanks(_ bytes: [UInt8], _ from: Int, _ end: Int) -> Int {
        var j = from
        while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        return j
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
