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

    /// Whether the words came with a point at their end (`shredded coconut.`).
    let endsInPoint: Bool

    package init(_ name: String) {
        words = name.split(separator: " ").map(String.init)
        endsInPoint = name.utf8.last == 0x2E
    }

    package var text: String { words.joined(separator: " ") }

    /// Every rule, in order; `unit` is the unit the amount already has, `counted` whether it has a quantity.
    package mutating func refine(unit: MeasureUnit?, counted: Bool) {
        let original = words
        stripAsterisks()
        stripStrayLinks()
        splitAtSentence()
        splitAtFirstPerson()
        splitLeadingPhrase()
        // 1 tsp (4g) - Onion Powder: a dash left before the food is no part of it
        while let first = words.first, ["-", "–", "—", "+", "&", "+/-", "±", "\"", "”", "″", "."].contains(first), words.count > 1 {
            // +/- salt and pepper: a sign before the food is no part of it either
            if first.count > 1 || ["\"", "”", "″"].contains(first) { notes.append(first) }  // 1” ginger: a length
            words.removeFirst()
        }
        if counted, words.count > 1, ["x", "×"].contains(words[0]) { notes.append(words.removeFirst()) }  // 1/2 x egg
        splitAtDash()
        splitAtColon(counted: counted)
        splitLeadingEcho()
        let pack = unit.map { IngredientWords.packUnits.contains($0.symbol) } ?? false
        splitAtPurpose(pack: pack)
        splitAnyOfChoice()
        splitTrailingPhrase()
        stripLeadingModifiers(pack: pack)
        splitCheeseCut()
        if unit == nil, counted { takeUnitBeforeName() }
        splitCountAlternative()
        splitTrailingPreparation()
        splitListAtPreparedItem()
        splitAlternatives()
        splitForeignList()
        splitAtAmount()
        splitTrailingState()
        if words.count > 1, let last = words.last, ["and", "or", "&"].contains(Self.lower(last)) { words.removeLast() }  // salt and to taste
        if unit == nil, counted {
            stripClosingPoint()
            takeUnitAfterName()
            takeForeignUnitAfterName()
        }
        if unit == nil, !counted, words.count >= 2, let last = words.last, ["recipe", "recipes"].contains(Self.lower(last)) {
            // Chocolate Buttercream Frosting Recipe: a sub-recipe, counted as one
            unitAfter = (MeasureUnit(symbol: "recipe"), words.removeLast())
        }
        stripQuotes()
        stripStrayLinks()
        stripClosingPoint()
        splitDanglingEnd()
        if words.isEmpty {
            words = original
            notes = []
            unitAfter = nil
        }
    }

    /// `Food coloring powders (Suncore): red, orange, yellow`: what follows a colon after the food is a note
    /// (an amount after it, `Farine : 70 g`, is the amount-after reader's).
    package mutating func splitAtColon(counted: Bool = false) {
        guard
            let i = words.indices.first(where: { i in
                // 3 oranges: one for zest: after a count the first word may end the food too
                (i > 0 || counted) && i + 1 < words.count && words[i].utf8.last == 0x3A && (words[i] == ":" || words[i].count > 1)
                    && words[i + 1].first?.isLetter == true
            })
        else { return }
        notes.append(words[(i + 1)...].joined(separator: " "))
        words = words[i] == ":" ? Array(words[..<i]) : Array(words[..<i]) + [String(words[i].dropLast())]
    }

    /// `or 3 small oranges` after `2 large`: another count is an alternative (the name is the food after it).
    package mutating func splitCountAlternative() {
        guard words.count > 2, Self.lower(words[0]) == "or", words[1].first?.isNumber == true else { return }
        var i = 2
        // or 2 med-lrg leeks: a size, also one of two sizes joined
        while i < words.count - 1, IngredientWords.sizes.contains(Self.lower(words[i])) || Self.leadRun(Self.lower(words[i]), "", "") == 1 {
            i += 1
        }
        notes.append(words[..<i].joined(separator: " "))
        words = Array(words[i...])
    }

    /// `white miso paste – I like Miso Tasty`: what follows a spaced dash is a note.
    package mutating func splitAtDash() {
        // coconut milk– preferably two boxes: a long dash closing a word ends the food
        if let i = words.indices.first(where: {
            // – and — end in the bytes 0x93 and 0x94: look at the last byte first
            let last = words[$0].utf8.last
            return (last == 0x93 || last == 0x94) && words[$0].count > 1 && (words[$0].hasSuffix("–") || words[$0].hasSuffix("—"))
        }),
            i + 1 < words.count
        {
            notes.append(words[(i + 1)...].joined(separator: " "))
            words = Array(words[..<i]) + [String(words[i].dropLast())]
            return
        }
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
    package mutating func splitAtPurpose(pack: Bool = false) {
        let lowered = words.map(Self.lower)
        func opens(_ i: Int) -> Bool {
            let word = lowered[i]
            // a can of diced tomatoes with green chiles: what the tin holds (but not `with juice`)
            if pack, word == "with", i + 1 < lowered.count,
                !["juice", "liquid", "liquids", "its", "their", "the", "brine", "syrup", "oil", "water"].contains(lowered[i + 1])
            {
                return false
            }
            // sugar +1 tsp for each crème brûlée
            if word.first == "+", word.count > 1, word.dropFirst().first?.isNumber == true { return true }
            // egg + 5 yolks, zest + ½ cup juice, egg and 1 egg white: a second amount joined by a plus or an and
            // parmesan + extra for garnish: more of it, a note
            if word == "+", i + 1 < lowered.count, ["extra", "more", "additional"].contains(lowered[i + 1]) { return true }
            if word == "+" || word == "and" || word == "&", i + 1 < lowered.count,
                let first = lowered[i + 1].first, first.isNumber || QuantityScanner.vulgarFractions[first] != nil
            {
                return true
            }
            if IngredientWords.purposeWords.contains(word) || IngredientWords.opensForeignPurpose(lowered, at: i) {
                // chili con carne, sugar for rolling: only a phrase of more than its first word
                return true
            }
            guard i + 1 < lowered.count else { return false }
            let next = lowered[i + 1]
            if IngredientWords.opensWithout(word, next: next) { return true }  // Lachsfilet ohne Haut
            switch word {
            case "à": return next == "ca." || (next.first?.isNumber == true && !IngredientWords.isShare(next))  // Schnitzel à ca. 125 g
            case "in":
                // pork belly in a thick strip; black beans in seasoned sauce: what a food is kept in is a note
                // (`capers in brine` is what the jar is sold as)
                return IngredientWords.cuts.contains(next) || ["a", "an", "the"].contains(next)
                    || ((3...4).contains(lowered.count - i) && lowered.last.map(IngredientWords.packingLiquids.contains) == true
                        && !lowered[i...].contains("adobo"))
                    || Self.keptIn(lowered, at: i)
            case "en", "a": return IngredientWords.cuts.contains(next)  // cebolla en cuartos
            case "con": return next != "carne"  // berenjena con piel
            case "o", "or": return next == "al" || next == "to"  // azúcar o al gusto
            case "plus":
                // oil plus more to finish; coconut flakes plus ¼ cup for rolling
                return ["more", "extra", "additional"].contains(next) || next.first.map(QuantityScanner.opensNumber) == true
            // milk mixed with 2 tablespoons flour; water about 110 degrees; chicken breasts on the bone
            case "mixed": return next == "with"
            case "about", "approximately", "around": return next.first.map(QuantityScanner.opensNumber) == true
            case "on": return next == "the" && i + 2 < lowered.count && lowered[i + 2] == "bone"
            case "made": return ["from", "with", "of"].contains(next)  // pasta made from rice and corn
            case "per": return IngredientWords.servings.contains(next)  // Ground Beef per sandwich
            // Salt to taste and black pepper to taste; powdered sugar to dust on top
            case "to": return (next == "taste" && i + 2 < lowered.count) || Self.useVerbs.contains(next)
            default: return false
            }
        }
        guard let i = words.indices.first(where: { $0 > 0 && $0 + 1 < words.count && opens($0) }) else { return }
        notes.append(words[i...].joined(separator: " "))
        words = IngredientWords.withoutTrailingLink(Array(words[..<i]))
    }

    /// `salt to taste`, `milk of choice`, `egg to glaze`.
    package mutating func splitTrailingPhrase() {
        // Salt and Pepper to taste.: the point that closes the line is no part of the phrase
        if words.count > 2, let last = words.last, last.utf8.last == 0x2E, last.utf8.count > 1 {
            let bare = (words.dropLast().map(Self.lower) + [Self.lower(String(last.dropLast()))]).joined(separator: " ")
            if Self.spacedTrailingPhrases.contains(where: { bare.hasSuffix($0.1) }) { words[words.count - 1] = String(last.dropLast()) }
        }
        var found = true
        while found {
            found = false
            let lowered = words.map(Self.lower).joined(separator: " ")
            let last = lowered.utf8.last ?? 0
            for (phrase, spaced, _) in last < 0x80 ? Self.spacedTrailingPhrasesByEnd[Int(last)] : Self.spacedTrailingPhrases
            where lowered.hasSuffix(spaced) {
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

    /// `trailingPhrases` with the blank before each, made once (not for each name).
    static let spacedTrailingPhrases = trailingPhrases.map { ($0, " " + $0, $0.utf8.last ?? 0) }
    /// For each ASCII byte, the phrases a name ending in it may end with (those ending in it or in another byte).
    static let spacedTrailingPhrasesByEnd = (0..<0x80).map { byte in spacedTrailingPhrases.filter { $0.2 == byte || $0.2 >= 0x80 } }

    /// `Knoblauchzehe`, `Knoblauchzehen`: a German food word ending in its count unit; the food and the unit.
    package static func compoundUnit(_ word: String) -> (String, MeasureUnit)? {
        let lower = word.lowercased()
        for (ending, symbol) in [("zehen", "clove"), ("zehe", "clove"), ("würfel", "cube")] where lower.hasSuffix(ending) {
            let stem = String(word.dropLast(ending.count))
            // Hefewürfel is a cube of yeast; Speckwürfel and Semmelwürfel are foods cut so
            guard stem.count >= 3, symbol != "cube" || ["hefe", "germ", "frischhefe"].contains(stem.lowercased()) else { return nil }
            return (stem, MeasureUnit(symbol: symbol))
        }
        return nil
    }

    /// Whether the words from `i` begin a product named with a preparation word (`crushed red pepper`).
    package func startsProduct(at i: Int, pack: Bool) -> Bool {
        // Products are a few words long: look no further (a long run of words stays linear).
        var rest = words[i..<min(words.count, i + 4)].map(Self.lower)
        if endsInPoint, i + rest.count == words.count, rest[rest.count - 1].last == "." { rest[rest.count - 1].removeLast() }  // coconut.
        for product in IngredientWords.productsByFirstWord[rest[0]] ?? [] where rest.starts(with: product) { return true }
        if rest.count >= 2, IngredientWords.foreignProducts.contains(rest[0] + " " + rest[1]) { return true }
        // Chopped tomatoes in a tin are what the tin holds.
        if pack, rest.count >= 2, IngredientWords.isPreparation(rest[0]), IngredientWords.tinnedFoods.contains(rest[1]) {
            return true
        }
        // a pack of steamed brown rice, a pouch of cooked grains: sold cooked
        if pack, rest.count >= 2, ["cooked", "steamed", "precooked", "pre-cooked"].contains(rest[0]) { return true }
        // a can of diced green chilies
        if pack, rest.count >= 3, IngredientWords.isPreparation(rest[0]), IngredientWords.tinnedFoods.contains(rest[2]) {
            return true
        }
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
            // freshly toasted sesame seeds: toasted here, not the product
            if startsProduct(at: i, pack: pack), !(taken.last.map { ["freshly", "lightly"].contains(Self.lower($0)) } ?? false) { break }
            let third = i + 2 < words.count ? Self.lower(words[i + 2]) : ""
            // seeded wholemeal bread: seeds in the loaf, not taken out
            if word == "seeded", IngredientWords.breads.contains(next) || IngredientWords.breads.contains(third) { break }
            // medium grain rice: the grain's length is a kind of rice, not a size
            if next == "grain", word == "long" || word == "short" || word == "medium" { break }
            if Self.isGivenState(word, next, third) {
                // hot water, hot milk, soft butter: a temperature or a state (hot sauce is a food)
                taken.append(words[i])
            } else if IngredientWords.states.contains(word), (Self.leadRun(word, next, third) ?? 1) == 1 {
                // ripe bananas, homemade marinara sauce: how ripe or where it was made, not what is bought
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
                || word.utf8.count == 2 && word == "up" && taken.last.map({ IngredientWords.isPreparation(Self.lower($0)) }) == true
            {
                taken.append(words[i])  // cut up: the particle with its preparation
            } else if IngredientWords.preparationAdverbs.contains(word) || IngredientWords.foreignAdverbs.contains(word)
                || Self.isAdverbOfPreparation(word, before: next),
                IngredientWords.isPreparation(next) || IngredientWords.isForeignPreparation(next)
                    || next == "ground" || IngredientWords.preparationAdverbs.contains(next)
                    || (word == "slightly" && IngredientWords.sizes.contains(next))  // slightly cold water
            {
                taken.append(words[i])
                if next == "ground" {
                    taken.append(words[i + 1])
                    i += 1
                }
            } else if word == "fresh", next == "pepper" || (["black", "white"].contains(next) && third.hasPrefix("pepper")) {
                // fresh black pepper: freshly ground, not a kind of pepper
                taken.append(words[i])
            } else if word == "fresh", ["ground", "cracked", "squeezed", "squeeze", "grated", "shaved"].contains(next),
                next != "grated" || !["ginger", "horseradish", "turmeric", "galangal"].contains(third)
            {
                // fresh squeezed lemon juice: freshly squeezed, a preparation (but fresh grated ginger is fresh ginger)
                taken.append(contentsOf: words[i...(i + 1)])
                i += 1
            } else if word == "or" || word == "and" || word == "&", !taken.isEmpty, IngredientWords.isPreparation(next),
                i + 1 < words.count - 1
            {
                // chopped or shredded cooked chicken, peeled deveined and tail-off shrimp
                taken.append(words[i])
            } else if word == "and" || word == "&", !taken.isEmpty, IngredientWords.kept.contains(next), i + 1 < words.count - 1 {
                // peeled and frozen orange segments
                taken.append(words[i])
            } else if word == "dried", taken.isEmpty, IngredientWords.isPreparation(next) {
                // dried minced onion: a spice sold prepared
                break
            } else if IngredientWords.kept.contains(word) || Self.dietKinds.contains(word), i + 1 < words.count - 1,
                IngredientWords.isPreparation(next) || IngredientWords.sizes.contains(next) || IngredientWords.states.contains(next)
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

    /// `onion finely chopped`, `lemon zested and juiced`: preparation after the food.
    package mutating func splitTrailingPreparation() {
        let lowered = words.map(Self.lower)
        func prepares(_ word: String) -> Bool { IngredientWords.isPreparation(word) || IngredientWords.isForeignPreparation(word) }
        for i in lowered.indices where i > 0 {
            let word = lowered[i]
            // cauliflower cut into florets, serrano chile stem removed: a cut or a part taken off ends the food
            if (word == "cut" && i + 1 < lowered.count && ["into", "in", "up", "lengthwise", "crosswise"].contains(lowered[i + 1]))
                || (i + 1 < lowered.count && lowered[i + 1] == "removed" && IngredientWords.removedParts.contains(word))
            {
                notes.append(words[i...].joined(separator: " "))
                words = Array(words[..<i])
                return
            }
            // peanuts shelled and peeled: a word that prepares only after the food (shelled pistachios are sold so)
            let strong = prepares(word) && word != "packed" && word != "split" || word == "shelled"
            let adverb =
                // eggs hard boiled and cooled: how long it boils, said after the food
                (Self.trailingAdverbs.contains(word)
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
                "lengthwise", "crosswise", "up", "off", "on", "from", "if", "as", "by", "-", "–", "y", "et", "und", "after",
                "en", "e", "o", "ou", "a", "à", "al", "au", "aux", "a", "in", "im", "zu", "per", "para", "pour", "of", "about",
            ].contains(word)
    }
}
