/// Finds the recipe a user means: an id, a title, or an unambiguous prefix
/// of either (case and accents ignored).
public enum RecipeResolver {
    public static func resolve(_ typed: String, in entries: [RecipeEntry]) -> Result<RecipeEntry, CommandError> {
        // Shown in one-line messages: line breaks become blanks.
        let text = typed.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
        let wanted = TextFolding.fold(text.trimmingBlanks())
        guard !wanted.isEmpty else { return .failure(CommandError("missing recipe name or id")) }
        // The id as typed first (`unicode-ü` beside `unicode-u`), then ids folded like the text.
        let typedID = text.trimmingBlanks().lowercased()
        if let exact = entries.first(where: { $0.recipe.id.lowercased() == typedID }) { return .success(exact) }
        let byID = entries.filter { TextFolding.fold($0.recipe.id) == wanted }
        if byID.count == 1 { return .success(byID[0]) }
        let byTitle = entries.filter { TextFolding.fold($0.recipe.title) == wanted }
        if byTitle.count == 1 { return .success(byTitle[0]) }
        var matches = byTitle.isEmpty
            ? entries.filter {
                TextFolding.fold($0.recipe.id).hasPrefix(wanted) || TextFolding.fold($0.recipe.title).hasPrefix(wanted)
            }
            : byTitle
        if matches.isEmpty {
            // Not a prefix: the start of a later word of the title ("oats" for "Overnight Oats").
            let wantedWords = TextFolding.words(wanted)
            matches = entries.filter { entry in
                let words = TextFolding.words(entry.recipe.title)
                return !wantedWords.isEmpty && (0..<words.count).contains { start in
                    zip(words.dropFirst(start), wantedWords).allSatisfy { $0.hasPrefix($1) } && words.count - start >= wantedWords.count
                }
            }
        }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.count > 1 {
            let shown = matches.prefix(10).map { "\($0.recipe.id) (\($0.recipe.title))" }
            let more = matches.count > 10 ? ["… \(matches.count - 10) more"] : []
            return .failure(CommandError("'\(text)' matches \(matches.count) recipes", candidates: shown + more))
        }
        let names = entries.map(\.recipe.id) + entries.map(\.recipe.title)
        let suggestion = Suggestion.closest(to: text, in: names).map { "did you mean '\($0)'?" }
        return .failure(CommandError("no recipe '\(text)'", suggestion: suggestion ?? "try 'list' or 'search \(text)'"))
    }
}
