import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Reads a RecipeMD 2.x file (https://recipemd.org/specification.html),
/// parsed as CommonMark by libcmark:
///
/// - `# Title` (required; a setext `Title\n===` too) -> title;
/// - the paragraphs after it -> caption (the description);
/// - a paragraph that is all emphasis (`*vegan, quick*`) -> tags; a tag
///   naming a category (breakfast, lunch, dinner, snack) sets the category
///   instead (the first one; dinner when none does); at most one;
/// - a paragraph that is all strong emphasis (`**4 servings, 1 kg**`) ->
///   yields; the first yield in servings (or without a unit) -> servings;
///   at most one; a comma between two digits is a decimal comma, not a
///   separator (`*tag1,1*`, `**1,5 cups**`);
/// - after the first `---` (required): the ingredients, list items only,
///   with headings between the lists (ingredient groups, flattened in
///   order); see `RecipeMDIngredient` for one item;
/// - after the second `---`: the instructions, one step per paragraph,
///   list item or code block.
///
/// The reference's invalid documents are refused, each with the rule it
/// breaks: no first-level title, a second tags or yields paragraph, no
/// `---` before the ingredients, anything but lists and headings among the
/// ingredients, an empty item, an amount without a name.
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
        var tagsLine: Int?
        var yieldsLine: Int?
        var tags: [String] = []
        var category: RecipeCategory?
        var ingredients: [RecipeMDIngredient] = []
        var steps: [String] = []
        for block in blocks.dropFirst() {
            if block.kind == .thematicBreak, part < 2 {
                part += 1
                continue
            }
            switch part {
            case 0:
                guard block.kind == .paragraph else {
                    let text = descriptionText(block)
                    if !text.isEmpty { description.append(text) }
                    continue
                }
                let inlines = block.children.filter { !($0.kind == .text && $0.literal.trimmingBlanks().isEmpty) }
                if inlines.count == 1, inlines[0].kind == .emphasis {
                    if let earlier = tagsLine {
                        return failure(
                            "a second paragraph of tags (line \(earlier) has the first): a RecipeMD recipe has one list of tags",
                            source, lineRange(source, block.line))
                    }
                    tagsLine = block.line
                    for tag in splitList(inlines[0].plainText) {
                        if category == nil, let named = RecipeCategory.lenient(tag) {
                            category = named
                        } else {
                            tags.append(tag)
                        }
                    }
                } else if inlines.count == 1, inlines[0].kind == .strong {
                    if let earlier = yieldsLine {
                        return failure(
                            "a second paragraph of yields (line \(earlier) has the first): a RecipeMD recipe has one list of yields",
                            source, lineRange(source, block.line))
                    }
                    yieldsLine = block.line
                    if let servings = servings(in: inlines[0].plainText) { recipe.servings = servings }
                } else {
                    description.append(paragraphText(block))
                }
            case 1:
                switch block.kind {
                case .list:
                    for item in block.children {
                        switch RecipeMDIngredient.read(item) {
                        case .success(let ingredient): ingredients.append(ingredient)
                        case .failure(let problem): return failure(problem.message, source, lineRange(source, item.line))
                        }
                    }
                case .heading:
                    continue  // An ingredient group's title: the groups are flattened.
                default:
                    return failure(
                        "only ingredient lists and headings may stand between the first and the second '---'; "
                            + "this \(kindName(block.kind)) needs a '---' line before it to be the instructions",
                        source, lineRange(source, block.line))
                }
            default:
                collectSteps(block, into: &steps, depth: 0)
            }
        }
        if part == 0 {
            let line = blocks.last?.line ?? first.line
            return failure(
                "no '---' line before the ingredients: a RecipeMD recipe has a thematic break after its title and description",
                source, lineRange(source, line))
        }
        recipe.category = category ?? .dinner
        var seen: Set<String> = []
        recipe.tags = tags.filter { seen.insert($0.lowercased()).inserted }
        let caption = description.filter { !$0.isEmpty }.joined(separator: "\n\n")
        if !caption.isEmpty { recipe.caption = caption }
        recipe.ingredients = ingredients.enumerated().map { index, item in
            Ingredient(id: DerivedID.ingredient(position: index), name: item.name, amount: item.amount, notes: item.notes)
        }
        recipe.steps = steps.enumerated().map { index, text in
            Step(id: DerivedID.step(position: index), order: index + 1, text: text)
        }
        return InteropReadResult(content: .document(.recipe(recipe)), diagnostics: [])
    }

    package static func failure(_ message: String, _ source: SourceFile, _ range: SourceRange?) -> InteropReadResult {
        InteropReadResult(content: nil, diagnostics: [Diagnostic(.error, message, path: source.path, range: range)])
    }

    package static func lineRange(_ source: SourceFile, _ line: Int) -> SourceRange? {
        guard line >= 1, line <= source.lineStarts.count else { return nil }
        let offset = source.lineStarts[line - 1]
        return source.range(offset..<min(source.bytes.count, offset + 1))
    }

    package static func kindName(_ kind: MarkdownTree.Kind) -> String {
        switch kind {
        case .paragraph: "paragraph"
        case .codeBlock: "code block"
        case .htmlBlock: "HTML block"
        case .blockQuote: "quote"
        default: "block"
        }
    }

    /// A paragraph's text with its line breaks kept.
    package static func paragraphText(_ node: MarkdownTree.Node) -> String {
        node.children.map { $0.kind == .softBreak || $0.kind == .lineBreak ? "\n" : $0.plainText }.joined()
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }.joined(separator: "\n")
    }

    /// A block of the description other than a paragraph: headings, code,
    /// HTML, quotes and lists as their text.
    package static func descriptionText(_ node: MarkdownTree.Node) -> String {
        switch node.kind {
        case .codeBlock, .htmlBlock:
            return node.literal.split(separator: "\n").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }.joined(separator: "\n")
        default:
            return IngredientText.collapseBlanks(node.plainText)
        }
    }

    /// A comma-separated list of tags or yields: a comma between two digits
    /// is a decimal comma (`tag1,1`, `1,5 cups`), not a separator.
    package static func splitList(_ text: String) -> [String] {
        let chars = Array(text)
        var parts: [String] = []
        var current = ""
        for (i, c) in chars.enumerated() {
            let decimal =
                c == "," && i > 0 && i + 1 < chars.count
                && chars[i - 1].isASCII && chars[i - 1].isNumber && chars[i + 1].isASCII && chars[i + 1].isNumber
            if c == ",", !decimal {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts.map { IngredientText.collapseBlanks($0) }.filter { !$0.isEmpty }
    }

    /// The first yield counted in servings (or without a unit): "4 servings, 1 kg" -> 4.
    package static func servings(in text: String) -> Int? {
        for yield in splitList(text) {
            let words = yield.split(separator: " ")
            guard let first = words.first, let n = Int(first), (1...10_000).contains(n) else { continue }
            let unit = words.dropFirst().joined(separator: " ").lowercased()
            if unit.isEmpty || ["serving", "servings", "portion", "portions", "person", "persons", "people", "personen", "portionen"].contains(unit) {
                return n
            }
        }
        return nil
    }

    package static func collectSteps(_ node: MarkdownTree.Node, into steps: inout [String], depth: Int) {
        guard depth < 16 else { return }
        switch node.kind {
        case .paragraph:
            let text = IngredientText.collapseBlanks(node.plainText)
            if !text.isEmpty { steps.append(text) }
        case .codeBlock:
            let text = IngredientText.collapseBlanks(node.literal)
            if !text.isEmpty { steps.append(text) }
        case .list, .item, .blockQuote:
            for child in node.children { collectSteps(child, into: &steps, depth: depth + 1) }
        default:
            break
        }
    }

    /// "1,5 l" -> "1.5 l"; other text as written.
    package static func normalisedAmount(_ text: String) -> String {
        var chars = Array(text)
        for i in chars.indices
        where chars[i] == "," && i > 0 && i + 1 < chars.count
            && chars[i - 1].isASCII && chars[i - 1].isNumber && chars[i + 1].isASCII && chars[i + 1].isNumber
        {
            chars[i] = "."
        }
        return String(chars)
    }
}
