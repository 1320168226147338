/// The one place the importers (JSON-LD, captions, RecipeMD) split a
/// free-text ingredient line into amount, name and notes: the shared
/// `IngredientLineReader`, with blanks collapsed and the line bounded first.
///
/// - `500 g chicken breast, sliced thin` -> `500 g` / `chicken breast` / `sliced thin`
/// - `2 cups of flour` -> `2 cups` / `flour` (a leading "of", "de", "di", "d'" is dropped)
/// - `a pinch of salt` -> `a pinch` / `salt`
/// - `3 cloves garlic (minced)` -> `3 cloves` / `garlic` / `minced`
/// - `1,5 l milk` -> `1,5 l` / `milk` (a decimal comma reads as a point; the text is kept)
/// - `salt and pepper` -> `` / `salt and pepper`
enum IngredientText {
    struct Parts: Hashable, Sendable {
        var amount: String
        var name: String
        var notes: String?
    }

    /// Longest line looked at; longer text is cut (at a character boundary).
    static let maxLength = 2_000

    static func split(_ raw: String) -> Parts {
        let line = collapseBlanks(String(raw.prefix(maxLength)))
        let parsed = IngredientLineReader.read(Substring(line))
        guard !parsed.name.isEmpty else {
            // "500 g" alone: keep every word in the name.
            return Parts(amount: "", name: line.isEmpty ? "ingredient" : line, notes: nil)
        }
        var name = parsed.name
        // "200 g de lardons", "100 g di farina": the reader drops "of"; the same for French, Spanish, Italian.
        if !parsed.amountText.isEmpty {
            for word in ["de ", "di ", "d'", "d’"] where name.lowercased().hasPrefix(word) && name.count > word.count {
                name = String(name.dropFirst(word.count)).trimmingBlanks()
                break
            }
        }
        return Parts(amount: parsed.amountText, name: name, notes: parsed.notes.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Tabs, line breaks and runs of blanks become one space; ends trimmed.
    static func collapseBlanks(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for c in text {
            if c.isWhitespace || c.isNewline {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(c)
            }
        }
        return out
    }
}
