import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct RestoreCommand: SessionCommand {
    let spec = CommandSpec("restore", aliases: ["unarchive"], synopsis: "restore RECIPE", summary: "bring an archived recipe back", argument: .recipe)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.setFlag(.archived, false, arguments)
    }
}
