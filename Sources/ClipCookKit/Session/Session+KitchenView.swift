import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What the kitchen web view (`clipcook serve`) asks of a session: the same
/// values the REPL's commands show (`search`, `list`, `show`, `nutrition`,
/// `macros week`, `shop`) as models instead of text, and the same changes
/// (`shop check`, `shop add`, `shop clear`, `fav`) through the same store.
extension Session {
    /// Reads files changed on disk again (as before each REPL command),
    /// without telling anyone; the names of the files that changed.
    @discardableResult
    public func followChangesOnDisk() -> [String] {
        guard reloadsChangesOnDisk else { return [] }
        let changed = store.changedOnDisk()
        if !changed.isEmpty { refresh() }
        return changed
    }

    /// The recipes `search TEXT` finds, best first, with the fields they
    /// matched in (archived recipes left out, as the command leaves them).
    public func searchEntries(_ text: String) -> [(entry: RecipeEntry, fields: [String])] {
        searchPositions(text).map { (kitchen.recipes[$0.position], $0.fields) }
    }

    /// The same as positions in `kitchen.recipes`: a page that shows a few
    /// of thousands of hits reads only those instead of copying each.
    public func searchPositions(_ text: String) -> [(position: Int, fields: [String])] {
        guard !TextFolding.words(text).isEmpty else { return [] }
        let index = searchIndex
        let rows = queryIndex
        return SearchRanking.find(text, in: index).filter { !index.isArchived($0.position) }.map { hit in
            (rows.firstWithSameId(hit.position), hit.fields)
        }
    }

    /// Makes the list and search indexes now (both at once, one on each
    /// core), so that the first searches and lists of a server do not wait
    /// for them.
    public func prepareIndexes() {
        prepareAllIndexes()
    }

    /// The recipe a command would find for `text` (an id or a title).
    public func recipeEntry(_ text: String) -> Result<RecipeEntry, CommandError> {
        resolve(text)
    }

    /// Whether a recipe has exactly the id `id`, as the recipe page finds
    /// it (a planned meal's link to its card): compared as written, with
    /// nothing folded, lowercased or copied for each of the recipes.
    public func hasRecipe(id: String) -> Bool {
        let recipes = kitchen.recipes
        return recipes.indices.contains { recipes[$0].recipe.id == id }
    }

    /// The recipe as `show RECIPE servings N units U` shows it: amounts
    /// scaled and converted, rounded as a cook writes them.
    public func cardRecipe(_ recipe: Recipe, servings: Int?, units: MeasurementSystem?) -> Recipe {
        RecipeCard(recipe: recipe, servings: servings, units: units, style: .plain, foods: foods).scaledRecipe
    }

    /// The units `show` uses when none are asked for: the settings' when
    /// there is a settings file, else the amounts as written.
    public var cardUnits: MeasurementSystem? { kitchen.hasSettingsFile ? kitchen.settings.units : nil }

    /// The per-serving values `nutrition RECIPE` computes from the ingredients.
    public func computedNutrition(of recipe: Recipe) -> RecipeNutrition {
        RecipeNutrition(recipe, table: foods)
    }

    /// The seven days of the ISO week of `day`, as `macros week` totals
    /// them; `recipes` is the collection's recipes by id (made once per
    /// change by a caller that asks often, else those of the week only).
    public func weekPlans(of day: Day, recipes: [String: Recipe]? = nil) -> [DayPlan] {
        guard let monday = day.isoWeek.monday else { return [] }
        let slots = kitchen.mealSlots
        let days = (0..<7).compactMap { monday.adding(days: $0) }
        let week = Set(days)
        let byId = recipes ?? recipesById(naming: slots.lazy.filter { week.contains($0.day) })
        return days.map { DayPlan(day: $0, slots: slots, recipes: byId) }
    }

    /// The shopping list as `shop` shows it, aisle by aisle.
    public func shoppingListView(units: MeasurementSystem? = nil) -> ShoppingListView {
        shoppingView(units: units)
    }

    /// `shop check` / `shop uncheck` of the item with `id` (ids are unique
    /// where names need not be).
    public func setShoppingItem(id: String, checked: Bool) -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        guard let index = shopping.list.shoppingItems.firstIndex(where: { $0.id == id }) else {
            return .failure(CommandError("no item '\(id)' on the shopping list", kind: .notFound))
        }
        var item = shopping.list.shoppingItems[index]
        guard item.checked != checked else {
            return .success(CommandOutcome(command: "shop", text: "nothing to change", data: ["changed": .bool(false)]))
        }
        item.checked = checked
        let verb = checked ? "check" : "uncheck"
        return shopApply(
            [.replace(index, item)], summary: "shop \(verb) '\(item.name)'",
            done: "\(checked ? "checked" : "unchecked") '\(item.name)'", data: ["item": .string(item.name)])
    }

    /// `shop add TEXT` for free text only (never read as a recipe's name).
    public func addShoppingText(_ text: String) -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        return shopAddText(text)
    }

    /// `shop add recipe RECIPE servings N`.
    public func addRecipeToShopping(id: String, servings: Int?) -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        var words = [id]
        if let servings { words += ["servings", String(servings)] }
        return shopAddRecipe(words, explicit: true)
    }

    /// `shop clear`: removes the checked items.
    public func clearCheckedShopping() -> Result<CommandOutcome, CommandError> {
        shopClear([])
    }

    /// Which of `ingredients` a step's text uses, as cook mode shows them.
    public static func ingredientsUsed(by text: String, in ingredients: [Ingredient]) -> [Int] {
        StepIngredients.used(by: text, in: ingredients)
    }
}
