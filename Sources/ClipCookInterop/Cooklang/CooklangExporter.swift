import Yams
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Writes a recipe as Cooklang that `CooklangImporter` reads back to the
/// same recipe (ids derived by position and step numbers 1, 2, 3... are
/// the ones that come back).
///
/// - The fields go to YAML front matter (`CooklangMetadataMapping`).
/// - Each step is a paragraph; its timers follow on a line of their own
///   (`~label{6%minutes}`).
/// - Each ingredient is marked where its name first appears in the steps
///   (`@olive oil{2%tbsp}(extra virgin)`), when every ingredient can be
///   found that way in list order; otherwise the steps stay plain and the
///   ingredients are listed in a last section, `= Ingredients`.
/// - `@ # ~`, `--`, `[-`, a `(` right after a mention, and `=` or `>` at
///   the start of a step are escaped with a backslash.
public enum CooklangExporter {
    public struct ExportError: Error, Hashable, Sendable {
        public var message: String
    }

    public static func write(_ recipe: Recipe) throws(ExportError) -> String {
        for step in recipe.steps {
            guard !step.text.isEmpty, step.text == step.text.trimmedOfBlanks,
                !step.text.contains(where: { $0 == "\n" || $0 == "\r" })
            else {
                throw ExportError(message: "step \(step.order) cannot be written as a Cooklang paragraph")
            }
        }
        var out = "---\n" + (try frontMatter(recipe)) + "---\n"
        let placements = placeInline(recipe)
        for (index, step) in recipe.steps.enumerated() {
            out += "\n"
            out += try stepText(step.text, marks: placements?[index] ?? [], recipe: recipe)
            out += "\n"
            if !step.timers.isEmpty {
                out += try step.timers.map(timer).joined(separator: " ") + "\n"
            }
        }
        if placements == nil, !recipe.ingredients.isEmpty {
            out += "\n= Ingredients\n"
            for ingredient in recipe.ingredients {
                out += try mention(ingredient) + "\n"
            }
        }
        return out
    }

    // MARK: - Front matter

    private static func frontMatter(_ recipe: Recipe) throws(ExportError) -> String {
        var pairs: [(Node, Node)] = []
        func add(_ key: String, _ value: String?) {
            if let value { pairs.append((Node(key), Node(value))) }
        }
        add("title", recipe.title)
        if recipe.id != DerivedID.recipe(title: recipe.title) { add("id", recipe.id) }
        add("category", recipe.category.rawValue.lowercased())
        add("servings", String(recipe.servings))
        add("prep time", recipe.prepTime)
        add("cook time", recipe.cookTime)
        add("source", recipe.sourceUrl)
        let detected = recipe.sourceUrl.flatMap(CooklangMetadataMapping.platform(of:))
        if recipe.sourcePlatform != detected { add("platform", recipe.sourcePlatform?.rawValue ?? "none") }
        add("image", recipe.thumbnail)
        add("description", recipe.caption)
        if !recipe.tags.isEmpty {
            pairs.append((Node("tags"), Node.sequence(Node.Sequence(recipe.tags.map { Node($0) }))))
        }
        if recipe.isFavourite { add("favourite", "true") }
        if recipe.isArchived { add("archived", "true") }
        add("created", recipe.createdAt?.text)
        add("updated", recipe.updatedAt?.text)
        if let n = recipe.nutrition {
            pairs.append(
                (
                    Node("nutrition"),
                    Node.mapping(
                        Node.Mapping([
                            (Node("calories"), Node(String(n.calories))), (Node("protein"), Node(String(n.protein))),
                            (Node("carbs"), Node(String(n.carbs))), (Node("fats"), Node(String(n.fats))),
                        ]))
                ))
        }
        if let ai = recipe.aiMeta { add("ai", JSONText.format(ai)) }
        do {
            return try Yams.serialize(node: .mapping(Node.Mapping(pairs)), width: -1, allowUnicode: true)
        } catch {
            throw ExportError(message: "cannot write the front matter: \(error)")
        }
    }

    // MARK: - Ingredients in the steps

    /// A marked mention: the step text's character range and the ingredient.
    package struct Mark {
        package var range: Range<String.Index>
        package var ingredient: Int
    }

    /// For each step, where its ingredients are marked; nil when some
    /// ingredient cannot be found after the previous one.
    package static func placeInline(_ recipe: Recipe) -> [[Mark]]? {
        var marks = Array(repeating: [Mark](), count: recipe.steps.count)
        var names = Set<String>()
        var step = 0
        var from = recipe.steps.first?.text.startIndex
        for (index, ingredient) in recipe.ingredients.enumerated() {
            guard isSafeName(ingredient.name), names.insert(ingredient.name.lowercased()).inserted,
                (try? mention(ingredient)) != nil
            else { return nil }
            var found = false
            while step < recipe.steps.count {
                let text = recipe.steps[step].text
                let start = from ?? text.startIndex
                if let range = wordRange(of: ingredient.name, in: text, from: start) {
                    marks[step].append(Mark(range: range, ingredient: index))
                    from = range.upperBound
                    found = true
                    break
                }
                step += 1
                from = nil
            }
            if !found { return nil }
        }
        return marks
    }

    /// The first occurrence of `name` at or after `start` with no letter or digit just before or after it.
    package static func wordRange(of name: String, in text: String, from start: String.Index) -> Range<String.Index>? {
        var searchFrom = start
        while searchFrom < text.endIndex, let range = text.range(of: name, range: searchFrom..<text.endIndex) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
            let bounded =
                !(before?.isLetter ?? false) && !(before?.isNumber ?? false)
                && !(after?.isLetter ?? false) && !(after?.isNumber ?? false)
            if bounded { return range }
            searchFrom = text.index(after: range.lowerBound)
        }
        return nil
    }

    package static func isSafeName(_ name: String) -> Bool {
        guard !name.isEmpty, name == name.trimmedOfBlanks, !name.hasPrefix("./"), !name.hasPrefix("../") else {
            return false
        }
        let unsafe: Set<Character> = ["{", "}", "@", "#", "~", "\n", "\r", "\\"]
        return !name.contains(where: { unsafe.contains($0) }) && !name.contains("--") && !name.contains("[-")
    }

    /// `@name{amount}(notes)`.
    package static func mention(_ ingredient: Ingredient) throws(ExportError) -> String {
        guard isSafeName(ingredient.name) else {
            throw ExportError(message: "the ingredient name '\(ingredient.name)' cannot be written in Cooklang")
        }
        let amount = ingredient.amount
        guard !amount.contains("}"), !amount.contains("%"), !amount.hasPrefix("="), amount == amount.trimmedOfBlanks,
            !amount.contains("--"), !amount.contains("[-")
        else {
            throw ExportError(message: "the amount '\(amount)' of \(ingredient.name) cannot be written in Cooklang")
        }
        var text = "@" + ingredient.name + "{" + braced(amount) + "}"
        if let notes = ingredient.notes {
            guard !notes.contains(")"), notes == notes.trimmedOfBlanks, !notes.contains("--"), !notes.contains("[-"),
                !notes.contains(where: { $0 == "\n" || $0 == "\r" })
            else {
                throw ExportError(message: "the notes of \(ingredient.name) cannot be written in Cooklang")
            }
            text += "(" + notes + ")"
        }
        return text
    }

    /// `500 g` → `500%g` (so Cooklang tools see the unit); otherwise the amount as the quantity.
    private static func braced(_ amount: String) -> String {
        guard let space = amount.lastIndex(of: " ") else { return amount }
        let unit = amount[amount.index(after: space)...]
        let quantity = amount[..<space]
        guard !quantity.isEmpty, quantity == Substring(quantity.description.trimmedOfBlanks),
            UnitTable.unit(named: unit) != nil, Amount(amount)?.unit != nil
        else { return amount }
        return quantity + "%" + unit
    }

    // MARK: - Step text

    private static func stepText(_ text: String, marks: [Mark], recipe: Recipe) throws(ExportError) -> String {
        var out = ""
        var cursor = text.startIndex
        var afterMention = false
        for mark in marks {
            out += escaped(
                text[cursor..<mark.range.lowerBound], lineStart: cursor == text.startIndex,
                afterMention: afterMention)
            out += try mention(recipe.ingredients[mark.ingredient])
            cursor = mark.range.upperBound
            afterMention = true
        }
        out += escaped(text[cursor...], lineStart: cursor == text.startIndex, afterMention: afterMention)
        return out
    }

    /// Text with Cooklang's syntax characters escaped.
    package static func escaped(_ text: Substring, lineStart: Bool, afterMention: Bool) -> String {
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            let next = text.index(after: index)
            let following: Character? = next < text.endIndex ? text[next] : nil
            let first = index == text.startIndex
            var escape = false
            switch c {
            case "@", "#", "~": escape = true
            case "-": escape = following == "-"
            case "[": escape = following == "-"
            case "\\": escape = following.map { $0.asciiValue.map(CooklangInline.isEscapable) ?? false } ?? true
            case "=", ">": escape = first && lineStart
            case "(": escape = first && afterMention
            default: break
            }
            if escape { out.append("\\") }
            out.append(c)
            index = next
        }
        return out
    }

    private static func timer(_ timer: StepTimer) throws(ExportError) -> String {
        let label = timer.label ?? ""
        guard label.isEmpty || isSafeName(label), !label.contains("%") else {
            throw ExportError(message: "the timer label '\(label)' cannot be written in Cooklang")
        }
        let s = timer.seconds
        let (value, unit): (Int, String)
        if s > 0, s % 3600 == 0 {
            (value, unit) = (s / 3600, s == 3600 ? "hour" : "hours")
        } else if s > 0, s % 60 == 0 {
            (value, unit) = (s / 60, s == 60 ? "minute" : "minutes")
        } else {
            (value, unit) = (s, s == 1 ? "second" : "seconds")
        }
        return "~" + label + "{" + String(value) + "%" + unit + "}"
    }
}
