import ClipCookCore

/// A recipe a page shows with no heading over its lists (a maker's recipe
/// page: the dish's `<h1>`, then `<ul><li>4 brins de coriandre</li>…`,
/// then `<ol><li>Rincer et sécher la coriandre…</li>…`): the first list
/// after the title whose lines are mostly amounts is the ingredients, and
/// the first list after it whose items are all sentences is the method.
extension HTMLVisibleRecipe {
    /// The shortest text read as a step of a list with no heading.
    static let shortestUnheadedStep = 25

    /// The ingredient list and the method after the element at `start` (the page's `<h1>`), with the index of each
    /// list's element; nil when no list of amounts is followed by a list of sentences.
    static func unheaded(
        after start: Int, _ elements: [HTMLMicrodata.Element], _ bytes: [UInt8]
    ) -> (lines: (index: Int, items: [String]), steps: (index: Int, items: [String]))? {
        // `4 brins de coriandre`, `Jus de ½ citron vert`: two lines in three or more open with an amount
        guard
            let ingredients = firstList(
                after: start, elements, bytes,
                where: { items in
                    (2...60).contains(items.count) && items.allSatisfy { $0.count <= 200 }
                        && items.filter { IngredientLineReader.read($0).quantity != nil }.count * 3 >= items.count * 2
                }),
            let steps = sentenceList(after: ingredients.index, elements, bytes)
        else { return nil }
        return (ingredients, steps)
    }

    /// The first list after the element at `start` whose items are all sentences, with its element's index.
    static func sentenceList(
        after start: Int, _ elements: [HTMLMicrodata.Element], _ bytes: [UInt8]
    ) -> (index: Int, items: [String])? {
        firstList(after: start, elements, bytes) { items in !items.isEmpty && items.allSatisfy { $0.count >= shortestUnheadedStep } }
    }

    /// The first of the lists (`<ul>`, `<ol>`) that open after the element at `start` ends whose items' text
    /// `accepts`, with its element's index; the lists are looked at one after another (a list inside another is the
    /// outer one's), at most 50 of them.
    static func firstList(
        after start: Int, _ elements: [HTMLMicrodata.Element], _ bytes: [UInt8], where accepts: ([String]) -> Bool
    ) -> (index: Int, items: [String])? {
        var index = start + 1
        var looked = 0
        while index < elements.count, looked < 50 {
            let list = elements[index]
            guard list.name == "ul" || list.name == "ol", list.tagStart >= elements[start].contentEnd else {
                index += 1
                continue
            }
            looked += 1
            var end = index + 1
            while end < elements.count, elements[end].tagStart < list.contentEnd { end += 1 }
            let items = items(from: index, to: end, elements, bytes, tags: ["li"])
            if accepts(items) { return (index, items) }
            index = end
        }
        return nil
    }
}
