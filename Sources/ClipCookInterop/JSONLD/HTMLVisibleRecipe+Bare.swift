import ClipCookCore

/// A recipe a blog post sets as bare text under its headings, with no list
/// or paragraph element of its own (`<b>Ingredients:</b><br>6 medium
/// tomatoes<br>2 cucumbers<br>…<b>Instructions:</b><br>Cut up the
/// tomatoes…<br><br>Peel the avocado…`): the lines are the text's lines
/// between the two headings, the steps the text after the method's heading
/// up to the end of the element that holds it.
extension HTMLVisibleRecipe {
    /// The most bytes of a page read as one bare section.
    static let maxBareBytes = 16_384
    /// Words that open a line of a bare list that tells the yield, not an ingredient.
    static let yieldOpenings = ["makes ", "serves ", "yield: ", "yields ", "yield "]

    /// The text between two places of the page as blocks of lines parted by
    /// blank lines, at most `maxBareBytes` of it.
    static func bareBlocks(from start: Int, to end: Int, _ bytes: [UInt8]) -> [[String]] {
        guard start < end, start >= 0, end <= bytes.count else { return [] }
        let stop = end - start > maxBareBytes ? start + maxBareBytes : end
        let blank = UInt8(ascii: " ")
        let text = String(decoding: bytes[start..<stop].map { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 ? blank : $0 }, as: UTF8.self)
        var blocks: [[String]] = [[]]
        for line in HTMLText.paragraphs(text).split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = IngredientText.collapseBlanks(String(line).replacingOccurrences(of: "\u{A0}", with: " "))
            if trimmed.isEmpty {
                if blocks.last?.isEmpty == false { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append(trimmed)
            }
        }
        return blocks.filter { !$0.isEmpty }
    }

    /// Whether a line of a bare list tells the yield (`Makes about 8 popsicles`, `(Makes 2-4 servings, …)`).
    static func isYieldLine(_ line: String) -> Bool {
        let lower = line.lowercased().drop { $0 == "(" }
        return yieldOpenings.contains { lower.hasPrefix($0) } && lower.contains(where: \.isNumber)
    }

    /// The lines of a bare list without its yield line; nil unless there are
    /// 2 to 60 of at most 200 characters, half of them or more opening with an amount.
    static func ingredientLines<Lines: Collection<String>>(_ lines: Lines) -> [String]? {
        let kept = lines.filter { !isYieldLine($0) }
        guard (2...60).contains(kept.count), kept.allSatisfy({ $0.count <= 200 }),
            kept.filter({ IngredientLineReader.read($0).quantity != nil }).count * 2 >= kept.count
        else { return nil }
        return kept
    }

    /// The ingredient lines set as bare text between the two places
    /// (`ingredientLines`), and the yield line among them or in the block
    /// just before them.
    static func bareLines(
        from start: Int, to end: Int, before heading: Int, _ bytes: [UInt8]
    ) -> (lines: [String], yield: String?)? {
        let lines = Array(bareBlocks(from: start, to: end, bytes).joined())
        guard let kept = ingredientLines(lines) else { return nil }
        // `(Makes 2-4 servings, recipe created by Kalyn.)`: the yield set as bare text above the heading
        let above = bareBlocks(from: max(0, heading - 1_024), to: heading, bytes).last ?? []
        let yield = (lines + above.suffix(2)).first(where: isYieldLine).map { String($0.drop { $0 == "(" }) }
        return (kept, yield)
    }

    /// The end of a method's section at `end`, or before it where the
    /// element around both the heading at `heading` and the first list item
    /// or paragraph after it closes (a page's related links or a sidebar
    /// further down are no steps, though no heading of the method's rank
    /// comes first).
    static func enclosed(after heading: Int, _ end: Int, _ elements: [HTMLMicrodata.Element]) -> Int {
        let first = min(firstIndex(of: "li", from: heading, to: end, elements), firstIndex(of: "p", from: heading, to: end, elements))
        guard first < end, let holder = holder(of: heading, reaching: elements[first].tagStart, elements) else { return end }
        var index = first
        while index < end, elements[index].tagStart < elements[holder].contentEnd { index += 1 }
        return index
    }

    /// The innermost element around the element at `index` that runs past
    /// `place`, looked for among the 4,096 elements before it.
    static func holder(of index: Int, reaching place: Int, _ elements: [HTMLMicrodata.Element]) -> Int? {
        var at = index - 1
        while at >= max(0, index - 4_096) {
            if elements[at].contentEnd > place, elements[at].contentEnd >= elements[index].contentEnd { return at }
            at -= 1
        }
        return nil
    }

    /// The steps set as bare text after the method's heading at `methodAt`,
    /// up to the end of the element that holds the heading or `limit`: the
    /// lines of the first block when it has two or more, else the blocks
    /// one a step, up to the first that does not end a sentence (a link to
    /// a printable copy, `Nutrition facts`).
    static func bareSteps(after methodAt: Int, before limit: Int, _ elements: [HTMLMicrodata.Element], _ bytes: [UInt8]) -> [String] {
        let heading = elements[methodAt]
        let end = holder(of: methodAt, reaching: heading.contentEnd, elements).map { min(elements[$0].contentEnd, limit) } ?? limit
        return steps(in: bareBlocks(from: heading.contentEnd, to: end, bytes))
    }

    /// The steps of bare blocks: the lines of the first block when it has two
    /// or more, else the blocks one a step, up to the first that ends no sentence.
    static func steps(in blocks: [[String]]) -> [String] {
        guard let first = blocks.first else { return [] }
        if first.count >= 2 { return first }
        let ends: Set<Character> = [".", "!", "?", ")", "”", "\""]
        return Array(blocks.lazy.map { $0.joined(separator: " ") }.prefix { $0.last.map(ends.contains) ?? false })
    }
}

extension HTMLVisibleRecipe {
    /// The ingredient headings looked for in a page's bare text, lower-cased.
    static let bareHeadingWords: [[UInt8]] = ["ingredients", "zutaten", "ingrédients", "ingredientes", "ingredienti"].map { Array($0.utf8) }

    /// A recipe whose headings are bare text too (`Ingredients:<br><br>1 cup
    /// raspberries<br>…Method:<br>1. Blend the raspberries…`): from the first
    /// line that is an ingredients heading (at most 20 are tried), the lines
    /// up to the line that is a method heading, and the steps after it as
    /// `bareSteps` reads them. Nil unless the lines pass `bareLines`' checks.
    static func bareRecipe(
        _ elements: [HTMLMicrodata.Element], _ bytes: [UInt8], _ texts: [(index: Int, text: String)], title: String?
    ) -> [String: Any]? {
        var tried = 0
        var at = 0
        while tried < 20, let found = nextHeadingWord(in: bytes, from: at) {
            at = found + 1
            // the word opens a line of text: a tag or a line break before it, blanks aside
            guard let before = bytes[..<found].last(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
                before == UInt8(ascii: ">")
            else { continue }
            tried += 1
            let blocks = bareBlocks(from: found, to: min(bytes.count, found + maxBareBytes), bytes)
            guard let heading = blocks.first?.first, kind(of: heading) == .ingredients else { continue }
            let rest = Array(blocks.joined().dropFirst())
            guard let methodLine = rest.firstIndex(where: { kind(of: $0) == .method }) else { continue }
            guard let lines = ingredientLines(rest[..<methodLine]) else { continue }
            let steps = stepsAfter(methodLine: rest[methodLine], in: blocks)
            guard !steps.isEmpty else { continue }
            let index = elements.firstIndex { $0.tagStart >= found } ?? elements.count
            return described(lines, numbered(steps), at: index, index, elements, bytes, texts, title: title)
        }
        return nil
    }

    /// The steps after `methodLine`: the lines after it in its own block when
    /// they are two or more, else `steps(in:)` of the blocks after that one.
    static func stepsAfter(methodLine: String, in blocks: [[String]]) -> [String] {
        guard let holding = blocks.firstIndex(where: { $0.contains(methodLine) }) else { return [] }
        // the method's heading may open the block of its steps
        let own = Array(blocks[holding].drop { $0 != methodLine }.dropFirst())
        if own.count >= 2 { return own }
        let after = Array(blocks[(holding + 1)...])
        return after.isEmpty ? own : steps(in: after)
    }

    /// Where the next of `bareHeadingWords` starts, from `start` on, any case.
    static func nextHeadingWord(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index] | 0x20
            if byte == UInt8(ascii: "i") || byte == UInt8(ascii: "z") {
                for word in bareHeadingWords where index + word.count <= bytes.count {
                    if zip(word, bytes[index...]).allSatisfy({ $0 == $1 || ($0 < 0x80 && $0 == $1 | 0x20) }) { return index }
                }
            }
            index += 1
        }
        return nil
    }
}
