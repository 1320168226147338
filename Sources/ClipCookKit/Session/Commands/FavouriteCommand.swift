import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct FavouriteCommand: SessionCommand {
    let spec = CommandSpec(
        "fav", aliases: ["favourite", "favorite"], synopsis: "fav RECIPE", summary: "mark a recipe as a favourite", argument: .recipe)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.setFlag(.favourite, true, arguments)
    }
}
