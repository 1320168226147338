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

/// The names, help and argument shapes of one REPL command (or of one
/// sub-command such as `plan add`). The behaviour lives beside it, in the
/// `SessionCommand` that owns it.
public struct CommandSpec: Hashable, Sendable {
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

    public init(
        _ name: String, aliases: [String] = [], synopsis: String, summary: String, details: [String] = [],
        argument: ArgumentKind? = nil, positionals: [ArgumentKind] = [], keywords: [String: ArgumentKind?] = [:],
        subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.synopsis = synopsis
        self.summary = summary
        self.details = details
        self.positionals = argument.map { [$0] + positionals } ?? positionals
        self.keywords = keywords
        self.subcommands = subcommands
    }

    public var allNames: [String] { [name] + aliases }

    /// The first positional argument.
    public var argument: ArgumentKind? { positionals.first }

    /// The sub-command named `name` (or an alias), ignoring case.
    public func subcommand(named name: String) -> CommandSpec? {
        let key = name.lowercased()
        return subcommands.first { $0.allNames.contains(key) }
    }
}
