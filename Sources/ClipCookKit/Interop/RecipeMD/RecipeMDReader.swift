/// Reads a RecipeMD 2.x file (https://recipemd.org/specification.html),
/// parsed as CommonMark by libcmark:
///
/// - `# Title` (required) -> title;
/// - the paragraphs after it -> caption (the description);
/// - a paragraph that is all emphasis (`*vegan, quick*`) -> tags; a tag
///   naming a category (breakfast, lunch, dinner, snack) sets the category
///   instead (the first one; dinner when none does);
/// - a paragraph that is all strong emphasis (`**4 servings, 1 kg**`) ->
///   yields; the first yield in servings (or without a unit) -> servings;
/// - after the first `---`: the ingredients, list items whose amount is
///   their leading emphasis (`- *1 1/2 cups* flour, sifted`); headings
///   between lists are ingredient groups (flattened, in order); a decimal
///   comma in an amount becomes a point so the quantity reads (`*1,5 l*` ->
///   `1.5 l`); an item without an emphasised amount is read like any
///   ingredient line (`IngredientText`);
/// - after the second `---`: the instructions, one step per paragraph or
///   list item.
public enum RecipeMDReader {
    public static func read(_ source: SourceFile) -> InteropReadResult {
        let start = source.hasBOM ? 3 : 0
        if let bad = UTF8Validation.firstInvalidOffset(in: source.bytes, from: start) {
            return failure("invalid UTF-8", source, source.range(bad..<bad + 1))
        }
        let tree = MarkdownTree(parsing: Array(source.bytes[start...]))
        let blocks = tree.root.children
        guard let first = blocks.first, first.kind == .heading(level: 1) else {
            let line = blocks.first?.line ?? 1
            return failure("a RecipeMD file starts with the title as a '# Title' heading", source, lineRange(source, line))
        }
        var title = IngredientText.collapseBlanks(first.plainText)
        guard !title.isEmpty else { return failure("the title is empty", source, lineRange(source, first.line)) }
        title = String(title.prefix(Recipe.maxTitleLength))
        var recipe = Recipe(id: DerivedID.recipe(title: title), title: title, category: .dinner)
        var part = 0  // 0 description, 1 ingredients, 2 instructions
        var description: [String] = []
        var tags: [String] = []
        var category: RecipeCategory?
        var ingredients: [String] = []
        var amounts: [String] = []
        var steps: [String] = []
        for block in blocks.dropFirst() {
            if block.kind == .thematicBreak {
                part += 1
                continue
            }
            switch part {
            case 0:
                guard block.kind == .paragraph else {
                    if case .heading = block.kind { description.append(IngredientText.collapseBlanks(block.plainText)) }
                    continue
                }
                let inlines = block.children.filter { !($0.kind == .text && $0.literal.trimmingBlanks().isEmpty) }
                if inlines.count == 1, inlines[0].kind == .emphasis {
                    for tag in inlines[0].plainText.split(separator: ",").map({ $0.trimmingBlanks() }) where !tag.isEmpty {
                        if category == nil, let named = RecipeCategory.lenient(tag) {
                            category = named
                        } else {
                            tags.append(tag)
                        }
                    }
                } else if inlines.count == 1, inlines[0].kind == .strong {
                    if let servings = servings(in: inlines[0].plainText) { recipe.servings = servings }
                } else {
                    description.append(paragraphText(block))
                }
            case 1:
                collectIngredients(block, into: &ingredients, amounts: &amounts, depth: 0)
            default:
                collectSteps(block, into: &steps, depth: 0)
            }
        }
        recipe.category = category ?? .dinner
        var seen: Set<String> = []
        recipe.tags = tags.filter { seen.insert($0.lowercased()).inserted }
        let caption = description.filter { !$0.isEmpty }.joined(separator: "\n\n")
        if !caption.isEmpty { recipe.caption = caption }
        recipe.ingredients = zip(ingredients, amounts).enumerated().map { index, pair in
            let (text, amount) = pair
            var name = text
            var notes: String?
            if amount.isEmpty {
                let parts = IngredientText.split(text)
                return Ingredient(id: DerivedID.ingredient(position: index), name: parts.name, amount: parts.amount, notes: parts.notes)
            }
            if let comma = text.firstIndex(of: ",") {
                name = text[..<comma].trimmingBlanks()
                let rest = text[text.index(after: comma)...].trimmingBlanks()
                notes = rest.isEmpty ? nil : rest
            }
            if name.isEmpty { name = amount }
            return Ingredient(id: DerivedID.ingredient(position: index), name: name, amount: amount, notes: notes)
        }
        recipe.steps = steps.enumerated().map { index, text in
            Step(id: DerivedID.step(position: index), order: index + 1, text: text)
        }
        return InteropReadResult(content: .document(.recipe(recipe)), diagnostics: [])
    }

    static func failure(_ message: String, _ source: SourceFile, _ range: SourceRange?) -> InteropReadResult {
        InteropReadResult(content: nil, diagnostics: [Diagnostic(.error, message, path: source.path, range: range)])
    }

    static func lineRange(_ source: SourceFile, _ line: Int) -> SourceRange? {
        guard line >= 1, line <= source.lineStarts.count else { return nil }
        let offset = source.lineStarts[line - 1]
        return source.range(offset..<min(source.bytes.count, offset + 1))
    }

    /// A paragraph's text with its line breaks kept.
    static func paragraphText(_ node: MarkdownTree.Node) -> String {
        node.children.map { $0.kind == .softBreak || $0.kind == .lineBreak ? "\n" : $0.plainText }.joined()
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }.joined(separator: "\n")
    }

    /// The first yield counted in servings (or without a unit): "4 servings, 1 kg" -> 4.
    static func servings(in text: String) -> Int? {
        for yield in text.split(separator: ",") {
            let words = yield.split(separator: " ")
            guard let first = words.first, let n = Int(first.replacingOccurrences(of: ",", with: ".")), (1...10_000).contains(n) else { continue }
            let unit = words.dropFirst().joined(separator: " ").lowercased()
            if unit.isEmpty || ["serving", "servings", "portion", "portions", "person", "persons", "people", "personen", "portionen"].contains(unit) {
                return n
            }
        }
        return nil
    }

    static func collectIngredients(_ node: MarkdownTree.Node, into names: inout [String], amounts: inout [String], depth: Int) {
        guard depth < 16 else { return }
        switch node.kind {
        case .list:
            for item in node.children { collectIngredients(item, into: &names, amounts: &amounts, depth: depth + 1) }
        case .item:
            for child in node.children {
                if child.kind == .paragraph {
                    var inlines = child.children
                    var amount = ""
                    if let first = inlines.first, first.kind == .emphasis {
                        amount = normalisedAmount(IngredientText.collapseBlanks(first.plainText))
                        inlines.removeFirst()
                    }
                    let text = IngredientText.collapseBlanks(inlines.map(\.plainText).joined())
                    guard !text.isEmpty || !amount.isEmpty else { continue }
                    names.append(text)
                    amounts.append(amount)
                } else {
                    collectIngredients(child, into: &names, amounts: &amounts, depth: depth + 1)
                }
            }
        default:
            break
        }
    }

    static func collectSteps(_ node: MarkdownTree.Node, into steps: inout [String], depth: Int) {
        guard depth < 16 else { return }
        switch node.kind {
        case .paragraph:
            let text = IngredientText.collapseBlanks(node.plainText)
            if !text.isEmpty { steps.append(text) }
        case .list, .item, .blockQuote:
            for child in node.children { collectSteps(child, into: &steps, depth: depth + 1) }
        default:
            break
        }
    }

    /// "1,5 l" -> "1.5 l"; other text as written.
    static func normalisedAmount(_ text: String) -> String {
        var chars = Array(text)
        for i in chars.indices where chars[i] == "," && i > 0 && i + 1 < chars.count
            && chars[i - 1].isASCII && chars[i - 1].isNumber && chars[i + 1].isASCII && chars[i + 1].isNumber {
            chars[i] = "."
        }
        return String(chars)
    }
}
