import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct ArchiveCommand: SessionCommand {
    let spec = CommandSpec("archive", synopsis: "archive RECIPE", summary: "hide a recipe from lists without deleting it", argument: .recipe)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.setFlag(.archived, true, arguments)
    }
}
