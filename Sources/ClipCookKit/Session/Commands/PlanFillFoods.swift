import ClipCookCore
import ClipCookDomain
import ClipCookLanguage

/// The single foods `plan fill` may put in a snack slot, as a cook
/// quick-adds one (`food NAME AMOUNT`): the foods the collection names (its
/// own foods, the foods it prices, the pantry's items and the ingredients
/// its recipes use most) that are eaten as they are, in their portions
/// (`SnackFood`). Each is called by the cook's own name for it, the
/// shortest that names the same food, or a short plain one made from the
/// table's name ("bananas" for "Bananas, raw"); a food with only the
/// table's long name is left out. None twice a day, and none on two days
/// running (`planFillFoodVarietyDays`).
extension Session {
    /// A food may come back two days later, sooner than a recipe: a yoghurt or
    /// an apple most days is how people eat, a dish three days running is not.
    static let planFillFoodVarietyDays = 2
    /// The most ingredient names read for snack foods: the most used ones.
    static let planFillIngredientNames = 200
    /// A name of more words than this is the table's, not one a cook says.
    static let planFillFoodNameWords = 3
    /// A quick-added snack of more calories (or grams of a macro) than this is not one.
    static let planFillQuickAddCalories = 1500

    /// The snack foods of the collection as candidates, in a stable order (by id), with
    /// their costs from `costs` (`day` only dates the meal costed).
    func planFillSnackFoods(costs: PlanCost?, day: Day) -> [PlanFillProblem.Candidate] {
        let table = foods
        // The names the cook uses, in order: own foods, pantry, the recipes' ingredients.
        var names: [String] = kitchen.ownFoods.filter { $0.id.isEmpty }.map(\.name)
        names += (shopping.pantry?.items ?? []).map(\.name)
        names += planFillIngredientNames()
        var found: [String: (food: Food, names: [String])] = [:]
        var order: [String] = []
        for name in names {
            guard case .success(let food) = table.resolve(name) else { continue }
            let key = food.name.lowercased()
            if found[key] == nil {
                found[key] = (food, [])
                order.append(key)
            }
            found[key]?.names.append(name)
        }
        // The foods the collection prices, under a short name of their own.
        for food in kitchen.ownFoods where !food.id.isEmpty && found[food.name.lowercased()] == nil {
            guard case .success(let resolved) = table.resolve(food.name) else { continue }
            found[food.name.lowercased()] = (resolved, [])
            order.append(food.name.lowercased())
        }
        var candidates: [PlanFillProblem.Candidate] = []
        for key in order {
            guard let entry = found[key] else { continue }
            let servings = SnackFood.servings(of: entry.food)
            guard let first = servings.first, let name = planFillFoodName(entry.food, cookNames: entry.names, in: table) else { continue }
            let values = entry.food.values(grams: first.grams)
            guard let calories = values.calories, let protein = values.protein, let carbs = values.carbs, let fats = values.fats,
                [calories, protein, carbs, fats].allSatisfy({ $0.isFinite && $0 >= 0 }), calories > 0
            else { continue }
            var candidate = PlanFillProblem.Candidate(
                id: "food " + key, title: name, perServing: MacroTotals(calories: calories, protein: protein, carbs: carbs, fats: fats))
            candidate.food = name
            candidate.foodAmounts = servings.map { .init(servings: $0.grams / first.grams, amount: $0.amount) }
            candidate.varietyDays = min(kitchen.settings.varietyDays, Self.planFillFoodVarietyDays)
            if let costs {
                var slot = MealSlot(id: "", day: day, meal: .afternoonSnack)
                slot.food = FoodPortion(name: name, amount: first.amount)
                let meal = costs.cost(of: slot)
                (candidate.cost, candidate.isPriced) = (meal.cost, meal.isComplete)
            }
            candidates.append(candidate)
        }
        return candidates.sorted { $0.id < $1.id }
    }

    /// The snacks the cook quick-added in the collection's plans (a `quick`
    /// line in a snack slot), each by its name as candidates for a snack
    /// slot: one portion, with the values the cook gave the last time it
    /// was logged, written back as the same `quick` line. A name logged with
    /// no calories, or with a value out of bounds, is left out; in a stable
    /// order (by id). Each is a food for variety: none twice a day, none on
    /// two days running.
    func planFillQuickAdds() -> [PlanFillProblem.Candidate] {
        let snacks: Set<MealType> = [.morningSnack, .afternoonSnack, .eveningSnack]
        var latest: [String: (day: Day, item: QuickAddItem)] = [:]
        for slot in kitchen.mealSlots where snacks.contains(slot.meal) && slot.food == nil && slot.recipeId == nil {
            guard let item = slot.quickAdd else { continue }
            let key = TextFolding.fold(item.name)
            let values = [item.calories, item.protein, item.carbs, item.fats]
            guard !key.isEmpty, item.calories > 0, values.allSatisfy({ (0...Self.planFillQuickAddCalories).contains($0) }) else { continue }
            if let known = latest[key], known.day.ordinal >= slot.day.ordinal { continue }
            latest[key] = (slot.day, item)
        }
        let window = min(kitchen.settings.varietyDays, Self.planFillFoodVarietyDays)
        return latest.sorted { $0.key < $1.key }.map { key, found in
            let item = found.item
            var candidate = PlanFillProblem.Candidate(
                id: "quick " + key, title: item.name,
                perServing: MacroTotals(
                    calories: Double(item.calories), protein: Double(item.protein), carbs: Double(item.carbs), fats: Double(item.fats)))
            candidate.food = item.name
            candidate.foodAmounts = [.init(servings: 1, amount: "\(item.calories) kcal")]
            candidate.quickAdd = item
            candidate.varietyDays = window
            candidate.isPriced = false
            return candidate
        }
    }

    /// The ingredient names of the usable recipes, the most used first (then by name), at most `planFillIngredientNames`.
    func planFillIngredientNames() -> [String] {
        var counts: [String: Int] = [:]
        for recipe in recipes where !recipe.isArchived {
            for ingredient in recipe.ingredients {
                let name = ingredient.food ?? ingredient.name
                guard !name.isEmpty, name.count <= 60 else { continue }
                counts[name, default: 0] += 1
            }
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(Self.planFillIngredientNames).map(\.key)
    }

    /// What a plan line calls `food`: the shortest of the cook's names for it
    /// (of at most `planFillFoodNameWords` words) and the short names made
    /// from the table's ("bananas", "parmesan cheese") that read back as the
    /// same food, the cook's first among equals; an own food's name when
    /// there is none; nil for a table food with only its long name.
    func planFillFoodName(_ food: Food, cookNames: [String], in table: FoodTable) -> String? {
        func words(_ name: String) -> Int { TextFolding.words(name).count }
        var names = cookNames.filter {
            words($0) <= Self.planFillFoodNameWords && PlanPrinter.isBareFoodName($0) && SnackFood.names($0, food)
        }
        let segments = food.name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if let head = segments.first, !head.isEmpty {
            var tries = [head]
            if segments.count > 1 { tries += [segments[1] + " " + head, head + " " + segments[1]] }
            for name in tries where words(name) <= Self.planFillFoodNameWords && PlanPrinter.isBareFoodName(name) {
                if case .success(let back) = table.resolve(name), back.name == food.name { names.append(name) }
            }
        }
        if let best = names.min(by: { (words($0), $0.count) < (words($1), $1.count) }) { return best }
        return food.id.isEmpty ? food.name : nil
    }

    /// The meal that writes food candidate `candidate` at `servings` on `day`:
    /// a `food NAME AMOUNT` line with the table's values, as `plan add … food` writes it.
    func planFillFoodSlot(_ candidate: PlanFillProblem.Candidate, servings: Double, day: Day, meal: MealType) -> MealSlot? {
        guard let name = candidate.food, let amount = candidate.foodAmount(servings: servings),
            case .success(let food) = foods.resolve(name), case .success(let grams) = FoodAmount.grams(amount, of: food)
        else { return nil }
        let values = food.values(grams: grams).rounded
        var slot = MealSlot(id: "", day: day, meal: meal)
        slot.quickAdd = QuickAddItem(name: food.name, calories: values.calories, protein: values.protein, carbs: values.carbs, fats: values.fats)
        slot.food = FoodPortion(name: name, amount: amount)
        return slot
    }
}
