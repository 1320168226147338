/// An ISO-8601 date-time such as `2026-02-25T10:15:00Z` or
/// `2026-02-25T10:15:00.123+01:00`.
///
/// The text is kept exactly as written (fraction digits, offset style), so a
/// timestamp survives JSON -> text -> JSON unchanged; it is validated on
/// construction, including the calendar date.
public struct Timestamp: Hashable, Sendable, CustomStringConvertible {
    public let text: String

    /// Returns nil when `text` is not a valid ISO-8601 date-time.
    public init?(_ text: String) {
        guard Timestamp.isValid(Array(text.utf8)) else { return nil }
        self.text = text
    }

    public var description: String { text }

    /// The calendar day of the timestamp, as written (before any offset).
    public var day: Day? { Day(String(text.prefix(10))) }

    package static func isValid(_ b: [UInt8]) -> Bool {
        // yyyy-MM-ddTHH:mm:ss[.f+](Z|±HH:mm)
        guard b.count >= 20, b.count <= 40 else { return false }
        func digits(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard i < b.count, b[i] >= 0x30, b[i] <= 0x39 else { return nil }
                value = value * 10 + Int(b[i] - 0x30)
            }
            return value
        }
        guard let year = digits(0..<4), b[4] == UInt8(ascii: "-"),
            let month = digits(5..<7), b[7] == UInt8(ascii: "-"),
            let dayOfMonth = digits(8..<10),
            b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t"),
            let hour = digits(11..<13), b[13] == UInt8(ascii: ":"),
            let minute = digits(14..<16), b[16] == UInt8(ascii: ":"),
            let second = digits(17..<19)
        else { return false }
        guard Day.isValid(year: year, month: month, day: dayOfMonth),
            hour < 24, minute < 60, second < 61
        else { return false }
        var i = 19
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
            guard i > start else { return false }
        }
        guard i < b.count else { return false }
        if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
            return i + 1 == b.count
        }
        guard b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"), i + 6 == b.count,
            let offsetHours = digits(i + 1..<i + 3), b[i + 3] == UInt8(ascii: ":"),
            let offsetMinutes = digits(i + 4..<i + 6)
        else { return false }
        return offsetHours < 24 && offsetMinutes < 60
    }
}

extension Timestamp: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Timestamp(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not an ISO-8601 date-time such as 2026-02-25T10:15:00Z")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
