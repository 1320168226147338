extension Price {
    /// Whether the values are ones a foods file can state: an amount from 0
    /// to `Money.maxPrice`, for more than 0 and at most `maxQuantity`, a unit
    /// (when there is one) that is not blank.
    package var isUsable: Bool {
        amount >= .zero && amount <= Money.maxPrice && quantity.isFinite && quantity > 0 && quantity <= Self.maxQuantity
            && unit.map { !$0.allSatisfy { $0 == " " || $0 == "\t" } } ?? true
    }

    /// Whether `unit` is one a cost can be worked out in: a unit of the
    /// unit table (mass, volume or a count such as `can`), or one of the
    /// food's portions (`bunch` for `portion 1 bunch = 100 g`). A price for
    /// pieces (no unit) always is.
    package static func isKnownUnit(_ unit: String?, portions: [Portion]) -> Bool {
        guard let unit else { return true }
        if MeasureUnit.named(unit) != nil { return true }
        let folded = TextFolding.words(unit).map(FoodSearch.singular)
        return portions.contains { portion in
            TextFolding.words(portion.unit).map(FoodSearch.singular) == folded
                || FoodSearch.singular(portion.headWord) == folded.first && folded.count == 1
        }
    }

    /// The units `isKnownUnit` accepts, for a diagnostic.
    package static func acceptedUnits(portions: [Portion]) -> String {
        var names = ["g", "kg", "oz", "lb", "ml", "l", "cup", "each (pieces)"]
        var seen = Set(names)
        for portion in portions where seen.insert(portion.unit).inserted { names.append(portion.unit) }
        return names.prefix(14).joined(separator: ", ")
    }
}
