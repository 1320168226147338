/// The command layer of the REPL and of scripts: reads one command, runs it
/// against the loaded collection, and returns an outcome that prints as text
/// or as one JSON line. No terminal code: the front end supplies the
/// `SessionInteraction` and the `TextStyle`.
public final class Session {
    public enum OutputFormat: String, Sendable, CaseIterable {
        case text
        case json
    }

    public let store: any CollectionStore
    public let interaction: any SessionInteraction
    public var style: TextStyle
    public var format: OutputFormat
    /// The day `today` means (for completion of dates).
    public var today: Day?
    /// Polled by long-running commands; true after Ctrl-C.
    public var isCancelled: () -> Bool = { false }
    /// Whether files changed on disk are read again before each command (on
    /// by default; tests turn it off to stand for a change that lands between
    /// that check and the write, which the store reports as a conflict).
    public var reloadsChangesOnDisk = true
    /// How many changes `undo` can revert.
    public var undoLimit = 200
    public private(set) var kitchen: KitchenSnapshot
    var undoStack: [StoreChange] = []

    public init(
        store: any CollectionStore, interaction: any SessionInteraction, style: TextStyle = .plain,
        format: OutputFormat = .text, today: Day?
    ) {
        self.store = store
        self.interaction = interaction
        self.style = style
        self.format = format
        self.today = today
        self.kitchen = store.load()
    }

    public var recipes: [Recipe] { kitchen.recipes.map(\.recipe) }

    /// The one-line summary printed when the REPL opens.
    public var summary: String {
        let active = kitchen.recipes.filter { !$0.recipe.isArchived }.count
        let archived = kitchen.recipes.count - active
        var parts = [plural(kitchen.recipes.count, "recipe") + (archived > 0 ? " (\(archived) archived)" : "")]
        parts.append(plural(kitchen.planFileCount, "plan") + " (\(plural(kitchen.mealSlots.count, "meal")))")
        let open = kitchen.shoppingItems.filter { !$0.checked }.count
        parts.append(plural(kitchen.shoppingItems.count, "shopping item") + " (\(open) to buy)")
        var line = parts.joined(separator: ", ")
        if !kitchen.problems.isEmpty { line += "; " + plural(kitchen.problems.count, "file") + " with errors" }
        return line
    }

    /// Runs one command (a line of a script or of the REPL, without `;`).
    public func execute(_ text: String) -> CommandOutcome {
        let words = CommandLexer.split(text).words.map(\.text)
        guard let first = words.first else { return CommandOutcome(command: "", text: "") }
        guard let spec = CommandTable.command(named: first) else {
            let names = CommandTable.commands.flatMap(\.allNames).filter { $0.count > 1 }
            let suggestion = Suggestion.closest(to: first, in: names)
                .map { "did you mean '\(CommandTable.command(named: $0)?.name ?? $0)'?" }
            return CommandOutcome(
                command: first,
                error: CommandError("unknown command '\(first)'", suggestion: suggestion ?? "type 'help' to see the commands"))
        }
        reloadIfChangedOnDisk()
        let arguments = Array(words.dropFirst())
        let outcome: Result<CommandOutcome, CommandError>
        switch spec.name {
        case "help": outcome = help(arguments)
        case "list": outcome = list(arguments)
        case "search": outcome = search(arguments)
        case "show": outcome = show(arguments)
        case "fav": outcome = setFlag(.favourite, true, arguments)
        case "unfav": outcome = setFlag(.favourite, false, arguments)
        case "archive": outcome = setFlag(.archived, true, arguments)
        case "restore": outcome = setFlag(.archived, false, arguments)
        case "delete": outcome = delete(arguments)
        case "undo": outcome = undo(arguments)
        case "new": outcome = newRecipe(arguments)
        case "edit": outcome = edit(arguments)
        case "reload": outcome = reload(arguments)
        case "stats": outcome = stats(arguments)
        case "set": outcome = set(arguments)
        case "quit":
            var result = CommandOutcome(command: "quit", text: "")
            result.quits = true
            outcome = .success(result)
        default:
            outcome = .failure(CommandError("'\(spec.name)' cannot be used here"))
        }
        switch outcome {
        case .success(var result):
            result.command = spec.name
            // Titles and text from files or imports: control characters shown, never obeyed.
            result.text = TerminalText.escaped(result.text, keepingNewlines: true, keepingStyle: style.color)
            return result
        case .failure(var error):
            error.message = TerminalText.escaped(error.message)
            error.suggestion = error.suggestion.map { TerminalText.escaped($0) }
            error.candidates = error.candidates.map { TerminalText.escaped($0) }
            return CommandOutcome(command: spec.name, error: error)
        }
    }

    /// Before each command: files changed underneath (another REPL, an
    /// editor, `git checkout`) are read again, and the user is told which.
    func reloadIfChangedOnDisk() {
        guard reloadsChangesOnDisk else { return }
        let changed = store.changedOnDisk()
        guard !changed.isEmpty else { return }
        refresh()
        let names = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
        interaction.tell(TerminalText.escaped("reloaded the collection: \(names) changed on disk"))
    }

    /// Reads the collection again (after a change, or on `reload`).
    func refresh() {
        kitchen = store.load()
    }

    func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    func noArguments(_ arguments: [String], _ command: String) -> CommandError? {
        guard let extra = arguments.first else { return nil }
        return CommandError("'\(command)' takes no arguments, got '\(extra)'")
    }

    func resolve(_ text: String) -> Result<RecipeEntry, CommandError> {
        RecipeResolver.resolve(text, in: kitchen.recipes)
    }
}
