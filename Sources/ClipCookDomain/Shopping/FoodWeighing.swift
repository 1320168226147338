import ClipCookCore

/// Whether a metric cook weighs a food or measures it by volume, and how
/// much a millilitre of it weighs.
///
/// A food is poured (and stays in millilitres) when the segment of its
/// description that names it (the first, or the second after a heading
/// such as "Beverages" or "Nuts") holds a word of a liquid: milk, cream,
/// oil, juice, water, broth, stock, vinegar, syrup, honey, wine, sauce,
/// soup... unless it also says dry, dried or powder (dry milk is weighed).
/// Everything else with a volume portion in the table or in a collection's
/// foods file (oats, flour, sugar, spinach, cheese) is weighed.
public enum FoodWeighing {
    package static let liquids = KitchenWords.set(
        """
        milk buttermilk cream oil juice water broth stock bouillon vinegar syrup honey molasses wine beer sauce soup
        beverage drink nectar extract liqueur spirit kefir whey coffee tea dressing fluid liquid lemonade soda vodka rum
        whiskey gin brandy kombucha
        """)
    package static let solidForms = KitchenWords.set("dry dried powder powdered solid flake")

    /// Whether the food is poured rather than weighed.
    public static func isLiquid(_ food: Food) -> Bool {
        let segments = food.name.split(separator: ",").map { FoodSearch.words($0) }
        guard var naming = segments.first else { return false }
        if KitchenWords.headings.contains(naming), segments.count > 1 { naming = segments[1] }
        let words = Set(naming)
        return !words.isDisjoint(with: liquids) && words.isDisjoint(with: solidForms)
    }

    /// Grams in a millilitre of a food that is weighed, from its volume
    /// portions (the one in `unit` first); nil for a liquid or a food with
    /// no volume portion.
    public static func gramsPerMillilitre(of food: Food, in unit: MeasureUnit) -> Double? {
        guard !isLiquid(food) else { return nil }
        return FoodAmount.gramsPerMillilitre(of: food, preferring: unit.symbol)
    }
}
