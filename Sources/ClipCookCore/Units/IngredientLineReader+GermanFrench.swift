/// Parts of German and French lines as families write them in their own
/// recipe books (issue 33, round nine): a share of one container (`3/4
/// d'une bouteille de bière`, `2/3 d'un sachet de levure`), a comma left
/// after the amount (`50 g, Brokkoli`), an echo in brackets that opens
/// with `environ` (`3/4 tasse (environ 8 tranches) de bacon`), the zest
/// or juice counted by its fruit (`1 zeste de citron`, `1 jus de citron`, `1 cascarita de
/// naranja`) and half of one (`1 demi
/// oignon`, but `1 demi baguette`).
extension IngredientLineReader {
    /// `d'un sachet`, `d’une bouteille` at `index`, before a unit: where the unit starts.
    static func shareOfOne(in text: Substring, at index: Substring.Index) -> Substring.Index? {
        guard index < text.endIndex, text[index] == "d" || text[index] == "D" else { return nil }
        let head = text[index...].prefix(8).lowercased()
        for article in ["d'une ", "d’une ", "d'un ", "d’un "] where head.hasPrefix(article) {
            let start = skipBlanks(text, from: text.index(index, offsetBy: article.count))
            guard anyUnit(in: text, at: start, english: false) != nil else { return nil }
            return start
        }
        return nil
    }

    /// `50 g, Brokkoli (Roh)`: a comma right after the amount, before a German noun, is no end of the food.
    static func commaAfterAmount(in text: Substring, at index: Substring.Index, result: ParsedIngredientLine) -> Substring.Index? {
        guard result.quantity != nil, result.unit != nil, index < text.endIndex, text[index] == "," else { return nil }
        let next = skipBlanks(text, from: text.index(after: index))
        guard next < text.endIndex, text[next].isUppercase else { return nil }
        return next
    }

    /// Where the bracket that opens at `index`, round or square (`[12 c. à table]`), closes.
    static func closingBracket(in text: Substring, at index: Substring.Index) -> Substring.Index? {
        guard index < text.endIndex, text[index] == "(" || text[index] == "[" else { return nil }
        return text[index...].firstIndex(of: text[index] == "(" ? ")" : "]")
    }

    /// `(environ 8 tranches)`, `(ca. 40 g)`: an echo in brackets may open with the word for about.
    static func opensEcho(_ inside: Substring) -> Bool {
        if inside.first?.isNumber == true { return true }
        guard let (word, end) = firstWord(of: inside), ["environ", "env.", "ca.", "circa", "etwa"].contains(word.lowercased()) else {
            return false
        }
        let next = skipBlanks(inside, from: end)
        return next < inside.endIndex && inside[next].isNumber
    }

    /// `1 zeste de citron`, `2 zestes d'orange`, `1 cascarita de naranja`: the fruit is counted and the zest
    /// (or peel) is a note. Where the fruit
    /// starts.
    static func zestOfFruit(
        in text: Substring, at index: Substring.Index, result: ParsedIngredientLine, notes: inout [String]
    ) -> Substring.Index? {
        guard result.quantity != nil, result.unit == nil else { return nil }
        let start = skipBlanks(text, from: index)
        guard start < text.endIndex, "zZjJcC".contains(text[start]), let (word, end) = word(in: text, at: start),
            ["zeste", "zestes", "jus", "cascarita", "cascaritas", "cáscara", "cáscaras", "zest", "zests", "juice"].contains(
                word.lowercased())
        else { return nil }
        let link = skipBlanks(text, from: end)
        let rest = text[link...].prefix(5).lowercased()
        // 1 zest from lemon, 1 juice of lime: the English links too
        for elided in ["de ", "d'", "d’", "of ", "from "] where rest.hasPrefix(elided) {
            let fruit = skipBlanks(text, from: text.index(link, offsetBy: elided.count))
            guard fruit < text.endIndex, text[fruit].isLetter else { return nil }
            // 1 jus de citron is the juice of one lemon; 3 jus d'orange may be three glasses of it
            let juiced = ["citron", "lime", "lemon"].contains(where: { text[fruit...].lowercased().hasPrefix($0) })
            if ["jus", "juice"].contains(word.lowercased()), !juiced {
                return nil
            }
            notes.append(String(word))
            return fruit
        }
        return nil
    }

    /// `1 demi oignon`, `1 halbe Zitrone`: a word for half after the count of one, and where the food
    /// starts; nil for `1 demi baguette`, a bread of its own.
    static func halfWord(in text: Substring, at index: Substring.Index, after quantity: Quantity) -> Substring.Index? {
        guard quantity.low == 1, quantity.high == nil, let (word, end) = word(in: text, at: index),
            halves.contains(word.lowercased())
        else { return nil }
        let food = skipBlanks(text, from: end)
        if let (next, _) = self.word(in: text, at: food), next.lowercased().hasPrefix("baguette") { return nil }
        return food
    }

    /// `St Agur`: a saint's short title, no `Stück` when no number comes first.
    static func isSaint(_ text: Substring, at index: Substring.Index, unitEnd: Substring.Index) -> Bool {
        text[index..<unitEnd].lowercased() == "st"
    }

    /// `1 douzaine d'huîtres`, `2 dizaines de tomates cerises`: a count of tens or dozens after the number, and
    /// where it ends (round eleven).
    static func dozens(in text: Substring, at index: Substring.Index, after quantity: Quantity) -> (Quantity, Substring.Index)? {
        guard quantity.high == nil, index < text.endIndex, text[index] == "d" || text[index] == "D",
            let (word, end) = word(in: text, at: index)
        else { return nil }
        let lower = word.lowercased()
        let singular = lower.hasSuffix("s") ? String(lower.dropLast()) : lower
        guard singular == "dizaine" || singular == "douzaine", let many = IngredientWords.foreignNumbers[singular] else { return nil }
        return (Quantity(quantity.low * many), end)
    }

    /// `Le quart d'un oignon`, `la moitié d'une botte`: a share of one written in words, and where the rest starts.
    static func shareInWords(_ text: Substring) -> (Quantity, Substring.Index)? {
        guard let first = text.utf8.first, first | 0x20 == UInt8(ascii: "l") else { return nil }
        let head = text.prefix(28).lowercased()
        let shares = [("le quart", 0.25), ("la moitié", 0.5), ("le tiers", 1.0 / 3), ("les trois quarts", 0.75), ("les deux tiers", 2.0 / 3)]
        for (share, value) in shares where head.hasPrefix(share) {
            for article in [" d'un ", " d’un ", " d'une ", " d’une "] where head.dropFirst(share.count).hasPrefix(article) {
                return (Quantity(value), text.index(text.startIndex, offsetBy: share.count + article.count))
            }
        }
        return nil
    }

    /// `3 c. à s. + 10 cl`, `½ tasse + 2 c. à soupe`: a second measure added to the first, read into `result` as
    /// one amount, and where it ends; nil when none follows or no French link comes after it (`di zucchero` is
    /// left as it was read). A French spoon beside a metric measure counts
    /// 15 ml (5 ml a teaspoon) and the sum is in the metric unit; other sums are the English reader's.
    static func frenchSum(in text: Substring, at index: Substring.Index, result: inout ParsedIngredientLine) -> Substring.Index? {
        guard index < text.endIndex, text[index] == "+" || text[index] == "p" || text[index] == "P",
            let (joint, end) = word(in: text, at: index), joint == "+" || joint.lowercased() == "plus",
            let first = result.unit, let low = result.quantity, result.quantityMax == nil
        else { return nil }
        var scanner = QuantityScanner(text[skipBlanks(text, from: end)...])
        guard let more = scanner.quantity(), more.high == nil,
            let (second, unitEnd) = anyUnit(in: text, at: skipBlanks(text, from: scanner.index), english: true),
            second.dimension == first.dimension, second.dimension == .volume || second.dimension == .mass,
            let (link, _) = word(in: text, at: skipBlanks(text, from: unitEnd)),
            ["de", "du", "des"].contains(link.lowercased()) || link.hasPrefix("d'") || link.hasPrefix("d’")
        else { return nil }
        let metricSpoons = ["tbsp": 15.0, "tsp": 5.0]
        if let spoon = metricSpoons[first.symbol], second.system == .metric {
            result.quantity = ((low * spoon / second.factor + more.low) * 1000).rounded() / 1000
            result.unit = second
        } else if let spoon = metricSpoons[second.symbol], first.system == .metric {
            result.quantity = ((low + more.low * spoon / first.factor) * 1000).rounded() / 1000
        } else if !add("+ " + amountText(more, second), to: &result) {
            return nil
        }
        result.amountText = amountText(Quantity(result.quantity ?? low), result.unit)
        return unitEnd
    }

    /// `2 tasses ½ de lait`: a half written after the unit, before the link, adds to a whole number; where it ends.
    static func halfAfterUnit(in text: Substring, at index: Substring.Index, result: inout ParsedIngredientLine) -> Substring.Index? {
        guard index < text.endIndex, text[index] == "½", let low = result.quantity, result.quantityMax == nil, low == low.rounded(),
            let unit = result.unit
        else { return nil }
        let end = text.index(after: index)
        guard let (link, _) = word(in: text, at: skipBlanks(text, from: end)), skipBlanks(text, from: end) > end else { return nil }
        let lower = link.lowercased()
        guard IngredientWords.linkingWords.contains(lower) || IngredientWords.elidedLinks.contains(where: { lower.hasPrefix($0) }) else {
            return nil
        }
        result.quantity = low + 0.5
        result.amountText = amountText(Quantity(low + 0.5), unit)
        return end
    }

    /// `3 pots de yaourt de farine`: the yoghurt pot a French cake is measured with; the pot is the unit, the
    /// yoghurt a note, and where the food starts.
    static func yoghurtPot(in text: Substring, at index: Substring.Index, result: ParsedIngredientLine, notes: inout [String]) -> Substring.Index? {
        guard result.unit?.symbol == "pot" else { return nil }
        let start = skipBlanks(text, from: index)
        let head = text[start...].prefix(24).lowercased()
        for pot in ["de yaourt ", "de yogourt ", "de yoghourt "] where head.hasPrefix(pot) {
            let link = text.index(start, offsetBy: pot.count)
            guard let (word, end) = word(in: text, at: link) else { return nil }
            let lower = word.lowercased()
            let elided = IngredientWords.elidedLinks.first(where: { lower.hasPrefix($0) })
            guard lower == "de" || lower == "du" || elided != nil else { return nil }
            notes.append(String(trimmed(text[start..<link])))
            return elided.map { text.index(link, offsetBy: $0.count) } ?? skipBlanks(text, from: end)
        }
        return nil
    }

    /// `Salade de poulet : 3-4 c. à table de mayonnaise`, `Pour la pâte : 250 g de farine`, `Pour la garniture : 2 pommes`:
    /// a label of a few words before a colon, then an amount and its food, is a note; the label and the rest.
    /// `Sel : 1 pincée` and `Farine : 70 g`, whose amount ends the line, name the food before the colon.
    static func labelBeforeAmount(_ text: Substring) -> (String, Substring)? {
        guard text.utf8.contains(0x3A), let colon = text.prefix(40).firstIndex(of: ":"), colon > text.startIndex else { return nil }
        let head = trimmed(text[..<colon])
        guard head.first?.isLetter == true, !head.contains(where: \.isNumber), (1...4).contains(head.split(separator: " ").count)
        else { return nil }
        let rest = text[skipBlanks(text, from: text.index(after: colon))...]
        guard let first = rest.first, QuantityScanner.isDigit(first) || QuantityScanner.vulgarFractions[first] != nil else { return nil }
        // an amount, a unit or a link and a food hold two blanks at least (`Farine : 70 g` holds one)
        let pour = head.lowercased().hasPrefix("pour ")
        guard pour || rest.utf8.lazy.filter({ $0 == 0x20 }).count >= 2 else { return nil }
        var amount = ParsedIngredientLine(name: "")
        var cursor = rest.startIndex
        var scratch: [String] = []
        if !readForeignAmount(rest, into: &amount, cursor: &cursor, notes: &scratch) {
            cursor = readAmount(rest, into: &amount, notes: &scratch)
        }
        let next = skipBlanks(rest, from: cursor)
        guard amount.quantity != nil, next > cursor, let (word, _) = word(in: rest, at: next), word.first?.isLetter == true else {
            return nil
        }
        let lower = word.lowercased()
        if amount.unit != nil {
            // 3-4 c. à table de mayonnaise: a unit asks for its link
            guard IngredientWords.linkingWords.contains(lower) || IngredientWords.elidedLinks.contains(where: { lower.hasPrefix($0) })
            else { return nil }
        } else if !pour {
            return nil  // Oeufs : 3 gros, Moulin à poivre : 6 tour(s); Pour la garniture : 2 pommes
        }
        return (String(head), rest)
    }
}

extension IngredientName {
    /// Seasonings that stay whole in a pair (`Salz und Pfeffer`, `sel et poivre`, `Salt + Pepper`).
    static let seasonings: Set<String> = ["salt", "pepper", "salz", "pfeffer", "sel", "poivre", "sale", "pepe", "sal", "pimienta"]

    /// `Kakaopulver und Mandelplättchen`, `Oignons verts et coriandre`: a second food joined by `und` or `et`
    /// is a note, unless the two are a pair of seasonings (`Salz und Pfeffer`) or the word after the joint
    /// names no food of its own (`rouge et vert`, a German adjective in lower case); of two colours before
    /// a food the first is kept with it (`rote und gelbe Paprika` is rote Paprika).
    mutating func splitForeignList() {
        splitFrenchLeads()
        splitFrenchTails()
        // Most names hold no joint: the words are lowered only when one does.
        guard words.count >= 3, words.contains(where: { $0 == "und" || $0 == "et" || $0 == "Und" || $0 == "Et" }) else { return }
        let lowered = words.map(Self.lower)
        guard let i = lowered.firstIndex(where: { $0 == "und" || $0 == "et" }), i > 0, i + 1 < words.count else { return }
        guard !lowered.contains(where: { Self.seasonings.contains($0) }) else {
            // sel et de poivre: a link after the joint of a pair
            if i + 2 < words.count, ["de", "du"].contains(lowered[i + 1]) { words.remove(at: i + 1) }
            return
        }
        let next = words[i + 1]
        if i + 2 < words.count, IngredientWords.colourWords.contains(lowered[i - 1]),
            IngredientWords.colourWords.contains(lowered[i + 1])
        {
            // rote und gelbe Paprika: the first colour of the food that follows
            notes.append(words[i...(i + 1)].joined(separator: " "))
            words.removeSubrange(i...(i + 1))
            return
        }
        if lowered[i] == "und" {
            guard next.first?.isUppercase == true else { return }
        } else {
            guard !IngredientWords.colourWords.contains(lowered[i + 1]), !IngredientWords.isForeignPreparation(lowered[i + 1])
            else { return }
        }
        notes.append(words[i...].joined(separator: " "))
        words = Array(words[..<i])
    }

    /// What a French name may open or hold that is no part of the food (round eleven): a link left first (`de
    /// gingembre` once `2 cm` is a note), shavings (`copeaux de parmesan`), the pepper mill (`tours de moulin à
    /// poivre`), and quotation marks around a product inside a French name (`sauce « nuoc-mâm »`, `sauce de poisson
    /// "Nuoc Mam"`).
    mutating func splitFrenchLeads() {
        guard words.count >= 2 else { return }
        // A byte look first: a quote's last byte is 0x22, 0xAB, 0xBB or 0x9C-0x9E.
        if words.contains(where: { $0.utf8.contains { $0 == 0x22 || $0 == 0xAB || $0 == 0xBB || (0x9C...0x9E).contains($0) } }) {
            let quotes: Set<Character> = ["\"", "“", "”", "„", "«", "»"]
            // French only (the Italian sets keep quotes as written): guillemets, or a French link in the name
            let french =
                words.contains { $0.contains("«") || $0.contains("»") }
                || words.contains { ["de", "du", "des", "au", "aux"].contains(Self.lower($0)) || $0.hasPrefix("d'") || $0.hasPrefix("d’") }
            if french, words.reduce(0, { $0 + $1.filter(quotes.contains).count }) >= 2 {
                // around a product only: `farine "00"` keeps its quoted number
                words = words.map { $0.contains(where: \.isLetter) ? $0.filter { !quotes.contains($0) } : $0 }
                    .filter { !$0.allSatisfy(quotes.contains) }
            }
        }
        guard words.count >= 2, let head = words[0].utf8.first, "dDcCtTmM".utf8.contains(head) else { return }
        var lowered = words.prefix(4).map(Self.lower)
        if lowered.count >= 2, ["de", "du", "des"].contains(lowered[0]) {
            words.removeFirst()
            lowered.removeFirst()
        }
        if lowered.count >= 3, ["copeaux", "copeau"].contains(lowered[0]), lowered[1] == "de" {
            notes.append(words[0])
            words.removeFirst(2)
            lowered.removeFirst(2)
        }
        if lowered.count >= 3, ["tours", "tour"].contains(lowered[0]), lowered[1] == "de" {
            notes.append(words[0])
            words.removeFirst(2)
            lowered.removeFirst(2)
        }
        if words.count >= 3, lowered.first == "moulin", ["à", "de"].contains(lowered[1]) {
            notes.append(words[0])
            words.removeFirst(2)
        }
    }

    /// `bouillon de volaille maison ou 1 cube`, `bouillon de poulet fait avec ½ cube`, `Cognac à mettre le matin`:
    /// what a French name ends with once its alternative or use is a note (round eleven).
    mutating func splitFrenchTails() {
        guard words.count >= 2 else { return }
        if let i = words.indices.dropFirst().dropLast().first(where: { words[$0] == "à" }),
            Self.frenchSteps.contains(Self.lower(words[i + 1]))
        {
            notes.append(words[i...].joined(separator: " "))  // à mettre le matin du jour où ...
            words.removeSubrange(i...)
        }
        let count = words.count
        if count >= 4, words[count - 2].first?.isNumber == true, IngredientWords.lengths.contains(Self.lower(words[count - 1])),
            ["de", "d'environ", "d’environ"].contains(Self.lower(words[count - 3]))
        {
            notes.append(words[(count - 3)...].joined(separator: " "))  // gingembre de 3 cm
            words.removeLast(3)
        }
        // a look at the last word's first byte before lowering it
        while words.count >= 2, let last = words.last, let first = last.utf8.first, "mMfF".utf8.contains(first),
            ["maison", "fait", "faite", "faits", "faites"].contains(Self.lower(last))
        {
            notes.insert(words.removeLast(), at: 0)
        }
    }

    /// Verbs after `à` that say what to do with a food, not which product it is (`crème à fouetter` stays).
    static let frenchSteps: Set<String> = ["mettre", "ajouter", "verser", "réserver", "prévoir", "garder", "utiliser"]

    /// French alternatives whose first is the food (`vanille ou un autre parfum`, `bouillon de légumes ou de
    /// poulet`, `oignon jaune ou rouge`); false leaves the rule of every language (`arôme ou poudre de vanille`
    /// and `sucre blond ou complet` stay whole).
    static func isFrenchFirstAlternative(_ lowered: [String], at i: Int) -> Bool {
        guard lowered[i] == "ou", i + 1 < lowered.count else { return false }
        let next = lowered[i + 1]
        let isLink = { (word: String) in
            ["de", "du", "des", "à", "au", "aux"].contains(word) || word.hasPrefix("d'") || word.hasPrefix("d’")
        }
        // liqueur au cassis ou de sirop de cassis, beurre ou de margarine
        if isLink(next) { return next != "à" }
        if i >= 2, IngredientWords.colourWords.contains(lowered[i - 1]), IngredientWords.colourWords.contains(next) {
            return true
        }
        guard i == 1 else { return false }
        // a second food with no link of its own names no kind the two share
        let second = lowered[(i + 1)...].prefix(while: { !orWords.contains($0) })
        return !second.contains(where: isLink)
    }

    /// `2 Knoblauch Zehen`, `2 vanillina bustine`: a count unit of the four languages written after the food,
    /// with no brackets.
    mutating func takeForeignUnitAfterName() {
        guard unitAfter == nil, words.count >= 2, let last = words.last, last.utf8.count <= 8,
            let first = last.first, first == "z" || first == "Z" || first == "b" || first == "B",
            let symbol = IngredientWords.unitsAfterForeignFood[Self.lower(last)]
        else { return }
        unitAfter = (MeasureUnit(symbol: symbol), symbol)
        words.removeLast()
    }
}
