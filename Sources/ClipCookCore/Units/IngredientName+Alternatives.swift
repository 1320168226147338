/// The rules of `IngredientName` that split alternatives and lists, and that
/// take a count unit from around the food (`6 garlic cloves`).
extension IngredientName {
    /// Foods that are whole before `or` and do not name a kind of what follows (`butter or dairy free spread`,
    /// `tamari or all-purpose soy sauce`), unlike `chicken` in `chicken or vegetable stock`.
    package static let standaloneFoods: Set<String> = [
        "butter", "honey", "tamari", "margarine", "ghee", "lard", "shortening", "agave", "molasses", "stevia",
        "water", "milk", "cream", "wine", "oil", "sugar", "salt", "flour", "rice", "yogurt", "yoghurt", "mayonnaise",
        "vinegar", "juice", "stock", "broth", "sake", "mirin", "sherry", "beer",
    ]

    /// Foods named by what they are made from (`grape seed oil`, `peanut butter`, `almond flour`).
    package static let madeFrom: Set<String> = ["oil", "butter", "vinegar", "flour", "milk", "sugar"]

    /// The words of every language that join two alternatives.
    package static let orWords: Set<String> = ["or", "oder", "od.", "bzw.", "o", "u", "ou", "oppure", "ovvero"]

    /// `chicken or vegetable stock`, `Red Yellow or Green Bell Pepper`: the first kind made whole with the
    /// food the alternatives share (chicken stock, Red Bell Pepper); nil when the words before `or` are a
    /// food of their own (`raisins or pitted dates`, `water or low-sodium broth`, `cucumber or English cucumber`).
    package func firstKind(before i: Int) -> [String]? {
        let lowered = words.map(Self.lower)
        var second = Array(words[(i + 1)...])
        // cannelini or haricot or borlotti beans: single kinds chained, the food with the last
        while second.count >= 3, Self.lower(second[1]) == "or" { second.removeFirst(2) }
        if let next = second.firstIndex(where: { Self.orWords.contains(Self.lower($0)) }) { second = Array(second[..<next]) }
        let other = second.map(Self.lower)
        // grape seed or other flavorless oil, peanut or any nut butter: the first kind of the food the other names
        // (but triple sec or other orange liqueur is triple sec, cheddar or other melting cheese cheddar: foods of
        // their own)
        if other.count >= 2, other[0] == "other" || other[0] == "any", let food = second.last {
            // Asian or other pear: the food itself after `other`, the words before it a kind of it
            let made =
                i <= 2 && !Self.standaloneFoods.contains(lowered[i - 1]) && (Self.madeFrom.contains(Self.lower(food)) || other.count == 2)
            return made ? Array(words[..<i]) + [food] : nil
        }
        // slivered or sliced almonds: two cuts of a food, the first sold so
        let cuts = other.count == 2 && IngredientWords.productsByFirstWord[lowered[i - 1]]?.contains([lowered[i - 1], other[1]]) == true
        guard other.count >= 2, let shared = other.last, let last = lowered[..<i].last, !last.hasSuffix(shared),
            !IngredientWords.isPreparation(other[0]) || cuts, !Self.standaloneFoods.contains(last), !IngredientWords.herbs.contains(last),
            !(last.count > 3 && last.hasSuffix("s") && !last.hasSuffix("ss"))
        else { return nil }
        var first = Array(words[..<i])
        if i >= 2 {
            // sweet Vidalia or yellow onion, dry ziti or rigatoni pasta: a kind of the food after its adjective
            // free range or organic eggs: the other kind an adjective, so the first is one too
            let kind =
                IngredientWords.isListedAdjective(last) || Self.kindWords.contains(last) || Self.colours.contains(last)
                || (other.count == 2 && IngredientWords.listedAdjectives.contains(other[0]) && !lowered[..<i].contains("and"))
                || (i == 2 && other.count == 2
                    && (IngredientWords.isListedAdjective(lowered[0]) || IngredientWords.kept.contains(lowered[0])))
            if lowered[..<i].allSatisfy(Self.colours.contains) {
                first = [first[0]]
            } else if !kind {
                return nil
            }
        }
        var head = second.dropFirst()
        if other[0] == lowered[0], i == 1 {
            return nil  // lime or lime juice: the second is another food made of the first
        } else if other[0] == lowered[0], i < other.count {
            head = second.dropFirst(i)  // smoked hot or smoked sweet paprika
        } else if let word = head.first, Self.lower(word) == last {
            head = head.dropFirst()  // firm or extra firm tofu
        } else if head.count >= 2, Self.lower(head[head.startIndex + 1]) == last {
            head = head.dropFirst(2)
        } else if IngredientWords.sizes.contains(other[0]), !Self.kindWords.contains(last), let food = head.last {
            head = [food]  // ramen or thin udon noodles (but instant or regular vanilla pudding is a kind of it)
        } else if i == 1, head.count >= 2, Self.sharedFoods.contains(shared), !Self.isKindWord(last), let food = head.last {
            head = [food]  // avocado or extra virgin olive oil: a food of its own kind before the shared one
        }
        // rejuvelac or juice from sauerkraut: what follows `from` is no food the two share (but haunch or leg of
        // venison is a haunch of venison)
        guard let opening = head.first, !["from", "in", "with", "for"].contains(Self.lower(opening)) else { return nil }
        return first + head
    }

    /// Words that say which kind of a food it is, written after it with no comma (`oregano dried`): notes there.
    package static let kindsAfter: Set<String> = [
        "frozen", "fresh", "dried", "seedless", "thawed", "ground", "boneless", "unsweetened", "plain", "salted", "unsalted",
        "mild", "whole", "skim",
    ]

    /// A state or a measure's level written after the food (`salt Flat`, `butter cold`, `pumpkin flesh`): a note.
    package static let statesAfter: Set<String> = [
        "cold", "warm", "ripe", "chilled", "flesh", "flat", "level", "leveled", "levelled", "heaped", "heaping", "rounded",
    ]

    /// English foods that two kinds joined by a slash share (`cake / pastry flour`, `vegetable broth / stock`).
    package static let sharedFoods: Set<String> = [
        "flour", "sugar", "cream", "oil", "milk", "stock", "broth", "vinegar", "cheese", "sauce", "rice", "pepper", "peppers",
        "onion", "onions", "beans", "pasta", "juice", "wine", "yogurt", "yoghurt", "mushrooms", "tomatoes", "lettuce", "salt",
    ]

    /// What a stock or a broth is made from (`low sodium vegetable or chicken broth`).
    package static let stockKinds: Set<String> = [
        "vegetable", "veggie", "chicken", "beef", "fish", "mushroom", "turkey", "pork", "seafood", "shrimp", "bone", "veal",
    ]

    /// `low sodium vegetable or chicken broth` → low sodium vegetable broth: two kinds of stock after words that
    /// describe it.
    package func stockKind(before i: Int) -> [String]? {
        guard i >= 2, words.count == i + 3, Self.stockKinds.contains(Self.lower(words[i - 1])),
            Self.stockKinds.contains(Self.lower(words[i + 1])), ["stock", "broth", "bouillon"].contains(Self.lower(words[i + 2]))
        else { return nil }
        return Array(words[..<i]) + [words[i + 2]]
    }

    /// Whether `word` (lowercased) names a kind or a colour of a food rather than a food (`light`, `red`, `fresh`).
    package static func isKindWord(_ word: String) -> Bool {
        IngredientWords.isListedAdjective(word) || kindWords.contains(word) || colours.contains(word)
            || IngredientWords.kept.contains(word)
    }

    package static let colours: Set<String> = ["red", "yellow", "green", "orange", "white", "black", "purple", "brown"]

    /// Words that name a kind of the food after them, before a second kind (`smoked hot or smoked sweet paprika`).
    package static let kindWords: Set<String> = [
        "hot", "mild", "smooth", "creamy", "light", "dark", "low-fat", "full-fat", "instant",
    ]

    /// `lamb, beef or chicken stock`, `rice, soy or nut milk` (lowercased words): kinds of one food listed, the
    /// first with its comma, the food they share last; its name is the first kind with the food.
    /// `canola, grapeseed, or peanut oil` and `chicken, beef, pork or veal stock` too: one word a kind, a comma after
    /// each before the last (which may keep one, the list's last comma before `or`).
    package static func isListOfKinds(_ lowered: [String]) -> Bool {
        guard lowered.count >= 5, lowered.count <= 7, let food = lowered.last, lowered[lowered.count - 3] == "or",
            lowered[0].count > 3, lowered[0].hasSuffix(","), !lowered[lowered.count - 2].hasSuffix(","),
            sharedFoods.contains(food) || madeFrom.contains(food)
        else { return false }
        return lowered[1..<(lowered.count - 4)].allSatisfy { $0.hasSuffix(",") && $0.count > 2 }
    }

    /// `butter or margarine` → butter (notes: or margarine); `kosher or sea salt` → kosher salt.
    package mutating func splitAlternatives() {
        // Salsa de mayonesa y de tomate o (Salsa Rosada): an or-word left at the end, its alternative in brackets
        if words.count >= 2, let last = words.last, Self.orWords.contains(Self.lower(last)) { words.removeLast() }
        // Chili and/or garlic cashew nuts: either or both, read as `or`
        var lowered = words.map(Self.lower)
        for k in lowered.indices where lowered[k].utf8.count == 6 && lowered[k] == "and/or" { lowered[k] = "or" }
        if Self.isListOfKinds(lowered) {
            notes.append(words[1...].joined(separator: " "))
            words = [String(words[0].dropLast()), words[words.count - 1]]
            return
        }
        if let i = lowered.firstIndex(where: { Self.orWords.contains($0) }), i > 0, i + 1 < words.count {
            let after = words.count - i - 1
            // 1 large tomato or 1 cup canned tomatoes: another amount is an alternative
            let counted =
                lowered[i + 1].first.map { $0.isNumber || QuantityScanner.vulgarFractions[$0] != nil } ?? false
                || IngredientWords.foreignUnits[lowered[i + 1]] != nil
            let romance = ["o", "u", "ou", "oppure"].contains(lowered[i])
            // chicken or vegetable stock is chicken stock; honey or maple syrup is honey (a food that names no kind of another)
            if !counted, !romance, lowered[i] == "or", after >= 2, let kind = firstKind(before: i) ?? stockKind(before: i) {
                notes.append(words[i...].joined(separator: " "))
                words = kind
                return
            }
            if Self.isFrenchFirstAlternative(lowered, at: i) {
                notes.append(words[i...].joined(separator: " "))
                words = Array(words[..<i])
                return
            }
            // arôme ou poudre de vanille: other languages keep two kinds whole, as before
            if i == 1, after >= 2, !counted, lowered[i] != "oder", lowered[i] != "or", !Self.standaloneFoods.contains(lowered[0]) {
                return
            }
            // Kalbs- oder Schweineschnitzel: one food word shared
            if lowered[i - 1].hasSuffix("-") { return }
            // sucre blond ou complet, caldo de pollo o de verduras, nouilles soba ou à ramen
            if romance, i >= 2, after == 1 || ["de", "di", "à", "d'"].contains(lowered[i + 1]) { return }
            notes.append(words[i...].joined(separator: " "))
            words = Array(words[..<i])
            return
        }
        // eschallot / shallot; cake / pastry flour: the first kind with the food the two share, as with `or`
        if let i = words.firstIndex(of: "/"), i > 0, i + 1 < words.count {
            notes.append("or " + words[(i + 1)...].joined(separator: " "))
            let shared = words.last.map(Self.lower) ?? ""
            words = (Self.sharedFoods.contains(shared) ? firstKind(before: i) : nil) ?? Array(words[..<i])
            return
        }
        // Butter/margarine, Ground Beef/Lamb, heavy/whipping cream: the first of two words joined by a slash
        guard !lowered.contains("and"),
            let i = words.indices.first(where: { words[$0].utf8.contains(0x2F) }),
            let slash = words[i].firstIndex(of: "/")
        else { return }
        let first = words[i][..<slash], second = words[i][words[i].index(after: slash)...]
        if i < words.count - 1, first.count > 3, first.hasSuffix("s"), !first.hasSuffix("ss"), first.allSatisfy(\.isLetter),
            second.first?.isLetter == true
        {
            // shallots/spring onions: a whole food before the slash (a plural), the other one a note
            notes.append("or " + ([String(second)] + words[(i + 1)...]).joined(separator: " "))
            words = Array(words[..<i]) + [String(first)]
            return
        }
        // parmesan/Italian hard cheese: a food of its own first, a kind of another food after the slash
        if i == 0, words.count == 3, first.count > 4, first.allSatisfy(\.isLetter), second.first?.isLetter == true,
            Self.sharedFoods.contains(Self.lower(words[2])), !Self.isKindWord(first.lowercased())
        {
            notes.append("or " + ([String(second)] + words[1...]).joined(separator: " "))
            words = [String(first)]
            return
        }
        // Sesam/Sonnenblumenkerne/Chiasamen: the first of three as of two
        // Pfeffer/Kräuter-Salz/Muskat: a hyphened word among them
        guard first.count > 1, second.count > 1, first.allSatisfy(\.isLetter),
            second.allSatisfy({ $0.isLetter || $0 == "/" || $0 == "-" }), second.first?.isLetter == true,
            first.lowercased() != "and",
            // chicken stock/vegetable stock: two whole foods, not two kinds of one
            i == words.count - 1 || (i == words.count - 2 && Self.lower(String(first)) != Self.lower(words[words.count - 1]))
        else { return }
        // salt/pepper: a pair of seasonings stays whole
        if first.lowercased().hasPrefix("salt"), second.lowercased().hasPrefix("pepper") { return }
        notes.append("or " + second)
        words[i] = String(first)
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
        // free-range skinless chicken breasts: skin taken off, like boneless skinless, wherever it stands
        if words.count >= 3,
            let i = words.dropLast().firstIndex(where: { $0.utf8.count == 8 && ["skinless", "rindless"].contains(Self.lower($0)) })
        {
            notes.append(words.remove(at: i))
        }
        if words.count >= 2, let last = words.last, Self.statesAfter.contains(Self.lower(last)) {
            notes.append(words.removeLast())  // pumpkin flesh: the part is a note, the fruit is bought
        }
        while words.count >= 2, let last = words.last, Self.kindsAfter.contains(Self.lower(last)) {
            notes.insert(words.removeLast(), at: 0)  // pineapple frozen, Kefir plain unsweetened: a kind after the food, unmarked
        }
        if words.count >= 2, let last = words.last, ["leaves", "leaf"].contains(Self.lower(last)),
            IngredientWords.herbs.contains(Self.lower(words[words.count - 2]))
        {
            notes.append(words.removeLast())  // oregano leaves: the herb is bought
        }
        if words.count >= 3, ["small", "medium", "large", "big", "jumbo"].contains(Self.lower(words[words.count - 2])),
            !IngredientWords.sizes.contains(Self.lower(words[words.count - 3])), Self.lower(words[words.count - 3]) != "extra"
        {
            notes.append(words.remove(at: words.count - 2))
        }
    }

    /// `2 small-to-medium cloves garlic`: a count unit left first once the size is taken.
    package mutating func takeUnitBeforeName() {
        // 5 fresh sprigs of thyme: the unit after a word that says which food, which stays with the food
        if words.count >= 4, words[2] == "of", IngredientWords.kept.contains(Self.lower(words[0])),
            let unit = UnitTable.unit(named: Self.lower(words[1])), unit.dimension == .count
        {
            unitAfter = (unit, words[1])
            words = [words[0]] + words[3...]
            return
        }
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
