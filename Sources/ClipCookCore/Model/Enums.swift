/// Enumerations of the seed models. Raw values are exactly the seeds' (SRS DATA-001..006).

public enum RecipeCategory: String, Codable, CaseIterable, Sendable {
    case breakfast = "Breakfast"
    case lunch = "Lunch"
    case dinner = "Dinner"
    case snack = "Snack"
}

public enum MealType: String, Codable, CaseIterable, Sendable, Comparable {
    case breakfast = "Breakfast"
    case morningSnack = "Morning Snack"
    case lunch = "Lunch"
    case afternoonSnack = "Afternoon Snack"
    case dinner = "Dinner"
    case eveningSnack = "Evening Snack"

    /// Position in the day, 0 (Breakfast) to 5 (Evening Snack).
    public var position: Int { MealType.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: MealType, rhs: MealType) -> Bool { lhs.position < rhs.position }
}

public enum SourcePlatform: String, Codable, CaseIterable, Sendable {
    case instagram
    case tiktok
    case youtube
}

public enum ImportStatus: String, Codable, CaseIterable, Sendable {
    case importing
    case ready
    case failed
}

public enum MeasurementSystem: String, Codable, CaseIterable, Sendable {
    case metric
    case imperial
}

/// When the terminal front end may use colour (an extension of the settings).
public enum ColorPreference: String, Codable, CaseIterable, Sendable {
    case auto
    case always
    case never
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
    /// Case-insensitive lookup that also accepts `morning-snack` / `morning_snack` for `Morning Snack`.
    public static func lenient(_ text: some StringProtocol) -> Self? {
        if let found = asciiLenient(text) { return found }
        func key(_ s: some StringProtocol) -> String {
            String(s.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 })
        }
        let wanted = key(text)
        return allCases.first { key($0.rawValue) == wanted }
    }

    /// `lenient` of ASCII text when every case's raw value is ASCII too,
    /// comparing bytes (case folded, `-` and `_` as a blank): the same
    /// answer, without making two strings per case. Nil (ask `lenient`)
    /// for any other text. Plan lines name a meal this way, and making
    /// the strings was a fifth of reading a plan.
    package static func asciiLenient(_ text: some StringProtocol) -> Self?? {
        @inline(__always) func fold(_ byte: UInt8) -> UInt8 {
            if byte == 0x2D || byte == 0x5F { return 0x20 }
            return byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        }
        var text = String(text)
        return text.withUTF8 { wanted -> Self?? in
            guard wanted.allSatisfy({ $0 < 0x80 }) else { return nil }
            for candidate in allCases {
                var raw = candidate.rawValue
                let match = raw.withUTF8 { bytes -> Bool? in
                    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                    guard bytes.count == wanted.count else { return false }
                    for k in 0..<bytes.count where fold(bytes[k]) != fold(wanted[k]) { return false }
                    return true
                }
                guard let match else { return nil }
                if match { return .some(candidate) }
            }
            return .some(nil)
        }
    }
}
