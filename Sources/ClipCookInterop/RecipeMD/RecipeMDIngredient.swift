import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// One ingredient of a RecipeMD file: a list item, read as the reference
/// reads it.
///
/// - The item's leading emphasis is its amount (`- *1 1/2 cups* flour`);
///   a decimal comma becomes a point (`*1,5 l*` -> `1.5 l`).
/// - Everything after it, to the end of the item, is the ingredient: its
///   further paragraphs and its sub-lists belong to it and are no new
///   ingredients. The first text is the name (with an amount, the part
///   before a comma; without one, as any ingredient line is read), the
///   rest the notes, joined with `; `.
/// - An item that is only an inline link (`[pesto](pesto.md)`) names the
///   ingredient by the link's text; the link is kept in the notes
///   (`recipe: pesto.md`). A link with more text after it is plain text.
/// - An item with no text at all, or an amount with no name, is refused.
package struct RecipeMDIngredient {
    package var amount: String
    package var name: String
    package var notes: String?

    package struct Problem: Error {
        package var message: String
    }

    package static func read(_ item: MarkdownTree.Node) -> Result<RecipeMDIngredient, Problem> {
        var amount = ""
        var parts: [String] = []
        var link: String?
        for (index, child) in item.children.enumerated() {
            guard index == 0, child.kind == .paragraph else {
                let text = blockText(child)
                if !text.isEmpty { parts.append(text) }
                continue
            }
            var inlines = child.children
            if let first = inlines.first, first.kind == .emphasis {
                amount = RecipeMDReader.normalisedAmount(IngredientText.collapseBlanks(first.plainText))
                inlines.removeFirst()
            }
            let meaningful = inlines.filter { !(($0.kind == .text && $0.literal.trimmingBlanks().isEmpty) || $0.kind == .softBreak) }
            if meaningful.count == 1, meaningful[0].kind == .link, item.children.count == 1 {
                link = meaningful[0].url
            }
            let text = IngredientText.collapseBlanks(inlines.map(\.plainText).joined())
            if !text.isEmpty { parts.append(text) }
        }
        guard let first = parts.first else {
            if amount.isEmpty { return .failure(Problem(message: "an empty ingredient: a list item among the ingredients needs a name")) }
            return .failure(Problem(message: "the ingredient '*\(Excerpt.of(amount))*' has an amount but no name"))
        }
        var more = Array(parts.dropFirst())
        // A link target is an address: its blanks are written as `%20`.
        if let link, !link.isEmpty { more.append("recipe: " + IngredientText.collapseBlanks(link).replacingOccurrences(of: " ", with: "%20")) }
        var ingredient: RecipeMDIngredient
        if amount.isEmpty {
            let split = IngredientText.split(first)
            ingredient = RecipeMDIngredient(amount: split.amount, name: split.name, notes: split.notes)
        } else if link == nil, let comma = first.firstIndex(of: ",") {
            let name = first[..<comma].trimmingBlanks()
            let rest = first[first.index(after: comma)...].trimmingBlanks()
            ingredient = RecipeMDIngredient(amount: amount, name: name.isEmpty ? amount : name, notes: rest.isEmpty ? nil : rest)
        } else {
            ingredient = RecipeMDIngredient(amount: amount, name: first, notes: nil)
        }
        if !more.isEmpty {
            ingredient.notes = ((ingredient.notes.map { [$0] } ?? []) + more).joined(separator: "; ")
        }
        return .success(ingredient)
    }

    /// A block inside an item as one line of text; a list's items joined with `; `.
    package static func blockText(_ node: MarkdownTree.Node) -> String {
        switch node.kind {
        case .list:
            return node.children.map(blockText).filter { !$0.isEmpty }.joined(separator: "; ")
        case .item:
            return node.children.map(blockText).filter { !$0.isEmpty }.joined(separator: " ")
        case .codeBlock, .htmlBlock:
            return IngredientText.collapseBlanks(node.literal)
        default:
            return IngredientText.collapseBlanks(node.plainText)
        }
    }
}
