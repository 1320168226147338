import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The commands understood in cook mode, between `cook RECIPE` and leaving
/// it: while cook mode is on, every line goes to one of these.
public enum CookModeRegistry {
    public static let all: [any SessionCommand] = [
        CookNextCommand(),
        CookBackCommand(),
        CookGotoCommand(),
        CookIngredientsCommand(),
        TimerCommand(),
        TimersCommand(),
        WaitCommand(),
        CookHelpCommand(),
        CookQuitCommand(),
    ]

    public static func command(named name: String) -> (any SessionCommand)? {
        let key = name.lowercased()
        return all.first { $0.spec.allNames.contains(key) }
    }

    public static var names: [String] { all.map(\.spec.name) }
}

extension Session {
    /// Runs one line in cook mode; a blank line is `next`.
    func executeInCookMode(_ text: String) -> CommandOutcome {
        let words = CommandLexer.split(text).words.map(\.text)
        guard let first = words.first else { return finishCookCommand("next", CookNextCommand().run([], in: self)) }
        guard let command = CookModeRegistry.command(named: first) else {
            let names = CookModeRegistry.all.flatMap(\.spec.allNames).filter { $0.count > 1 }
            let suggestion = Suggestion.closest(to: first, in: names)
                .map { "did you mean '\(CookModeRegistry.command(named: $0)?.spec.name ?? $0)'?" }
            return CommandOutcome(
                command: first,
                error: CommandError(
                    "unknown cook-mode command '\(first)'",
                    suggestion: suggestion ?? "cook mode knows " + CookModeRegistry.names.joined(separator: ", ")))
        }
        return finishCookCommand(command.spec.name, command.dispatch(Array(words.dropFirst()), in: self))
    }

    private func finishCookCommand(_ name: String, _ result: Result<CommandOutcome, CommandError>) -> CommandOutcome {
        var outcome: CommandOutcome
        switch result {
        case .success(let done):
            outcome = done
            outcome.command = name
        case .failure(let error):
            outcome = CommandOutcome(command: name, error: error)
        }
        // Every cook-mode result carries the state, for scripts (`--json`),
        // attached without making the rest of the reply (`ingredients` of a
        // huge recipe writes its list in pieces and attaches its own).
        if !outcome.hasKnownMember("cook") { outcome.attach("cook", cookStateMember()) }
        return outcome
    }
}

extension Session {
    /// Tab in cook mode: the cook-mode commands, then what each takes
    /// (`timer`'s actions and the timer names).
    func cookModeCompletions(after preceding: [String], typed: String, replacing: Int) -> CompletionProposal {
        guard let first = preceding.first else {
            return CompletionProposal(replacing: replacing, candidates: CompletionEngine.matching(typed, CookModeRegistry.names))
        }
        guard let command = CookModeRegistry.command(named: first) else { return CompletionProposal(replacing: replacing, candidates: []) }
        return proposal(for: command, after: Array(preceding.dropFirst()), typed: typed, quoted: false, replacing: replacing)
    }
}
