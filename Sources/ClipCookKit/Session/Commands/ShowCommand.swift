import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct ShowCommand: SessionCommand {
    let spec = CommandSpec(
        "show", aliases: ["cat"], synopsis: "show RECIPE [servings N] [units metric|imperial]",
        summary: "show a recipe card, optionally scaled and converted",
        argument: .recipe, keywords: ["servings": .number, "units": .choices(["metric", "imperial"])])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.show(arguments)
    }
}

extension Session {
    /// The names of unpriced ingredients a card's cost lines give, the
    /// rest counted ("and 12 more"): a line of a million names helps no one.
    static let unpricedNamesShown = 1_000

    func show(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        // RECIPE is every word up to the first keyword.
        var nameWords: [String] = []
        var index = 0
        while index < arguments.count, !["servings", "units"].contains(arguments[index].lowercased()) {
            nameWords.append(arguments[index])
            index += 1
        }
        var servings: Int?
        var units: MeasurementSystem?
        while index < arguments.count {
            let keyword = arguments[index].lowercased()
            guard index + 1 < arguments.count else { return .failure(CommandError("'\(keyword)' needs a value")) }
            let value = arguments[index + 1]
            if keyword == "servings" {
                guard let n = Int(value), (1...10_000).contains(n) else {
                    return .failure(CommandError("servings must be a whole number from 1 to 10000, not '\(value)'"))
                }
                servings = n
            } else {
                guard let system = MeasurementSystem.lenient(value) else {
                    return .failure(CommandError("unknown units '\(value)'", suggestion: "units metric or units imperial"))
                }
                units = system
            }
            index += 2
        }
        let entry: RecipeEntry
        switch resolve(nameWords.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        // The settings' units unless the command names others; a collection
        // without settings shows amounts as written.
        let shownUnits = units ?? (kitchen.hasSettingsFile ? kitchen.settings.units : nil)
        // The food table weighs cups of solids in metric only
        // (`AmountPresentation.weighingFood`): other cards do not load it.
        let card = RecipeCard(
            recipe: entry.recipe, servings: servings, units: shownUnits, style: style, foods: shownUnits == .metric ? foods : nil)
        // The card is written in pieces as it is printed, its ingredients
        // presented one at a time; the cost lines come from sums alone
        // (`RecipeCostTotals`: no record an ingredient), and the scaled
        // recipe and the cost of each ingredient of the JSON summary are
        // made only when the summary is asked for (a huge recipe's would
        // otherwise cost several times the file).
        var tail = ""
        var costTable: FoodTable?
        if hasPrices {
            let totals = RecipeCostTotals(entry.recipe, table: foods, namesKept: Self.unpricedNamesShown)
            tail += "\n" + costLines(totals, factor: card.factor).joined(separator: "\n")
            costTable = foods
        }
        if let path = entry.path { tail += "\n" + style.dim("file: \(TerminalText.line(path))") }
        let path = entry.path
        let currency = kitchen.settings.currency
        let ending = tail
        let pricedBy = costTable
        return .success(
            CommandOutcome(
                command: "",
                writingText: { write in
                    card.write(inPiecesOf: RecipeCard.pieceSize, write)
                    write(ending)
                },
                lazyData: {
                    let scaled = card.scaledRecipe
                    var data: [String: JSONValue] = ["recipe": RecipeSummary.encode(scaled), "servings": .int(scaled.servings)]
                    if let path { data["path"] = .string(path) }
                    if let pricedBy {
                        let cost = RecipeCost(card.recipe, table: pricedBy)
                        data["cost"] = Session.costJSON(cost, factor: card.factor, currency: currency)
                    }
                    return data
                },
                jsonPieces: { Session.showJSONPieces(card: card, path: path, pricedBy: pricedBy, currency: currency) }))
    }
}
