import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `ingredients`: every ingredient of the recipe, scaled, with the ones the
/// step shown uses marked.
struct CookIngredientsCommand: SessionCommand {
    let spec = CommandSpec(
        "ingredients", aliases: ["i"], synopsis: "ingredients",
        summary: "list all the ingredients, scaled, marking the ones this step uses")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if let error = session.noArguments(arguments, "ingredients") { return .failure(error) }
        guard let cooking = session.cookSession else { return .failure(CommandError("not cooking")) }
        let heading =
            "Ingredients for \(session.plural(cooking.servings, "serving"))" + " (" + session.style.bold(">")
            + " used in step \(cooking.stepNumber)):"
        let list = CookIngredientList(cooking: cooking, heading: heading, style: session.style)
        // The text and the JSON list are written in pieces as each
        // ingredient is presented: cook mode keeps no presented copy, and
        // a huge recipe's list is never held whole (issue 40). The state is
        // attached, so that cook mode does not make the reply to add it.
        var outcome = CommandOutcome(
            command: "",
            writingText: { emit in list.write(inPiecesOf: RecipeCard.pieceSize, emit) },
            lazyData: { ["ingredients": list.json()] },
            jsonPieces: { JSONPieces(["ingredients": list.jsonElements()]) })
        outcome.attach("cook", session.cookStateMember())
        return .success(outcome)
    }
}

/// The list `ingredients` shows: the recipe's ingredients presented one at
/// a time, those the step shown uses marked, as text lines or JSON objects.
struct CookIngredientList: Sendable {
    let cooking: CookSession
    let heading: String
    let style: TextStyle
    /// The ids of the ingredients the step shown uses.
    let used: Set<String>

    init(cooking: CookSession, heading: String, style: TextStyle) {
        self.cooking = cooking
        self.heading = heading
        self.style = style
        used = Set(cooking.stepIngredients.map(\.id))
    }

    /// The heading, then a line an ingredient, in pieces of about
    /// `pieceSize` bytes that end at a line's end.
    func write(inPiecesOf pieceSize: Int, _ emit: (String) -> Void) {
        var pieces = LinePieces(size: pieceSize, layout: .joined)
        pieces.add(heading, emit)
        cooking.forEachIngredient { ingredient in
            let mark = used.contains(ingredient.id) ? style.bold(">") : " "
            pieces.add(" \(mark) " + Session.ingredientLine(ingredient, style: style), emit)
        }
        pieces.finish(emit)
    }

    func object(_ ingredient: Ingredient) -> JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(ingredient.name), "amount": .string(ingredient.amount), "usedInStep": .bool(used.contains(ingredient.id)),
        ]
        if let notes = ingredient.notes { object["notes"] = .string(notes) }
        return .object(object)
    }

    /// Every ingredient's object, made whole (the reply's `data`).
    func json() -> JSONValue {
        var all: [JSONValue] = []
        cooking.forEachIngredient { all.append(object($0)) }
        return .array(all)
    }

    /// The same objects, made a batch at a time as they are written.
    func jsonElements() -> JSONPieces.Member {
        .batched(Session.showJSONBatch) { add in cooking.forEachIngredient { add(object($0)) } }
    }
}
