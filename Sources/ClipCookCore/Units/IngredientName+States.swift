/// English words around a food that round eleven reads: a state the cook
/// gives the food (`hot milk`, `soft butter`), a strength that `extra`
/// makes a kind of (`extra sharp cheddar`), a use after `to`, what a tin
/// holds the food in, `any ... of your choice` and a point closing the name.
extension IngredientName {
    /// Adverbs that may open a preparation after the food (`finely chopped`, `hard boiled`).
    package static let trailingAdverbs: Set<String> = ["finely", "roughly", "coarsely", "thinly", "freshly", "lightly", "hard", "soft"]

    /// Liquids a recipe warms (`hot milk`, `hot coffee`): `hot` before one is a temperature (`hot sauce` is a food).
    package static let heatedLiquids: Set<String> = ["water", "milk", "coffee", "tea", "stock", "broth", "espresso", "cooked"]

    /// Strengths and textures that `extra` makes a kind of (`extra sharp cheddar`, `extra hot horseradish`).
    package static let extraKinds: Set<String> = [
        "hot", "sharp", "firm", "mild", "spicy", "strong", "fine", "dark", "creamy", "crunchy", "smooth", "mature",
    ]

    /// Kinds of a food by what it is made without (`vegan shredded cheddar` → vegan cheddar): kept in the name when
    /// a preparation word follows, as `fresh` is.
    package static let dietKinds: Set<String> = [
        "vegan", "organic", "low-fat", "reduced-fat", "non-fat", "nonfat", "fat-free", "part-skim", "dairy-free",
        "gluten-free", "sugar-free", "low-sodium", "reduced-sodium",
    ]

    /// Verbs of a use after `to` (`powdered sugar to dust on top`, `oil to brush`): the phrase is a note.
    package static let useVerbs: Set<String> = [
        "dust", "sprinkle", "brush", "serve", "garnish", "decorate", "glaze", "grease", "coat", "finish", "top", "drizzle",
        "fry", "season", "dip", "roll", "thin", "loosen",
    ]

    /// Whether `word`, before `next` and `third` (all lowercased), is a state the cook gives the food rather than a
    /// kind of it: `hot` before a liquid, `soft` before butter.
    package static func isGivenState(_ word: String, _ next: String, _ third: String) -> Bool {
        switch word {
        case "hot": heatedLiquids.contains(next) || stockKinds.contains(next) && (third == "stock" || third == "broth")
        case "soft": next == "butter" || (["unsalted", "salted"].contains(next) && third == "butter")
        default: false
        }
    }

    /// Whether `word` (lowercased) says how a food was prepared before a preparation word: a known adverb, or a
    /// word in `-ly` (`Properly cooked`, `gently warmed`).
    package static func isAdverbOfPreparation(_ word: String, before next: String) -> Bool {
        guard IngredientWords.isPreparation(next) else { return false }
        return IngredientWords.preparationAdverbs.contains(word) || (word.count > 4 && word.hasSuffix("ly"))
    }

    /// `any milk of your choice` → milk: a choice left to the cook, around the food, is a note.
    package mutating func splitAnyOfChoice() {
        guard words.count >= 4, Self.lower(words[0]) == "any" else { return }
        let lowered = words.map(Self.lower)
        for tail in [["of", "your", "choice"], ["of", "choice"], ["you", "like"]] where lowered.count > tail.count + 1 {
            guard Array(lowered.suffix(tail.count)) == tail else { continue }
            notes.append(words.suffix(tail.count).joined(separator: " "))
            words.removeLast(tail.count)
            notes.insert(words.removeFirst(), at: notes.count - 1)
            return
        }
    }

    /// Whether the words from `i` (lowercased) are what a tin or jar keeps the food in, the line's last two words:
    /// `in brine`, `in juice`, `in oil` (capers in brine are what the jar is sold as).
    package static func keptIn(_ lowered: [String], at i: Int) -> Bool {
        lowered.count - i == 2 && i >= 1 && IngredientWords.packingLiquids.contains(lowered[i + 1]) && lowered[i - 1] != "capers"
    }

    /// What a line leaves after the food, as notes: a cut (`steak in bite size pieces`), a choice (`herbs of your
    /// choosing`), the part of a food the line began with, moved after it (`Cardamom Pods seeds of`), and the same
    /// food named again (`caster sugar superfine sugar`).
    package mutating func splitDanglingEnd() {
        guard words.count >= 3, let last = words.last.map(Self.lower) else { return }
        // steak in bite size pieces, herbs of your choosing: a cut or a choice after the food
        let choosing = words.count >= 4 && last == "choosing" && words[words.count - 3].lowercased() == "of"
        let cut = ["pieces", "chunks", "cubes", "slices", "strips"].contains(last) ? words.firstIndex { $0.lowercased() == "in" } : nil
        if choosing || (cut ?? 0) >= 1 {
            let from = choosing ? words.count - 3 : cut ?? 0
            notes.append(words[from...].joined(separator: " "))
            words.removeLast(words.count - from)
            return
        }
        if last == "of" {
            notes.append(words.suffix(2).joined(separator: " "))
            words.removeLast(2)
        } else if words.count >= 4, last.count > 2, last.first?.isLetter == true,
            // (a word of the length and first byte of the last one is lowered to compare: most are not)
            let j = words.dropLast().lastIndex(where: {
                $0.utf8.count == last.utf8.count && ($0.utf8.first ?? 0) | 0x20 == (last.utf8.first ?? 0) | 0x20 && Self.lower($0) == last
            }),
            j >= 1, j < words.count - 2,
            // adobo sauce from chipotles in adobo sauce: a phrase that says where the food comes from stays
            !words[j...].contains(where: { ["from", "in", "with", "of", "for", "and", "or", "&"].contains(Self.lower($0)) })
        {
            notes.append(words[(j + 1)...].joined(separator: " "))
            words.removeLast(words.count - j - 1)
        }
    }

    /// `Mexican-style shredded cheese`, `mozzarella grated cheese`: how a cheese is cut, inside its name, is a note.
    package mutating func splitCheeseCut() {
        guard words.count >= 3, let last = words.last, last.utf8.count == 6, Self.lower(last) == "cheese",
            let i = words.indices.dropFirst().dropLast().first(where: { ["shredded", "grated", "crumbled"].contains(Self.lower(words[$0])) })
        else { return }
        notes.append(words.remove(at: i))
    }

    /// `young mushroom buttons.`: a point closing the name's last word (no abbreviation) is no part of it.
    /// `1/2tsp.vanilla extract`: a point left before the first word is no part of it either.
    package mutating func stripClosingPoint() {
        if let first = words.first, first.utf8.first == 0x2E, first.utf8.count > 1, first.dropFirst().first?.isLetter == true {
            words[0] = String(first.dropFirst())
        }
        if words.count >= 2, words.last == "." { words.removeLast() }  // mix (I use Betty Crocker).
        guard let closing = words.last?.utf8.last else { return }
        // ripe bananas;: a list's separator left at the end
        if closing == 0x3B, let last = words.last, last.utf8.count > 1 { words[words.count - 1] = String(last.dropLast()) }
        // Tabasco sauce), to taste: a bracket closed that the name never opened
        if closing == 0x29, let last = words.last, last.utf8.count > 1, !words.contains(where: { $0.utf8.contains(0x28) }) {
            words[words.count - 1] = String(last.dropLast())
        }
        // olive oil., garlic cloves.: a sentence's point (but tsp., pkg., etc.: an abbreviation's)
        guard let last = words.last, last.utf8.last == 0x2E, last.count > 3,
            last.dropLast().allSatisfy(\.isLetter), !Self.pointedWords.contains(last.lowercased()),
            last.count > 4 || UnitTable.unit(named: String(last.dropLast()).lowercased()) == nil
        else { return }
        words[words.count - 1] = String(last.dropLast())
    }
}
