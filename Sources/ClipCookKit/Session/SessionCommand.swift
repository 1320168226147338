import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// One REPL command: its spec (names, aliases, synopsis, argument kinds and
/// sub-commands with their handlers) and its behaviour, kept together in one
/// file under `Commands/` and registered in `CommandRegistry.all`. Dispatch
/// (`dispatch`), help, completion, "did you mean", the reference page and
/// the man page all read the spec, so a sub-command or an alias is declared
/// once; a new command is one new file and one line in the registry.
public protocol SessionCommand: Sendable {
    var spec: CommandSpec { get }

    /// Runs the command with the words after its name when they do not start
    /// with one of its sub-commands (those run their spec's handler).
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError>
}
