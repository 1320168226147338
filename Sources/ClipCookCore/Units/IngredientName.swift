/// The name of a food as a cook would shop for it, out of the words a line
/// leaves after its amount: preparation, size and comments go to the notes
/// (`finely chopped fresh cilantro` → fresh cilantro, notes finely
/// chopped); of two alternatives the first is the name and the other a
/// note (`butter or margarine`), unless they share the food's last word
/// (`chicken or vegetable stock`); a count unit after the food is its unit
/// (`6 garlic cloves`).
package struct IngredientName {
    package var words: [String]
    /// What was taken out, in the order met.
    package var notes: [String] = []
    /// A count unit found after the food, with the word as written.
    package var unitAfter: (MeasureUnit, String)?

    package init(_ name: String) {
        words = name.split(separator: " ").map(String.init)
    }

    package var text: String { words.joined(separator: " ") }

    package static func lower(_ word: String) -> String {
        String(word.lowercased().drop(while: { $0 == "*" }).reversed().drop(while: { $0 == "*" || $0 == ":" }).reversed())
    }

    /// Every rule, in order; `unit` is the unit the amount already has, `counted` whether it has a quantity.
    package mutating func refine(unit: MeasureUnit?, counted: Bool) {
        let original = words
        stripAsterisks()
        splitAtDash()
        splitAtPurpose()
        splitTrailingPhrase()
        stripLeadingModifiers(pack: unit.map { IngredientWords.packUnits.contains($0.symbol) } ?? false)
        splitTrailingPreparation()
        splitAlternatives()
        if unit == nil, counted { takeUnitAfterName() }
        if words.isEmpty {
            words = original
            notes = []
            unitAfter = nil
        }
    }

    /// `curry powder*` → curry powder.
    package mutating func stripAsterisks() {
        words = words.compactMap { word in
            let trimmed = String(word.drop(while: { $0 == "*" }).reversed().drop(while: { $0 == "*" }).reversed())
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    /// `white miso paste – I like Miso Tasty`: what follows a spaced dash is a note.
    package mutating func splitAtDash() {
        guard let i = words.firstIndex(where: { $0 == "–" || $0 == "—" || $0 == "-" }), i > 0 else { return }
        let rest = words[(i + 1)...].joined(separator: " ")
        if !rest.isEmpty { notes.append(rest) }
        words = Array(words[..<i])
    }

    /// `neutral oil for frying`, `water for the rice`, `tomatoes with juice`: a purpose or a part is a note.
    package mutating func splitAtPurpose() {
        guard let i = words.indices.first(where: { $0 > 0 && IngredientWords.purposeWords.contains(Self.lower(words[$0])) }),
              i + 1 < words.count else { return }
        notes.append(words[i...].joined(separator: " "))
        words = Array(words[..<i])
    }

    /// `salt to taste`, `milk of choice`, `egg to glaze`.
    package mutating func splitTrailingPhrase() {
        let lowered = words.map(Self.lower).joined(separator: " ")
        for phrase in IngredientWords.trailingPhrases where lowered.hasSuffix(" " + phrase) {
            let count = phrase.split(separator: " ").count
            guard words.count > count else { continue }
            notes.append(words.suffix(count).joined(separator: " "))
            words.removeLast(count)
            return
        }
    }

    /// Whether the words from `i` begin a product named with a preparation word (`crushed red pepper`).
    package func startsProduct(at i: Int, pack: Bool) -> Bool {
        // Products are a few words long: look no further (a long run of words stays linear).
        let rest = words[i..<min(words.count, i + 4)].map(Self.lower)
        for product in IngredientWords.products where rest.starts(with: product) { return true }
        // Chopped tomatoes in a tin are what the tin holds.
        if pack, rest.count >= 2, IngredientWords.tinnedFoods.contains(rest[rest.startIndex + 1]) { return true }
        return false
    }

    /// Size, preparation and a size written as a number (`15-ounce`) before the food go to the notes; `fresh`,
    /// `dried`, `frozen` among them stay.
    package mutating func stripLeadingModifiers(pack: Bool) {
        var kept: [String] = []
        var taken: [String] = []
        var i = 0
        while i < words.count - 1 {
            let word = Self.lower(words[i])
            let next = Self.lower(words[i + 1])
            if startsProduct(at: i, pack: pack) { break }
            if IngredientWords.sizes.contains(word) || IngredientWords.isPreparation(word) || Self.isSizeToken(word) {
                taken.append(words[i])
            } else if IngredientWords.preparationAdverbs.contains(word), IngredientWords.isPreparation(next)
                        || next == "ground" || IngredientWords.preparationAdverbs.contains(next) {
                taken.append(words[i])
                if next == "ground" {
                    taken.append(words[i + 1])
                    i += 1
                }
            } else if word == "fresh", next == "ground" || next == "cracked" {
                taken.append(contentsOf: words[i...(i + 1)])
                i += 1
            } else if IngredientWords.kept.contains(word), i + 1 < words.count - 1,
                      IngredientWords.isPreparation(next) || IngredientWords.sizes.contains(next) {
                kept.append(words[i])
            } else {
                break
            }
            i += 1
        }
        guard !taken.isEmpty, i < words.count else { return }
        notes.append(taken.joined(separator: " "))
        words = kept + words[i...]
    }

    /// `15-ounce`, `1½-inch-thick`, `12-inch`, `unit(s)`, `inch`: a size, not the food.
    package static func isSizeToken(_ word: String) -> Bool {
        if word == "unit(s)" || word == "units" || word == "unit" || IngredientWords.lengths.contains(word) { return true }
        guard let first = word.first, first.isNumber, word.contains("-") else { return false }
        return word.contains(where: \.isLetter)
    }

    /// `onion finely chopped`, `lemon zested and juiced`: preparation after the food.
    package mutating func splitTrailingPreparation() {
        let lowered = words.map(Self.lower)
        for i in lowered.indices where i > 0 {
            let word = lowered[i]
            let strong = IngredientWords.isPreparation(word) && word != "packed" && word != "split"
            let adverb = ["finely", "roughly", "coarsely", "thinly", "freshly", "lightly"].contains(word)
                && i + 1 < lowered.count && IngredientWords.isPreparation(lowered[i + 1])
            guard strong || adverb else { continue }
            if ["and", "or", "&", "with", "of", "plus"].contains(lowered[i - 1]) { return }
            notes.append(words[i...].joined(separator: " "))
            words = Array(words[..<i])
            return
        }
    }

    /// `butter or margarine` → butter (notes: or margarine); `kosher or sea salt` stays whole.
    package mutating func splitAlternatives() {
        let lowered = words.map(Self.lower)
        if let i = lowered.firstIndex(of: "or"), i > 0, i + 1 < words.count {
            let after = words.count - i - 1
            if i == 1, after >= 2 { return }
            notes.append(words[i...].joined(separator: " "))
            words = Array(words[..<i])
            return
        }
        // eschallot / shallot
        if let i = words.firstIndex(of: "/"), i > 0, i + 1 < words.count {
            notes.append("or " + words[(i + 1)...].joined(separator: " "))
            words = Array(words[..<i])
            return
        }
        // Butter/margarine
        guard words.count == 1, !lowered.contains("and"), let slash = words[0].firstIndex(of: "/") else { return }
        let first = words[0][..<slash], second = words[0][words[0].index(after: slash)...]
        guard first.count > 1, second.count > 1, first.allSatisfy(\.isLetter), second.allSatisfy(\.isLetter) else { return }
        notes.append("or " + second)
        words = [String(first)]
    }

    /// `garlic cloves` → clove, garlic; `gelatine leaves` → leaf, gelatine.
    package mutating func takeUnitAfterName() {
        guard words.count >= 2, let last = words.last else { return }
        let word = Self.lower(last)
        let before = Self.lower(words[words.count - 2])
        let counted = IngredientWords.unitsAfterName.contains(word)
            || (["leaf", "leaves", "sheet", "sheets"].contains(word) && IngredientWords.leafFoods.contains(before))
        guard counted, let unit = UnitTable.unit(named: word) else { return }
        unitAfter = (unit, last)
        words.removeLast()
    }
}
