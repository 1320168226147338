import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// One REPL command: its spec (names, synopsis, argument kinds) and its
/// behaviour, kept together in one file under `Commands/` and registered in
/// `CommandRegistry.all`. Help, completion and "did you mean" read the specs
/// from the registry, so a new command is one new file and one line there.
public protocol SessionCommand: Sendable {
    var spec: CommandSpec { get }

    /// Runs the command with the words after its name.
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError>

    /// Completions for the word being typed (`typed`) after `arguments`, or
    /// nil to let the spec drive completion.
    func completions(after arguments: [String], typed: String, in session: Session) -> [String]?
}

extension SessionCommand {
    public func completions(after arguments: [String], typed: String, in session: Session) -> [String]? { nil }
}
