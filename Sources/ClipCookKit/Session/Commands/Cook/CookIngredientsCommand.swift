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
        let used = Set(cooking.stepIngredients.map(\.id))
        // Presented once here: cook mode keeps no presented copy.
        let presented = cooking.ingredients
        var lines = [
            "Ingredients for \(session.plural(cooking.servings, "serving"))" + " (" + session.style.bold(">")
                + " used in step \(cooking.stepNumber)):"
        ]
        for ingredient in presented {
            let mark = used.contains(ingredient.id) ? session.style.bold(">") : " "
            lines.append(" \(mark) " + session.ingredientLine(ingredient))
        }
        let all: [JSONValue] = presented.map { ingredient in
            var object: [String: JSONValue] = [
                "name": .string(ingredient.name), "amount": .string(ingredient.amount), "usedInStep": .bool(used.contains(ingredient.id)),
            ]
            if let notes = ingredient.notes { object["notes"] = .string(notes) }
            return .object(object)
        }
        return .success(
            CommandOutcome(
                command: "", text: lines.joined(separator: "\n"), data: ["cook": session.cookState(), "ingredients": .array(all)]))
    }
}
