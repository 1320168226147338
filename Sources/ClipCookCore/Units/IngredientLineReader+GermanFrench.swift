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
            ["zeste", "zestes", "jus", "cascarita", "cascaritas", "cáscara", "cáscaras"].contains(word.lowercased())
        else { return nil }
        let link = skipBlanks(text, from: end)
        let rest = text[link...].prefix(4).lowercased()
        for elided in ["de ", "d'", "d’"] where rest.hasPrefix(elided) {
            let fruit = skipBlanks(text, from: text.index(link, offsetBy: elided.count))
            guard fruit < text.endIndex, text[fruit].isLetter else { return nil }
            // 1 jus de citron is the juice of one lemon; 3 jus d'orange may be three glasses of it
            if word.lowercased() == "jus", !["citron", "lime"].contains(where: { text[fruit...].lowercased().hasPrefix($0) }) {
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
}

extension IngredientName {
    /// Seasonings that stay whole in a pair (`Salz und Pfeffer`, `sel et poivre`, `Salt + Pepper`).
    static let seasonings: Set<String> = ["salt", "pepper", "salz", "pfeffer", "sel", "poivre", "sale", "pepe", "sal", "pimienta"]

    /// `Kakaopulver und Mandelplättchen`, `Oignons verts et coriandre`: a second food joined by `und` or `et`
    /// is a note, unless the two are a pair of seasonings (`Salz und Pfeffer`) or the word after the joint
    /// names no food of its own (`rouge et vert`, a German adjective in lower case); of two colours before
    /// a food the first is kept with it (`rote und gelbe Paprika` is rote Paprika).
    mutating func splitForeignList() {
        // Most names hold no joint: the words are lowered only when one does.
        guard words.count >= 3, words.contains(where: { $0 == "und" || $0 == "et" || $0 == "Und" || $0 == "Et" }) else { return }
        let lowered = words.map(Self.lower)
        guard let i = lowered.firstIndex(where: { $0 == "und" || $0 == "et" }), i > 0, i + 1 < words.count else { return }
        guard !lowered.contains(where: { Self.seasonings.contains($0) }) else { return }
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

    /// French alternatives whose first is the food (`vanille ou un autre parfum`, `bouillon de légumes ou de
    /// poulet`, `oignon jaune ou rouge`); false leaves the rule of every language (`arôme ou poudre de vanille`
    /// and `sucre blond ou complet` stay whole).
    static func isFrenchFirstAlternative(_ lowered: [String], at i: Int) -> Bool {
        guard lowered[i] == "ou", i + 1 < lowered.count else { return false }
        let next = lowered[i + 1]
        let isLink = { (word: String) in
            ["de", "du", "des", "à", "au", "aux"].contains(word) || word.hasPrefix("d'") || word.hasPrefix("d’")
        }
        if isLink(next) { return i >= 2 && next != "à" }  // liqueur au cassis ou de sirop de cassis
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
