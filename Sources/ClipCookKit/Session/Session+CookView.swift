import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What the kitchen view's cook mode asks of a session: `cook done`, and
/// `plan done` of the meal that was cooked, through the same store as the REPL.
extension Session {
    /// `cook done ID servings N`: today's meal in `cooked.log`, its
    /// ingredients taken from the pantry.
    public func recordCooked(id: String, servings: Int?) -> Result<CommandOutcome, CommandError> {
        var words = [id]
        if let servings { words += ["servings", String(servings)] }
        return cookDone(words)
    }

    /// A meal planned for `day` with the recipe `id` and not yet marked
    /// eaten, as `plan done DATE SLOT N` names it; nil when there is none.
    public func uneatenPlannedMeal(of id: String, on day: Day) -> (meal: MealType, number: Int)? {
        for meal in MealType.allCases {
            let items = kitchen.mealSlots.filter { $0.day == day && $0.meal == meal && ($0.recipeId != nil || $0.quickAdd != nil) }
            if let index = items.firstIndex(where: { $0.recipeId == id && !$0.isEaten }) { return (meal, index + 1) }
        }
        return nil
    }

    /// `plan done DAY MEAL N`.
    public func markPlannedMealEaten(day: Day, meal: MealType, number: Int) -> Result<CommandOutcome, CommandError> {
        var words: ArraySlice<String> = [day.description, SlotName.spelling(meal), String(number)]
        return planDone(&words, today: today ?? day)
    }
}
