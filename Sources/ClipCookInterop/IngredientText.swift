import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The one place the web importers (JSON-LD, captions, RecipeMD) split a
/// free-text ingredient line into amount, name and notes: a thin layer over
/// `IngredientLineReader`, the reader the language and the Cooklang importer
/// use too, that keeps the amount text as written (`Ingredient.amount`).
///
/// On top of the reader: word amounts it does not count (`a few`, `a
/// couple of`, `a drizzle of`), a leading `de`/`di`/`d'` after the amount
/// (`200 g de lardons`), and a line that leaves no name (`500 g`) kept whole.
///
/// - `500 g chicken breast, sliced thin` -> `500 g` / `chicken breast` / `sliced thin`
/// - `2 cups of flour` -> `2 cups` / `flour`
/// - `3 cloves garlic (minced)` -> `3 cloves` / `garlic` / `minced`
/// - `1 (14 oz) can tomatoes` -> `1 can` / `tomatoes` / `14 oz`
/// - `1,5 l milk` -> `1,5 l` / `milk`
/// - `salt and pepper` -> `` / `salt and pepper`
package enum IngredientText {
    package struct Parts: Hashable, Sendable {
        package var amount: String
        package var name: String
        package var notes: String?
        /// Why the line was kept whole as the name, for the importer to show.
        package var warning: String?
    }

    /// Longest line looked at; longer text is cut (at a character boundary).
    package static let maxLength = 2_000

    package static func split(_ raw: String) -> Parts {
        let line = collapseBlanks(String(raw.prefix(maxLength)))
        var parsed = IngredientLineReader.read(line)
        var amount = parsed.amountText
        if amount.isEmpty, let (word, end) = measureWord(in: Substring(line)) {
            amount = word
            parsed = IngredientLineReader.read(Substring(line)[end...])
        }
        var name = parsed.name
        if !amount.isEmpty {
            // "200 g de lardons": the "de" belongs to neither.
            let lower = name.lowercased()
            for word in ["de ", "di ", "d'", "d’"] where lower.hasPrefix(word) && name.count > word.count {
                name = String(name.dropFirst(word.count)).trimmingBlanks()
                break
            }
        }
        if name.isEmpty {
            // "500 g" alone, or ", chopped": keep every word in the name.
            return Parts(
                amount: "", name: line.isEmpty ? "ingredient" : line, notes: nil,
                warning: "cannot tell the food from the amount in '\(line)': the whole line is kept as the name")
        }
        var notes = parsed.notes
        if let (food, note) = withoutBackReference(name) {
            name = food
            notes = notes.map { note + ", " + $0 } ?? note
        }
        return Parts(amount: amount, name: name, notes: notes)
    }

    /// Amounts that are words: "a pinch (of)", "a handful (of)", "pinch of"...
    package static let measureWords = ["pinch", "handful", "dash", "splash", "drizzle", "sprinkle", "knob", "few", "couple"]

    /// A word amount at the start ("a pinch of salt" -> "a pinch") and where the name starts.
    package static func measureWord(in text: Substring) -> (String, Substring.Index)? {
        let lower = text.lowercased()
        for word in measureWords {
            for prefix in ["a " + word, word] where lower.hasPrefix(prefix + " ") {
                let amountEnd = text.index(text.startIndex, offsetBy: prefix.count)
                var rest = text[amountEnd...].drop(while: { $0 == " " })
                if rest.lowercased().hasPrefix("of ") { rest = rest.dropFirst(3) }
                // "a pinch" alone is no amount of anything.
                guard !rest.trimmingBlanks().isEmpty, prefix.hasPrefix("a ") || lower.dropFirst(prefix.count + 1).hasPrefix("of ") else { continue }
                return (String(text[..<amountEnd]), rest.startIndex)
            }
        }
        return nil
    }

    /// Where the amount at the start of a line ends (the reader's leading amount).
    package static func amountEnd(in text: Substring) -> Substring.Index? {
        IngredientLineReader.leadingAmount(in: text, from: text.startIndex)?.end
    }

    /// Whether `text` is printable ASCII without a space at either end or two in a row.
    private static func isCollapsed(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            guard byte >= 0x20, byte <= 0x7E, byte != 0x20 || previous != 0x20 else { return false }
            previous = byte
        }
        return previous != 0x20 || text.isEmpty
    }

    /// Tabs, line breaks and runs of blanks become one space; ends trimmed.
    package static func collapseBlanks(_ text: String) -> String {
        // Most lines are printable ASCII with single spaces between words:
        // nothing to change, and no `Character` to look at (a page of a
        // million ingredients spent a tenth of its import here).
        if isCollapsed(text) { return text }
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
