/// How much the cook liked a recipe: 1 to 5, in halves (`3.5`). Kept as
/// a count of halves so that comparing and printing never meet a float.
public struct RecipeRating: Hashable, Sendable, Comparable {
    /// 2 (one star) to 10 (five stars).
    public let halves: Int

    public static let range = 2...10

    /// `nil` unless `halves` is within 1 to 5 stars.
    public init?(halves: Int) {
        guard RecipeRating.range.contains(halves) else { return nil }
        self.halves = halves
    }

    /// The rating spelt `text` (`4`, `3.5`, `4.0`), or nil when it is not
    /// a number of halves from 1 to 5.
    public init?(text: Substring) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, (1...2).contains(whole.utf8.count),
            whole.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let stars = Int(whole)
        else { return nil }
        var halves = stars * 2
        if parts.count == 2 {
            switch parts[1] {
            case "0": break
            case "5": halves += 1
            default: return nil
            }
        }
        self.init(halves: halves)
    }

    /// The number of stars, as a JSON number.
    public var value: Double { Double(halves) / 2 }

    /// `4` or `3.5`.
    public var text: String { halves % 2 == 0 ? String(halves / 2) : "\(halves / 2).5" }

    public static func < (a: RecipeRating, b: RecipeRating) -> Bool { a.halves < b.halves }

    package static let accepted = "a number from 1 to 5 in halves (4, 3.5)"
}

/// How hard a recipe is to cook.
public enum RecipeDifficulty: String, CaseIterable, Codable, Sendable, Comparable {
    case beginner, intermediate, advanced, professional

    public static func < (a: RecipeDifficulty, b: RecipeDifficulty) -> Bool {
        a.rank < b.rank
    }

    package var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension RecipeRating: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let v = try c.decode(Double.self)
        let doubled = v * 2
        guard let halves = RecipeRating.range.first(where: { Double($0) == doubled }),
            let rating = RecipeRating(halves: halves)
        else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "rating must be \(RecipeRating.accepted)")
        }
        self = rating
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if halves % 2 == 0 { try c.encode(halves / 2) } else { try c.encode(value) }
    }
}
