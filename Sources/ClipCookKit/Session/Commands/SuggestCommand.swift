import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `suggest [DATE] [SLOT]`: recipes ranked by how well one serving fits
/// what is left of the day's goals after what is planned.
///
/// The fit (0-100) starts at 100 and loses a point for every 10 kcal a
/// serving goes past the calories left, and up to 30 points a macro for
/// taking a share of what is left of it different from its share of the
/// calories left (a serving that takes half the calories left should take
/// about half the protein, carbs and fats left). With a SLOT, recipes of the
/// matching category come first. `suggest pantry` ranks recipes by what is
/// at home instead (see `CookableCommand`).
struct SuggestCommand: SessionCommand {
    let spec = CommandSpec(
        "suggest", synopsis: "suggest [DATE] [SLOT] | suggest pantry [all]",
        summary: "recipes that fit what is left of the day's goals, with the numbers; or what the pantry covers",
        details: [
            "fit 100: the serving takes the same share of each macro left as of the calories left, without going over",
            "suggest pantry: recipes ranked by how much of each is at home, as 'cookable'",
        ],
        positionals: [.day, .mealSlot],
        subcommands: [
            CommandSpec(
                "pantry", synopsis: "suggest pantry [all]", summary: "recipes ranked by how much of each is at home, as 'cookable'",
                argument: .choices(["all"]), handler: { $1.suggestPantry($0) })
        ])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard let today = session.today else { return .failure(CommandError("today's date is unknown")) }
        var words = ArraySlice(arguments)
        var day = today
        if let first = words.first, MealType.lenient(first) == nil,
            !(words.count > 1 && MealType.lenient(first + " " + words[words.startIndex + 1]) != nil)
        {
            switch DateExpression.require(&words, today: today, order: session.dateOrder) {
            case .success(let found): day = found
            case .failure(let error): return .failure(error)
            }
        }
        var slot: MealType?
        if !words.isEmpty {
            switch SlotName.read(&words) {
            case .success(let found): slot = found
            case .failure(let error): return .failure(error)
            }
        }
        if let error = session.extraWords(words, "suggest [DATE] [SLOT]") { return .failure(error) }
        return session.suggest(day: day, slot: slot)
    }
}

extension Session {
    func suggest(day: Day, slot: MealType?) -> Result<CommandOutcome, CommandError> {
        let goals = kitchen.settings.nutritionGoals
        let planned = dayPlan(day).total
        let left = MacroTotals(Nutrition(calories: goals.calories, protein: goals.protein, carbs: goals.carbs, fats: goals.fats)) - planned
        let category: RecipeCategory? = slot.map { meal in
            switch meal {
            case .breakfast: .breakfast
            case .lunch: .lunch
            case .dinner: .dinner
            case .morningSnack, .afternoonSnack, .eveningSnack: .snack
            }
        }
        let recipes = kitchen.recipes
        let best = SuggestFit.best(recipes, left: left, category: category, count: 5)
        guard best.candidates > 0 else { return .failure(CommandError("no recipe states its nutrition, so none can be suggested")) }
        let ranked = best.picks.map { (recipes[$0.index].recipe, $0.fit) }
        let l = left.rounded
        var lines = [
            "left of \(day)\(slot.map { " for " + SlotName.spelling($0) } ?? ""): \(l.calories) kcal, protein \(l.protein) g, carbs \(l.carbs) g, fats \(l.fats) g"
        ]
        if l.calories <= 0 { lines.append("the plan already reaches the \(goals.calories) kcal goal; the lightest fit best") }
        let rows = ranked.enumerated().map { k, item -> [String] in
            let n = item.0.nutrition ?? Nutrition(calories: 0, protein: 0, carbs: 0, fats: 0)
            return [
                "\(k + 1). " + PlanText.clip(item.0.title, 34), "\(n.calories) kcal", "P \(n.protein)", "C \(n.carbs)", "F \(n.fats)",
                "fit \(item.1)",
            ]
        }
        lines += PlanText.table(header: [], rows: rows).filter { !$0.isEmpty }
        let data: [String: JSONValue] = [
            "day": .string(day.description),
            "left": .object(PlanText.numbers(l)),
            "suggestions": .array(
                ranked.map { recipe, fit in
                    var object = PlanText.numbers(recipe.nutrition ?? Nutrition(calories: 0, protein: 0, carbs: 0, fats: 0))
                    object["id"] = .string(recipe.id)
                    object["title"] = .string(recipe.title)
                    object["fit"] = .int(fit)
                    return .object(object)
                }),
        ]
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }
}

enum SuggestFit {
    /// The `count` best recipes to suggest, best first, as positions in
    /// `recipes` with their fit, and how many could be suggested at all
    /// (not archived, with their nutrition): those of `category` first, then
    /// the higher fit, then the title; recipes equal in all three keep
    /// their order. The first `count` of sorting every candidate that way
    /// (`SuggestTests` holds the two alike), kept in one pass that copies
    /// no recipe: sorting them all (copies of 10,000 recipes moved about)
    /// made most of the Today page's time at 10,000 recipes.
    static func best(
        _ recipes: [RecipeEntry], left: MacroTotals, category: RecipeCategory?, count: Int
    ) -> (picks: [(index: Int, fit: Int)], candidates: Int) {
        var picks: [(index: Int, fit: Int, matches: Bool)] = []
        picks.reserveCapacity(count + 1)
        var candidates = 0
        // Whether `a` comes before `b` (a later position than every pick so far).
        func before(_ a: (index: Int, fit: Int, matches: Bool), _ b: (index: Int, fit: Int, matches: Bool)) -> Bool {
            if a.matches != b.matches { return a.matches }
            if a.fit != b.fit { return a.fit > b.fit }
            return recipes[a.index].recipe.title < recipes[b.index].recipe.title
        }
        for index in recipes.indices {
            guard !recipes[index].recipe.isArchived, let nutrition = recipes[index].recipe.nutrition else { continue }
            candidates += 1
            guard count > 0 else { continue }
            let pick = (index: index, fit: score(nutrition, left: left), matches: recipes[index].recipe.category == category)
            if picks.count == count, let last = picks.last, !before(pick, last) { continue }
            // After every pick it does not come before: equal ones keep their order.
            let position = picks.firstIndex { before(pick, $0) } ?? picks.count
            picks.insert(pick, at: position)
            if picks.count > count { picks.removeLast() }
        }
        return (picks.map { (index: $0.index, fit: $0.fit) }, candidates)
    }

    /// 0-100; see `SuggestCommand`.
    static func score(_ serving: Nutrition, left: MacroTotals) -> Int {
        var score = 100.0
        let calories = Double(serving.calories)
        if left.calories <= 0 {
            score -= calories / 10
        } else {
            score -= max(0, calories - left.calories) / 10
            let share = calories / left.calories
            for (grams, remaining) in [(serving.protein, left.protein), (serving.carbs, left.carbs), (serving.fats, left.fats)] {
                let taken = remaining > 0 ? Double(grams) / remaining : (grams > 0 ? 2 : share)
                score -= min(30, 30 * abs(taken - share))
            }
        }
        guard score.isFinite else { return 0 }
        return Int(max(0, min(100, score.rounded())))
    }
}
