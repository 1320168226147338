import ClipCookCore

/// A rule of the SRS that a model value breaks, with the path of the value
/// (the keys of `ParseResult.sourceMap`, e.g. "servings", "nutrition.fats",
/// "mealSlots[3].servings").
public struct ValidationProblem: Hashable, Sendable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Checks the SRS limits on a document, whichever format it came from.
/// (Missing required values — a recipe's category, an import's status,
/// nutrition fields — cannot be expressed in the models; the parsers
/// report them.)
public enum ModelValidator {
    public static func validate(_ document: Document) -> [ValidationProblem] {
        var problems: [ValidationProblem] = []
        switch document {
        case .recipe(let recipe): check(recipe, &problems)
        case .plan(let plan): check(plan, &problems)
        case .settings(let settings): check(settings, &problems)
        case .foods(let foods): FoodsValidation.check(foods, &problems)
        case .shoppingList, .inbox, .pantry, .aisles: break
        }
        return problems
    }

    package static func check(_ recipe: Recipe, _ problems: inout [ValidationProblem]) {
        // A character is at least one byte: only a title of more bytes than
        // the limit needs its characters counted.
        if recipe.title.utf8.count > Recipe.maxTitleLength, case let length = recipe.title.count,
            length > Recipe.maxTitleLength
        {
            problems.append(.init(path: "title", message: "title is too long (\(length) characters, at most \(Recipe.maxTitleLength))"))
        }
        if recipe.servings < 1 {
            problems.append(.init(path: "servings", message: "servings must be at least 1"))
        }
        for (k, step) in recipe.steps.enumerated() {
            for (t, timer) in step.timers.enumerated() {
                if timer.seconds <= 0 {
                    problems.append(.init(path: "steps[\(k)].timers[\(t)].seconds", message: "a timer must run for more than 0 seconds"))
                }
                if let maximum = timer.secondsMax, maximum <= timer.seconds {
                    problems.append(
                        .init(
                            path: "steps[\(k)].timers[\(t)].secondsMax",
                            message: "the end of a timer range must be more than its start"))
                }
            }
        }
        if let n = recipe.nutrition {
            nonNegative("nutrition", [("calories", n.calories), ("protein", n.protein), ("carbs", n.carbs), ("fats", n.fats)], &problems)
        }
    }

    package static func check(_ plan: Plan, _ problems: inout [ValidationProblem]) {
        for (k, slot) in plan.mealSlots.enumerated() {
            let path = "mealSlots[\(k)]"
            if let servings = slot.servings {
                if !servings.isFinite {
                    problems.append(.init(path: path + ".servings", message: "meal servings must be a finite number"))
                } else if servings <= 0 {
                    problems.append(.init(path: path + ".servings", message: "meal servings must be greater than 0"))
                } else if slot.recipeId == nil {
                    problems.append(.init(path: path + ".servings", message: "meal servings need a recipe"))
                }
            }
            if let q = slot.quickAdd {
                nonNegative(path + ".quickAdd", [("calories", q.calories), ("protein", q.protein), ("carbs", q.carbs), ("fats", q.fats)], &problems)
            }
        }
    }

    package static func check(_ settings: Settings, _ problems: inout [ValidationProblem]) {
        let goals = settings.nutritionGoals
        if !NutritionGoals.calorieRange.contains(goals.calories) {
            problems.append(
                .init(
                    path: "nutritionGoals.calories",
                    message: "goal calories must be between \(NutritionGoals.calorieRange.lowerBound) and \(NutritionGoals.calorieRange.upperBound)"))
        }
        nonNegative("nutritionGoals", [("protein", goals.protein), ("carbs", goals.carbs), ("fats", goals.fats)], &problems)
        // The settings language only writes 1 min to 24 h; JSON could say anything (and the printer multiplies it by 60).
        for meal in MealType.allCases {
            guard let time = settings.mealTimes[meal], !(1...1440).contains(time.duration) else { continue }
            problems.append(.init(path: "mealTimes.\(meal.rawValue).minutes", message: "a meal lasts whole minutes, from 1 min to 24 h"))
        }
        if let currency = settings.currency, !Settings.isValidCurrency(currency) {
            problems.append(.init(path: "currency", message: Settings.currencyRule))
        }
        if let days = settings.statedVarietyDays, !Settings.varietyDaysRange.contains(days) {
            problems.append(.init(path: "varietyDays", message: Settings.varietyDaysRule))
        }
        for meal in MealType.allCases {
            guard let categories = settings.slotCategories[meal] else { continue }
            if categories.isEmpty || Set(categories).count != categories.count {
                problems.append(.init(path: "slotCategories.\(meal.rawValue)", message: "a slot lists one or more categories, each once"))
            }
        }
    }

    private static func nonNegative(_ base: String, _ values: [(String, Int)], _ problems: inout [ValidationProblem]) {
        for (name, value) in values where value < 0 {
            problems.append(.init(path: "\(base).\(name)", message: "\(name) must not be negative"))
        }
    }
}
