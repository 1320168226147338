import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Every command the REPL and scripts understand, in the order `help` lists them.
public enum CommandRegistry {
    public static let all: [any SessionCommand] = [
        HelpCommand(),
        ListCommand(),
        SearchCommand(),
        ShowCommand(),
        CookCommand(), TimerCommand(), TimersCommand(), WaitCommand(),
        FavouriteCommand(),
        UnfavouriteCommand(),
        RateCommand(),
        ArchiveCommand(),
        RestoreCommand(),
        DeleteCommand(),
        UndoCommand(),
        NewCommand(),
        ImportCommand(),
        InboxCommand(),
        EditCommand(),
        RenameCommand(),
        ReloadCommand(),
        SyncCommand(),
        HistoryCommand(),
        StatsCommand(),
        ShopCommand(),
        PantryCommand(),
        SetCommand(),
        RunCommand(),
        FoodCommand(),
        PlanCommand(),
        GoalsCommand(),
        MacrosCommand(),
        NutritionCommand(),
        SuggestCommand(),
        CookableCommand(),
        QuitCommand(),
    ]

    private static let byName: [String: any SessionCommand] = {
        var table: [String: any SessionCommand] = [:]
        for command in all {
            for name in command.spec.allNames where table[name] == nil { table[name] = command }
        }
        return table
    }()

    public static var specs: [CommandSpec] { all.map(\.spec) }

    /// The command named `name` (or one of its aliases), ignoring case.
    public static func command(named name: String) -> (any SessionCommand)? {
        byName[name.lowercased()]
    }

    public static var names: [String] { all.map(\.spec.name) }

    /// Names and aliases worth suggesting (not one-letter shortcuts).
    static var suggestibleNames: [String] { all.flatMap(\.spec.allNames).filter { $0.count > 1 } }
}
