import ClipCookCore
import ClipCookLanguage

/// The shopping list as the cook reads it: aisle by aisle (in `Aisle`
/// order, items in list order within an aisle), amounts in the units of one
/// measurement system and rounded once as every face rounds them
/// (`ShoppingAmount.shown`, names in the number of their amounts; `food`
/// names the food of an item, to weigh a cup of it in metric), the recipes
/// each item is for.
public struct ShoppingListView: Sendable {
    public struct Row: Sendable {
        public var item: ShoppingItem
        /// The amount as shown (converted and rounded), empty for none.
        public var amount: String
        /// The exact need where the amount shown was rounded up to a whole
        /// (`2.1 needed` of 3 bananas); nil when it was not.
        public var needed: String?
        /// The name in the number of the amount shown (`¼ onion`, `3 eggs`), as a recipe card writes it.
        public var name: String
    }

    public var sections: [(aisle: Aisle, rows: [Row])]

    public init(items: [ShoppingItem], aisles: AisleTable, units: MeasurementSystem?, food: (String) -> Food? = { _ in nil }) {
        var byAisle: [Aisle: [Row]] = [:]
        for item in items {
            // `½ dozen eggs` counts dozens, not something bought whole.
            let counted = !ShoppingName.startsWithNumberWord(item.name)
            let amount = ShoppingAmount(item.amount).shown(units: units, counted: counted) { food(item.name) }
            // Text that is not a quantity ("a pinch") is shown as written.
            let shown = amount.terms.allSatisfy({ $0.amount == nil }) ? (item.amount ?? "") : amount.description
            let needed = ShoppingAmount(item.amount).exactNeed(counted: counted)
            let name = counted ? ShoppingName.agreeing(item.name, with: amount) : item.name
            byAisle[aisles.aisle(of: item.name), default: []].append(Row(item: item, amount: shown, needed: needed, name: name))
        }
        sections = Aisle.allCases.compactMap { aisle in byAisle[aisle].map { (aisle, $0) } }
    }

    public var count: Int { sections.reduce(0) { $0 + $1.rows.count } }
    public var checkedCount: Int { sections.reduce(0) { $0 + $1.rows.filter(\.item.checked).count } }

    /// The list for a terminal: a heading per aisle, `[ ]` / `[x]`, checked
    /// items struck through where the style allows, recipes dimmed.
    public func text(style: TextStyle) -> String {
        guard count > 0 else { return "The shopping list is empty. Add to it with 'shop add TEXT' or 'shop add RECIPE'." }
        // Labels escaped (a line feed is `^J`) and measured in terminal columns.
        let width = sections.flatMap(\.rows).map { ColumnWidth.of(TerminalText.line(Self.label($0))) }.max() ?? 0
        var lines = ["Shopping list: \(count) item\(count == 1 ? "" : "s"), \(checkedCount) checked"]
        for section in sections {
            lines.append("")
            lines.append(style.bold(section.aisle.title))
            for row in section.rows {
                let label = TerminalText.line(Self.label(row))
                let box = row.item.checked ? (style.unicode ? "[✓]" : "[x]") : "[ ]"
                var line = "  " + box + " " + (row.item.checked ? style.struck(style.dim(label)) : label)
                if let recipes = row.item.recipeName ?? row.item.recipeId {
                    line += String(repeating: " ", count: max(0, width - ColumnWidth.of(label)) + 2) + style.dim(TerminalText.line(recipes))
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Markdown: a heading per aisle and a task list (`- [x] ~~...~~` for checked items).
    public func markdown() -> String {
        var lines = ["# Shopping list"]
        for section in sections {
            lines.append("")
            lines.append("## " + section.aisle.title)
            lines.append("")
            for row in section.rows {
                var text = Self.markdownEscaped(Self.label(row))
                if row.item.checked { text = "~~" + text + "~~" }
                if let recipes = row.item.recipeName ?? row.item.recipeId { text += " *(" + Self.markdownEscaped(recipes) + ")*" }
                lines.append((row.item.checked ? "- [x] " : "- [ ] ") + text)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Plain text to paste anywhere: the terminal view without styles.
    public func plainText() -> String { text(style: .plain) }

    package static func label(_ row: Row) -> String {
        let label = row.amount.isEmpty ? row.name : row.amount + " " + row.name
        return row.needed.map { label + " (\($0))" } ?? label
    }

    package static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for ch in text {
            if "\\`*_[]<>#|~".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}
