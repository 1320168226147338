/// Small parts of German, Spanish, French and Italian lines read around
/// the amount: half of one (`eine halbe Zitrone`, `une demi-baguette`), a
/// serving word that is no unit (`1 noix de beurre`, `1 filet d'huile`),
/// a vanilla pod that is no clove, how full a spoon is (`rase`, `rasa`),
/// the part of a fruit before the fruit (`Scorza di limone 1`) and an egg's
/// size letter (`4 huevos L`).
extension IngredientLineReader {
    /// Words after `1` that make it a half (`1 demie càc`, `1 halbe Salatgurke`).
    package static let halves: Set<String> = ["demi", "demie", "mezzo", "mezza", "medio", "media", "halbe", "halber", "halbes", "halben"]

    /// Sizes that a line may put before its unit and that are no size of a food when they stand before it
    /// (`1 petit bouquet de persil`, but `petits pois`, `gros sel`).
    static let sizesBeforeUnit: Set<String> = [
        "petit", "gros", "grand", "bon", "beau", "kleiner", "großer", "grosser", "kl.", "gr.", "kleine", "kleines", "große",
        "großes", "grosse", "grosses",
    ]

    /// `demi-baguette`, `demi-citron`: where the food starts after `demi-`;
    /// nil for a food whose name holds it (`demi-sel`, `demi-écrémé`).
    package static func halfPrefix(in text: Substring, at index: Substring.Index) -> Substring.Index? {
        let head = text[index...].prefix(14).lowercased()
        for prefix in ["demi-", "demie-"] where head.hasPrefix(prefix) {
            let rest = head.dropFirst(prefix.count)
            guard !["sel", "écrémé", "ecreme", "glace", "gras"].contains(where: { rest.hasPrefix($0) }),
                let end = text.index(index, offsetBy: prefix.count, limitedBy: text.endIndex), end < text.endIndex,
                text[end].isLetter
            else { return nil }
            return end
        }
        return nil
    }

    /// Serving words of the four languages that measure nothing a shop sells,
    /// with the foods they go with: the word is a note and the count stays.
    static let servingWords: [(word: String, foods: [String])] = [
        ("noix", ["beurre", "margarine"]), ("noisette", ["beurre"]), ("noce", ["burro", "margarina", "strutto"]),
        ("noci", ["burro", "margarina", "strutto"]), ("granello", ["pepe"]), ("granelli", ["pepe"]),
        ("nuez", ["mantequilla", "margarina"]), ("nocciola", ["burro"]),
        ("filet", ["huile", "vinaigre", "jus", "citron", "crème", "creme", "sauce", "miel", "sirop", "lait"]),
        ("trait", ["huile", "vinaigre", "jus", "citron", "crème", "sauce", "lait"]),
        ("filo", ["olio", "aceto"]), ("giro", ["olio"]), ("dosette", ["café", "cafe", "thé"]),
        // what a French kitchen measures or holds a food in, which no shop sells it by (`1 louche de Cointreau`,
        // `2 doses de safran`, `1 bloc de pâte feuilletée`); an empty list is any food after a link
        ("louche", []), ("bol", []), ("dose", []), ("bloc", []), ("tube", []), ("mesure", []), ("fond", ["pâte", "pate", "tarte"]),
        ("bûche", ["fromage", "chèvre"]), ("buche", ["fromage", "chèvre"]),
    ]

    /// `servingWords` by the word and its plural in `s`, looked up once a line.
    static let servingFoods: [String: [String]] = {
        var table: [String: [String]] = [:]
        for (word, foods) in servingWords.reversed() {
            table[word] = foods
            table[word + "s"] = foods
        }
        return table
    }()

    /// `noix de beurre`, `filet d'huile d'olive` at `index`: the serving word
    /// and where its linking word ends.
    package static func servingWord(in text: Substring, at index: Substring.Index) -> (String, Substring.Index)? {
        guard var (word, end) = word(in: text, at: index) else { return nil }
        if word == "de", let (next, nextEnd) = self.word(in: text, at: skipBlanks(text, from: end)) {
            (word, end) = (next, nextEnd)  // 1/4 de mesure de farine
        }
        var foods = servingFoods[word.lowercased()]
        if foods == nil, let first = word.utf8.first, first | 0x20 == UInt8(ascii: "v"), word.lowercased().hasPrefix("verre"),
            text[end...].lowercased().hasPrefix(" à liqueur")
        {
            (foods, end) = ([], text.index(end, offsetBy: 10))  // 1 verre à liqueur de rhum: a glass no shop measures
        }
        guard let foods else { return nil }
        let after = skipBlanks(text, from: end)
        guard after > end, after < text.endIndex else { return nil }
        let rest = text[after...].lowercased()
        // 2 Noci Burro: an archive's lines may leave the link out
        for link in ["de ", "di ", "d'", "d’", "dell'", "dell’", "d'un ", "d’un ", ""] where rest.hasPrefix(link) {
            let food = rest.dropFirst(link.count)
            // a word for any food asks for its link: 1 Dose Tomaten is a German can
            guard foods.isEmpty ? !link.isEmpty && food.first?.isLetter == true : foods.contains(where: { food.hasPrefix($0) })
            else { continue }
            return (String(word), end)
        }
        return nil
    }

    /// `1 branche de céleri` is a stalk, `1 rama de canela` a stick; other branches (`1 rama de epazote`,
    /// `1 brin de thym`) are sprigs.
    static func branchUnit(_ unit: MeasureUnit, word: Substring, rest: Substring) -> MeasureUnit {
        guard unit.symbol == "sprig" else { return unit }
        let rest = rest.lowercased()
        if rest.hasPrefix(" de céleri") { return MeasureUnit(symbol: "stalk") }
        if word.lowercased().hasPrefix("rama"), rest.hasPrefix(" de canela") { return MeasureUnit(symbol: "stick") }
        return unit
    }

    /// `Burro gr. 50`: a food whose weight or volume, to the end of `head`, is written after it unit first.
    /// The food (before `name`) and the amount.
    static func unitFirstTrailing(
        in head: Substring, name: Substring.Index, amount: Substring.Index
    ) -> (name: Substring, quantity: Quantity, unit: MeasureUnit)? {
        guard amount < head.endIndex, head[amount].isLetter else { return nil }
        // Most words of a name are followed by no number: look for one before looking the word up.
        var wordEnd = amount
        while wordEnd < head.endIndex, head[wordEnd].isLetter || head[wordEnd] == "." { wordEnd = head.index(after: wordEnd) }
        let at = skipBlanks(head, from: wordEnd)
        guard at > wordEnd, at < head.endIndex, QuantityScanner.isDigit(head[at]),
            let (unit, unitEnd) = anyUnit(in: head, at: amount, english: true), unit.dimension != .count,
            skipBlanks(head, from: unitEnd) == at
        else { return nil }
        var scanner = QuantityScanner(head[at...])
        guard let quantity = scanner.quantity() else { return nil }
        var end = scanner.index
        if end < head.endIndex, head[end] == "." { end = head.index(after: end) }
        let food = trimmed(head[..<name])
        guard end == head.endIndex, food.contains(where: \.isLetter), let (last, _) = lastWord(of: food),
            !IngredientWords.linkingWords.contains(last.lowercased())
        else { return nil }
        return (food, quantity, unit)
    }

    /// Whether the rest after a `gousse` / `vaina` opens with vanilla (`de vanille`): a pod, no clove.
    package static func isVanilla(_ rest: Substring) -> Bool {
        var lower = rest.lowercased().drop(while: { $0 == " " })
        for link in ["de ", "di ", "d'", "d’"] where lower.hasPrefix(link) {
            lower = lower.dropFirst(link.count)
            break
        }
        return ["vanill", "vainill", "vanigl"].contains(where: { lower.hasPrefix($0) })
    }

    /// How full a spoon is, after the unit and before the link (`rase`, `rasa`, `colmada`, `gehäuft`).
    static let fullness: Set<String> = [
        "rase", "rases", "ras", "rasa", "rasas", "raso", "rasi", "colmada", "colmadas", "colma", "colme", "bombée", "bombées",
        "gestrichen", "gestrichener", "gehäuft", "gehäufter", "soperas", "sopera", "bien", "pleine", "pleines", "comble", "combles",
    ]

    /// Sizes written after a unit and before its link (`1 vaso pequeño de`, `1 cucchiaio grande di`): notes.
    static let sizesAfterUnit: Set<String> = [
        "pequeño", "pequeña", "pequeños", "pequeñas", "grande", "grandes", "mediano", "mediana", "medianos", "medianas",
        "piccolo", "piccola", "piccoli", "piccole", "grosso", "grossa", "grossi", "grosse", "petit", "petite", "petits",
        "petites", "grand", "grands", "fine", "fines", "épaisse", "épaisses", "épais",
    ]

    /// The words that may stand between a unit and its link: how full, or a size.
    static let wordsAfterUnit = fullness.union(sizesAfterUnit)

    /// `et demie`, `y media`, `e mezzo` after a unit at `index`: where the half ends.
    package static func andAHalf(in text: Substring, at index: Substring.Index) -> Substring.Index? {
        // Most lines: one byte check (the phrases open with e, y or u).
        guard let first = text[index...].utf8.first,
            first | 0x20 == UInt8(ascii: "e") || first | 0x20 == UInt8(ascii: "y")
                || first | 0x20 == UInt8(ascii: "u")
        else { return nil }
        let head = text[index...].prefix(16).lowercased()
        for phrase in ["et demie", "et demi", "y media", "y medio", "e mezzo", "e mezza", "und ein halb", "und eine halbe"]
        where head.hasPrefix(phrase) {
            let end = text.index(index, offsetBy: phrase.count)
            guard end == text.endIndex || !text[end].isLetter else { continue }
            return end
        }
        return nil
    }

    /// `y 1/2`, `e ½`, `et 1/2`, `und 1/2` after a whole number at `index`: the fraction and where it ends.
    package static func andAFraction(in text: Substring, at index: Substring.Index) -> (Double, Substring.Index)? {
        guard let first = text[index...].utf8.first,
            first | 0x20 == UInt8(ascii: "e") || first | 0x20 == UInt8(ascii: "y")
                || first | 0x20 == UInt8(ascii: "u")
        else { return nil }
        guard let (word, end) = word(in: text, at: index), ["y", "e", "et", "und"].contains(word.lowercased()) else { return nil }
        let start = skipBlanks(text, from: end)
        guard start > end, start < text.endIndex else { return nil }
        var scanner = QuantityScanner(text[start...])
        guard let fraction = scanner.quantity(), fraction.high == nil, fraction.low > 0, fraction.low < 1 else { return nil }
        return (fraction.low, scanner.index)
    }

    /// The part of a fruit before the fruit, in the four languages (`Scorza di limone`, `zumo de naranja`):
    /// the part and the fruit, when the line counts the fruit.
    package static func fruitPart(of name: Substring) -> (Substring, Substring)? {
        let lower = name.lowercased()
        for part in Self.fruitParts {
            for link in [" di ", " de ", " d'", " d’", " von ", " du ", " del "] where lower.hasPrefix(part + link) {
                guard let start = name.index(name.startIndex, offsetBy: part.count + link.count, limitedBy: name.endIndex),
                    start < name.endIndex
                else { continue }
                return (name[..<name.index(name.startIndex, offsetBy: part.count)], name[start...])
            }
        }
        return nil
    }

    /// Parts of a fruit that a line may name before the fruit it counts.
    static let fruitParts = [
        "scorza grattugiata", "scorza", "buccia grattugiata", "buccia", "succo", "zeste râpé", "zeste", "zestes", "jus",
        "ralladura", "piel", "zumo", "jugo", "saft", "schale", "abrieb",
    ]

    /// Whether the letter before `index` stands alone (`c/n`, cantidad necesaria): no stem a plural mark follows.
    package static func isLoneLetter(_ text: Substring, before index: Substring.Index) -> Bool {
        let letter = text.index(before: index)
        return letter == text.startIndex || !text[text.index(before: letter)].isLetter
    }

    /// `4 huevos L`, `6 Eier M`: an egg's size letter after the food, as a note.
    package static func eggSizeAsNote(_ text: Substring) -> Substring {
        let words = text.split(separator: " ")
        guard words.count >= 2, let last = words.last, ["S", "M", "L", "XL"].contains(String(last)),
            ["huevos", "huevo", "eier", "ei", "œufs", "oeufs", "uova", "uovo", "eggs", "egg"]
                .contains(words[words.count - 2].lowercased())
        else { return text }
        return Substring(words.dropLast().joined(separator: " ") + ", " + String(last))
    }
}
