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
    /// How many changes `undo` can revert.
    public var undoLimit = 200
    public private(set) var kitchen: KitchenSnapshot {
        didSet { cachedSearchIndex = nil }
    }
    private var cachedSearchIndex: SearchRanking.Index?
    /// The recipes' folded text for `search`, made when first needed after a change.
    var searchIndex: SearchRanking.Index {
        if let index = cachedSearchIndex { return index }
        let index = SearchRanking.Index(recipes)
        cachedSearchIndex = index
        return index
    }
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
        guard let command = CommandRegistry.command(named: first) else {
            let suggestion = Suggestion.closest(to: first, in: CommandRegistry.suggestibleNames)
                .map { "did you mean '\(CommandRegistry.command(named: $0)?.spec.name ?? $0)'?" }
            return CommandOutcome(
                command: first,
                error: CommandError("unknown command '\(first)'", suggestion: suggestion ?? "type 'help' to see the commands"))
        }
        let name = command.spec.name
        switch command.run(Array(words.dropFirst()), in: self) {
        case .success(var result):
            result.command = name
            return result
        case .failure(let error):
            return CommandOutcome(command: name, error: error)
        }
    }

    /// Reads the collection again (after a change, or on `reload`).
    func refresh() {
        // Drop the old snapshot first: the store can then update the one it
        // shares with us in place instead of copying every recipe.
        kitchen = KitchenSnapshot()
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
