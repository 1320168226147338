/// Marks left around an English name that are no part of it: a sentence
/// after the food, a linking `of` or a colon left at its ends.
extension IngredientName {
    /// Words ending in a point that are abbreviations, not the end of a sentence (`approx.`, `pcs.`, `e.g.`).
    package static let pointedWords: Set<String> = [
        "approx.", "pcs.", "etc.", "vs.", "st.", "no.", "nos.", "oz.", "lb.", "lbs.", "bzw.", "evtl.", "ggf.", "usw.", "inkl.",
        "ca.", "env.", "gr.",
    ]

    /// English words that open a sentence of advice after a food (`We love ...`, `You can also use ...`), as written.
    package static let sentenceOpeners: Set<String> = [
        "I", "We", "You", "It", "This", "These", "They", "Use", "Or", "If", "My", "Our", "Any", "See", "Note", "Can", "Feel",
        "Make", "Store", "Buy", "Look", "Try", "Add", "Substitute", "Sub", "Optional", "Must", "Should",
    ]

    /// `Your favorite BBQ Sauce. We love Meat Mitch`, `sushi rice. It should still be warm`: a sentence after the
    /// food is a note (a sentence of two words at least, after a word of letters that is no abbreviation).
    package mutating func splitAtSentence() {
        // a point closes a word: the last bytes first, in a plain loop (most names have no point)
        var found: Int?
        for i in 0..<max(0, words.count - 1) where words[i].utf8.last == 0x2E {
            guard words[i].count > 2, words[i].dropLast().allSatisfy(\.isLetter), !Self.pointedWords.contains(words[i].lowercased())
            else { continue }
            if i > 0, i + 2 < words.count, Self.sentenceOpeners.contains(words[i + 1]) {
                found = i
                break
            }
            // olive oil. extra virgin: a word in small letters after the point is no longer the food
            let stem = words[i].dropLast()
            if stem.count > 2, words[i + 1].first?.isLowercase == true, UnitTable.unit(named: stem) == nil,
                !IngredientWords.sizes.contains(stem.lowercased())
            {
                found = i
                break
            }
        }
        guard let i = found else { return }
        notes.append(words[(i + 1)...].joined(separator: " "))
        words = Array(words[..<i]) + [String(words[i].dropLast())]
    }

    /// `fresh yeast I used the cube ones`: a cook speaking after the food, with no mark before, is a note.
    package mutating func splitAtFirstPerson() {
        guard words.count >= 3,
            let i = words.indices.first(where: { $0 > 0 && $0 + 1 < words.count && Self.firstPerson.contains(words[$0]) })
        else { return }
        notes.append(words[i...].joined(separator: " "))
        words.removeSubrange(i...)
    }

    /// The cook speaking, as written (a capital `I` is no food's word).
    package static let firstPerson: Set<String> = ["I", "I'd", "I've", "I'm", "I’d", "I’ve", "I’m"]

    /// `block of tofu` once `block` is a note, `(60ml) of vegetable oil`, `butter :`: an `of` left first or a colon
    /// left last is no part of the food.
    package mutating func stripStrayLinks() {
        // crushed or ground cloves once `crushed` is a note: a joining word left first goes too
        // (`or 1 med onion` is another amount, which `splitCountAlternative` reads)
        while words.count >= 2, words[0].utf8.count <= 3, ["of", "or", "and"].contains(Self.lower(words[0])),
            words[1].first?.isNumber != true
        {
            words.removeFirst()
        }
        if words.count >= 2, words[words.count - 1] == ":" { words.removeLast() }
    }

    /// How many words from `i` are a weight before the food (`2-3 pound` in `boneless 2-3 pound chuck roast`): only
    /// when every word before `i` describes the food (`boneless`, `large`, `fresh`) and more words follow; nil otherwise.
    package func sizeBeforeFood(at i: Int, in rest: Substring, ending end: Substring.Index) -> Int? {
        let size = rest[..<end].split(separator: " ").count
        guard i + size < words.count,
            words[..<i].allSatisfy({ word in
                let lower = Self.lower(word)
                return IngredientWords.isListedAdjective(lower) || IngredientWords.sizes.contains(lower)
                    || IngredientWords.kept.contains(lower)
            })
        else { return nil }
        return size
    }

    /// `"Fior di Latte"`: quotes around the whole name are no part of it.
    package mutating func stripQuotes() {
        let quotes: Set<Character> = ["\"", "“", "”", "„", "«", "»"]
        // canned "lite" coconut milk: one word quoted inside the name
        // (looked at only in a word whose first byte may open a quote: `"`, or the lead byte of `“ „ « »`)
        for k in words.indices {
            guard let lead = words[k].utf8.first, lead == 0x22 || lead == 0xE2 || lead == 0xC2, words[k].count > 2 else { continue }
            // (a name of a product, `farine "00"`, `Farina "Manitoba"`, keeps its quotes: only a small word loses them)
            if let open = words[k].first, let close = words[k].last, quotes.contains(open), quotes.contains(close),
                words[k].dropFirst().dropLast().allSatisfy({ $0.isLowercase })
            {
                words[k] = String(words[k].dropFirst().dropLast())
            }
        }
        guard let first = words.first?.first, quotes.contains(first), let last = words.last?.last, quotes.contains(last) else { return }
        words[0].removeFirst()
        if !words[words.count - 1].isEmpty { words[words.count - 1].removeLast() }
        words = words.filter { !$0.isEmpty }
    }
}
