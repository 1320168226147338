/// Amounts as German, Spanish, French and Italian lines write them: units
/// in those languages (`3 Zehen`, `2 cucharadas`, `2 c. à soupe`), number
/// words (`eine Handvoll`, `un pizzico`, `mezza cipolla`), ranges with a
/// word (`8 à 10`), a count glued to `x` (`6x`), a repeated unit (`100 g g`),
/// a linking word after the amount (`de`, `di`, `d'`) and an amount written
/// after the food (`Zucchero 105 g`, `Farine : 70 g`, `Sel - 1 pincée`).
extension IngredientLineReader {
    /// A unit in one of the four languages at `index` (or an English one when
    /// `english` is true), with where it ends: after a final point and a
    /// plural marker (`Prise(n)`, `pièce(s)`, `Bd.`).
    package static func anyUnit(in text: Substring, at index: Substring.Index, english: Bool) -> (MeasureUnit, Substring.Index)? {
        guard index < text.endIndex, text[index].isLetter else { return nil }
        let head = text[index...].prefix(20).lowercased()
        var bytes = head.utf8.makeIterator()
        let headByte = bytes.next() ?? 0
        let secondByte = bytes.next() ?? 0
        // The phrases that open with the head's first byte, and a byte check before comparing characters.
        let phrases = headByte < 0x80 ? IngredientWords.foreignUnitPhraseIndex[headByte] ?? [] : IngredientWords.foreignUnitPhraseTable
        for (phrase, symbol, first, second) in phrases
        where !differentASCIIStarts(headByte, first) && !differentASCIIStarts(secondByte, second) && head.hasPrefix(phrase) {
            guard let end = text.index(index, offsetBy: phrase.count, limitedBy: text.endIndex),
                end == text.endIndex || !text[end].isLetter
            else { continue }
            return (MeasureUnit(symbol: symbol), end)
        }
        var end = index
        while end < text.endIndex,
            text[end].isLetter
                || (text[end] == "." && text.index(after: end) < text.endIndex
                    && text[text.index(after: end)].isLetter)
        {
            end = text.index(after: end)
        }
        guard end == text.endIndex || !text[end].isNumber else { return nil }
        let word = text[index..<end].lowercased()
        var unit: MeasureUnit?
        if let symbol = IngredientWords.foreignUnits[word] {
            unit = MeasureUnit(symbol: symbol)
        } else if english {
            unit = UnitTable.unit(named: word)
        }
        guard let unit else { return nil }
        if end < text.endIndex, text[end] == "." { end = text.index(after: end) }
        for marker in ["(n)", "(en)", "(s)", "(e)", "/n", "/en"] where text[end...].hasPrefix(marker) {
            end = text.index(end, offsetBy: marker.count)
            break
        }
        guard end == text.endIndex || !text[end].isLetter else { return nil }
        return (unit, end)
    }

    /// Whether two texts starting with these bytes start with different
    /// `Character`s for certain, so that neither has the other as a
    /// prefix: both ASCII and not the same (a `Character` starting with an
    /// ASCII byte has that scalar as its base, whatever marks follow).
    package static func differentASCIIStarts(_ a: UInt8, _ b: UInt8) -> Bool {
        a < 0x80 && b < 0x80 && a != b
    }

    /// The amount of a line in one of the four languages, read before the
    /// English reader: true when it read one (into `result`, with `cursor`
    /// after it).
    package static func readForeignAmount(
        _ text: Substring, into result: inout ParsedIngredientLine, cursor: inout Substring.Index, notes: inout [String]
    ) -> Bool {
        var scanner = QuantityScanner(text)
        var quantity: Quantity
        var quantityEnd: Substring.Index
        // Whether the amount is written in a way the English reader does not read.
        var foreign = false
        if let (range, end) = slashRange(in: text) {
            // 200/250 g: a range
            quantity = range
            quantityEnd = end
            foreign = true
        } else if let number = scanner.quantity() {
            quantity = number
            quantityEnd = scanner.index
            if quantityEnd < text.endIndex, text[quantityEnd] == "x" || text[quantityEnd] == "×" {
                // 6x cuisse de canard
                let after = text.index(after: quantityEnd)
                guard after < text.endIndex, text[after].isWhitespace else { return false }
                quantityEnd = after
                foreign = true
            }
        } else if let (word, end) = firstWord(of: text), end < text.endIndex, text[end].isWhitespace,
            let value = IngredientWords.foreignNumbers[word.lowercased()]
        {
            quantity = Quantity(value)
            quantityEnd = end
            foreign = true
            // une vingtaine d'olives
            if let (next, nextEnd) = IngredientLineReader.word(in: text, at: skipBlanks(text, from: end)),
                let many = IngredientWords.foreignNumbers[next.lowercased()], many >= 10
            {
                quantity = Quantity(many)
                quantityEnd = nextEnd
            }
        } else if let (share, end) = shareInWords(text) {
            (quantity, quantityEnd, foreign) = (share, end, true)  // le quart d'un oignon
        } else if let (unit, end) = anyUnit(in: text, at: text.startIndex, english: false),
            skipBlanks(text, from: end) < text.endIndex, skipBlanks(text, from: end) > end,
            !isSaint(text, at: text.startIndex, unitEnd: end), !(unit.symbol == "clove" && Self.isVanilla(text[end...]))
        {
            // Bund Petersilie, rodaja de limón: a unit with no number
            result.unit = unit
            result.amountText = unit.symbol
            cursor = end
            return true
        } else {
            return false
        }
        var at = skipBlanks(text, from: quantityEnd)
        if let (many, end) = dozens(in: text, at: at, after: quantity) {
            (quantity, quantityEnd, at, foreign) = (many, end, skipBlanks(text, from: end), true)  // 1 douzaine d'huîtres
        }
        // 1 y 1/2 tazas, 2 e ½ cucchiai: a whole number and a fraction
        if quantity.high == nil, quantity.low == quantity.low.rounded(), let (fraction, end) = andAFraction(in: text, at: at) {
            quantity = Quantity(quantity.low + fraction)
            quantityEnd = end
            at = skipBlanks(text, from: end)
            foreign = true
        }
        // 8 à 10 filets, 2 bis 3 EL, 1 o 2 dientes; 80 ou 30 g, two to choose from, the lower first
        if let (word, end) = word(in: text, at: at), ["à", "bis", "o", "ou", "oder", "a"].contains(word.lowercased()),
            let (high, _, highEnd) = leadingAmount(in: text, from: skipBlanks(text, from: end)), quantity.high == nil,
            high.high == nil, high.low > quantity.low || (word.lowercased() == "ou" && high.low < quantity.low)
        {
            var highScanner = QuantityScanner(text[skipBlanks(text, from: end)...])
            _ = highScanner.quantity()
            quantity = Quantity(min(quantity.low, high.low), max(quantity.low, high.low))
            quantityEnd = highScanner.index
            foreign = true
            _ = highEnd
            at = skipBlanks(text, from: quantityEnd)
        }
        // 1 demie càc, eine halbe Zitrone: half of one
        if let end = halfWord(in: text, at: at, after: quantity) {
            quantity = Quantity(0.5)
            at = end
            quantityEnd = end
            foreign = true
        } else if quantity.low == 1, quantity.high == nil, let dash = halfPrefix(in: text, at: at) {
            // une demi-baguette: half of one, the food after the dash
            quantity = Quantity(0.5)
            at = dash
            quantityEnd = dash
            foreign = true
        }
        if let (note, end) = servingWord(in: text, at: at) {
            // 1 noix de beurre, 1 filet d'huile d'olive: a count with no unit, the word a note
            result.quantity = quantity.low
            result.quantityMax = quantity.high
            result.amountText = amountText(quantity, nil)
            notes.append(note)
            cursor = end
            return true
        }
        if let start = shareOfOne(in: text, at: at) { at = start }  // 3/4 d'une bouteille
        // 1/4 de botte, 1 kleines Stück: a linking word or a size before the unit
        if let (word, end) = word(in: text, at: at),
            IngredientWords.linkingWords.contains(word.lowercased())
                || IngredientWords.isForeignPreparation(word.lowercased()) || Self.sizesBeforeUnit.contains(word.lowercased()),
            let (_, unitEnd) = anyUnit(in: text, at: skipBlanks(text, from: end), english: false),
            !text[unitEnd...].lowercased().hasPrefix(" garni")
        {
            if !IngredientWords.linkingWords.contains(word.lowercased()) { notes.append(String(word)) }
            at = skipBlanks(text, from: end)
        }
        let english = UnitTable.match(in: text, at: at)
        guard let (readUnit, unitEnd) = anyUnit(in: text, at: at, english: false), english.map({ $0.1 <= unitEnd }) ?? true,
            !text[unitEnd...].lowercased().hasPrefix(" garni"), !(readUnit.symbol == "clove" && Self.isVanilla(text[unitEnd...]))
        else {
            guard foreign else { return false }
            // ein Apfel, 8 à 10 filets, 6x cuisse: a count, maybe with an English unit
            result.quantity = quantity.low
            result.quantityMax = quantity.high
            result.amountText = amountText(quantity, nil)
            cursor = quantityEnd
            if let (unit, end) = unit(in: text, at: at) {
                result.unit = unit
                result.amountText = amountText(quantity, unit)
                cursor = end
            }
            return true
        }
        // 1 branche de céleri, 1 rama de canela: a branch's unit by its food
        let unit = Self.branchUnit(readUnit, word: text[at..<unitEnd], rest: text[unitEnd...])
        result.quantity = quantity.low
        result.quantityMax = quantity.high
        result.unit = unit
        result.amountText = amountText(quantity, unit)
        if Amount(String(text[..<unitEnd])) == Amount(quantity: quantity, unit: unit) {
            result.amountText = String(text[..<unitEnd])  // 1 EL, 2 c. à soupe: as written when it reads back
        }
        cursor = unitEnd
        // 1 càc et demie, 1 taza y media
        let after = skipBlanks(text, from: unitEnd)
        if quantity.high == nil, let half = andAHalf(in: text, at: after) {
            result.quantity = quantity.low + 0.5
            result.amountText = amountText(Quantity(quantity.low + 0.5), unit)
            cursor = half
        }
        if let end = frenchSum(in: text, at: skipBlanks(text, from: cursor), result: &result) { cursor = end }  // 3 cs + 10 cl
        if let end = halfAfterUnit(in: text, at: skipBlanks(text, from: cursor), result: &result) { cursor = end }  // 2 tasses ½
        return true
    }

    /// After the amount: a unit written again (`100 g g`, `2 lb pounds`,
    /// `pièce(s) Gousse`: the second, more telling unit wins) and a linking
    /// word (`de`, `di`, `d'`).
    package static func afterForeignAmount(
        _ text: Substring, from index: Substring.Index, result: inout ParsedIngredientLine, notes: inout [String]
    ) -> Substring.Index {
        guard result.quantity != nil || result.unit != nil else { return index }
        if let fruit = zestOfFruit(in: text, at: index, result: result, notes: &notes) { return fruit }  // 1 zeste de citron
        if let food = yoghurtPot(in: text, at: index, result: result, notes: &notes) { return food }  // 3 pots de yaourt de farine
        var cursor = commaAfterAmount(in: text, at: index, result: result) ?? index
        // 1 litre / 4 cups water: a unit both languages share, and its echo after a slash
        if result.unit.map({ $0.dimension != .count }) == true, let (echo, end) = alternativeMeasure(in: text, at: cursor) {
            notes.append(echo)
            cursor = end
        }
        if result.unit == nil, let quantity = result.quantity, let unit = parenthesisedUnit(in: text[index...]) {
            // 1 bouillon de poule (cube), 0.5 sauge (botte): the unit after the food
            result.unit = unit
            result.amountText = amountText(Quantity(quantity, result.quantityMax), unit)
        }
        // 30 ml (2 c. à soupe) de beurre, 180 mL [12 c. à table] de miel: an echo in brackets before the link
        let open = skipBlanks(text, from: cursor)
        if let close = closingBracket(in: text, at: open), opensEcho(text[text.index(after: open)..<close]) {
            let after = skipBlanks(text, from: text.index(after: close))
            let word = after < text.endIndex ? self.word(in: text, at: after)?.0.lowercased() ?? "" : ""
            if IngredientWords.linkingWords.contains(word) || IngredientWords.elidedLinks.contains(where: { word.hasPrefix($0) }) {
                notes.append(String(trimmed(text[text.index(after: open)..<close])))
                cursor = text.index(after: close)
            }
        }
        // 1 sobre o 16 gr de levadura: another measure is a note
        if let (word, end) = word(in: text, at: skipBlanks(text, from: cursor)), ["o", "ou", "oder", "or"].contains(word.lowercased()),
            let (_, unit, amountEnd) = leadingAmount(in: text, from: skipBlanks(text, from: end)), unit != nil
        {
            notes.append(String(text[skipBlanks(text, from: cursor)..<amountEnd]))
            cursor = amountEnd
        }
        let start = skipBlanks(text, from: cursor)
        if start > cursor, let unit = result.unit, let (again, end) = anyUnit(in: text, at: start, english: true),
            skipBlanks(text, from: end) < text.endIndex
        {
            if again == unit || (again.dimension == unit.dimension && again.dimension != .count && again.symbol == unit.symbol) {
                cursor = end
            } else if unit.symbol == "piece", again.dimension == .count {
                // 2 pièce(s) Gousse d'ail: two cloves
                result.unit = again
                result.amountText = result.quantity.map { amountText(Quantity($0, result.quantityMax), again) } ?? again.symbol
                cursor = end
            } else if again.symbol == unit.symbol {
                cursor = end
            }
        }
        // 4 unidades de latas de atún: pieces of a container are that many containers
        if result.unit?.symbol == "piece", let (link, linkEnd) = word(in: text, at: skipBlanks(text, from: cursor)),
            IngredientWords.linkingWords.contains(link.lowercased()),
            let (container, end) = anyUnit(in: text, at: skipBlanks(text, from: linkEnd), english: true),
            container.dimension == .count, container.symbol != "piece", skipBlanks(text, from: end) < text.endIndex
        {
            result.unit = container
            result.amountText = result.quantity.map { amountText(Quantity($0, result.quantityMax), container) } ?? container.symbol
            cursor = end
        }
        // 1 cucharadita rasa de sal, 3 c. à soupe rases de cacao: a word for how full, before the link
        if result.unit != nil, let (word, end) = word(in: text, at: skipBlanks(text, from: cursor)),
            skipBlanks(text, from: cursor) > cursor, Self.wordsAfterUnit.contains(word.lowercased()),
            let (link, _) = self.word(in: text, at: skipBlanks(text, from: end)),
            IngredientWords.linkingWords.contains(link.lowercased())
                || IngredientWords.elidedLinks.contains(where: { link.lowercased().hasPrefix($0) })
        {
            notes.append(String(word))
            cursor = end
        }
        let linkStart = skipBlanks(text, from: cursor)
        guard linkStart > cursor || linkStart == text.startIndex else { return cursor }
        let rest = text[linkStart...]
        let lower = rest.prefix(8).lowercased()
        for elided in IngredientWords.elidedLinks where lower.hasPrefix(elided) {
            let end = text.index(linkStart, offsetBy: elided.count)
            guard end < text.endIndex, text[end].isLetter || QuantityScanner.isDigit(text[end]) else { continue }
            return end
        }
        if let (word, end) = word(in: text, at: linkStart), IngredientWords.linkingWords.contains(word.lowercased()),
            word.lowercased() != "von" || result.unit != nil
        {
            let next = skipBlanks(text, from: end)
            guard next > end, next < text.endIndex else { return cursor }
            if word.lowercased() == "de", text[next...].lowercased().hasPrefix("la ") {
                return skipBlanks(text, from: text.index(next, offsetBy: 3))
            }
            // 1 sachet de 50 g (2 oz) de soupe: the pack's size is a note
            if result.unit?.dimension == .count, let food = packSize(in: text, at: next, notes: &notes) { return food }
            return next
        }
        return cursor
    }

    /// `Zucchero 105 g`, `Farine : 70 g`, `Sel - 1 pincée`, `Tuorli 3`, `mozzarella 250 g a dadini`:
    /// a line with no amount first whose name is followed by one. The name,
    /// the amount's parts, and what follows it.
    package static func trailingAmount(
        _ text: Substring
    ) -> (name: Substring, quantity: Quantity, unit: MeasureUnit?, rest: Substring)? {
        var depth = 0
        var headEnd = text.endIndex
        var k = text.startIndex
        while k < text.endIndex {
            let c = text[k]
            if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) }
            let next = text.index(after: k)
            if depth == 0, c == ";" || c == "," && (next == text.endIndex || text[next].isWhitespace) {
                headEnd = k
                break
            }
            k = next
        }
        let head = text[..<headEnd]
        let headHasDigit = head.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if !headHasDigit, headEnd < text.endIndex, text[headEnd] == ",", head.contains(where: \.isLetter) {
            // `Russet potatoes, 3-5`, `Eggs, 2`: a count alone after the food
            let tail = trimmed(text[text.index(after: headEnd)...])
            var scanner = QuantityScanner(tail)
            if let first = tail.first, QuantityScanner.isDigit(first), let quantity = scanner.quantity(), scanner.index == tail.endIndex {
                return (trimmed(head), quantity, nil, tail[tail.endIndex...])
            }
        }
        var i = head.startIndex
        depth = 0
        while i < head.endIndex {
            defer { i = head.index(after: i) }
            if head[i] == "(" { depth += 1 } else if head[i] == ")" { depth = max(0, depth - 1) }
            guard depth == 0, head[i].isWhitespace else { continue }
            let start = skipBlanks(head, from: i)
            if headHasDigit, let found = unitFirstTrailing(in: head, name: i, amount: start) {  // Burro gr. 50
                return (found.name, found.quantity, found.unit, text[head.endIndex...])
            }
            guard start < head.endIndex, QuantityScanner.isDigit(head[start]) || QuantityScanner.vulgarFractions[head[start]] != nil
            else { continue }
            var name = trimmed(head[..<i])
            let labelled = name.last == ":"
            if let last = name.last, last == ":" || last == "-" || last == "–" { name = trimmed(name.dropLast()) }
            guard name.contains(where: \.isLetter), let (lastWord, _) = lastWord(of: name),
                ![
                    "of", "from", "x", "about", "to", "into", "by", "de", "di", "d'", "von", "à", "et", "and", "y",
                    "e", "ca.", "circa", "in", "en", "approx.", "your", "or", "ou", "o", "oder", "à", "+", "with", "for",
                ]
                .contains(lastWord.lowercased())
            else { return nil }
            var scanner = QuantityScanner(head[start...])
            guard let quantity = scanner.quantity() else { continue }
            let afterQuantity = skipBlanks(head, from: scanner.index)
            if afterQuantity > scanner.index || scanner.index == head.endIndex || head[scanner.index].isLetter,
                let (unit, end) = anyUnit(in: head, at: afterQuantity, english: true)
            {
                // Pie Crust: 750ml (3 cups) water: after a label, the food follows the amount's echo
                let echo = trimmed(text[end...])
                if labelled, echo.first == "(", let close = echo.firstIndex(of: ")"), echo[echo.index(after: close)...].contains(where: \.isLetter) {
                    return (trimmed(echo[echo.index(after: close)...]), quantity, unit, Substring(String(name) + " " + echo[...close]))
                }
                return (name, quantity, unit, text[end...])
            }
            let after = scanner.index
            // Oeufs : 3 (gros): a note in brackets may end the line
            let bracket = skipBlanks(head, from: after) < head.endIndex && head[skipBlanks(head, from: after)] == "(" && head.last == ")"
            // Butternut squash - 1 small: a size after the count, a note
            var sized = skipBlanks(head, from: after)
            if let (size, end) = word(in: head, at: sized), IngredientWords.sizes.contains(size.lowercased()) { sized = end }
            guard after == head.endIndex || head[after].isWhitespace, skipBlanks(head, from: sized) == head.endIndex || bracket else { continue }
            if let (part, fruit) = fruitPart(of: name) {
                // Scorza di limone 1: one lemon, the zest a note
                return (fruit, quantity, nil, Substring(String(part) + (text[after...].isEmpty ? "" : ", " + text[after...])))
            }
            return (name, quantity, nil, text[after...])
        }
        return amountAfterComma(text)
    }
}
