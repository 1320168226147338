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

    /// The ingredient lines set as bare text between the two places, and the
    /// yield line among them or in the block just before them; nil unless
    /// there are 2 to 60 lines of at most 200 characters, half of them or
    /// more opening with an amount.
    static func bareLines(
        from start: Int, to end: Int, before heading: Int, _ bytes: [UInt8]
    ) -> (lines: [String], yield: String?)? {
        let lines = bareBlocks(from: start, to: end, bytes).joined()
        let kept = lines.filter { !isYieldLine($0) }
        guard (2...60).contains(kept.count), kept.allSatisfy({ $0.count <= 200 }),
            kept.filter({ IngredientLineReader.read($0).quantity != nil }).count * 2 >= kept.count
        else { return nil }
        // `(Makes 2-4 servings, recipe created by Kalyn.)`: the yield set as bare text above the heading
        let above = bareBlocks(from: max(0, heading - 1_024), to: heading, bytes).last ?? []
        let yield = (lines + above.suffix(2)).first(where: isYieldLine).map { String($0.drop { $0 == "(" }) }
        return (kept, yield)
    }

    /// The steps set as bare text after the method's heading at `methodAt`,
    /// up to the end of the element that holds the heading or `limit`: the
    /// lines of the first block when it has two or more, else the blocks
    /// one a step, up to the first that does not end a sentence (a link to
    /// a printable copy, `Nutrition facts`).
    static func bareSteps(after methodAt: Int, before limit: Int, _ elements: [HTMLMicrodata.Element], _ bytes: [UInt8]) -> [String] {
        let heading = elements[methodAt]
        // The innermost element around the heading, looked for among the 4,096 elements before it.
        var holder = methodAt - 1
        while holder >= max(0, methodAt - 4_096), elements[holder].contentEnd <= heading.contentEnd { holder -= 1 }
        let end = holder >= 0 && elements[holder].contentEnd > heading.contentEnd ? min(elements[holder].contentEnd, limit) : limit
        let blocks = bareBlocks(from: heading.contentEnd, to: end, bytes)
        guard let first = blocks.first else { return [] }
        if first.count >= 2 { return first }
        let ends: Set<Character> = [".", "!", "?", ")", "”", "\""]
        return Array(blocks.lazy.map { $0.joined(separator: " ") }.prefix { $0.last.map(ends.contains) ?? false })
    }
}
