import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `--json show`'s reply written in pieces: the same members as its data
/// (`recipe`, `servings`, `path`, `cost`), but the recipe's ingredients and
/// steps and the cost's priced and unpriced ingredients are made and
/// written a batch at a time, so that a huge recipe's reply is never a
/// tree of JSON values (it was 110× the file).
extension Session {
    /// The elements of a long list made and encoded together.
    static let showJSONBatch = 512

    static func showJSONPieces(card: RecipeCard, path: String?, pricedBy: FoodTable?, currency: String?) -> JSONPieces {
        var members: [String: JSONPieces.Member] = ["servings": .value(.int(card.servings ?? card.recipe.servings))]
        if let path { members["path"] = .value(.string(path)) }
        members["recipe"] = recipeMember(card)
        if let pricedBy { members["cost"] = .object(costPieces(card.recipe, factor: card.factor, table: pricedBy, currency: currency)) }
        return JSONPieces(members)
    }

    /// The scaled recipe: its other fields encoded as a whole recipe's
    /// are, its ingredients presented a batch at a time.
    private static func recipeMember(_ card: RecipeCard) -> JSONPieces.Member {
        var rest = card.recipe
        rest.servings = card.servings ?? card.recipe.servings
        rest.ingredients = []
        rest.steps = []
        guard case .object(let fields) = RecipeSummary.encode(rest), fields["ingredients"] != nil, fields["steps"] != nil else {
            return .value(RecipeSummary.encode(card.scaledRecipe))
        }
        var pieces = JSONPieces(fields.mapValues { .value($0) })
        pieces.members["ingredients"] = .elements { emit in
            var batch: [Ingredient] = []
            batch.reserveCapacity(showJSONBatch)
            AmountPresentation.forEachIngredient(of: card.recipe, servings: card.servings, units: card.units, foods: card.foods) {
                batch.append($0)
                if batch.count == showJSONBatch {
                    emit(arrayElements(batch))
                    batch.removeAll(keepingCapacity: true)
                }
            }
            emit(arrayElements(batch))
        }
        let steps = card.recipe.steps
        pieces.members["steps"] = .elements { emit in
            var start = 0
            while start < steps.count {
                let end = min(start + showJSONBatch, steps.count)
                emit(arrayElements(Array(steps[start..<end])))
                start = end
            }
        }
        return .object(pieces)
    }

    private static func arrayElements(_ values: [some Encodable]) -> [JSONValue] {
        guard !values.isEmpty, case .array(let elements) = RecipeSummary.encode(values) else { return [] }
        return elements
    }

    /// `costJSON` of the recipe (its total scaled by `factor`), from one
    /// pass that sums and notes which ingredients are unpriced, then the
    /// priced and the unpriced ones worked out again a batch at a time as
    /// they are written (`show` and `nutrition`).
    static func costPieces(_ recipe: Recipe, factor: Double, table: FoodTable, currency: String?) -> JSONPieces {
        let ingredients = recipe.ingredients
        var total = Money.zero
        var pricedCount = 0
        var unpricedAt: [Int] = []
        for (index, ingredient) in ingredients.enumerated() {
            switch FoodCost.cost(of: ingredient, table: table) {
            case .success(let found):
                total = total + found.cost
                pricedCount += 1
            case .failure: unpricedAt.append(index)
            }
        }
        let unpriced = unpricedAt
        var members: [String: JSONPieces.Member] = [
            "recipe": .value(moneyJSON(total.scaled(by: factor))),
            "perServing": .value(moneyJSON(total.scaled(by: 1 / Double(max(1, recipe.servings))))),
            "complete": .value(.bool(unpriced.isEmpty && pricedCount > 0)),
            "currency": .value(currency.map(JSONValue.string) ?? .null),
        ]
        members["priced"] = .elements { emit in
            var batch: [JSONValue] = []
            var next = 0
            for (index, ingredient) in ingredients.enumerated() {
                if next < unpriced.count, unpriced[next] == index {
                    next += 1
                    continue
                }
                guard case .success(let found) = FoodCost.cost(of: ingredient, table: table) else { continue }
                batch.append(pricedJSON(ingredient, food: found.food, cost: found.cost))
                if batch.count == showJSONBatch {
                    emit(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            emit(batch)
        }
        members["unpriced"] = .elements { emit in
            var batch: [JSONValue] = []
            for index in unpriced {
                guard case .failure(let failure) = FoodCost.cost(of: ingredients[index], table: table) else { continue }
                batch.append(unpricedJSON(ingredients[index], reason: failure.reason))
                if batch.count == showJSONBatch {
                    emit(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            emit(batch)
        }
        return JSONPieces(members)
    }
}
