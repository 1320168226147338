import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `shop add`: free text, a recipe, a plan range or a week, merged into the list.
extension Session {
    func shopAdd(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        guard let first = arguments.first?.lowercased() else {
            return .failure(CommandError("missing item, recipe or plan", suggestion: "shop add 2 lemons, shop add RECIPE, shop add week"))
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "plan" where !rest.isEmpty || arguments.count == 1:
            switch ShopDays.range(rest, today: today, order: dateOrder) {
            case .success(let days): return shopAddPlan(days)
            case .failure(let error): return .failure(error)
            }
        case "week" where rest.isEmpty || ShopDays.days(ArraySlice(rest), today: today, order: dateOrder) != nil:
            // `week`, `week next monday`, `week 2026-11-30`: the week (Monday to Sunday) holding that day.
            let day: Day
            switch rest.isEmpty ? ShopDays.day("today", today: today) : ShopDays.days(ArraySlice(rest), today: today, order: dateOrder) {
            case .success(let found)?: day = found
            case .failure(let error)?: return .failure(error)
            case nil: return .failure(CommandError("unknown day '\(rest.joined(separator: " "))'"))
            }
            guard let monday = day.adding(days: -(day.weekday - 1)), let sunday = monday.adding(days: 6) else {
                return .failure(CommandError("the week of \(day) is outside the calendar"))
            }
            return shopAddPlan(monday...sunday)
        case "recipe":
            return shopAddRecipe(rest, explicit: true)
        default:
            if arguments.contains(where: { $0.lowercased() == "servings" }) { return shopAddRecipe(arguments, explicit: true) }
            let text = arguments.joined(separator: " ")
            let wanted = TextFolding.fold(text.trimmingBlanks())
            if kitchen.recipes.contains(where: { $0.recipe.id.lowercased() == wanted || TextFolding.fold($0.recipe.title) == wanted }) {
                return shopAddRecipe(arguments, explicit: false)
            }
            return shopAddText(text)
        }
    }

    func shopAddText(_ text: String) -> Result<CommandOutcome, CommandError> {
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .failure(CommandError("an item cannot hold control characters or line breaks"))
        }
        guard let need = ShoppingNeed(text: text) else {
            return .failure(CommandError("missing item name after the amount '\(text.trimmingBlanks())'"))
        }
        let addition = ShoppingPlanner.add([need], to: shopping.list.shoppingItems, pantry: nil)
        let done =
            addition.added.isEmpty
            ? "added to '\(addition.merged.first ?? need.name)', already on the list"
            : "added '\((need.amount.text.map { $0 + " " } ?? "") + need.name)'"
        return shopApply(
            addition.changes, summary: "shop add '\(text.trimmingBlanks())'", done: done,
            data: additionData(addition))
    }

    /// The error for a pantry file that does not read: lists from recipes and plans wait until it is fixed.
    func pantryFileError() -> CommandError? {
        guard let problem = shopping.pantryProblem else { return nil }
        interaction.tell(problem.rendered)
        let count = problem.errorCount
        return CommandError("\(problem.path) has \(plural(count, "error")); fix \(count == 1 ? "it" : "them") first (nothing written)")
    }

    func shopAddRecipe(_ words: [String], explicit: Bool) -> Result<CommandOutcome, CommandError> {
        if let error = pantryFileError() { return .failure(error) }
        var nameWords: [String] = []
        var index = 0
        while index < words.count, words[index].lowercased() != "servings" {
            nameWords.append(words[index])
            index += 1
        }
        var servings: Int?
        if index < words.count {
            guard index + 2 == words.count else {
                return .failure(
                    CommandError(index + 1 == words.count ? "'servings' needs a number" : "unexpected '\(words[index + 2])' after the servings"))
            }
            guard let n = Int(words[index + 1]), (1...10_000).contains(n) else {
                return .failure(CommandError("servings must be a whole number from 1 to 10000, not '\(words[index + 1])'"))
            }
            servings = n
        }
        guard !nameWords.isEmpty else { return .failure(CommandError("missing recipe name or id")) }
        let entry: RecipeEntry
        switch resolve(nameWords.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        let recipe = entry.recipe
        let factor = servings.map { Double($0) / Double(max(1, recipe.servings)) } ?? 1
        guard !recipe.ingredients.isEmpty else { return .failure(CommandError("'\(recipe.title)' has no ingredients to add")) }
        let addition = ShoppingPlanner.add(
            ShoppingNeed.mergedIngredients(of: recipe, factor: factor), to: shopping.list.shoppingItems, pantry: shopping.pantry)
        var label = "'\(TerminalText.line(recipe.title))'"
        if let servings { label += " for \(plural(servings, "serving"))" }
        var data = additionData(addition)
        data["recipeId"] = .string(recipe.id)
        return shopApply(addition.changes, summary: "shop add \(label)", done: additionText(addition, from: label), data: data)
    }

    func shopAddPlan(_ days: ClosedRange<Day>) -> Result<CommandOutcome, CommandError> {
        if let error = pantryFileError() { return .failure(error) }
        let slots = kitchen.mealSlots.filter { days.contains($0.day) && ($0.recipeId != nil || Self.foodNeed($0) != nil) }
        let range = days.lowerBound == days.upperBound ? "\(days.lowerBound)" : "\(days.lowerBound)..\(days.upperBound)"
        guard !slots.isEmpty else {
            return .failure(CommandError("no recipes planned for \(range)", suggestion: "see the plans, or pick other days"))
        }
        var needs: [ShoppingNeed] = []
        var missing: [String] = []
        var meals = 0
        for slot in slots {
            if var need = Self.foodNeed(slot) {
                // A food from the nutrition table (`plan add DAY SLOT food NAME AMOUNT`).
                need.amount = need.amount.scaled(by: slot.servings ?? 1)
                need.name = ShoppingName.agreeing(need.name, with: need.amount)
                needs.append(need)
                meals += 1
            }
            guard let id = slot.recipeId else { continue }
            guard let recipe = kitchen.recipes.first(where: { $0.recipe.id == id })?.recipe else {
                missing.append("\(id) (\(slot.day))")
                continue
            }
            meals += 1
            // A meal is one serving of the recipe, or the servings its multiplier says.
            let factor = (slot.servings ?? 1) / Double(max(1, recipe.servings))
            needs += ShoppingNeed.ingredients(of: recipe, factor: factor)
        }
        guard meals > 0 else {
            return .failure(CommandError("the recipes planned for \(range) are not in the collection", candidates: missing))
        }
        let addition = ShoppingPlanner.add(needs, to: shopping.list.shoppingItems, pantry: shopping.pantry)
        var text = additionText(addition, from: "the plan for \(range) (\(plural(meals, "meal")))")
        if !missing.isEmpty { text += "\nskipped, not in the collection: " + missing.map(TerminalText.line).joined(separator: ", ") }
        var data = additionData(addition)
        data["from"] = .string(days.lowerBound.description)
        data["to"] = .string(days.upperBound.description)
        data["meals"] = .int(meals)
        data["missingRecipes"] = .array(missing.map(JSONValue.string))
        return shopApply(addition.changes, summary: "shop add plan \(range)", done: text, data: data)
    }

    /// The food a meal is, bought as the plan names it: the food and amount
    /// of `food NAME AMOUNT` (`egg`, `2 large`), or a quick item named
    /// `NAME (AMOUNT)`; nil for a recipe or any other quick item (`quick
    /// "Pizza" ...` is not shopping).
    static func foodNeed(_ slot: MealSlot) -> ShoppingNeed? {
        if let food = slot.food {
            let name = food.name.trimmingBlanks()
            let amount = ShoppingAmount(food.amount)
            guard !name.isEmpty, amount.terms.contains(where: { $0.amount != nil }) else { return nil }
            return ShoppingNeed(name: name, amount: amount)
        }
        return slot.quickAdd.flatMap(foodNeed)
    }

    /// The food of a quick item named `NAME (AMOUNT)` with an amount that has a quantity.
    static func foodNeed(_ quick: QuickAddItem) -> ShoppingNeed? {
        let name = quick.name.trimmingBlanks()
        guard name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) else { return nil }
        let amountText = String(name[open.upperBound..<name.index(before: name.endIndex)])
        let amount = ShoppingAmount(amountText)
        guard amount.terms.count == 1, amount.terms[0].amount != nil else { return nil }
        let food = String(name[..<open.lowerBound]).trimmingBlanks()
        guard !food.isEmpty else { return nil }
        return ShoppingNeed(name: food, amount: amount)
    }

    func additionText(_ addition: ShoppingAddition, from source: String) -> String {
        var lines: [String] = []
        if addition.changes.isEmpty {
            lines.append("nothing to add from \(source)")
        } else {
            var counts = ["added \(plural(addition.added.count, "item"))"]
            if !addition.merged.isEmpty { counts.append("\(addition.merged.count) merged into items already on the list") }
            lines.append(counts.joined(separator: ", ") + " from \(source)")
        }
        if !addition.leftOut.isEmpty {
            let notes = addition.leftOut.map { note -> String in
                guard let left = note.stillToBuy else { return TerminalText.line(note.name) }
                // What is to buy as the list shows it.
                let shown = ShoppingAmount(left).shown(units: kitchen.settings.units) { shoppingFood(note.name) }
                return TerminalText.line("\(note.name) (\(note.have ?? "some") at home, \(shown.description) to buy)")
            }
            lines.append("left out, in the pantry: " + notes.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    func additionData(_ addition: ShoppingAddition) -> [String: JSONValue] {
        [
            "added": .array(addition.added.map(JSONValue.string)),
            "merged": .array(addition.merged.map(JSONValue.string)),
            "leftOut": .array(
                addition.leftOut.map { note in
                    .object([
                        "name": .string(note.name), "have": note.have.map(JSONValue.string) ?? .null,
                        "toBuy": note.stillToBuy.map(JSONValue.string) ?? .null,
                    ])
                }),
        ]
    }
}
