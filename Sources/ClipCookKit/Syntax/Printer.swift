/// Canonical text of a document: two-space indentation, sections separated
/// by one blank line, derived ids left out, values bare when that reads back
/// identically and quoted otherwise. Every item line is read back before it
/// is kept; when the natural form would read differently, a fully quoted form
/// is written instead.
enum Printer {
    static func print(_ document: Document) -> String {
        var out = TextBuilder()
        switch document {
        case .recipe(let recipe): RecipePrinter.print(recipe, into: &out)
        case .plan(let plan): PlanPrinter.print(plan, into: &out)
        case .shoppingList(let list): ShoppingPrinter.print(list, into: &out)
        case .settings(let settings): SettingsPrinter.print(settings, into: &out)
        case .inbox(let inbox): InboxPrinter.print(inbox, into: &out)
        case .pantry(let pantry): PantryPrinter.print(pantry, into: &out)
        case .aisles(let aisles): AislesPrinter.print(aisles, into: &out)
        case .foods(let foods): FoodsPrinter.print(foods, into: &out)
        }
        return out.text
    }

    /// The first candidate line that reads back as intended, else the last one.
    static func firstReadingBack(_ candidates: [String], _ readsBack: (String) -> Bool) -> String {
        for candidate in candidates.dropLast() where readsBack(candidate) { return candidate }
        return candidates.last ?? ""
    }

    static func macros(_ values: [Int]) -> String {
        zip(Keywords.macros, values).map { "\($0) \($1)" }.joined(separator: LineRenderer.macroGap)
    }

    /// An item line's code and its trailing annotations, with the formatter's
    /// fixed separators (`LineRenderer`).
    static func annotated(_ code: String, _ annotations: [String]) -> String {
        annotations.isEmpty ? code : code + LineRenderer.annotationGap + annotations.joined(separator: " ")
    }

    /// A caption as a block of `|` lines (under `indent`), or `caption "..."`
    /// when it holds a CR or another control character.
    static func caption(_ caption: String, indent: String, into out: inout TextBuilder) {
        let needsQuotes = caption.isEmpty || caption.unicodeScalars.contains {
            $0 != "\n" && $0 != "\t" && ($0.value < 0x20 || $0.value == 0x7F)
        }
        if needsQuotes {
            out.line(indent + "caption " + TextQuoting.quoted(caption))
            return
        }
        out.line(indent + "caption")
        for line in caption.split(separator: "\n", omittingEmptySubsequences: false) {
            out.line(indent + "  |" + (line.isEmpty ? "" : " " + line))
        }
    }
}

/// Lines of output text.
struct TextBuilder {
    private(set) var text = ""

    mutating func line(_ s: String) {
        text += s
        text += "\n"
    }

    mutating func blank() { text += "\n" }
}
