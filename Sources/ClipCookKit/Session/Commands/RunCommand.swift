import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `run FILE` is carried out by the front end (it reads the file and feeds
/// its lines back through the session); the session only knows its spec.
struct RunCommand: SessionCommand {
    let spec = CommandSpec("run", aliases: ["source"], synopsis: "run FILE", summary: "run the commands in a script file", argument: .path)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        .failure(CommandError("'run' cannot be used here"))
    }
}
