/// When a meal is eaten, for calendar exports (an extension of the
/// settings): the start in minutes after midnight (0...1439) and the
/// length in minutes (1...1440).
public struct MealTime: Hashable, Sendable {
    public var start: Int
    public var duration: Int

    public init(start: Int, duration: Int) {
        self.start = start
        self.duration = duration
    }

    /// `07:30`.
    public var clock: String {
        let h = start / 60
        let m = start % 60
        return (h < 10 ? "0\(h)" : "\(h)") + ":" + (m < 10 ? "0\(m)" : "\(m)")
    }

    /// Minutes after midnight of `HH:MM` (24-hour clock), nil when it is not one.
    public static func minutes(clock text: some StringProtocol) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60
        else { return nil }
        return h * 60 + m
    }
}

extension MealTime: Codable {
    package enum CodingKeys: String, CodingKey { case start, minutes }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let clock = try c.decode(String.self, forKey: .start)
        guard let start = MealTime.minutes(clock: clock) else {
            throw DecodingError.dataCorruptedError(forKey: .start, in: c, debugDescription: "expected a time of day HH:MM")
        }
        self.start = start
        duration = try c.decode(Int.self, forKey: .minutes)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(clock, forKey: .start)
        try c.encode(duration, forKey: .minutes)
    }
}

extension MealTime {
    /// Breakfast 08:00 for 30 min, morning snack 10:30 for 15, lunch 12:30
    /// for 45, afternoon snack 15:30 for 15, dinner 19:00 for 60, evening
    /// snack 21:00 for 15: the times used when the settings name none.
    public static func defaultTime(of meal: MealType) -> MealTime {
        switch meal {
        case .breakfast: MealTime(start: 8 * 60, duration: 30)
        case .morningSnack: MealTime(start: 10 * 60 + 30, duration: 15)
        case .lunch: MealTime(start: 12 * 60 + 30, duration: 45)
        case .afternoonSnack: MealTime(start: 15 * 60 + 30, duration: 15)
        case .dinner: MealTime(start: 19 * 60, duration: 60)
        case .eveningSnack: MealTime(start: 21 * 60, duration: 15)
        }
    }

    public static func defaultDuration(of meal: MealType) -> Int { defaultTime(of: meal).duration }
}
