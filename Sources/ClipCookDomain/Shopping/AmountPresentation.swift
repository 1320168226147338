import ClipCookCore
import ClipCookLanguage

/// Amounts as the cook sees them, the one place they are rendered once
/// scaled or converted, for every face: `show`, cook mode (the REPL's and
/// the web's), the shopping list, Markdown, the web card and the static
/// site. An amount with a number is scaled, converted (in metric, a cup of a
/// food that is weighed becomes grams: `FoodWeighing`), put in the unit a
/// cook writes (`Amount.forCook`) and rounded once, and the name follows its
/// number (`3 eggs`); text with no number ("a pinch", "salt to taste") is
/// left exactly as written, and so is an amount that is neither scaled nor
/// converted. Faces call `ingredients(of:servings:units:foods:)` with the
/// same units (the settings' unless the cook names others) and foods, so
/// they agree to the character.
package enum AmountPresentation {
    /// The ingredients of `recipe` as every face shows them: scaled to
    /// `servings` (nil: the recipe's own), in `units` (nil: each amount in
    /// its own system), a cup of a solid weighed in grams in metric through
    /// `foods` (nil: volumes stay volumes).
    package static func ingredients(of recipe: Recipe, servings: Int?, units: MeasurementSystem?, foods: FoodTable?) -> [Ingredient] {
        let factor = factor(of: recipe, servings: servings)
        let system = recipe.unitSystem
        PresentationTally.current?.add(recipe.ingredients.count, wholeList: true)
        return recipe.ingredients.map { ingredient in
            present(ingredient, factor: factor, units: units, system: system, food: weighingFood(of: ingredient, units: units, foods: foods))
        }
    }

    /// The same ingredients as `ingredients(of:servings:units:foods:)`, one
    /// at a time and in order, without making the list: for a face that
    /// writes each one out as it goes (a huge recipe's `show`).
    package static func forEachIngredient(
        of recipe: Recipe, servings: Int?, units: MeasurementSystem?, foods: FoodTable?, _ body: (Ingredient) -> Void
    ) {
        let factor = factor(of: recipe, servings: servings)
        let system = recipe.unitSystem
        PresentationTally.current?.add(recipe.ingredients.count, wholeList: false)
        for ingredient in recipe.ingredients {
            body(present(ingredient, factor: factor, units: units, system: system, food: weighingFood(of: ingredient, units: units, foods: foods)))
        }
    }

    /// The ingredients at `indices` of `recipe` as
    /// `ingredients(of:servings:units:foods:)` shows them, alone: for a face
    /// that shows a few of a recipe's ingredients (cook mode's step). Indices
    /// that are not the recipe's are left out.
    package static func ingredients(
        at indices: [Int], of recipe: Recipe, servings: Int?, units: MeasurementSystem?, foods: FoodTable?
    ) -> [Ingredient] {
        guard !indices.isEmpty else { return [] }
        let factor = factor(of: recipe, servings: servings)
        let system = recipe.unitSystem
        let known = indices.filter(recipe.ingredients.indices.contains)
        PresentationTally.current?.add(known.count, wholeList: false)
        return known.map { index in
            let ingredient = recipe.ingredients[index]
            return present(ingredient, factor: factor, units: units, system: system, food: weighingFood(of: ingredient, units: units, foods: foods))
        }
    }

    /// What scales `recipe` to `servings`: 1 for its own servings, for none,
    /// and for a recipe whose servings are not a positive number.
    package static func factor(of recipe: Recipe, servings: Int?) -> Double {
        guard let servings, servings >= 1, recipe.servings >= 1, servings != recipe.servings else { return 1 }
        return Double(servings) / Double(recipe.servings)
    }

    /// The food that weighs the ingredient's amount: looked up only for an
    /// imperial volume shown in metric, as the one its `[food NAME]` names,
    /// else the one its name matches (`RecipeNutrition.food`).
    package static func weighingFood(of ingredient: Ingredient, units: MeasurementSystem?, foods: FoodTable?) -> Food? {
        guard units == .metric, let foods else { return nil }
        let trimmed = Substring(ingredient.amount.trimmingBlanks())
        guard let end = Amount.leadingAmountEnd(in: trimmed), let unit = Amount(String(trimmed[..<end]))?.unit,
            unit.dimension == .volume, unit.system == .imperial
        else { return nil }
        return try? RecipeNutrition.food(for: ingredient, table: foods).get()
    }

    package static func present(
        _ text: String, factor: Double, units: MeasurementSystem?, system: MeasurementSystem? = nil, food: Food? = nil
    ) -> String {
        guard let (amount, rest) = shown(text, factor: factor, units: units, system: system, food: food) else { return text }
        return rest.isEmpty ? amount.description : amount.description + " " + rest
    }

    /// The ingredient as shown: its amount presented, its name in the number
    /// the amount asks for (`3 eggs`, `2 large lemons`).
    package static func present(
        _ ingredient: Ingredient, factor: Double, units: MeasurementSystem?, system: MeasurementSystem?, food: Food? = nil
    ) -> Ingredient {
        var shownIngredient = ingredient
        guard let (amount, rest) = shown(ingredient.amount, factor: factor, units: units, system: system, food: food) else {
            return ingredient
        }
        shownIngredient.amount = rest.isEmpty ? amount.description : amount.description + " " + rest
        shownIngredient.name = ShoppingName.agreeing(ingredient.name, with: amount, words: rest)
        return shownIngredient
    }

    /// The amount at the start of `text` as shown, and the words after it
    /// ("2 large" -> "large"), which stay as written; nil when nothing changes.
    package static func shown(
        _ text: String, factor: Double, units: MeasurementSystem?, system: MeasurementSystem?, food: Food?
    ) -> (Amount, String)? {
        guard factor != 1 || units != nil else { return nil }
        let trimmed = text.trimmingBlanks()
        guard let end = Amount.leadingAmountEnd(in: Substring(trimmed)), let amount = Amount(String(trimmed[..<end])) else {
            return nil
        }
        return (shown(amount.scaled(by: factor), units: units, system: system, food: food), trimmed[end...].trimmingBlanks())
    }

    /// An amount as shown in `units` (nil: its own), in a recipe or list
    /// written in `system`.
    package static func shown(_ amount: Amount, units: MeasurementSystem?, system: MeasurementSystem?, food: Food?) -> Amount {
        shownExactly(amount, units: units, system: system, food: food).roundedForCook()
    }

    /// `shown` before the rounding: weighed or converted, in the unit a cook uses.
    package static func shownExactly(_ amount: Amount, units: MeasurementSystem?, system: MeasurementSystem?, food: Food?) -> Amount {
        var amount = amount
        if units == .metric, let weighed = weighed(amount, food: food) {
            amount = weighed
        } else if let units {
            amount = amount.convertedExactly(to: units)
        }
        return amount.inCookUnit(system: units ?? system ?? amount.unit?.system)
    }

    /// An imperial volume of a food that is weighed, in grams.
    package static func weighed(_ amount: Amount, food: Food?) -> Amount? {
        guard let food, let unit = amount.unit, unit.dimension == .volume, unit.system == .imperial,
            let perMillilitre = FoodWeighing.gramsPerMillilitre(of: food, in: unit), let base = amount.baseQuantity
        else { return nil }
        return Amount(quantity: base.scaled(by: perMillilitre), unit: MeasureUnit(symbol: "g")).convertedExactly(to: .metric)
    }
}

extension Recipe {
    /// The measurement system the recipe is written in: the one more of its
    /// amounts use (teaspoons and tablespoons belong to both); nil when
    /// neither has more.
    package var unitSystem: MeasurementSystem? {
        var metric = 0
        var imperial = 0
        for ingredient in ingredients {
            switch Amount(ingredient.amount)?.unit?.system {
            case .metric?: metric += 1
            case .imperial?: imperial += 1
            case nil: break
            }
        }
        return metric > imperial ? .metric : imperial > metric ? .imperial : nil
    }
}
