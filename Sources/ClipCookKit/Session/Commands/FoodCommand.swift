import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `food search TEXT` and `food show NAME`: the nutrition table from the REPL.
struct FoodCommand: SessionCommand {
    let spec = CommandSpec(
        "food", synopsis: "food search TEXT | food show NAME", summary: "search the nutrition table, or show a food's values and portions",
        details: [
            "values are per 100 g, from the USDA SR28 table and the collection's foods/*.foods files",
            "search ranks word by word and prefers raw and plain forms: 'food search egg' lists 'Egg, whole, raw, fresh' first",
        ],
        subcommands: [
            CommandSpec(
                "search", synopsis: "food search TEXT", summary: "list the foods that match, best first", argument: .text,
                handler: { $1.foodSearch($0.joined(separator: " ")) }),
            CommandSpec(
                "show", synopsis: "food show NAME", summary: "a food's values per 100 g and its portion weights", argument: .food,
                handler: { $1.foodShow($0.joined(separator: " ")) }),
        ])

    /// Without a sub-command, or with a word that is none: how to use it.
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard let first = arguments.first else {
            return .failure(CommandError("usage: food search TEXT | food show NAME"))
        }
        return .failure(CommandError("unknown 'food' command '\(first)'", suggestion: "expected 'search' or 'show'"))
    }
}

extension Session {
    func foodSearch(_ text: String) -> Result<CommandOutcome, CommandError> {
        guard !FoodSearch.words(text).isEmpty else {
            return .failure(CommandError("'food search' needs some text", suggestion: "for example: food search greek yogurt"))
        }
        let matches = FoodSearch.search(text, in: foods, limit: 15)
        guard !matches.isEmpty else {
            // An answer, not an error: a script goes on after it.
            var lines = ["no food matches '\(TerminalText.line(text))'"]
            if case .failure(let error) = foods.resolve(text), let hint = error.suggestion, hint.hasPrefix("did you mean") {
                lines.append(hint)
            }
            return .success(
                CommandOutcome(
                    command: "", text: lines.joined(separator: "\n"), data: ["query": .string(text), "foods": .array([])]))
        }
        // Names measured in terminal columns, so that the values line up
        // after a name with an accent, a CJK word or an emoji.
        let names = matches.map { TerminalText.line($0.food.name) }
        let width = min(60, names.map { ColumnWidth.of($0) }.max() ?? 0)
        let lines = zip(matches, names).map { match, name in
            ColumnWidth.padded(name, to: width) + "  " + style.dim(FoodText.values(match.food.per100g))
                + (match.food.file.map { style.dim("  (collection: \(TerminalText.line($0)))") } ?? "")
        }
        let data: [String: JSONValue] = [
            "query": .string(text),
            "foods": .array(
                matches.map { match in
                    guard case .object(var object) = FoodText.json(match.food) else { return .null }
                    object["score"] = .int(match.score)
                    return .object(object)
                }),
        ]
        return .success(CommandOutcome(command: "", text: (lines + [style.dim("per 100 g")]).joined(separator: "\n"), data: data))
    }

    func foodShow(_ name: String) -> Result<CommandOutcome, CommandError> {
        let food: Food
        switch foods.resolve(name) {
        case .success(let found): food = found
        case .failure(let error): return .failure(error)
        }
        var lines = [style.bold(food.name) + style.dim("  (\(FoodText.origin(food))\(food.group.isEmpty ? "" : ", " + food.group))")]
        lines.append("per 100 g: " + FoodText.values(food.per100g))
        if food.portions.isEmpty {
            lines.append("portions: none (amounts in g, kg, oz or lb only)")
        } else {
            lines.append("portions:")
            lines += food.portions.map { "  " + $0.description }
        }
        var data: [String: JSONValue] = ["food": FoodText.json(food)]
        if let price = food.price {
            lines.append("price: \(price.amount.formattedExactly(currency: kitchen.settings.currency)) per \(FoodCost.describe(price))")
            data["price"] = .object([
                "amount": .double(price.amount.value), "per": .double(price.quantity),
                "unit": price.unit.map(JSONValue.string) ?? .null,
            ])
        }
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }

    /// The nutrition table with the collection's own foods.
    var foods: FoodTable { FoodTable.collection(kitchen.ownFoods) }
}

/// How foods print as text and JSON.
enum FoodText {
    static func values(_ values: FoodValues) -> String {
        func show(_ value: Double?) -> String { value.map(FoodTable.number) ?? "?" }
        return "\(show(values.calories)) kcal  protein \(show(values.protein)) g  carbs \(show(values.carbs)) g  fats \(show(values.fats)) g"
    }

    /// "SR28 01123", or "collection: foods/own.foods" for one of the collection's foods.
    static func origin(_ food: Food) -> String {
        if let file = food.file { return "collection: " + file }
        return food.id.isEmpty ? "own food" : "SR28 " + food.id
    }

    static func json(_ food: Food) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { .double(($0 * 100).rounded() / 100) } ?? .null }
        return .object([
            "id": .string(food.id), "name": .string(food.name), "group": .string(food.group),
            "source": .string(food.file == nil ? "sr28" : "collection"), "file": food.file.map(JSONValue.string) ?? .null,
            "per100g": .object([
                "calories": number(food.per100g.calories), "protein": number(food.per100g.protein),
                "carbs": number(food.per100g.carbs), "fats": number(food.per100g.fats),
            ]),
            "portions": .array(
                food.portions.map {
                    .object(["amount": .double($0.amount), "unit": .string($0.unit), "grams": .double($0.grams)])
                }),
        ])
    }
}
