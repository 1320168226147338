import ClipCookDomain
import ClipCookKit

/// The parts of clipcook(1) that no command spec holds: what the tool is,
/// its examples (the README's tour, which a test checks they are taken
/// from), the environment it reads (a test checks every variable the code
/// reads is here), the files of a collection and the exit status.
enum ManPageText {
    static let name = "recipes, meal plans and shopping lists as plain-text files"

    static let description = [
        """
        clipcook keeps recipes, meal plans, a shopping list and a pantry as plain-text files in a folder \
        (the collection), often a git repository. Recipes are written in a small language that reads like \
        a recipe card and diffs well. One executable formats, lints, converts, imports and exports the \
        files, serves them to a phone in the kitchen, and opens a REPL to search, plan the week to your \
        goals, keep the pantry and the shopping list, and cook step by step with timers.
        """,
        """
        Every change a command makes is written back to the files, keeping their comments and layout, \
        atomically, and never over a change made on disk by someone else.
        """,
    ]

    static let replIntroduction = [
        """
        The commands of the REPL (clipcook without a command), of clipcook -c and of scripts run \
        with clipcook run. Words are separated by blanks and commands by ';'; "..." keeps blanks in one \
        word. At the prompt, help COMMAND prints the same text and Tab completes commands, sub-commands, \
        recipe ids, dates, meal slots and foods. DATE is one of: \(DateExpression.accepted). \
        SLOT is one of: \(SlotName.accepted).
        """
    ]

    static let cookModeIntroduction = [
        "While cook mode is on (after cook RECIPE), every line is one of these; an empty line is next."
    ]

    struct Example {
        var what: String
        var command: String

        /// `$ COMMAND` in lines of at most 68 columns (80 once indented in
        /// the page): a long script is
        /// broken after a `;` (a new line inside the quotes also ends a command).
        var lines: [String] {
            var lines: [String] = []
            var current = "$"
            for piece in command.components(separatedBy: "; ").enumerated().map({ $0.offset == 0 ? $0.element : "; " + $0.element }) {
                if current.count + piece.count + 1 > 68, current != "$", piece.hasPrefix("; ") {
                    lines.append(current + ";")
                    current = "    " + piece.dropFirst(2)
                } else {
                    current += current == "$" ? " " + piece : piece
                }
            }
            lines.append(current)
            // One script too long for a line: it goes on the next, after a backslash.
            return lines.flatMap { line -> [String] in
                guard line.count > 68, let quote = line.range(of: " -c '") else { return [line] }
                return [String(line[..<quote.lowerBound]) + " -c \\", "    " + line[line.index(after: quote.lowerBound)...].dropFirst(3)]
            }
        }
    }

    /// The tour of the README, in its order.
    static let examples = [
        Example(what: "A recipe card:", command: "clipcook -C examples -c 'show overnight-oats'"),
        Example(what: "The week's plan, one column a day:", command: "clipcook -C examples -c 'plan week'"),
        Example(what: "Today's calories and macros against the goals in settings:", command: "clipcook -C examples -c 'macros'"),
        Example(
            what: "A recipe's ingredients on a fresh shopping list, by aisle, leaving out what the pantry holds:",
            command: "clipcook -C examples -c 'shop clear all; shop add shakshuka-with-feta; shop'"),
        Example(
            what: "Food into the pantry, then the recipes ranked by how much of each is at home:",
            command:
                "clipcook -C examples -c 'pantry add 6 eggs expires 2026-11-28; pantry add 200 g feta expires 2026-11-27; pantry; suggest pantry'"),
        Example(
            what: "Two days planned to the goals, without writing them:",
            command: "clipcook -C examples -c 'plan fill 2026-11-30..2026-12-01 slots breakfast lunch dinner dry-run'"),
        Example(
            what: "Cook mode, step by step with a timer (a script moves a virtual clock with wait):",
            command: "clipcook -C examples -c 'cook overnight-oats; next; timer start; wait 8 h; next; quit'"),
        Example(what: "The same collection on a phone's browser, at http://127.0.0.1:8080:", command: "clipcook serve -C examples"),
    ]

    struct Entry {
        var name: String
        var meaning: String
    }

    static let environment = [
        Entry(
            name: "CLIPCOOK_COLLECTION",
            meaning: "The collection folder when -C is not given (else the current folder, when it looks like a collection)."),
        Entry(name: "CLIPCOOK_TODAY", meaning: "A date (yyyy-MM-dd) taken as today, so that scripts and tests can fix the day."),
        Entry(
            name: "CLIPCOOK_LOCK_WAIT",
            meaning:
                "How many seconds a write waits for another process to let go of the collection's lock (0 to 3600; default 10); past it nothing is written."
        ),
        Entry(name: "NO_COLOR", meaning: "When set and not empty: no colour in the REPL, diagnostics or lint output."),
        Entry(name: "TERM", meaning: "dumb: no colour."),
        Entry(name: "LC_ALL, LC_CTYPE, LANG", meaning: "The first one set says whether the terminal takes UTF-8 (bars and symbols), else ASCII."),
        Entry(
            name: "VISUAL, EDITOR",
            meaning: "The editor that edit and new open (the first one set; default vi); it may carry arguments (code --wait)."),
        Entry(
            name: "XDG_STATE_HOME, HOME",
            meaning: "Where the REPL keeps its history: $XDG_STATE_HOME/clipcook/history, else ~/.local/state/clipcook/history."),
    ]

    static let filesIntroduction = """
        A collection is a folder of text files; files are found by name anywhere below it (hidden files and \
        folders such as .git are skipped):
        """

    static let files = [
        Entry(name: "recipes/*.recipe", meaning: "One recipe a file."),
        Entry(name: "plans/*.plan", meaning: "Meal plans, one file an ISO week (plans/2026-W48.plan); plan commands create them."),
        Entry(name: "shopping.list", meaning: "The shopping list."),
        Entry(name: "pantry", meaning: "What is at home, with amounts and expiry dates; left out of lists made from recipes and plans."),
        Entry(name: "aisles", meaning: "Where things are in your shop, before the built-in aisles."),
        Entry(name: "foods/*.foods", meaning: "The collection's own foods, added to the nutrition table."),
        Entry(name: "settings", meaning: "Units, meal slots, daily goals, currency, colour and lint rule levels."),
        Entry(name: "inbox.list", meaning: "Links and captions waiting to be imported (clipcook import inbox)."),
        Entry(name: "cooked.log", meaning: "What was cooked when (cook done), one entry a line."),
        Entry(name: ".gitattributes", meaning: "Written by clipcook init --git: the merge driver for the collection's files."),
        Entry(name: "~/.local/state/clipcook/history", meaning: "The REPL's history (see XDG_STATE_HOME)."),
    ]

    static let exitStatus = [
        Entry(name: "0", meaning: "Success."),
        Entry(
            name: "1",
            meaning: "A command failed, a file has errors, lint has findings, fmt --check would change a file, or the merge driver left a conflict."),
        Entry(name: "2", meaning: "A usage error: an unknown option or command, a bad value, or no collection found."),
    ]

    static let seeAlso = """
        git(1). The guide and the reference (the language, every REPL command, the lint rules) are in the \
        docs folder of the source: docs/repl.md, docs/reference/commands.md, grammar/README.md.
        """
}
