/// The one place the importers (JSON-LD, captions, RecipeMD) split a
/// free-text ingredient line into amount, name and notes. It reads the
/// amount with the language's own amount rules (`Amount.leadingAmountEnd`:
/// quantities, fractions, Unicode fractions, ranges and the unit table), so
/// a line imports the way the same text would read after `- ` in a recipe.
///
/// Kept behind this one function so that a fuller ingredient-line reader
/// can replace it in one place.
///
/// - `500 g chicken breast, sliced thin` -> `500 g` / `chicken breast` / `sliced thin`
/// - `2 cups of flour` -> `2 cups` / `flour` (a leading "of", "de", "di", "d'" is dropped)
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
        var amount = ""
        var rest = Substring(line)
        if let end = amountEnd(in: rest) {
            amount = String(rest[..<end]).trimmingBlanks()
            rest = rest[end...].drop(while: { $0 == " " })
        } else if let (word, end) = measureWord(in: rest) {
            amount = word
            rest = rest[end...].drop(while: { $0 == " " })
        }
        // "2 cups of flour", "200 g de lardons": the "of" belongs to neither.
        if !amount.isEmpty {
            let lower = rest.lowercased()
            for word in ["of ", "de ", "di ", "d'", "d’"] where lower.hasPrefix(word) && rest.count > word.count {
                rest = rest.dropFirst(word.count).drop(while: { $0 == " " })
                break
            }
        }
        var name = String(rest)
        var notes: String?
        if let comma = name.firstIndex(of: ",") {
            let after = name[name.index(after: comma)...].trimmingBlanks()
            name = String(name[..<comma]).trimmingBlanks()
            if !after.isEmpty { notes = after }
        }
        // A parenthesised remark at the end of the name is a note: "garlic (minced)".
        if name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex {
            let inner = name[name.index(after: open)..<name.index(before: name.endIndex)].trimmingBlanks()
            let before = name[..<open].trimmingBlanks()
            if !inner.isEmpty, !before.isEmpty, !inner.contains("("), !inner.contains(")") {
                name = before
                notes = notes.map { inner + ", " + $0 } ?? inner
            }
        }
        if name.isEmpty {
            // "500 g" alone, or ", chopped": keep every word in the name.
            return Parts(amount: "", name: line.isEmpty ? "ingredient" : line, notes: nil)
        }
        return Parts(amount: amount, name: name, notes: notes)
    }

    /// Amounts that are words: "a pinch (of)", "a handful (of)", "pinch of"...
    static let measureWords = ["pinch", "handful", "dash", "splash", "drizzle", "sprinkle", "knob", "few", "couple"]

    /// A word amount at the start ("a pinch of salt" -> "a pinch") and where the name starts.
    static func measureWord(in text: Substring) -> (String, Substring.Index)? {
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

    /// Where the amount ends: the language's natural amount, also after a
    /// decimal comma ("1,5 kg" reads as 1.5 kg), and a parenthesised size
    /// right after a bare count ("1 (400 g) can").
    static func amountEnd(in text: Substring) -> Substring.Index? {
        guard let first = text.first, first.isNumber || QuantityScanner.vulgarFractions[first] != nil else { return nil }
        var end: Substring.Index?
        if let comma = decimalComma(in: text) {
            // Read "1.5 kg" in place of "1,5 kg": the same length, so the index carries over.
            var swapped = String(text)
            let offset = text.distance(from: text.startIndex, to: comma)
            let at = swapped.index(swapped.startIndex, offsetBy: offset)
            swapped.replaceSubrange(at...at, with: ".")
            let view = Substring(swapped)
            if let e = Amount.leadingAmountEnd(in: view) {
                end = text.index(text.startIndex, offsetBy: view.distance(from: view.startIndex, to: e))
            }
        } else {
            end = Amount.leadingAmountEnd(in: text)
        }
        guard var stop = end else { return nil }
        // "1 (400 g) can": a bare count followed by a size in parentheses.
        let after = text[stop...].drop(while: { $0 == " " })
        if after.first == "(", let close = after.firstIndex(of: ")"), after.distance(from: after.startIndex, to: close) < 24 {
            stop = after.index(after: close)
        }
        return stop
    }

    /// A comma between digits inside the first word ("1,5"), not "1, 2".
    private static func decimalComma(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex, text[index] != " " {
            if text[index] == ",", index > text.startIndex {
                let before = text[text.index(before: index)]
                let nextIndex = text.index(after: index)
                if before.isASCII, before.isNumber, nextIndex < text.endIndex, text[nextIndex].isASCII, text[nextIndex].isNumber {
                    return index
                }
                return nil
            }
            index = text.index(after: index)
        }
        return nil
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
