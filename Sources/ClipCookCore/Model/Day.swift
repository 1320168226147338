/// A calendar day written `yyyy-MM-dd`, as meal slots use it.
///
/// Kept in 4 bytes (a plan of a million meals holds a million days): the
/// year, month and day packed as `year << 9 | month << 5 | day`, which
/// orders days as the calendar does.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let packed: UInt32

    public var year: Int { Int(packed >> 9) }
    public var month: Int { Int((packed >> 5) & 0xF) }
    public var day: Int { Int(packed & 0x1F) }

    public init?(year: Int, month: Int, day: Int) {
        guard Day.isValid(year: year, month: month, day: day) else { return nil }
        // Valid: year 1...9999 (14 bits), month 1...12 (4), day 1...31 (5).
        packed = UInt32(year) << 9 | UInt32(month) << 5 | UInt32(day)
    }

    /// Parses `yyyy-MM-dd`; nil for anything else, including 2026-02-30.
    public init?(_ text: String) {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            let y = Day.number(b, 0..<4), let m = Day.number(b, 5..<7), let d = Day.number(b, 8..<10)
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public var description: String {
        var bytes = [UInt8](repeating: 0x2D, count: 10)
        Day.digits(year, into: &bytes, at: 0, width: 4)
        Day.digits(month, into: &bytes, at: 5, width: 2)
        Day.digits(day, into: &bytes, at: 8, width: 2)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `value` (0 ..< 10^width) as `width` ASCII digits at `bytes[start...]`.
    private static func digits(_ value: Int, into bytes: inout [UInt8], at start: Int, width: Int) {
        var rest = value
        for i in stride(from: start + width - 1, through: start, by: -1) {
            bytes[i] = 0x30 + UInt8(rest % 10)
            rest /= 10
        }
    }

    /// The number written by the ASCII digits `bytes[range]`; nil if any is not a digit.
    package static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var value = 0
        for i in range {
            guard bytes[i] >= 0x30, bytes[i] <= 0x39 else { return nil }
            value = value * 10 + Int(bytes[i] - 0x30)
        }
        return value
    }

    /// `value` with leading zeros up to `width` digits.
    package static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        lhs.packed < rhs.packed
    }

    package static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package static func isValid(year: Int, month: Int, day: Int) -> Bool {
        (1...9999).contains(year) && (1...12).contains(month)
            && day >= 1 && day <= daysIn(month: month, year: year)
    }

    /// Days since 1970-01-01 (proleptic Gregorian calendar).
    public var ordinal: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public init?(ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    public func adding(days: Int) -> Day? { Day(ordinal: ordinal + days) }

    /// 1 = Monday ... 7 = Sunday (ISO 8601).
    public var weekday: Int {
        let w = (ordinal + 3) % 7  // 1970-01-01 was a Thursday
        return (w < 0 ? w + 7 : w) + 1
    }
}

extension Day: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Day(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a real day in the form yyyy-MM-dd")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Day {
    /// The days of the week by ISO number less one (Monday first), as
    /// every face names them.
    public static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
}
