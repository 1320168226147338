import ClipCookCore
import ClipCookLanguage

/// What the plan holds for one day, grouped by the six slots, with the
/// calories and macros of each item, of each slot and of the day.
///
/// A recipe counts its stated nutrition per serving times the meal's
/// servings multiplier (`x2`, `x 0.5`; 1 when absent); a quick-add counts its
/// literal values; a line with both counts both. A recipe that is missing or
/// has no stated nutrition counts nothing and is reported as unknown.
public struct DayPlan: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var slot: MealSlot
        /// 1-based position of the item within its slot on that day.
        public var number: Int
        /// "Overnight Oats ×2", "Apple", "Green Curry ×1.5 + Prawn crackers".
        public var label: String
        public var values: MacroTotals
        /// Why the values leave something out ("no recipe 'x'", "'Toast' states no nutrition").
        public var unknown: String?
    }

    public var day: Day
    public var items: [Item]

    public init(day: Day, slots: [MealSlot], recipes: [String: Recipe]) {
        self.day = day
        var counts: [MealType: Int] = [:]
        items = slots.filter { $0.day == day }.enumerated()
            .sorted { ($0.element.meal, $0.offset) < ($1.element.meal, $1.offset) }
            .map(\.element)
            .compactMap { slot in
                guard slot.recipeId != nil || slot.quickAdd != nil else { return nil }  // `none`
                counts[slot.meal, default: 0] += 1
                return DayPlan.item(slot, number: counts[slot.meal] ?? 1, recipes: recipes)
            }
        if items.contains(where: { $0.slot.conflictSide != nil }) { items = Self.conflictsJoined(items) }
    }

    /// Whether the day holds a meal in conflict, so that its totals are uncertain.
    public var isUncertain: Bool { items.contains { $0.slot.conflictSide != nil } }

    /// The items of a day whose plan has conflict markers: the meals of
    /// both sides of each slot become one item, "conflict: ours … / theirs
    /// …", that counts as neither side (0, and unknown).
    static func conflictsJoined(_ items: [Item]) -> [Item] {
        var joined: [Item] = []
        for meal in MealType.allCases {
            let ofMeal = items.filter { $0.slot.meal == meal }
            let settled = ofMeal.filter { $0.slot.conflictSide == nil }
            let conflicted = ofMeal.filter { $0.slot.conflictSide != nil }
            joined += settled.enumerated().map { offset, item in
                var item = item
                item.number = offset + 1
                return item
            }
            guard let first = conflicted.first else { continue }
            func side(_ which: ConflictSide) -> String {
                let labels = conflicted.filter { $0.slot.conflictSide == which }.map(\.label)
                return labels.isEmpty ? "nothing" : labels.joined(separator: " + ")
            }
            let label = "conflict: ours \(side(.ours)) / theirs \(side(.theirs))"
            joined.append(
                Item(
                    slot: first.slot, number: settled.count + 1, label: label, values: .zero,
                    unknown: label + " (neither side counts until one is kept)"))
        }
        return joined
    }

    public func items(in meal: MealType) -> [Item] { items.filter { $0.slot.meal == meal } }

    public func total(of meal: MealType) -> MacroTotals { items(in: meal).reduce(.zero) { $0 + $1.values } }

    public var total: MacroTotals { items.reduce(.zero) { $0 + $1.values } }

    /// The total of the items marked eaten (`[eaten]`).
    public var eaten: MacroTotals { items.filter(\.slot.isEaten).reduce(.zero) { $0 + $1.values } }

    public func eaten(in meal: MealType) -> MacroTotals { items(in: meal).filter(\.slot.isEaten).reduce(.zero) { $0 + $1.values } }

    package static func item(_ slot: MealSlot, number: Int, recipes: [String: Recipe]) -> Item {
        var values = MacroTotals.zero
        var parts: [String] = []
        var unknown: String?
        if let id = slot.recipeId {
            let servings = slot.servings ?? 1
            let multiplier = servings.isFinite && servings >= 0 ? servings : 0
            if let recipe = recipes[id] {
                parts.append(recipe.title + (slot.servings.map { " ×" + PlanPrinter.servings($0) } ?? ""))
                if let nutrition = recipe.nutrition {
                    values = values + MacroTotals(nutrition) * multiplier
                } else {
                    unknown = "'\(recipe.title)' states no nutrition"
                }
            } else {
                parts.append(id + (slot.servings.map { " ×" + PlanPrinter.servings($0) } ?? ""))
                unknown = "no recipe '\(id)'"
            }
        }
        if let quick = slot.quickAdd {
            parts.append(slot.food.map { "\(quick.name) (\($0.amount))" } ?? quick.name)
            values = values + MacroTotals(Nutrition(calories: quick.calories, protein: quick.protein, carbs: quick.carbs, fats: quick.fats))
        }
        return Item(slot: slot, number: number, label: parts.joined(separator: " + "), values: values, unknown: unknown)
    }
}

/// Calories and grams summed exactly, rounded only when shown (half away
/// from zero, as `Nutrition` rounds).
public struct MacroTotals: Hashable, Sendable {
    public var calories: Double
    public var protein: Double
    public var carbs: Double
    public var fats: Double

    public static let zero = MacroTotals(calories: 0, protein: 0, carbs: 0, fats: 0)

    public init(calories: Double, protein: Double, carbs: Double, fats: Double) {
        self.calories = calories
        self.protein = protein
        self.carbs = carbs
        self.fats = fats
    }

    public init(_ nutrition: Nutrition) {
        self.init(
            calories: Double(nutrition.calories), protein: Double(nutrition.protein),
            carbs: Double(nutrition.carbs), fats: Double(nutrition.fats))
    }

    public static func + (a: MacroTotals, b: MacroTotals) -> MacroTotals {
        MacroTotals(calories: a.calories + b.calories, protein: a.protein + b.protein, carbs: a.carbs + b.carbs, fats: a.fats + b.fats)
    }

    public static func - (a: MacroTotals, b: MacroTotals) -> MacroTotals {
        MacroTotals(calories: a.calories - b.calories, protein: a.protein - b.protein, carbs: a.carbs - b.carbs, fats: a.fats - b.fats)
    }

    public static func * (a: MacroTotals, factor: Double) -> MacroTotals {
        MacroTotals(calories: a.calories * factor, protein: a.protein * factor, carbs: a.carbs * factor, fats: a.fats * factor)
    }

    public var rounded: Nutrition {
        Nutrition(
            calories: FoodValues.whole(calories), protein: FoodValues.whole(protein),
            carbs: FoodValues.whole(carbs), fats: FoodValues.whole(fats))
    }
}
