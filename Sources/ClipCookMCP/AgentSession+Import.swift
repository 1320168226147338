import ClipCookCore
import ClipCookKit

extension AgentSession {
    /// The `import` tool: a link is fetched here (awaited, not on a blocked
    /// thread), then the session writes what it gave; a caption is read by
    /// the session. Exactly one of the two must be given.
    func importRecipe(_ arguments: Arguments) async -> CommandOutcome {
        let link = arguments["link"]?.trimmingBlanks() ?? ""
        let caption = arguments["caption"]?.trimmingBlanks() ?? ""
        guard link.isEmpty != caption.isEmpty else {
            return CommandOutcome(command: "import", error: CommandError("import needs either 'link' or 'caption' (one of the two)"))
        }
        let result: Result<CommandOutcome, CommandError>
        if caption.isEmpty {
            guard LinkImport.isLink(link) else {
                return CommandOutcome(command: "import", error: CommandError("'\(link)' is not a link (http or https)"))
            }
            let outcome = await LinkImport.read(link, images: !arguments.flag("no_images"))
            result = session.saveFetched(outcome, link: link)
        } else {
            result = session.importCaption(caption)
        }
        switch result {
        case .success(var outcome):
            outcome.command = "import"
            return outcome
        case .failure(let error):
            return CommandOutcome(command: "import", error: error)
        }
    }
}
