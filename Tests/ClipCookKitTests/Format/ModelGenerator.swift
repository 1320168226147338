@testable import ClipCookKit

/// Deterministic random documents for the formatter's property tests: the
/// values a printer must quote or escape (commas, brackets, `--`, quotes,
/// leading blanks, unicode) turn up often.
struct ModelGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }

    private mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    static let pieces = [
        "egg", "Chili -- hot", "salt, pepper", "[bracket]", "\"quoted\"", "  padded ", "café crème", "½ lemon",
        "x2", "calories", "tab\there", "a]b", "-- dash", "id", "timer", "2 large", "one  two", "🍋",
    ]

    private mutating func text(words: ClosedRange<Int> = 1...3) -> String {
        (0..<int(words)).map { _ in pick(Self.pieces) }.joined(separator: pick([" ", ", ", " "]))
    }

    mutating func documents() -> [Document] {
        [.recipe(recipe()), .plan(plan()), .shoppingList(shopping())]
    }

    mutating func recipe() -> Recipe {
        let ingredients = (0..<int(0...4)).map { i in
            Ingredient(id: "i\(i + 1)", name: text(), amount: pick(["", "500 g", "2", "1 1/2 cups", "a pinch", "[odd]"]),
                       notes: pick([nil, "", text()]))
        }
        let steps = (0..<int(0...4)).map { i in
            Step(id: pick(["s\(i + 1)", "custom-\(i)"]), order: i + 1, text: text(words: 1...5),
                 timers: int(0...2) == 0 ? [StepTimer(seconds: int(1...7200), label: pick([nil, "rest", text()]))] : [])
        }
        return Recipe(
            id: "r-\(int(0...999))", title: text(), caption: pick([nil, "line one\n\nline three", text()]),
            prepTime: pick([nil, "10 min"]), servings: int(1...12), category: pick(RecipeCategory.allCases),
            ingredients: ingredients, steps: steps,
            nutrition: int(0...1) == 0 ? nil : Nutrition(calories: int(0...900), protein: int(0...60), carbs: int(0...90), fats: int(0...40)),
            isArchived: int(0...3) == 0, isFavourite: int(0...1) == 0, tags: (0..<int(0...2)).map { _ in text(words: 1...1) })
    }

    mutating func plan() -> Plan {
        var slots: [MealSlot] = []
        for i in 0..<int(0...6) {
            guard let day = Day(year: 2026, month: 11, day: int(20...30)) else { continue }
            let quick = int(0...1) == 0 ? nil : QuickAddItem(name: text(), calories: int(0...500), protein: int(0...30), carbs: int(0...60), fats: int(0...20))
            slots.append(MealSlot(id: "slot-\(i)", day: day, meal: pick(MealType.allCases),
                                  recipeId: pick([nil, "tuscan-pasta", "oats.v2"]), quickAdd: quick,
                                  servings: pick([nil, 2, 1.5])))
        }
        return Plan(mealSlots: slots)
    }

    mutating func shopping() -> ShoppingList {
        ShoppingList(shoppingItems: (0..<int(0...5)).map { i in
            ShoppingItem(id: "item-\(i)", name: text(), recipeId: pick([nil, "banana-bread"]),
                         recipeName: pick([nil, text()]), checked: int(0...1) == 0, amount: pick([nil, "500 g", "[1 bag]"]))
        })
    }
}
