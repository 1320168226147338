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
    case choices([String])
}

/// One REPL command: its names, its help and the shape of its arguments.
public struct CommandSpec: Hashable, Sendable {
    public var name: String
    public var aliases: [String]
    public var synopsis: String
    public var summary: String
    public var details: [String]
    /// The first (positional) argument.
    public var argument: ArgumentKind?
    /// Keywords that may follow, each with the kind of value it takes (nil: none).
    public var keywords: [String: ArgumentKind?]

    public init(
        _ name: String, aliases: [String] = [], synopsis: String, summary: String, details: [String] = [],
        argument: ArgumentKind? = nil, keywords: [String: ArgumentKind?] = [:]
    ) {
        self.name = name
        self.aliases = aliases
        self.synopsis = synopsis
        self.summary = summary
        self.details = details
        self.argument = argument
        self.keywords = keywords
    }

    public var allNames: [String] { [name] + aliases }
}

/// Every command the REPL and scripts understand.
public enum CommandTable {
    public static let commands: [CommandSpec] = [
        CommandSpec(
            "help", aliases: ["?"], synopsis: "help [COMMAND]", summary: "list the commands, or explain one",
            argument: .command),
        CommandSpec(
            "list", aliases: ["ls"],
            synopsis: "list [category C] [favourites] [archived|all] [tag T] [where EXPR] [sort FIELD [desc]] [limit N]",
            summary: "list recipes (archived ones are hidden unless asked for)",
            details: [
                "where compares calories, protein, carbs, fats, servings, prep and cook (minutes)",
                "with < <= > >= = !=, joined by 'and' / 'or', e.g. list where protein >= 30 and calories < 600",
                "sort by title, category or any where-field; add 'desc' for the largest first",
            ],
            keywords: [
                "category": .category, "favourites": nil, "archived": nil, "all": nil, "tag": .tag,
                "where": .field, "sort": .field, "limit": .number, "desc": nil,
            ]),
        CommandSpec(
            "search", aliases: ["find"], synopsis: "search TEXT",
            summary: "find recipes by title, ingredients, steps, caption and tags (title matches first)",
            details: ["case and accents are ignored: 'creme' finds 'Crème brûlée'"], argument: .text),
        CommandSpec(
            "show", aliases: ["cat"], synopsis: "show RECIPE [servings N] [units metric|imperial]",
            summary: "show a recipe card, optionally scaled and converted",
            argument: .recipe, keywords: ["servings": .number, "units": .choices(["metric", "imperial"])]),
        CommandSpec("fav", aliases: ["favourite", "favorite"], synopsis: "fav RECIPE", summary: "mark a recipe as a favourite", argument: .recipe),
        CommandSpec("unfav", aliases: ["unfavourite", "unfavorite"], synopsis: "unfav RECIPE", summary: "remove a recipe from the favourites", argument: .recipe),
        CommandSpec("archive", synopsis: "archive RECIPE", summary: "hide a recipe from lists without deleting it", argument: .recipe),
        CommandSpec("restore", aliases: ["unarchive"], synopsis: "restore RECIPE", summary: "bring an archived recipe back", argument: .recipe),
        CommandSpec(
            "delete", aliases: ["rm"], synopsis: "delete RECIPE", summary: "delete a recipe's file (asks first; undo brings it back)",
            argument: .recipe),
        CommandSpec("undo", synopsis: "undo", summary: "revert the last change (repeat to go further back)"),
        CommandSpec("new", synopsis: "new TITLE", summary: "create a recipe file from a template", argument: .text),
        CommandSpec(
            "edit", synopsis: "edit RECIPE", summary: "open a recipe in $VISUAL or $EDITOR, then check and reload it",
            argument: .recipe),
        CommandSpec("reload", synopsis: "reload", summary: "read the collection from disk again"),
        CommandSpec("stats", synopsis: "stats", summary: "count recipes, favourites, categories, plans and shopping items"),
        CommandSpec(
            "set", synopsis: "set format text|json", summary: "change a session setting",
            argument: .choices(["format"]), keywords: ["format": .choices(["text", "json"])]),
        CommandSpec("run", aliases: ["source"], synopsis: "run FILE", summary: "run the commands in a script file", argument: .path),
        CommandSpec("quit", aliases: ["exit", "q"], synopsis: "quit", summary: "leave the REPL (Ctrl-D does too)"),
    ]

    /// The command named `name` (or one of its aliases), ignoring case.
    public static func command(named name: String) -> CommandSpec? {
        let key = name.lowercased()
        return commands.first { $0.allNames.contains(key) }
    }

    public static var names: [String] { commands.map(\.name) }
}
