import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What Tab may insert: replace the last `replacing` characters (Unicode
/// scalars) before the cursor with one of `candidates`; or, when
/// `pathPrefix` is set, complete a file path (the front end lists files).
public struct CompletionProposal: Hashable, Sendable {
    public var replacing: Int
    public var candidates: [String]
    public var pathPrefix: String?

    public init(replacing: Int, candidates: [String], pathPrefix: String? = nil) {
        self.replacing = replacing
        self.candidates = candidates
        self.pathPrefix = pathPrefix
    }
}

extension Session {
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    static let comparisons = ["<", "<=", ">", ">=", "=", "!="]

    /// Completions for the text before the cursor: command names, sub-commands
    /// and keywords, recipe ids and titles, categories, tags, fields, meal
    /// slots, dates and file paths.
    public func completions(before text: String) -> CompletionProposal {
        let command = CompletionEngine.lastCommand(text)
        let token = CompletionEngine.currentToken(command)
        let lexed = CommandLexer.split(String(command.dropLast(token.count)))
        let preceding = lexed.words.map(\.text)
        let typed = CommandLexer.split(token).words.first?.text ?? ""
        let quoted = token.hasPrefix("\"") || token.hasPrefix("'")
        let replacing = token.unicodeScalars.count
        if isCooking { return cookModeCompletions(after: preceding, typed: typed, replacing: replacing) }

        guard let first = preceding.first else {
            let names = CompletionEngine.matching(typed, CommandRegistry.names)
            let aliases = CompletionEngine.matching(typed, CommandRegistry.specs.flatMap(\.aliases).filter { $0.count > 1 })
            return CompletionProposal(replacing: replacing, candidates: names.isEmpty ? aliases : names)
        }
        guard let command = CommandRegistry.command(named: first) else { return CompletionProposal(replacing: 0, candidates: []) }
        return proposal(for: command, after: Array(preceding.dropFirst()), typed: typed, quoted: quoted, replacing: replacing)
    }

    /// Completions after a command's name, from its spec: the sub-commands
    /// (and their aliases), then what the sub-command (or the command) takes:
    /// its completer's candidates, else the kind of the word being typed.
    func proposal(
        for command: any SessionCommand, after arguments: [String], typed: String, quoted: Bool, replacing: Int
    ) -> CompletionProposal {
        if let custom = command.spec.completer?(arguments, typed, self) {
            return CompletionProposal(replacing: replacing, candidates: custom)
        }
        var spec = command.spec
        var words = arguments
        if let word = words.first, let sub = spec.subcommand(named: word) {
            spec = sub
            words.removeFirst()
            if let custom = sub.completer?(words, typed, self) {
                return CompletionProposal(replacing: replacing, candidates: custom)
            }
        } else if words.isEmpty, !spec.subcommands.isEmpty {
            let subs = spec.subcommandNames(matching: typed)
            let values = spec.argument.map { self.values(of: $0, typed: typed, quoted: quoted) } ?? []
            return CompletionProposal(replacing: replacing, candidates: subs + values)
        }
        guard let kind = argumentKind(in: spec, after: words) else {
            return CompletionProposal(replacing: replacing, candidates: [])
        }
        if kind == .path { return CompletionProposal(replacing: replacing, candidates: [], pathPrefix: typed) }
        return CompletionProposal(replacing: replacing, candidates: values(of: kind, typed: typed, quoted: quoted))
    }

    /// The kind of the word that follows `words` (the arguments typed after a
    /// command or sub-command name): a keyword's value, the next positional
    /// argument, or the keywords themselves.
    func argumentKind(in spec: CommandSpec, after words: [String]) -> ArgumentKind? {
        let previous = words.last?.lowercased()
        if spec.name == "list", let previous, words.contains(where: { $0.lowercased() == "where" }),
            RecipeField(name: previous)?.isNumeric == true
        {
            return .choices(Session.comparisons)
        }
        if spec.name == "list", previous == "and" || previous == "or" || previous == "where" {
            return .choices(RecipeField.numeric.map(\.rawValue))
        }
        if let previous, let valueKind = spec.keywords[previous] {
            return valueKind ?? .choices(spec.keywords.keys.sorted())
        }
        let keywordWords = words.filter { spec.keywords[$0.lowercased()] != nil }.count
        let position = words.count - keywordWords
        if keywordWords == 0, !spec.positionals.isEmpty {
            if position < spec.positionals.count { return spec.positionals[position] }
            if spec.keywords.isEmpty, spec.positionals.last == .text { return .text }
        }
        return spec.keywords.isEmpty ? nil : .choices(spec.keywords.keys.sorted())
    }

    func values(of kind: ArgumentKind, typed: String, quoted: Bool) -> [String] {
        switch kind {
        case .recipe:
            let ids = CompletionEngine.matching(typed, kitchen.recipes.map(\.recipe.id))
            if !quoted, !ids.isEmpty { return ids }
            return CompletionEngine.matching(typed, kitchen.recipes.map(\.recipe.title))
                .map { quoted ? "\"" + $0 + "\"" : CommandLexer.quoteIfNeeded($0) }
        case .command: return CompletionEngine.matching(typed, CommandRegistry.names)
        case .category: return CompletionEngine.matching(typed, RecipeCategory.allCases.map { $0.rawValue.lowercased() })
        case .tag:
            let tags = Set(kitchen.recipes.flatMap(\.recipe.tags)).sorted()
            return CompletionEngine.matching(typed, tags).map(CommandLexer.quoteIfNeeded)
        case .field: return CompletionEngine.matching(typed, RecipeField.allCases.map(\.rawValue))
        case .mealSlot:
            return CompletionEngine.matching(typed, MealType.allCases.map { $0.rawValue.lowercased().replacingSpaces() })
        case .day:
            var days = ["today", "tomorrow", "yesterday"] + Session.weekdays
            days += (0..<7).compactMap { today?.adding(days: $0)?.description }
            return CompletionEngine.matching(typed, days)
        case .food:
            return Array(CompletionEngine.matching(typed, foods.foods.map(\.name)).prefix(40)).map(CommandLexer.quoteIfNeeded)
        case .choices(let words): return CompletionEngine.matching(typed, words)
        case .number, .text, .path: return []
        }
    }
}

/// The text handling behind `Session.completions(before:)`.
enum CompletionEngine {
    /// The text after the last `;` outside quotes.
    static func lastCommand(_ text: String) -> String {
        tail(of: text, afterLast: { $0 == ";" })
    }

    /// The word being typed, raw (an opening quote included); empty after a blank.
    static func currentToken(_ text: String) -> String {
        tail(of: text, afterLast: { $0 == " " || $0 == "\t" })
    }

    /// The end of `text` after the last character outside quotes (`"` or
    /// `'`, as the command lexer reads them) that `isBoundary`; all of it
    /// when there is none.
    private static func tail(of text: String, afterLast isBoundary: (Character) -> Bool) -> String {
        var quoting = CommandQuoting()
        var start = text.startIndex
        var index = text.startIndex
        quoting.scan(text) { ch, role in
            let after = text.index(after: index)
            if role == .plain, isBoundary(ch) { start = after }
            index = after
        }
        return String(text[start...])
    }

    /// The words that start with `prefix`, ignoring case and accents, in order, without repeats.
    static func matching(_ prefix: String, _ words: [String]) -> [String] {
        let wanted = TextFolding.fold(prefix)
        var seen = Set<String>()
        return words.filter { TextFolding.fold($0).hasPrefix(wanted) && seen.insert($0).inserted }
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { String(map { $0 == " " ? "-" : $0 }) }
}
