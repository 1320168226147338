import ClipCookCore

/// A page's ingredient list as its structured data gives it, made into one
/// ingredient a line: section headings are no ingredients (`For the
/// sauce:`, `Yoghurt and Ouzo Dressing`), a line the page's markup split in
/// two is joined again (`3 oxheart tomatoes, cut into rough` + `3cm
/// pieces`), and a list given twice over is kept once.
package enum IngredientListTidy {
    package static func tidy(_ lines: [String]) -> [String] {
        var kept: [String] = []
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count ? lines[index + 1] : nil
            if isHeading(line, next: next) { continue }
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

    /// The words a dish's part is named by, last in a heading that has no colon (`Yoghurt and Ouzo Dressing`).
    static let partsOfADish: Set<String> = [
        "dressing", "sauce", "marinade", "topping", "glaze", "filling", "frosting", "icing", "crust", "dough", "batter",
        "garnish", "salad", "rub", "syrup", "base", "crumble", "pastry",
    ]

    static let linkingWords: Set<String> = ["and", "or", "for", "the", "with", "of", "a", "&"]

    /// `For the sauce:`, `TOPPING:`, and a title-cased part of the dish with no amount before a line with one.
    static func isHeading(_ line: String, next: String?) -> Bool {
        guard !line.contains(where: \.isNumber), !line.contains(","), line.count <= 60 else { return false }
        let words = line.split(separator: " ")
        guard (1...7).contains(words.count) else { return false }
        if line.hasSuffix(":") { return true }
        guard words.count >= 2, let last = words.last, partsOfADish.contains(last.lowercased()),
            let next, next.first?.isNumber == true || next.first.map({ QuantityScanner.vulgarFractions[$0] != nil }) == true
        else { return false }
        return words.allSatisfy { word in
            linkingWords.contains(word.lowercased()) || word.first?.isUppercase == true
        }
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
