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

    /// Every rule, in order; `unit` is the unit the amount already has, `counted` whether it has a quantity.
    package mutating func refine(unit: MeasureUnit?, counted: Bool) {
        let original = words
        stripAsterisks()
        // 1 tsp (4g) - Onion Powder: a dash left before the food is no part of it
        while let first = words.first, ["-", "–", "—"].contains(first), words.count > 1 { words.removeFirst() }
        splitAtDash()
        splitAtPurpose()
        splitTrailingPhrase()
        stripLeadingModifiers(pack: unit.map { IngredientWords.packUnits.contains($0.symbol) } ?? false)
        if unit == nil, counted { takeUnitBeforeName() }
        splitCountAlternative()
        splitTrailingPreparation()
        splitListAtPreparedItem()
        splitAlternatives()
        splitAtAmount()
        splitTrailingState()
        if unit == nil, counted { takeUnitAfterName() }
        if unit == nil, !counted, words.count >= 2, let last = words.last, ["recipe", "recipes"].contains(Self.lower(last)) {
            // Chocolate Buttercream Frosting Recipe: a sub-recipe, counted as one
            unitAfter = (MeasureUnit(symbol: "recipe"), words.removeLast())
        }
        stripQuotes()
        if words.isEmpty {
            words = original
            notes = []
            unitAfter = nil
        }
    }

    /// `salt 2 mL`, `lait entier 600g`, `yogur natural de 125 gr`: an amount after the food is a note.
    package mutating func splitAtAmount() {
        for i in words.indices where i > 0 {
            guard let first = words[i].first, first.isNumber || QuantityScanner.vulgarFractions[first] != nil else { continue }
            let rest = Substring(words[i...].joined(separator: " "))
            guard let (_, unit, end) = IngredientLineReader.leadingAmount(in: rest, from: rest.startIndex),
                unit != nil
                    || IngredientLineReader.anyUnit(in: rest, at: IngredientLineReader.skipBlanks(rest, from: end), english: false) != nil
            else { continue }
            var cut = i
            if ["de", "di", "circa", "of", "about", "approx.", "ca."].contains(Self.lower(words[i - 1])), i > 1 { cut = i - 1 }
            if cut > 0, ["de", "di"].contains(Self.lower(words[cut - 1])), cut > 1 { cut -= 1 }
            notes.append(words[cut...].joined(separator: " "))
            words = Array(words[..<cut])
            return
        }
    }

    /// `"Fior di Latte"`: quotes around the whole name are no part of it.
    package mutating func stripQuotes() {
        let quotes: Set<Character> = ["\"", "“", "”", "„", "«", "»"]
        guard let first = words.first?.first, quotes.contains(first), let last = words.last?.last, quotes.contains(last) else { return }
        words[0].removeFirst()
        if !words[words.count - 1].isEmpty { words[words.count - 1].removeLast() }
        words = words.filter { !$0.isEmpty }
    }

    /// `or 3 small oranges` after `2 large`: another count is an alternative (the name is the food after it).
    package mutating func splitCountAlternative() {
        guard words.count > 2, Self.lower(words[0]) == "or", words[1].first?.isNumber == true else { return }
        var i = 2
        while i < words.count - 1, IngredientWords.sizes.contains(Self.lower(words[i])) { i += 1 }
        notes.append(words[..<i].joined(separator: " "))
        words = Array(words[i...])
    }

    /// `white miso paste – I like Miso Tasty`: what follows a spaced dash is a note.
    package mutating func splitAtDash() {
        // shrimp -raw, agua -opcional-: a word opened by a dash is a note too
        guard let i = words.firstIndex(where: { $0 == "–" || $0 == "—" || $0 == "-" }), i > 0 else {
            if let i = words.indices.first(where: {
                $0 > 0 && words[$0].count > 1 && words[$0].first == "-"
                    && words[$0].dropFirst().first?.isLetter == true
            }) {
                notes.append(String(words[i...].joined(separator: " ").drop(while: { $0 == "-" })))
                words = Array(words[..<i])
            }
            return
        }
        let rest = words[(i + 1)...].joined(separator: " ")
        if !rest.isEmpty { notes.append(rest) }
        words = Array(words[..<i])
    }

    /// `neutral oil for frying`, `water for the rice`, `tomatoes with juice`: a purpose or a part is a note.
    package mutating func splitAtPurpose() {
        let lowered = words.map(Self.lower)
        func opens(_ i: Int) -> Bool {
            let word = lowered[i]
            // sugar +1 tsp for each crème brûlée
            if word.first == "+", word.count > 1, word.dropFirst().first?.isNumber == true { return true }
            if IngredientWords.purposeWords.contains(word) || IngredientWords.foreignPurposeWords.contains(word) {
                // chili con carne, sugar for rolling: only a phrase of more than its first word
                return true
            }
            guard i + 1 < lowered.count else { return false }
            let next = lowered[i + 1]
            switch word {
            case "à": return next == "ca." || next.first?.isNumber == true  // Schnitzel à ca. 125 g
            case "en", "a", "in": return IngredientWords.cuts.contains(next)  // cebolla en cuartos
            case "con": return next != "carne"  // berenjena con piel
            case "o", "or": return next == "al" || next == "to"  // azúcar o al gusto
            case "plus": return ["more", "extra", "additional"].contains(next)  // oil plus more to finish
            default: return false
            }
        }
        guard let i = words.indices.first(where: { $0 > 0 && $0 + 1 < words.count && opens($0) }) else { return }
        notes.append(words[i...].joined(separator: " "))
        words = Array(words[..<i])
    }

    /// `salt to taste`, `milk of choice`, `egg to glaze`.
    package mutating func splitTrailingPhrase() {
        var found = true
        while found {
            found = false
            let lowered = words.map(Self.lower).joined(separator: " ")
            for phrase in Self.trailingPhrases where lowered.hasSuffix(" " + phrase) {
                let count = phrase.split(separator: " ").count
                guard words.count > count else { continue }
                notes.insert(words.suffix(count).joined(separator: " "), at: 0)
                words.removeLast(count)
                found = true
                break
            }
        }
    }

    /// The phrases of every language, longest first (`o al gusto` before `al gusto`).
    package static let trailingPhrases = (IngredientWords.trailingPhrases + IngredientWords.foreignTrailingPhrases)
        .sorted { $0.count > $1.count }

    /// `Knoblauchzehe`, `Knoblauchzehen`: a German food word ending in its count unit; the food and the unit.
    package static func compoundUnit(_ word: String) -> (String, MeasureUnit)? {
        for (ending, symbol) in [("zehen", "clove"), ("zehe", "clove")] where word.lowercased().hasSuffix(ending) {
            let stem = String(word.dropLast(ending.count))
            guard stem.count >= 3 else { return nil }
            return (stem, MeasureUnit(symbol: symbol))
        }
        return nil
    }

    /// Whether the words from `i` begin a product named with a preparation word (`crushed red pepper`).
    package func startsProduct(at i: Int, pack: Bool) -> Bool {
        // Products are a few words long: look no further (a long run of words stays linear).
        let rest = words[i..<min(words.count, i + 4)].map(Self.lower)
        for product in IngredientWords.products where rest.starts(with: product) { return true }
        if rest.count >= 2, IngredientWords.foreignProducts.contains(rest[0] + " " + rest[1]) { return true }
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
            let third = i + 2 < words.count ? Self.lower(words[i + 2]) : ""
            if word == "hot", next == "water" || next == "cooked" {
                // hot water: a temperature (hot sauce is a food)
                taken.append(words[i])
            } else if let run = Self.leadRun(word, next, third), i + run < words.count {
                // very ripe, medium to large, boneless skinless, store-bought or homemade, good quality
                taken.append(contentsOf: words[i..<(i + run)])
                i += run - 1
            } else if word.last == "-", word.first?.isNumber == true, next == "to", i + 2 < words.count - 1 {
                // 1 3- to 4-lb rabbit
                taken.append(contentsOf: words[i...(i + 1)])
                i += 1
            } else if IngredientWords.sizes.contains(word) || IngredientWords.isPreparation(word) || Self.isSizeToken(word)
                || IngredientWords.isForeignPreparation(word)
            {
                taken.append(words[i])
            } else if IngredientWords.preparationAdverbs.contains(word) || IngredientWords.foreignAdverbs.contains(word),
                IngredientWords.isPreparation(next) || IngredientWords.isForeignPreparation(next)
                    || next == "ground" || IngredientWords.preparationAdverbs.contains(next)
            {
                taken.append(words[i])
                if next == "ground" {
                    taken.append(words[i + 1])
                    i += 1
                }
            } else if word == "fresh", next == "ground" || next == "cracked" {
                taken.append(contentsOf: words[i...(i + 1)])
                i += 1
            } else if word == "and" || word == "&", !taken.isEmpty, IngredientWords.kept.contains(next), i + 1 < words.count - 1 {
                // peeled and frozen orange segments
                taken.append(words[i])
            } else if IngredientWords.kept.contains(word), i + 1 < words.count - 1,
                IngredientWords.isPreparation(next) || IngredientWords.sizes.contains(next)
            {
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

    /// How many words from `word` on describe the food without naming it (nil when `word` does not):
    /// `very ripe` and `medium to large` (the whole run), `boneless skinless`, `store-bought or homemade`,
    /// `good quality`, `extra sugar` (but not `extra virgin`), `small-to-medium`.
    package static func leadRun(_ word: String, _ next: String, _ third: String) -> Int? {
        let sizes = IngredientWords.sizes
        if word == "ice", next == "cold" || next == "cold," { return 2 }
        if word == "very" || word == "whole", sizes.contains(next) || ["ripe", "cold", "hot", "soft"].contains(next) { return 2 }
        if sizes.contains(word), ["to", "or", "-", "/"].contains(next), sizes.contains(third) { return 3 }
        let parts = word.split(whereSeparator: { $0 == "-" || $0 == "/" }).map(String.init)
        if parts.count >= 2, parts.allSatisfy({ sizes.contains($0) || $0 == "to" || $0 == "or" }) { return 1 }
        let skin: Set<String> = ["boneless", "skinless", "boneless,", "skinless,"]
        if skin.contains(word), skin.contains(next) { return 2 }
        let bought: Set<String> = ["homemade", "store-bought", "storebought", "shop-bought"]
        if bought.contains(word), next == "or", bought.contains(third) { return 3 }
        if ["high", "best", "top", "good"].contains(word), next == "quality" || next == "quality," { return 2 }
        if word == "extra", sizes.contains(next) { return 2 }
        if word == "extra", next.hasPrefix("virgin") || next.hasPrefix("-") || next == "lean" { return nil }
        if word == "any" && next != "remaining" { return nil }
        if word == "your" && !["favourite", "favorite", "preferred", "choice"].contains(next) { return nil }
        if word == "best" { return nil }
        return IngredientWords.lead.contains(word) ? 1 : nil
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
        func prepares(_ word: String) -> Bool { IngredientWords.isPreparation(word) || IngredientWords.isForeignPreparation(word) }
        for i in lowered.indices where i > 0 {
            let word = lowered[i]
            let strong = prepares(word) && word != "packed" && word != "split"
            let adverb =
                (["finely", "roughly", "coarsely", "thinly", "freshly", "lightly"].contains(word)
                    || IngredientWords.foreignAdverbs.contains(word) && word.count > 2)
                && i + 1 < lowered.count && prepares(lowered[i + 1])
            guard strong || adverb else { continue }
            if ["and", "or", "&", "with", "of", "plus"].contains(lowered[i - 1]) { return }
            if IngredientWords.foreignProducts.contains(lowered[i - 1] + " " + word) { continue }
            // raw blanched almonds: a preparation word before the food describes it
            if strong, i + 1 < lowered.count, !Self.followsPreparation(lowered[i + 1]) { continue }
            notes.append(words[i...].joined(separator: " "))
            words = Array(words[..<i])
            return
        }
    }

    /// Whether a word may follow a preparation word that ends the name (`chopped fine`, `peeled and diced`).
    package static func followsPreparation(_ word: String) -> Bool {
        IngredientWords.isPreparation(word) || IngredientWords.isForeignPreparation(word)
            || IngredientWords.preparationAdverbs.contains(word) || IngredientWords.foreignAdverbs.contains(word)
            || IngredientWords.sizes.contains(word)
            || [
                "and", "or", "&", "into", "in", "to", "until", "with", "at", "for", "then", "fine", "small", "finely",
                "lengthwise", "crosswise", "up", "off", "on", "from", "if", "as", "by", "-", "–", "y", "et", "und",
                "en", "e", "o", "ou", "a", "à", "al", "au", "aux", "a", "in", "im", "zu", "per", "para", "pour",
            ].contains(word)
    }

    /// The words of every language that join two alternatives.
    package static let orWords: Set<String> = ["or", "oder", "od.", "bzw.", "o", "ou", "oppure", "ovvero"]

    /// `butter or margarine` → butter (notes: or margarine); `kosher or sea salt` stays whole.
    package mutating func splitAlternatives() {
        let lowered = words.map(Self.lower)
        if let i = lowered.firstIndex(where: { Self.orWords.contains($0) }), i > 0, i + 1 < words.count {
            let after = words.count - i - 1
            // 1 large tomato or 1 cup canned tomatoes: another amount is an alternative
            let counted =
                lowered[i + 1].first.map { $0.isNumber || QuantityScanner.vulgarFractions[$0] != nil } ?? false
                || IngredientWords.foreignUnits[lowered[i + 1]] != nil
            let romance = ["o", "ou", "oppure"].contains(lowered[i])
            if i == 1, after >= 2, !counted, lowered[i] != "oder" { return }
            // Kalbs- oder Schweineschnitzel: one food word shared
            if lowered[i - 1].hasSuffix("-") { return }
            // sucre blond ou complet, caldo de pollo o de verduras, nouilles soba ou à ramen
            if romance, i >= 2, after == 1 || ["de", "di", "à", "d'"].contains(lowered[i + 1]) { return }
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

    /// `sesame seeds and thinly sliced green onions`: a second food, told by the preparation word that opens it,
    /// is a note (a seasoning pair, `salt and freshly ground pepper`, stays whole).
    package mutating func splitListAtPreparedItem() {
        let lowered = words.map(Self.lower)
        guard !(lowered.contains(where: { $0.hasPrefix("salt") }) && lowered.contains(where: { $0.hasPrefix("pepper") })) else { return }
        for i in lowered.indices where i > 0 && i + 2 < lowered.count && (lowered[i] == "and" || lowered[i] == "&") {
            let next = lowered[i + 1]
            guard IngredientWords.isPreparation(next) || IngredientWords.preparationAdverbs.contains(next) && next != "very",
                !IngredientWords.isPreparation(lowered[i - 1])
            else { continue }
            notes.append(words[i...].joined(separator: " "))
            words = Array(words[..<i])
            return
        }
    }

    /// `apples cold`, `Banana ripe`, `Free Range Medium Eggs`: how warm or ripe a food is, after it, and a
    /// size just before its last word, are notes.
    package mutating func splitTrailingState() {
        if words.count >= 2, let last = words.last, ["cold", "warm", "ripe", "chilled"].contains(Self.lower(last)) {
            notes.append(words.removeLast())
        }
        if words.count >= 3, ["small", "medium", "large", "big", "jumbo"].contains(Self.lower(words[words.count - 2])),
            !IngredientWords.sizes.contains(Self.lower(words[words.count - 3])), Self.lower(words[words.count - 3]) != "extra"
        {
            notes.append(words.remove(at: words.count - 2))
        }
    }

    /// `2 small-to-medium cloves garlic`: a count unit left first once the size is taken.
    package mutating func takeUnitBeforeName() {
        guard words.count >= 2, !notes.isEmpty, let unit = UnitTable.unit(named: Self.lower(words[0])), unit.dimension == .count
        else { return }
        let written = words.removeFirst()
        if words.count >= 2, Self.lower(words[0]) == "of" { words.removeFirst() }
        unitAfter = (unit, written)
    }

    /// `garlic cloves` → clove, garlic; `gelatine leaves` → leaf, gelatine.
    package mutating func takeUnitAfterName() {
        if let last = words.last, let (stem, unit) = Self.compoundUnit(last) {
            // Knoblauchzehe(n): the clove of garlic
            unitAfter = (unit, unit.symbol)
            words[words.count - 1] = stem
            return
        }
        guard words.count >= 2, let last = words.last else { return }
        let word = Self.lower(last)
        let before = Self.lower(words[words.count - 2])
        let counted =
            IngredientWords.unitsAfterName.contains(word)
            || (["leaf", "leaves", "sheet", "sheets"].contains(word) && IngredientWords.leafFoods.contains(before))
            || IngredientWords.unitsAfterFood[word]?.contains(before) == true
        // anchovy filets: the French spelling of a fillet
        guard counted, let unit = UnitTable.unit(named: word.hasPrefix("filet") ? "fillet" : word) else { return }
        unitAfter = (unit, last)
        words.removeLast()
    }
}
