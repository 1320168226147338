import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

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
    /// The per-user state folder (`$XDG_STATE_HOME/clipcook`), where the text
    /// of an edit the user gave up on is kept; nil when there is none.
    public var stateFolder: String?
    /// How many changes `undo` can revert.
    public var undoLimit = 200
    /// Which face this session serves: the undo journal says it of each change.
    public var face: ChangeFace = .repl
    public private(set) var kitchen: KitchenSnapshot
    /// The recipes as an array and the indexes of `list` and `search`, made
    /// when first needed and updated after each change.
    private var indexes = RecipeIndexes()
    /// What `list` filters and sorts by.
    var queryIndex: RecipeQueryIndex { indexes.queryIndex(of: kitchen) }
    /// The recipes' folded text for `search`.
    var searchIndex: SearchRanking.Index { indexes.searchIndex(of: kitchen) }
    /// The best hits of a search (see `RecipeIndexes.best`).
    func searchBest(_ text: String, limit: Int?, keeping keep: (_ isArchived: Bool) -> Bool) -> (
        hits: [SearchRanking.Found], total: Int
    ) {
        indexes.best(text, limit: limit, keeping: keep, of: kitchen)
    }
    /// The list index when it is made, else nil (see `RecipeIndexes.madeQueryIndex`).
    var madeQueryIndex: RecipeQueryIndex? { indexes.madeQueryIndex(of: kitchen) }
    /// For each position, the first with the same recipe id.
    var firstOfSameId: [Int32] { indexes.firstOfSameId(of: kitchen) }
    /// The same for `positions` (see `RecipeIndexes.firstOfSameId(for:of:)`).
    func firstOfSameId(for positions: [Int]) -> [Int] { indexes.firstOfSameId(for: positions, of: kitchen) }
    /// Makes both indexes whole now (see `RecipeIndexes.prepare`).
    func prepareAllIndexes() { indexes.prepare(kitchen) }
    var undoStack: [StoreChange] = []
    /// What cook mode's timers read: the system clock in the REPL, a manual
    /// one in scripts and tests (`wait N` moves it).
    public var clock: any CookClock = SystemCookClock()
    /// The recipe being cooked, kept after leaving cook mode so that its
    /// timers can still be named.
    public internal(set) var cookSession: CookSession?
    /// Whether lines go to cook mode (between `cook RECIPE` and leaving it).
    public internal(set) var isCooking = false
    /// Every started timer; they keep running outside cook mode.
    public internal(set) var timerBoard = TimerBoard()

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

    /// The recipes of the snapshot, made once per change of it.
    public var recipes: [Recipe] { indexes.recipes(of: kitchen) }

    /// The one-line summary printed when the REPL opens.
    public var summary: String {
        let active = kitchen.recipes.indices.reduce(0) { $0 + (kitchen.recipes[$1].recipe.isArchived ? 0 : 1) }
        let archived = kitchen.recipes.count - active
        var parts = [plural(kitchen.recipes.count, "recipe") + (archived > 0 ? " (\(archived) archived)" : "")]
        parts.append(plural(kitchen.planFileCount, "plan") + " (\(plural(kitchen.mealSlots.count, "meal")))")
        let open = kitchen.shoppingItems.filter { !$0.checked }.count
        parts.append(plural(kitchen.shoppingItems.count, "shopping item") + " (\(open) to buy)")
        var line = parts.joined(separator: ", ")
        let withErrors = kitchen.problems.filter { $0.errorCount > 0 }.count
        if withErrors > 0 { line += "; " + plural(withErrors, "file") + " with errors" }
        return line
    }

    /// Runs one command (a line of a script or of the REPL, without `;`):
    /// in cook mode, a cook-mode command. Timers that expired meanwhile are
    /// announced with the outcome.
    public func execute(_ text: String) -> CommandOutcome {
        var outcome = isCooking ? executeInCookMode(text) : executeCommand(text)
        attachExpiredTimers(to: &outcome)
        return outcome
    }

    /// Runs one command given as its words, already split (the agent tools
    /// build them from typed arguments, so no quoting can be got wrong).
    /// Not in cook mode; timers that expired meanwhile are announced.
    public func execute(words: [String]) -> CommandOutcome {
        var outcome = executeCommand(words: words)
        attachExpiredTimers(to: &outcome)
        return outcome
    }

    private func executeCommand(_ text: String) -> CommandOutcome {
        executeCommand(words: CommandLexer.split(text).words.map(\.text))
    }

    private func executeCommand(words: [String]) -> CommandOutcome {
        guard let first = words.first else { return CommandOutcome(command: "", text: "") }
        guard let command = CommandRegistry.command(named: first) else {
            let suggestion = Suggestion.closest(to: first, in: CommandRegistry.suggestibleNames)
                .map { "did you mean '\(CommandRegistry.command(named: $0)?.spec.name ?? $0)'?" }
            return CommandOutcome(
                command: first,
                error: CommandError("unknown command '\(first)'", suggestion: suggestion ?? "type 'help' to see the commands", kind: .notFound))
        }
        reloadIfChangedOnDisk()
        let name = command.spec.name
        // Plan lines naming a food are read against the collection's foods.
        let result = FoodTable.$scopedOwnFoods.withValue(kitchen.ownFoods) {
            command.dispatch(Array(words.dropFirst()), in: self)
        }
        switch result {
        case .success(var result):
            result.command = name
            // Titles and text from files or imports: control characters shown, never obeyed.
            if result.writesTextInPieces {
                // Piece by piece: the pieces end at line ends.
                let color = style.color
                result.changeText { piece in
                    Session.isPlainText(piece) ? piece : TerminalText.escaped(piece, keepingNewlines: true, keepingStyle: color)
                }
            } else if !Session.isPlainText(result.text) {
                result.text = TerminalText.escaped(result.text, keepingNewlines: true, keepingStyle: style.color)
            }
            return result
        case .failure(var error):
            error.message = TerminalText.escaped(error.message)
            error.suggestion = error.suggestion.map { TerminalText.escaped($0) }
            error.candidates = error.candidates.map { TerminalText.escaped($0) }
            return CommandOutcome(command: name, error: error)
        }
    }

    /// Whether `text` holds nothing `TerminalText.escaped` would change
    /// (keeping newlines): no control character but line feed and tab, none
    /// of the invisible direction marks. Decided on the bytes, conservatively
    /// (any text it is unsure of goes through `escaped`): the output of a
    /// `list` of thousands of recipes is not taken apart scalar by scalar.
    static func isPlainText(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                // Printable ASCII (0x20...0x7E), eight bytes at a time: nothing to look at.
                index = LineScanner.skipPrintable(UnsafeRawBufferPointer(bytes), from: index)
                guard index < bytes.count else { break }
                let byte = bytes[index]
                if byte < 0x20 {
                    guard byte == 0x0A || byte == 0x09 else { return false }
                } else if byte == 0x7F {
                    return false
                } else if byte == 0xC2 {
                    // U+0080...U+009F
                    if index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return false }
                } else if byte == 0xE2, index + 2 < bytes.count {
                    // U+200E, U+200F, U+202A...U+202E: E2 80 8E/8F/AA...AE; U+2066...U+2069: E2 81 A6...A9.
                    let (second, third) = (bytes[index + 1], bytes[index + 2])
                    if second == 0x80, third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third) { return false }
                    if second == 0x81, (0xA6...0xA9).contains(third) { return false }
                }
                index += 1
            }
            return true
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
        // Drop the old snapshot first: the store can then update the one it
        // shares with us in place instead of copying every recipe.
        kitchen = KitchenSnapshot()
        kitchen = store.load()
        indexes.follow(kitchen)
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

    /// The one recipe `text` names, for a command that writes it somewhere
    /// (`plan add`): when it could mean several, the user picks one, or,
    /// with nobody to ask (a script), the command fails listing them.
    func resolveAsking(_ text: String) -> Result<RecipeEntry, CommandError> {
        switch RecipeResolver.matches(text, in: kitchen.recipes, everyMatch: true) {
        case .failure(let error): return .failure(error)
        case .success(let found) where found.count == 1: return .success(found[0])
        case .success(let found):
            let options = found.prefix(20).map { TerminalText.line("\($0.recipe.id) (\($0.recipe.title))") }
            let question = TerminalText.line("'\(RecipeResolver.oneLine(text))' matches \(found.count) recipes; which one?")
            if interaction.isInteractive, let choice = interaction.choose(question, options: options), found.indices.contains(choice) {
                return .success(found[choice])
            }
            return .failure(RecipeResolver.ambiguity(text, found))
        }
    }
}
