import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Finds the recipe a user means: an id, a title, or an unambiguous prefix
/// of either (case and accents ignored).
public enum RecipeResolver {
    /// With `everyMatch` (for a command that writes what it picks, such as
    /// `plan add`), a text that is not an id or a title is matched against
    /// both the starts of ids and titles and the words of titles, and more
    /// than one match is an error listing them all: "salmon" names neither
    /// "Salmon Teriyaki" nor "Garlic Butter Salmon" alone.
    public static func resolve(
        _ typed: String, in entries: [RecipeEntry], everyMatch: Bool = false
    ) -> Result<RecipeEntry, CommandError> {
        switch matches(typed, in: entries, everyMatch: everyMatch) {
        case .success(let found) where found.count == 1: return .success(found[0])
        case .success(let found): return .failure(ambiguity(typed, found))
        case .failure(let error): return .failure(error)
        }
    }

    /// The error for a text that matches several recipes, listing them.
    public static func ambiguity(_ typed: String, _ matches: [RecipeEntry]) -> CommandError {
        let shown = matches.prefix(10).map { "\($0.recipe.id) (\($0.recipe.title))" }
        let more = matches.count > 10 ? ["… \(matches.count - 10) more"] : []
        return CommandError("'\(oneLine(typed))' matches \(matches.count) recipes", candidates: shown + more)
    }

    /// Line breaks as blanks, for one-line messages.
    static func oneLine(_ typed: String) -> String {
        typed.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The recipes `typed` may mean: one, or several (see `resolve`), or
    /// an error with a "did you mean" when it means none.
    public static func matches(
        _ typed: String, in entries: [RecipeEntry], everyMatch: Bool = false
    ) -> Result<[RecipeEntry], CommandError> {
        // Shown in one-line messages: line breaks become blanks.
        let text = oneLine(typed)
        let wanted = TextFolding.fold(text.trimmingBlanks())
        guard !wanted.isEmpty else { return .failure(CommandError("missing recipe name or id")) }
        // The id as typed first (`unicode-ü` beside `unicode-u`), then ids folded like the text.
        let typedID = text.trimmingBlanks().lowercased()
        if let exact = entries.first(where: { $0.recipe.id.lowercased() == typedID }) { return .success([exact]) }
        let byID = entries.filter { TextFolding.fold($0.recipe.id) == wanted }
        if byID.count == 1 { return .success(byID) }
        let byTitle = entries.filter { TextFolding.fold($0.recipe.title) == wanted }
        if !byTitle.isEmpty { return .success(byTitle) }
        func isPrefix(_ entry: RecipeEntry) -> Bool {
            TextFolding.fold(entry.recipe.id).hasPrefix(wanted) || TextFolding.fold(entry.recipe.title).hasPrefix(wanted)
        }
        // Not a prefix: the start of a later word of the title ("oats" for "Overnight Oats").
        let matches =
            everyMatch
            ? entries.filter { isPrefix($0) || startsAWord(wanted, of: $0.recipe.title) }
            : entries.filter(isPrefix).nonEmpty ?? entries.filter { startsAWord(wanted, of: $0.recipe.title) }
        if !matches.isEmpty { return .success(matches) }
        return .failure(
            CommandError("no recipe '\(text)'", suggestion: suggestion(for: text, in: entries) ?? "try 'list' or 'search \(text)'", kind: .notFound))
    }

    /// Whether the words of `wanted` start consecutive words of `title`.
    static func startsAWord(_ wanted: String, of title: String) -> Bool {
        let wantedWords = TextFolding.words(wanted)
        let words = TextFolding.words(title)
        return !wantedWords.isEmpty
            && (0..<words.count).contains { start in
                zip(words.dropFirst(start), wantedWords).allSatisfy { $0.hasPrefix($1) } && words.count - start >= wantedWords.count
            }
    }

    /// "did you mean …" for a text that names no recipe: the id or title
    /// nearest to it as a whole; else, each misspelt word put right by the
    /// nearest word of the titles and ids ("chiken" → "chicken"), and the
    /// recipe (or the recipes) that corrected text names.
    static func suggestion(for text: String, in entries: [RecipeEntry]) -> String? {
        let names = entries.map(\.recipe.id) + entries.map(\.recipe.title)
        if let near = Suggestion.closest(to: text, in: names) { return "did you mean '\(near)'?" }
        var vocabulary = Set<String>()
        for entry in entries {
            vocabulary.formUnion(TextFolding.words(entry.recipe.title))
            vocabulary.formUnion(TextFolding.words(entry.recipe.id))
        }
        let words = TextFolding.words(text)
        let known = vocabulary.sorted()
        let fixed = words.map { vocabulary.contains($0) ? $0 : Suggestion.closest(to: $0, in: known, orPrefixed: false) ?? $0 }
        guard fixed != words, case .success(let found) = matches(fixed.joined(separator: " "), in: entries) else { return nil }
        if found.count == 1 { return "did you mean '\(found[0].recipe.id)'?" }
        let shown = found.prefix(3).map { "'\($0.recipe.id)'" }.joined(separator: ", ")
        return "did you mean \(found.count > 3 ? "one of " + shown + ", …" : "one of " + shown)?"
    }
}

extension Array {
    /// The array, or nil when it is empty.
    fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
}
