import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What a command's argument or keyword value is, for completion and help.
public enum ArgumentKind: Hashable, Sendable {
    case recipe
    case command
    case category
    case tag
    case field
    case number
    case text
    case path
    case day
    case mealSlot
    case food
    case choices([String])
}

/// What a sub-command does with the words after its name (or alias).
public typealias CommandHandler = @Sendable (_ arguments: [String], _ session: Session) -> Result<CommandOutcome, CommandError>

/// What Tab offers after a sub-command: the candidates for the word being
/// typed (`typed`) after the sub-command's words (`arguments`), or nil to let
/// the argument kinds of its spec decide.
public typealias CompletionHandler = @Sendable (_ arguments: [String], _ typed: String, _ session: Session) -> [String]?

/// The names, help and argument shapes of one REPL command (or of one
/// sub-command such as `plan add`), read by dispatch, `help`, completion,
/// the reference page and the man page. A command's own behaviour lives in
/// the `SessionCommand` that owns the spec; a sub-command's is its
/// `handler`, so that a sub-command and its aliases are declared once and
/// run the same code (`SessionCommand.dispatch`).
public struct CommandSpec: Sendable {
    public var name: String
    public var aliases: [String]
    public var synopsis: String
    public var summary: String
    public var details: [String]
    /// The positional arguments, in order (completion offers the kind of the
    /// one being typed; the last repeats).
    public var positionals: [ArgumentKind]
    /// Keywords that may follow, each with the kind of value it takes (nil: none).
    public var keywords: [String: ArgumentKind?]
    /// Sub-commands (`plan add`, `shop check`): the word after the command name.
    public var subcommands: [CommandSpec]
    /// What a sub-command runs; nil for a command (its `SessionCommand.run`).
    public var handler: CommandHandler?
    /// Completion of its own (a command's or a sub-command's), where its argument kinds do not say enough.
    public var completer: CompletionHandler?

    public init(
        _ name: String, aliases: [String] = [], synopsis: String, summary: String, details: [String] = [],
        argument: ArgumentKind? = nil, positionals: [ArgumentKind] = [], keywords: [String: ArgumentKind?] = [:],
        subcommands: [CommandSpec] = [], completer: CompletionHandler? = nil, handler: CommandHandler? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.synopsis = synopsis
        self.summary = summary
        self.details = details
        self.positionals = argument.map { [$0] + positionals } ?? positionals
        self.keywords = keywords
        self.subcommands = subcommands
        self.completer = completer
        self.handler = handler
    }

    public var allNames: [String] { [name] + aliases }

    /// The first positional argument.
    public var argument: ArgumentKind? { positionals.first }

    /// The sub-command named `name` (or an alias), ignoring case.
    public func subcommand(named name: String) -> CommandSpec? {
        let key = name.lowercased()
        return subcommands.first { $0.allNames.contains(key) }
    }

    /// The sub-commands' names, then (for a prefix no name has) their
    /// aliases, that start with `typed`: what Tab offers after the command.
    func subcommandNames(matching typed: String) -> [String] {
        let names = CompletionEngine.matching(typed, subcommands.map(\.name))
        if !names.isEmpty { return names }
        return CompletionEngine.matching(typed, subcommands.flatMap(\.aliases))
    }
}

extension SessionCommand {
    /// Runs the command with the words after its name: the handler of the
    /// sub-command the first word names (or is an alias of), else `run`.
    public func dispatch(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if let first = arguments.first, let sub = spec.subcommand(named: first), let handler = sub.handler {
            return handler(Array(arguments.dropFirst()), session)
        }
        return run(arguments, in: session)
    }
}
