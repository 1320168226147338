import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct UnfavouriteCommand: SessionCommand {
    let spec = CommandSpec(
        "unfav", aliases: ["unfavourite", "unfavorite"], synopsis: "unfav RECIPE", summary: "remove a recipe from the favourites", argument: .recipe)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.setFlag(.favourite, false, arguments)
    }
}
