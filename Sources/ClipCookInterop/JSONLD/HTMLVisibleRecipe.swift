import Foundation
import ClipCookCore

/// A recipe that a page only shows, with no schema.org data: a blog post's
/// list under an `Ingredients` (`What You'll Need`, `Zutaten`...) heading
/// and its method under an `Instructions` (`Directions`, `How to Make ...`,
/// `Zubereitung`...) heading. Read into the shape of a JSON-LD node, so
/// that `JSONLDRecipeMapping` maps it as it maps the others.
///
/// A heading is an `<h1>`-`<h6>`, or a short `<p>`, `<strong>`, `<b>`,
/// `<span>` or `<div>` whose whole text is the heading's words (emoji,
/// colons and the like around them are no part of it). The ingredients
/// are the `<li>` items after their heading, up to the method's heading or
/// the next heading of the same rank or higher; the steps are the method's
/// `<li>` items, else its paragraphs, up to the next heading of its rank
/// or higher. An ingredients heading may say for how many or what
/// (`Zutaten für 4 Personen`, which gives the servings when no `Serves:`
/// does), a method heading for which dish (`Elaboración de la crema`). The title is the page's `<h1>`; servings and the prep and
/// cook times come from `Serves: 6-8`, `Prep time: 20 minutes`, `Cook
/// time: 8 hours` in the short elements before the method. A page with
/// fewer than two ingredients or no step has no recipe. One scan of the
/// page's tags (`HTMLMicrodata.scan`, bounded) and the text of short
/// elements only.
package enum HTMLVisibleRecipe {
    static let ingredientHeadings: Set<String> = [
        "ingredients", "ingredient list", "the ingredients", "what you'll need", "what you need", "you'll need",
        "you will need", "what you will need", "zutaten", "ingrédients", "ingredientes", "ingredienti",
    ]
    static let methodHeadings: Set<String> = [
        "instructions", "directions", "method", "preparation", "steps", "how to make it", "how to make", "what to do",
        "zubereitung", "préparation", "preparación", "elaboración", "procedimento", "preparazione",
    ]
    static let roughWords: Set<String> = ["ca.", "ca", "circa", "about", "approx.", "approximately", "etwa", "around"]
    static let germanTimeUnits = [
        "std.": "h", "std": "h", "stunde": "h", "stunden": "h", "min.": "min", "minute": "min", "minuten": "min",
    ]
    static let prepLabels = ["prep time", "preparation time", "zubereitungszeit", "arbeitszeit", "temps de préparation"]
    static let cookLabels = ["cook time", "cooking time", "kochzeit", "backzeit", "temps de cuisson"]
    static let headingTags: [String: Int] = ["h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6]
    static let shortHeadingTags: Set<String> = ["p", "strong", "b", "span", "div"]
    static let factTags: Set<String> = ["li", "td", "dd"]
    /// What ends a method given as paragraphs: a list or a box after them
    /// (links, a download, the credits' box); pictures between them do not.
    static let paragraphBreaks: Set<String> = ["ul", "ol", "table", "aside", "form", "nav", "footer"]
    /// The longest item read as a line or a step, in bytes of HTML.
    static let maxItemBytes = 8_192

    enum Kind { case ingredients, method }

    struct Heading {
        var index: Int
        var kind: Kind
        /// 1-6 for `<h1>`-`<h6>`, 7 for a short element standing as a heading.
        var rank: Int
    }

    /// The recipe node, or nil when the page shows no ingredient list and method.
    package static func node(in bytes: [UInt8]) -> [String: Any]? {
        let elements = HTMLMicrodata.scan(bytes)
        var headings: [Heading] = []
        var ranks: [Int: Int] = [:]
        var title: String?
        var postTitle: String?
        // The text of each short element, for the servings and times.
        var texts: [(index: Int, text: String)] = []
        for (index, element) in elements.enumerated() {
            // `<strong role="heading" aria-level="2">Related Products</strong>` is a heading of its level too
            let rank =
                headingTags[element.name]
                ?? (element.attributes["role"] == "heading" ? element.attributes["aria-level"].flatMap { Int($0) } ?? 2 : nil)
            if let rank { ranks[index] = rank }
            let size = element.contentEnd - element.contentStart
            guard rank != nil || shortHeadingTags.contains(element.name) || factTags.contains(element.name), size <= 600,
                texts.count < 20_000
            else { continue }
            let text = HTMLText.line(HTMLMicrodata.propertyValue(element, bytes))
            texts.append((index, text))
            if rank == 1, title == nil, !text.isEmpty { title = text }
            // `<h3 class='post-title entry-title'>`: a blog post's title (hAtom), when the page has no `<h1>`
            if postTitle == nil, !text.isEmpty, element.attributes["class"]?.split(separator: " ").contains("entry-title") == true {
                postTitle = text
            }
            guard size <= (rank == nil ? 120 : 400), rank != nil || shortHeadingTags.contains(element.name) else { continue }
            if let kind = kind(of: text) { headings.append(Heading(index: index, kind: kind, rank: rank ?? 7)) }
        }
        // (the post's title only where the head's title holds it: `Jun 5 Carottes Rappés` is a date and the title)
        if title == nil, let postTitle {
            let head = headTitle(bytes)
            title = head?.localizedCaseInsensitiveContains(postTitle) ?? true ? postTitle : head
        }
        guard let ingredientsAt = headings.first(where: { $0.kind == .ingredients }) else {
            // `Ingredients:<br>1 cup raspberries<br>…Method:<br>…`: headings that are bare text too
            if let node = bareRecipe(elements, bytes, texts, title: title) { return node }
            // No heading names the list: the list of amounts after the title and the list of sentences after it
            guard let titleAt = ranks.lazy.filter({ $0.value == 1 }).map(\.key).min(), let (lines, steps) = unheaded(after: titleAt, elements, bytes)
            else { return nil }
            return described(lines.items, steps.items, at: lines.index, steps.index, elements, bytes, texts, title: title)
        }
        let methodAt = headings.first { $0.kind == .method && $0.index > ingredientsAt.index }
        let ingredientEnd = end(after: ingredientsAt, before: methodAt?.index, elements, ranks)
        var lines = items(from: ingredientsAt.index, to: ingredientEnd, elements, bytes, tags: ["li"])
        if lines.count < 2 {
            // `<p><strong>Ingredients</strong></p><p>1 cup rice</p>…`: a short paragraph a line
            let paragraphs = items(
                from: ingredientsAt.index, to: ingredientEnd, elements, bytes, tags: ["p"], breaks: ["li"], byLine: true)
            if paragraphs.count >= 2, paragraphs.allSatisfy({ $0.count <= 200 }) { lines = paragraphs }
        }
        var yieldLine = ""
        if lines.count < 2 {
            // `<b>Ingredients:</b><br>6 medium tomatoes<br>…`: lines with no element of their own
            let start = elements[ingredientsAt.index]
            let end = methodAt.map { elements[$0.index].tagStart } ?? elements.dropFirst(ingredientEnd).first?.tagStart ?? bytes.count
            if let bare = bareLines(from: start.contentEnd, to: end, before: start.tagStart, bytes) {
                lines = bare.lines
                yieldLine = bare.yield ?? ""
            }
        }
        guard lines.count >= 2 else { return nil }
        guard let methodAt else {
            // a list under its heading and a method under none: the first list of sentences after the list
            guard let list = firstList(after: ingredientsAt.index, elements, bytes, where: { _ in true }), list.items.count >= 2,
                let steps = sentenceList(after: list.index, elements, bytes)
            else { return nil }
            return described(list.items, steps.items, at: ingredientsAt.index, steps.index, elements, bytes, texts, title: title)
        }
        let methodEnd = enclosed(after: methodAt.index, end(after: methodAt, before: nil, elements, ranks), elements)
        // The list items, or the paragraphs when the method opens with one
        // and they are more (a `<li>` further down is a link's or a
        // download's, no step; a paragraph before a list is its lead-in).
        let listed = items(from: methodAt.index, to: methodEnd, elements, bytes, tags: ["li"])
        let paragraphs = items(from: methodAt.index, to: methodEnd, elements, bytes, tags: ["p"], breaks: paragraphBreaks)
        let listFirst = firstIndex(of: "li", from: methodAt.index, to: methodEnd, elements)
        let paragraphFirst = firstIndex(of: "p", from: methodAt.index, to: methodEnd, elements)
        var steps = listed
        // (paragraphs before a list are the method, the list a box after it, when they are two or more, or one
        // parted by blank lines: `<p>Place a pot...<br><br>Add the noodles...</p>`)
        let parted =
            paragraphFirst < listFirst && paragraphs.count == 1
            ? items(from: methodAt.index, to: methodEnd, elements, bytes, tags: ["p"], breaks: paragraphBreaks, byLine: true) : []
        if parted.count >= 2 {
            steps = parted
        } else if listed.isEmpty || (paragraphFirst < listFirst && (paragraphs.count > listed.count || paragraphs.count >= 2)) {
            steps = numbered(paragraphs)
        }
        if steps.isEmpty {
            // `<b>Instructions:</b><br>Cut up the tomatoes…<br><br>Peel…`: steps with no element of their own
            steps = bareSteps(after: methodAt.index, before: elements.dropFirst(methodEnd).first?.tagStart ?? bytes.count, elements, bytes)
        }
        // `Arbeitszeit: ca. 1 Std. Ruhezeit: ca. 1 Tag`: times first under the method are facts, no step
        let timed = steps.first.map { first in prepLabels.contains { first.lowercased().hasPrefix($0 + ":") } } ?? false
        let stepFacts = timed ? steps.removeFirst() : ""
        guard !steps.isEmpty else { return nil }
        return described(
            lines, steps, at: ingredientsAt.index, methodAt.index, elements, bytes, texts, title: title,
            facts: [stepFacts, yieldLine].filter { !$0.isEmpty })
    }

    /// The node of a recipe whose lines and steps were found (the list at `ingredientsAt`, the method at
    /// `methodAt`): its title, servings and times from the short texts before the method and the `facts` found
    /// elsewhere (times first under the method, a yield set as bare text).
    static func described(
        _ lines: [String], _ steps: [String], at ingredientsAt: Int, _ methodAt: Int, _ elements: [HTMLMicrodata.Element],
        _ bytes: [UInt8], _ shortTexts: [(index: Int, text: String)], title: String?, facts more: [String] = []
    ) -> [String: Any] {
        var texts = shortTexts
        var node: [String: Any] = ["@type": "Recipe", "recipeIngredient": lines, "recipeInstructions": steps]
        if let title = title ?? headTitle(bytes) { node["name"] = title }
        // `<tr><th>Prep time</th>…</tr><tr><td>10 minutes</td>…`: a heading above a cell names it, as one beside it does
        for (index, table) in elements.enumerated()
        where table.name == "table" && index < methodAt && table.contentEnd - table.contentStart < 4_096 {
            let cells = elements[(index + 1)...].prefix { $0.tagStart < table.contentEnd }
            let heads = cells.filter { $0.name == "th" }, data = cells.filter { $0.name == "td" }
            guard heads.count == data.count else { continue }
            for (head, cell) in zip(heads, data) { texts += [head, cell].map { (index, HTMLText.line(HTMLMicrodata.propertyValue($0, bytes))) } }
        }
        let facts = (texts.lazy.filter { $0.index < methodAt }.map(\.text) + more).joined(separator: " | ")
        // `Yield: About 8 servings`: the first whole number of the words after the label
        if let yield = ["serves", "servings", "yield", "yields", "portionen", "makes"].lazy.compactMap({
            value(after: [$0], in: facts, words: 3)
        }).first(where: { JSONLDRecipeMapping.firstWholeNumber(in: $0) != nil }) {
            node["recipeYield"] = yield
        } else if let heading = texts.first(where: { $0.index == ingredientsAt })?.text,
            let count = JSONLDRecipeMapping.firstWholeNumber(in: heading)
        {
            // `Zutaten für 4 Personen`: the servings the list is for.
            node["recipeYield"] = String(count)
        }
        if let prep = duration(after: prepLabels, in: facts) { node["prepTime"] = prep }
        if let cook = duration(after: cookLabels, in: facts) { node["cookTime"] = cook }
        return node
    }

    /// A page with no `<h1>`: the title its head gives (`og:title`, else
    /// `<title>`), without the site's name after a dash or a bar
    /// (`Carottes Rappés with Rice — FEED THE SWIMMERS`).
    static func headTitle(_ bytes: [UInt8]) -> String? {
        let meta = WebPageMeta(html: bytes)
        guard let text = (meta["og:title"] ?? meta.title).map(HTMLText.line), !text.isEmpty else { return nil }
        let separators = [" — ", " – ", " | ", " - ", " · ", " :: "]
        guard let cut = separators.compactMap({ text.range(of: $0, options: .backwards) }).max(by: { $0.lowerBound < $1.lowerBound }),
            text[cut.upperBound...].count <= 40, text[..<cut.lowerBound].contains(where: \.isLetter)
        else { return text }
        return String(text[..<cut.lowerBound])
    }

    /// Paragraphs that number their steps (`1- Prepare the rice`, `2. Boil
    /// the eggs`): the numbered ones, without their numbers; the paragraphs
    /// after the last of them are the cook's notes. Others as they are.
    static func numbered(_ paragraphs: [String]) -> [String] {
        func number(_ text: String) -> Substring? {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...2).contains(digits.count) else { return nil }
            let rest = text[digits.endIndex...].drop { $0 == " " }
            guard let mark = rest.first, ".)-–:".contains(mark) else { return nil }
            let step = rest.dropFirst().drop { $0 == " " }
            return step.count < rest.count - 1 && !step.isEmpty ? step : nil
        }
        let steps = paragraphs.prefix { number($0) != nil }.compactMap(number).map(String.init)
        return steps.count >= 2 ? steps : paragraphs
    }

    /// Whether a text is an ingredients or a method heading.
    static func kind(of text: String) -> Kind? {
        guard text.count <= 60 else { return nil }
        // Emoji, colons and the like around the words are no part of the heading.
        let lower = Substring(text.lowercased().replacingOccurrences(of: "’", with: "'"))
        let key = String(lower.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed())
        let opening = String(lower.drop { !$0.isLetter })
        if ingredientHeadings.contains(key) || qualified(opening, ingredientHeadings, by: forWords) { return .ingredients }
        if methodHeadings.contains(key) || key.hasPrefix("how to make ") || qualified(opening, methodHeadings, by: ofWords) {
            return .method
        }
        return nil
    }

    /// The words after an ingredients heading that say for how many or for
    /// what it is: `Zutaten für 4 Personen`, `Ingredients for 6`,
    /// `Ingredientes para hacer crema de calabaza`.
    static let forWords = [" for ", " für ", " pour ", " para ", " per ", " (", " - "]
    /// The words after a method heading that name the dish: `Elaboración de
    /// la crema`, `Preparation of the sauce`, `Zubereitung des Teigs`.
    static let ofWords = [" of ", " for ", " de ", " du ", " des ", " della ", " del ", " di ", " von ", " der "]

    /// A heading's words followed by one of `words` (`ingredients for 4 people`, folded).
    static func qualified(_ text: String, _ headings: Set<String>, by words: [String]) -> Bool {
        headings.contains { heading in
            words.contains { text.hasPrefix(heading + $0) }
        }
    }

    /// The first element after `heading` that ends its section: a heading
    /// of its rank or higher, or `limit`.
    static func end(after heading: Heading, before limit: Int?, _ elements: [HTMLMicrodata.Element], _ ranks: [Int: Int]) -> Int {
        let last = limit ?? elements.count
        var index = heading.index + 1
        while index < last {
            if let rank = ranks[index], rank <= heading.rank, elements[index].tagStart >= elements[heading.index].contentEnd {
                return index
            }
            index += 1
        }
        return last
    }

    /// The index of the first element named `tag` between the two indices, or `end`.
    static func firstIndex(of tag: String, from start: Int, to end: Int, _ elements: [HTMLMicrodata.Element]) -> Int {
        var index = start + 1
        while index < end, elements[index].name != tag { index += 1 }
        return index
    }

    /// The text of every element named in `tags` between the two indices
    /// (not inside another such element), empty ones left out.
    /// With `byLine`, each line of an element (broken by `<br>`) is an item.
    /// With `breaks`, the items end at the first such element after them
    /// (a method's paragraphs end at the list after them: what follows is
    /// a download's link or the credits).
    static func items(
        from start: Int, to end: Int, _ elements: [HTMLMicrodata.Element], _ bytes: [UInt8], tags: Set<String>,
        breaks: Set<String> = [], byLine: Bool = false
    ) -> [String] {
        var found: [String] = []
        var inside = -1
        var index = start + 1
        while index < end, found.count < 500 {
            let element = elements[index]
            index += 1
            if !found.isEmpty, breaks.contains(element.name), element.tagStart >= inside { break }
            guard tags.contains(element.name), element.tagStart >= inside else { continue }
            inside = element.contentEnd
            // An item left open runs to its parent's end: no line or step is that long.
            guard element.contentEnd - element.contentStart <= maxItemBytes else { continue }
            // `<p>200 g Schokolade<br>25 g Butter</p>`: with `byLine`, a line of a paragraph is an item
            let value = HTMLMicrodata.propertyValue(element, bytes)
            found += byLine ? HTMLText.lines(value) : [HTMLText.line(value)].filter { !$0.isEmpty }
        }
        return found
    }

    /// The words after the first of `labels` (and a colon) in `text`, at
    /// most `words` of them, up to a comma, a semicolon, a bracket or the
    /// end of the element.
    static func value(after labels: [String], in text: String, words: Int) -> String? {
        let lower = text.lowercased()
        for label in labels {
            // `Serves: 4`, or a table's cells, `SERVES | 8`
            guard
                let found = lower.range(of: label + ":") ?? lower.range(of: label + " :") ?? lower.range(of: "| " + label + " | ")
                    ?? (lower.hasPrefix(label + " | ") ? lower.range(of: label + " | ") : nil)
                    // `Serves 2 | Total time: 15 minutes`: a fact that opens with the label and a number
                    ?? spaced(label, in: lower)
            else { continue }
            // The same place in the text as written (lower-casing keeps the count of characters but for rare letters).
            let rest = text.dropFirst(lower.distance(from: lower.startIndex, to: found.upperBound))
            let taken = rest.prefix { !"|,;(".contains($0) }.split(separator: " ").prefix(words).joined(separator: " ")
            if !taken.isEmpty { return taken }
        }
        return nil
    }

    /// Where `label` and a blank end when a fact opens with them and a digit follows (`serves 2 | ...`).
    static func spaced(_ label: String, in lower: String) -> Range<String.Index>? {
        let found = lower.hasPrefix(label + " ") ? lower.range(of: label + " ") : lower.range(of: "| " + label + " ")
        guard let found, found.upperBound < lower.endIndex, lower[found.upperBound].isNumber else { return nil }
        return found
    }

    /// The longest run of up to six words after a label that reads as a
    /// duration (`20 minutes`, `1 hour 30 minutes`; `8 hours on low` is 8 hours).
    static func duration(after labels: [String], in text: String) -> String? {
        guard let found = value(after: labels, in: text, words: 6)?.split(separator: " ") else { return nil }
        // `ca. 1 Std.`: a rough time is a time, and German units are the language's
        let words = found.drop { roughWords.contains($0.lowercased()) }.map { germanTimeUnits[$0.lowercased()] ?? String($0) }
        for count in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(count).joined(separator: " ")
            if DurationText.seconds(in: candidate) != nil { return candidate }
        }
        // `PREP TIME | 5`: a time with no unit is in minutes
        return words.first.flatMap { Int($0) }.map { "\($0) min" }
    }
}
