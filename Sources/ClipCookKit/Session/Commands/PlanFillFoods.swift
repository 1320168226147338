import ClipCookCore
import ClipCookDomain
import ClipCookLanguage

/// The single foods `plan fill` may put in a snack slot, as a cook
/// quick-adds one (`food NAME AMOUNT`): the collection's own foods (the
/// foods its `.foods` files give values), the foods of the table it gives a
/// price and the pantry's items that name a
/// food of the table in a group one eats as it is (dairy and eggs, fruit,
/// nuts and seeds, snacks, breakfast cereals; not a raw egg, nor a food of
/// under 40 kcal in 100 g such as a lemon). Each is a candidate of 100 g,
/// so servings ×1, ×1.5 and ×2 are 100, 150 and 200 g; none twice a day,
/// and none on two days running (`planFillFoodVarietyDays`).
extension Session {
    /// Groups of the food table whose foods are eaten as they are, for a snack.
    static let planFillSnackGroups: Set<String> = [
        "Dairy and Egg Products", "Fruits and Fruit Juices", "Nut and Seed Products", "Snacks", "Breakfast Cereals",
    ]
    /// A food may come back two days later, sooner than a recipe: a yoghurt or
    /// an apple most days is how people eat, a dish three days running is not.
    static let planFillFoodVarietyDays = 2
    /// The grams of one serving of a food candidate.
    static let planFillFoodGrams = 100.0
    /// Below this many kcal in 100 g a food is a flavouring (a lemon, a lime),
    /// not a snack, and the fill would only use it to fill a slot.
    static let planFillSnackMinimumCalories = 40.0

    /// Whether a food of the table is eaten as it is, for a snack: in one of
    /// `planFillSnackGroups`, not a raw egg, and with some calories.
    static func isSnackFood(_ food: Food) -> Bool {
        guard planFillSnackGroups.contains(food.group), (food.per100g.calories ?? 0) >= planFillSnackMinimumCalories else { return false }
        let name = food.name.lowercased()
        return !(name.hasPrefix("egg") && name.contains("raw"))
    }

    /// The snack foods of the collection as candidates, in a stable order (by name), with
    /// their costs from `costs` (`day` only dates the meal costed).
    func planFillSnackFoods(costs: PlanCost?, day: Day) -> [PlanFillProblem.Candidate] {
        // Own foods with values (id ""), and foods of the table the cook gave a price, when eaten as they are.
        var found: [(name: String, food: Food)] = kitchen.ownFoods.filter { $0.id.isEmpty || Self.isSnackFood($0) }
            .map { ($0.name, $0) }
        for item in shopping.pantry?.items ?? [] {
            guard case .success(let food) = foods.resolve(item.name), Self.isSnackFood(food) else { continue }
            found.append((item.name, food))
        }
        var seen = Set<String>()
        var candidates: [PlanFillProblem.Candidate] = []
        for (name, food) in found {
            let values = food.per100g.scaled(by: Self.planFillFoodGrams / 100)
            guard let calories = values.calories, let protein = values.protein, let carbs = values.carbs, let fats = values.fats,
                [calories, protein, carbs, fats].allSatisfy({ $0.isFinite && $0 >= 0 }), calories > 0,
                seen.insert(food.name.lowercased()).inserted
            else { continue }
            var candidate = PlanFillProblem.Candidate(
                id: "food " + food.name.lowercased(), title: food.name,
                perServing: MacroTotals(calories: calories, protein: protein, carbs: carbs, fats: fats))
            candidate.food = name
            candidate.foodGrams = Self.planFillFoodGrams
            candidate.varietyDays = min(kitchen.settings.varietyDays, Self.planFillFoodVarietyDays)
            if let costs {
                var slot = MealSlot(id: "", day: day, meal: .afternoonSnack)
                slot.food = FoodPortion(name: name, amount: candidate.foodAmount(servings: 1) ?? "100 g")
                let meal = costs.cost(of: slot)
                (candidate.cost, candidate.isPriced) = (meal.cost, meal.isComplete)
            }
            candidates.append(candidate)
        }
        return candidates.sorted { $0.id < $1.id }
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
