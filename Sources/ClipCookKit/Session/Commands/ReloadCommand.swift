import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct ReloadCommand: SessionCommand {
    let spec = CommandSpec("reload", synopsis: "reload", summary: "read the collection from disk again")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.reload(arguments)
    }
}

extension Session {
    func reload(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = noArguments(arguments, "reload") { return .failure(error) }
        refresh()
        var text = "reloaded: " + summary
        if !kitchen.problems.isEmpty { text += "\n" + kitchen.problems.map(\.rendered).joined(separator: "\n") }
        return .success(CommandOutcome(command: "", text: text, data: ["recipes": .int(kitchen.recipes.count)]))
    }
}
