import ClipCookCore

/// A page's ingredient list as its structured data gives it, made into one
/// ingredient a line: section headings are no ingredients (`For the
/// sauce:`, `Yoghurt and Ouzo Dressing`, `FOR THE CRUST`, `To brush on
/// the dough`, `Sourdough Version` over `Sweet Stiff Starter`), a line the
/// page's markup split in two is joined again (`3 oxheart tomatoes, cut
/// into rough` + `3cm pieces`), and a list given twice over is kept once.
package enum IngredientListTidy {
    package static func tidy(_ given: [String]) -> [String] {
        let lines = given.count == 1 ? oneLineList(given[0]) : given
        // From the end: a heading may stand over another heading (`Sourdough
        // Version`, then `Sweet Stiff Starter`, then the lines).
        var headings = [Bool](repeating: false, count: lines.count)
        var nextOpensAGroup = false
        for index in lines.indices.reversed() {
            let line = lines[index]
            // COOKIE over the first line: a list opens with its first group's heading or with a line
            headings[index] = isHeading(line, beforeAGroup: nextOpensAGroup || index == 0)
            nextOpensAGroup = headings[index] || opensWithAnAmount(line)
        }
        // `*replace with hot sauce` under `2 teaspoons sriracha*`: the footnote of a marked line is none
        let marked = lines.contains { $0.hasSuffix("*") || $0.contains("* ") }
        var kept: [String] = []
        for (index, line) in lines.enumerated() {
            if headings[index] || marked && isFootnote(line) { continue }
            if let last = kept.last, continues(line, after: last) {
                kept[kept.count - 1] = last + " " + line
                continue
            }
            kept.append(line)
        }
        // The same list twice in a row (a page's markup and its print view).
        if kept.count >= 4, kept.count % 2 == 0 {
            let half = kept.count / 2
            // Compared pair by pair: no folded copy of the whole list.
            let same = kept[..<half].lazy.map { $0.lowercased() }.elementsEqual(kept[half...].lazy.map { $0.lowercased() })
            if same { kept.removeLast(half) }
        }
        return kept
    }

    /// A whole list given as one text, its items separated by commas (a
    /// page's microdata `recipeIngredient` of `125ml non dairy milk, 1 tsp
    /// apple cider vinegar, 60ml olive oil, ...`): one line an item, when
    /// there are at least three and every one opens with an amount. One
    /// line with an amount and its notes after a comma (`2 eggs, beaten`)
    /// stays whole.
    static func oneLineList(_ line: String) -> [String] {
        let items = line.split(separator: ",").map { $0.trimmingBlanks() }
        guard items.count >= 3, items.allSatisfy(opensWithAnAmount) else { return [line] }
        return items
    }

    /// `*replace with Louisiana hot sauce`, `** see note`: a line opened by the mark a line above ends with, then words.
    static func isFootnote(_ line: String) -> Bool {
        guard line.hasPrefix("*") else { return false }
        return line.drop(while: { $0 == "*" || $0 == " " }).first?.isLetter == true
    }

    /// Whether a line opens with a number (`2 cups`, `½ tsp`).
    static func opensWithAnAmount(_ line: String) -> Bool {
        guard let first = line.first else { return false }
        return first.isNumber || QuantityScanner.vulgarFractions[first] != nil
    }

    /// The words a dish's part is named by, last in a heading that has no colon (`Yoghurt and Ouzo Dressing`).
    static let partsOfADish: Set<String> = [
        "dressing", "sauce", "marinade", "topping", "glaze", "filling", "frosting", "icing", "crust", "dough", "batter",
        "garnish", "salad", "rub", "syrup", "base", "crumble", "pastry", "version", "starter", "assembly", "mixture",
        "layer", "toppings",
    ]

    static let linkingWords: Set<String> = ["and", "or", "for", "the", "with", "of", "a", "&"]

    /// `For the sauce:`, `TOPPING:`; before a group of lines (a line with an
    /// amount, or another heading): a title-cased part of the dish
    /// (`Yoghurt and Ouzo Dressing`), a line in capitals (`FOR THE CRUST`)
    /// and a purpose (`To brush on the dough before baking`, `For serving`).
    static func isHeading(_ line: String, beforeAGroup: Bool) -> Bool {
        guard !line.contains(where: \.isNumber), !line.contains(","), line.count <= 60 else { return false }
        let words = line.split(separator: " ")
        guard (1...10).contains(words.count) else { return false }
        if line.hasSuffix(":"), words.count <= 7 { return true }
        guard beforeAGroup else { return false }
        if let first = words.first?.lowercased(), first == "to" || first == "for", words.count >= 2 { return true }
        let letters = line.filter(\.isLetter)
        if letters.count >= 3, letters.allSatisfy(\.isUppercase) { return true }
        guard words.count >= 2, words.count <= 7, let last = words.last, partsOfADish.contains(last.lowercased()) else {
            return false
        }
        return words.allSatisfy { word in
            linkingWords.contains(word.lowercased()) || word.first?.isUppercase == true
        }
    }

    /// A line of a JSON-LD list that the page wrapped whole in bold or a
    /// heading's markup, with no amount: `<strong>For the sauce</strong>`,
    /// `<h4>Dough</h4>`. Read before the markup is taken off.
    package static func isMarkedHeading(_ raw: String) -> Bool {
        let text = raw.trimmingBlanks()
        guard text.count <= 200, text.hasPrefix("<"), text.hasSuffix(">") else { return false }
        let opening = text.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
        guard ["strong", "b", "h2", "h3", "h4", "h5", "h6"].contains(opening), text.lowercased().hasSuffix("</" + opening + ">")
        else { return false }
        let inner = HTMLText.line(text)
        return !inner.isEmpty && !inner.contains(where: \.isNumber)
    }

    /// The words a piece is named by after its size (`3cm pieces`, `2 inch lengths`).
    static let pieceWords: Set<String> = ["pieces", "piece", "lengths", "chunks", "cubes", "slices", "strips", "dice", "rounds"]

    /// Words no ingredient line ends with: the line after finishes it.
    static let openEnds: Set<String> = ["into", "and", "or", "of", "with", "the", "a", "to", "rough", "roughly", "in", "about"]

    /// `3cm pieces` after a line cut at `into rough`: the rest of the line before it.
    static func continues(_ line: String, after previous: String) -> Bool {
        guard let end = previous.split(separator: " ").last.map({ $0.lowercased() }), openEnds.contains(end) else { return false }
        let words = line.split(separator: " ").map { $0.lowercased() }
        guard let first = words.first, let last = words.last else { return false }
        // 3cm pieces, 2 inch lengths: a size and the piece it names
        if words.count <= 3, pieceWords.contains(last), first.first?.isNumber == true { return true }
        // ... cut into / thin slices: a line that opens in lower case
        return line.first?.isLowercase == true
    }
}
