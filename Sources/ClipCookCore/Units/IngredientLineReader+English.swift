/// English line shapes that put the amount somewhere other than first:
/// `Yellow onion, finely diced : ½ small` (the food, its notes, a colon and
/// the amount) and `(2) 10-inch cakes` (the count in parentheses).
extension IngredientLineReader {
    /// A character no one sees: a soft hyphen, a zero-width space or joiner, an invisible separator, a byte-order mark.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && scalar.properties.generalCategory == .format
    }

    /// `Yellow onion, finely diced : ½ small` → `½ small Yellow onion, finely diced`; `Creole seasoning: To taste` →
    /// `Creole seasoning, To taste`: an amount or a purpose after the last colon of a line whose food comes first.
    /// nil when the line has no such colon.
    package static func amountAfterColon(_ text: Substring) -> String? {
        // a colon is one byte: look for it first
        guard text.utf8.contains(0x3A), let colon = text.lastIndex(of: ":"), colon > text.startIndex else { return nil }
        let head = trimmed(text[..<colon])
        let tail = trimmed(text[text.index(after: colon)...])
        guard let first = head.first, first.isLetter, let start = tail.first, !tail.isEmpty, !head.contains(":") else { return nil }
        if start.isLetter {
            // Salt : To taste, Neutral oil: For cooking
            let lower = tail.lowercased()
            guard IngredientWords.trailingPhrases.contains(lower) || lower.hasPrefix("for ") else { return nil }
            return head + ", " + tail
        }
        // For the sauce: 2 cups milk, To finish: 1 teaspoon sugar: a heading of a part of the recipe is a note
        if let (lead, _) = firstWord(of: head), ["for", "to"].contains(lead.lowercased()), head.split(separator: " ").count <= 5,
            let (_, unit, _) = leadingAmount(in: tail, from: tail.startIndex), unit != nil
        {
            return tail + ", " + head
        }
        // Thyme: 3 sprigs is read as it stands; only a food with notes after a comma needs the amount moved
        guard head.contains(","), QuantityScanner.isDigit(start) || QuantityScanner.vulgarFractions[start] != nil,
            let (_, unit, end) = leadingAmount(in: tail, from: tail.startIndex)
        else { return nil }
        let rest = tail[end...].split(separator: " ")
        // ½ small, 10 large, 3 oz/89ml: a size or an echo may follow the amount, nothing else
        guard rest.count <= 1, rest.allSatisfy({ IngredientWords.sizes.contains($0.lowercased()) || $0.first == "/" }),
            unit != nil || rest.count <= 1
        else { return nil }
        return tail + " " + head
    }

    /// `Sugar, ½ tsp`, `Water, ~3 tbsp`: a food of words alone, a comma and its measure (with a unit, followed by
    /// nothing or by notes after a point, a comma or a bracket) → `½ tsp Sugar`. nil when the line is not so.
    package static func amountAfterComma(_ text: Substring) -> String? {
        // a comma is one byte: look for it first
        guard text.utf8.contains(0x2C), let comma = text.firstIndex(of: ","), comma > text.startIndex else { return nil }
        let head = trimmed(text[..<comma])
        guard let first = head.first, first.isLetter, head.utf8.count <= 60,
            !head.contains(where: { $0.isNumber || $0 == "(" || $0 == ":" })
        else { return nil }
        var tail = trimmed(text[text.index(after: comma)...])
        if tail.first == "~" { tail = trimmed(tail.dropFirst()) }  // ~3 tbsp: about, as the measure is
        guard let start = tail.first, QuantityScanner.isDigit(start) || QuantityScanner.vulgarFractions[start] != nil,
            let (_, unit, end) = leadingAmount(in: tail, from: tail.startIndex), unit != nil
        else { return nil }
        var rest = trimmed(tail[end...])
        // Canned beans, 100g. Dealer's choice.: a point closing the unit ends the measure too
        guard rest.isEmpty || [",", ".", ";", "("].contains(rest.first) || tail[tail.index(before: end)] == "." else { return nil }
        while let mark = rest.first, mark == "," || mark == "." || mark == ";" { rest = trimmed(rest.dropFirst()) }
        var moved = String(tail[..<end]) + " " + String(head)
        if !rest.isEmpty { moved += ", " + String(rest) }
        return moved
    }

    /// `Sparkling Sanding Sugar for coating (1/3-1/2 cup)`: in a line with no amount, a measure alone in parentheses
    /// (a quantity and a unit, nothing else) is the amount; its note goes.
    package static func amountInParentheses(_ notes: inout [String], from start: Int, into result: inout ParsedIngredientLine) {
        guard result.quantity == nil, result.unit == nil, start < notes.count else { return }
        for i in start..<notes.count {
            let note = Substring(notes[i])
            guard let first = note.first, QuantityScanner.isDigit(first) || QuantityScanner.vulgarFractions[first] != nil,
                let (quantity, unit, end) = leadingAmount(in: note, from: note.startIndex), let unit,
                trimmed(note[end...]).isEmpty
            else { continue }
            result.quantity = quantity.low
            result.quantityMax = quantity.high
            result.unit = unit
            result.amountText = amountText(quantity, unit)
            notes.remove(at: i)
            return
        }
    }

    /// `(2) 10-inch Vanilla Cakes`: a count in parentheses first is the count.
    package static func withoutCountParentheses(_ text: Substring) -> Substring {
        guard text.first == "(", let close = text.firstIndex(of: ")"), close > text.index(after: text.startIndex) else { return text }
        let inside = text[text.index(after: text.startIndex)..<close]
        let after = text.index(after: close)
        guard inside.count <= 3, inside.allSatisfy({ QuantityScanner.isDigit($0) }), after < text.endIndex, text[after].isWhitespace
        else { return text }
        return Substring(inside + text[after...])
    }

    /// Words that make one word with a preparation after a dash (`slow-cooked`, `hand-picked`, `pre-cooked`).
    static let dashedManners: Set<String> = [
        "slow", "pre", "par", "half", "hand", "home", "stir", "deep", "oven", "air", "twice", "double", "well", "hard", "soft",
        "flash", "fire", "wood", "sun", "fresh", "ready", "thin", "thick", "fine", "lightly", "freshly", "finely", "roughly",
        "thinly", "coarsely", "pan", "dry", "wet", "shop", "store", "house", "quick", "pressure",
    ]

    /// `Onion- Chopped`, `Olive Oil-1tsp`, `Salt-to taste`, `Cilantro-For garnishing`: a dash stuck to a food's word
    /// that parts the food from its notes or from the amount ending the line, spaced (`Olive Oil - 1tsp`) so that it
    /// reads as `Green Chillies - 2` does; nil when there is none. A dash within a word (`sun-dried`, `omega-3 eggs`,
    /// `small- to medium-sized`, `Kalbs- oder`) stays.
    package static func spacedDash(_ text: Substring) -> String? {
        guard text.utf8.contains(0x2D) else { return nil }
        var from = text.startIndex
        while let dash = text[from...].firstIndex(of: "-") {
            from = text.index(after: dash)
            guard text[..<dash].reversed().prefix(while: \.isLetter).count >= 3, from < text.endIndex else { continue }
            let rest = text[from...]
            let words = rest.drop { $0 == " " }
            let lower = words.prefix(12).lowercased()
            let parts: Bool
            if let first = rest.first, first.isNumber {
                // an amount that ends a line of no amount before it
                let amount = text.first?.isLetter == true ? leadingAmount(in: rest, from: rest.startIndex) : nil
                // Salt-1/4 tsp [please don't skip this]: notes in brackets may follow it
                parts = amount.map { trimmed(rest[$0.2...]).first.map { $0 == "(" || $0 == "[" } ?? true } ?? false
            } else {
                // Salt-to taste, Mint-For serving; and after a blank Onion- Chopped, Onion- chopped, but not cheese- feta
                // (a kind) nor Kalbs- oder (a shared word)
                let next = lower.prefix { $0 != " " }
                // butter-melted, cream cheese-room temperature: a preparation stuck to the food and ending it (not
                // slow-cooked, nor large-diced onion)
                let after = lower.split(separator: " ").dropFirst().first.map(String.init)
                let stuck =
                    rest.first != " "
                    && (next == "room" || IngredientWords.isPreparation(String(next)) && (after.map(IngredientName.followsPreparation) ?? true))
                    && !dashedManners.contains(String(text[..<dash].reversed().prefix(while: \.isLetter).reversed()).lowercased())
                parts =
                    lower.hasPrefix("to taste") || lower.hasPrefix("for ") || lower.hasPrefix("optional") || stuck
                    || rest.first == " "
                        && (words.first?.isUppercase == true && !["oder", "und", "or", "and"].contains(next)
                            || IngredientWords.isPreparation(String(next)))
            }
            if parts { return String(text[..<dash]) + " - " + String(words) }
        }
        return nil
    }

    /// `Oil, cooking - 1 1/2 Tbsp`, `Tomatoes, medium - 1 1/2, chopped`: a food of words (notes after a comma may follow
    /// it), a spaced dash, and its amount ending the line or followed by notes after a comma → `1 1/2 Tbsp Oil, cooking`.
    package static func amountAfterDash(_ text: Substring) -> String? {
        // Ginger, grated x 1 teaspoon: a times sign as the dash
        guard let dash = text.range(of: " - ") ?? text.range(of: " – ") ?? text.range(of: " x "),
            !text[..<dash.lowerBound].contains(where: \.isNumber)
        else {
            return nil
        }
        let tail = text[dash.upperBound...]
        let name = text[..<dash.lowerBound]
        if let (unit, note) = articleMeasure(tail) {
            // Turmeric powder – a generous pinch: one pinch
            return "1 " + unit + " " + name + (note.isEmpty ? "" : ", " + note)
        }
        guard let first = tail.first, QuantityScanner.isDigit(first) || QuantityScanner.vulgarFractions[first] != nil,
            let (_, unit, end) = leadingAmount(in: tail, from: tail.startIndex)
        else { return nil }
        let rest = trimmed(tail[end...])
        // `x 2 each` is a count; `x 2 T` the cook's tablespoons
        if rest == "T" || rest == "t" { return String(tail) + " " + name }
        let counted = (rest.last == "." ? rest.dropLast() : rest).lowercased()
        if unit == nil, IngredientWords.countWords.contains(counted) || ["number", "no", "whole"].contains(counted) {
            // Sugar – 6 spoons, Maze - 2 numbers.: a count of what no unit measures
            return String(tail[..<end]) + " " + name + ", " + rest.prefix(counted.count)
        }
        // Onion - 2 (large), Salt-1/4 tsp [please don't skip this]: notes in brackets follow with a blank, after a comma
        // as they stand
        let bracketed = rest.first == "(" || rest.first == "["
        guard rest.isEmpty || rest.first == "," || bracketed || rest.lowercased() == "each" else { return nil }
        return String(tail[..<end]) + " " + name + (rest.first == "," ? rest : bracketed ? " " + rest : "")
    }

    /// `a generous pinch`, `a pinch`, `a few sprigs`: an article, qualifiers and a unit that are the whole text; the
    /// unit as written and the qualifiers.
    static func articleMeasure(_ text: Substring) -> (String, String)? {
        guard let (article, end) = firstWord(of: text), ["a", "an"].contains(article.lowercased()) else { return nil }
        let qualifierStart = skipBlanks(text, from: end)
        let at = skipQualifiers(text, from: qualifierStart)
        guard let (_, unitEnd) = unit(in: text, at: at), trimmed(text[unitEnd...]).isEmpty else { return nil }
        return (String(text[at..<unitEnd]), String(trimmed(text[qualifierStart..<at])))
    }

    /// The line with the blanks a clipper lost put back, as `marks` says it may need (`3garlic`, `garlicminced`,
    /// `1+3/4 cups`); nil when nothing changed.
    package static func rejoined(_ text: Substring, _ marks: LineMarks) -> String? {
        var parted = marks.glued ? unglued(text) : nil
        if marks.longRun, let words = unjoined(parted.map { Substring($0) } ?? text) { parted = words }
        if marks.plusAfterDigit, let spaced = spacedPlus(parted.map { Substring($0) } ?? text) { parted = spaced }
        if marks.gluedFraction, let split = wholeBeforeFraction(parted.map { Substring($0) } ?? text) { parted = split }
        if marks.shortGlued || marks.dashFraction, let split = shortParted(parted.map { Substring($0) } ?? text) { parted = split }
        return parted
    }

    /// `1+3/4 cups` → `1 + 3/4 cups`: a sum whose plus touches its numbers; nil when there is none.
    static func spacedPlus(_ text: Substring) -> String? {
        let bytes = Array(text.utf8)
        let pluses = bytes.indices.filter { bytes[$0] == 0x2B && isDigit(bytes, $0 - 1) && isDigit(bytes, $0 + 1) }
        return withBlanks(bytes, before: pluses.flatMap { [$0, $0 + 1] })
    }

    /// `11⁄2 lb.` → `1 1⁄2 lb.`: a whole number run into a fraction written with the fraction slash, when the
    /// fraction's one-digit denominator is greater than the numerator's last digit; nil when there is none.
    static func wholeBeforeFraction(_ text: Substring) -> String? {
        let bytes = Array(text.utf8)
        let slashes = bytes.indices.filter { k in
            k >= 2 && k + 3 < bytes.count && bytes[k] == 0xE2 && bytes[k + 1] == 0x81 && bytes[k + 2] == 0x84
                && isDigit(bytes, k - 1) && isDigit(bytes, k - 2) && !isDigit(bytes, k - 3) && isDigit(bytes, k + 3)
                && !isDigit(bytes, k + 4) && bytes[k - 1] < bytes[k + 3]
        }
        return withBlanks(bytes, before: slashes.map { $0 - 1 })
    }

    /// Whether `bytes[k]` is an ASCII digit (false out of bounds).
    static func isDigit(_ bytes: [UInt8], _ k: Int) -> Bool { k >= 0 && k < bytes.count && bytes[k] >= 0x30 && bytes[k] <= 0x39 }

    /// `bytes` as text with a blank put before each of the offsets `cuts` (ascending); nil when there are none.
    static func withBlanks(_ bytes: [UInt8], before cuts: [Int]) -> String? {
        guard !cuts.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + cuts.count)
        var from = 0
        for cut in cuts {
            out += bytes[from..<cut] + [0x20]
            from = cut
        }
        return String(decoding: out + bytes[from...], as: UTF8.self)
    }

    /// Ends a clipper runs into the word before them (`garlicminced`, `pecansoptional`, `onionmeasured`).
    static let joinedEnds = [
        "optional", "measured", "finely", "roughly", "chopped", "minced", "diced", "sliced", "grated", "peeled", "melted",
        "softened", "divided", "crushed", "drained", "rinsed", "shredded", "cubed", "halved", "beaten", "sifted",
    ]

    static let joinedEndBytes = joinedEnds.map { Array($0.utf8) }

    /// Beginnings that make one word with a preparation (`overcooked`, `halfmelted`, `homemade`).
    static let joinedStarts: Set<Substring> = ["under", "over", "half", "hand", "home", "semi", "self", "fresh"]

    /// The words of `text` of ten letters or more that are two words run together, parted: a food and what was done
    /// to it (`garlicminced`), or a unit and a preparation or a capitalised food (`cupsblanched`, `tspSriracha`).
    package static func unjoined(_ text: Substring) -> String? {
        // one pass over the bytes: a run of ASCII letters opening with a small letter, ten or more, not followed by
        // another letter (`crème`), is looked at; the line is made again only when one is parted
        let bytes = Array(text.utf8)
        func letter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        var cuts: [Int] = []
        var i = 0
        while i < bytes.count {
            var run = 0
            while i + run < bytes.count, letter(bytes[i + run]) { run += 1 }
            defer { i += max(run, 1) }
            guard run >= 10, bytes[i] >= 0x61, i == 0 || bytes[i - 1] < 0x80, i + run == bytes.count || bytes[i + run] < 0x80,
                let cut = joint(in: bytes[i..<(i + run)])
            else { continue }
            cuts.append(i + cut)
        }
        return withBlanks(bytes, before: cuts)
    }

    /// Where (an offset in `core`) the second of two run-together words begins in `core` (ASCII letters only), or nil.
    static func joint(in core: ArraySlice<UInt8>) -> Int? {
        let raw = Array(core)
        // every end closes with d, l or y: other words are not looked through
        if let last = raw.last, LineMarks.endsJoined(last) {
            let lower = raw.map { $0 | 0x20 }
            for end in joinedEndBytes where lower.count - end.count >= 4 && lower.suffix(end.count).elementsEqual(end) {
                let head = String(decoding: lower.dropLast(end.count), as: UTF8.self)
                guard !joinedStarts.contains(head.prefix(4)), !joinedStarts.contains(head.prefix(5)) else { return nil }
                return head.utf8.count
            }
        }
        for n in 2...6 where UnitTable.isName(letters: raw, 0..<n) {
            let capital = raw[n] < 0x5B && raw[n - 1] > 0x60
            if capital || IngredientWords.isPreparation(String(decoding: raw[n...].map { $0 | 0x20 }, as: UTF8.self)) { return n }
        }
        return nil
    }

    /// `Garlic1 clove`, `Spinach1 1/2 cups`, `2 1/2cupswater`, `3garlic cloves`: words that a page's markup ran
    /// together with a number (its `<span>`s copied with no blank between), parted by a blank; nil when there are none.
    /// A unit stuck to its number (`500g`, `1/2tsp`) and short runs (`B12`, `7up`, `2nd`) stay as written.
    package static func unglued(_ text: Substring) -> String? {
        func letter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        func digit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        let bytes = Array(text.utf8)
        // ½cupwhite wine: a vulgar fraction ends a number too
        func fraction(before i: Int) -> Bool { i >= 2 && LineMarks.endsFraction(bytes[i - 2], bytes[i - 1]) }
        var cuts: [Int] = []
        var i = 1
        while i < bytes.count {
            let run = bytes[i...].prefix(while: letter).count
            if digit(bytes[i]), bytes[i - 1] == 0x29 || bytes[..<i].reversed().prefix(while: letter).count >= 3 {
                cuts.append(i)  // Garlic1 clove, (gluten-free)1 slice
            } else if digit(bytes[i - 1]) || fraction(before: i), run >= 3, !UnitTable.isName(letters: bytes, i..<(i + run)) {
                // the longest unit of two letters or more the letters open with, when two letters or more follow it
                // (`cupswater`, `cupsof`); else the number and a word (`3garlic`)
                // 1tspSriracha: a capital after a unit opens the food
                let capital = (2..<min(run, 9)).first {
                    bytes[i + $0] < 0x5B && bytes[i + $0 - 1] > 0x60 && UnitTable.isName(letters: bytes, i..<(i + $0))
                }
                let unit = run < 4 ? nil : stride(from: min(run - 2, 16), through: 2, by: -1).first { UnitTable.isName(letters: bytes, i..<(i + $0)) }
                cuts.append(i + (capital ?? unit ?? 0))
            }
            i += max(run, 1)
        }
        return withBlanks(bytes, before: cuts)
    }

    /// What `foodAfterComma` finds, taken: the count unit into the amount, the preparation into the notes.
    package static func takeFoodAfterComma(
        _ whole: inout String, _ commaNotes: inout String?, into result: inout ParsedIngredientLine, notes: inout [String]
    ) {
        let counted = result.quantity != nil && result.unit == nil
        // lamb, beef or chicken stock: kinds of one food listed, the first with a comma; read whole
        if let listed = commaNotes, listed.utf8.count < 48, whole.utf8.count < 24, listed.contains(" or "),
            case let single = whole.split(separator: " "), let first = single.last, single.count == 1 || single.count == 2 && single[0] == "of",
            case let kinds = listed.split(separator: " "),
            IngredientName.isListOfKinds(([first + ","] + kinds).map { $0.lowercased() })
        {
            (whole, commaNotes) = (whole + ", " + kinds.joined(separator: " "), nil)
            return
        }
        guard let moved = foodAfterComma(whole, commaNotes, counted: counted, hasUnit: result.unit != nil) else { return }
        if let unit = moved.unit {
            (result.unit, result.amountText) = (unit, result.amountText + " " + moved.word)
        } else if !moved.word.isEmpty {
            notes.append(moved.word)
        }
        (whole, commaNotes) = (moved.name, moved.notes)
    }

    /// `2 sprigs, fresh Thyme, leaves picked`, `1 c. finely shredded, unpeeled zucchini`: words before the first comma
    /// that are only a count unit (after a bare count) or only preparation, with the food after the comma: the unit,
    /// the word as written, the food and the notes after it. nil otherwise (`2 cloves, minced` stays).
    package static func foodAfterComma(
        _ whole: String, _ commaNotes: String?, counted: Bool, hasUnit: Bool
    ) -> (unit: MeasureUnit?, word: String, name: String, notes: String?)? {
        // `2 sprigs, thyme` leaves no word before the comma; `3, at room temperature` no food after it
        guard let commaNotes, !whole.isEmpty || hasUnit else { return nil }
        // 1/2 stick, 4 tablespoons, unsalted butter: the amount again between commas, the food after it
        if hasUnit, whole.isEmpty, let comma = commaNotes.firstIndex(of: ","), commaNotes.first(where: { $0 != " " })?.isNumber == true,
            case let echo = trimmed(commaNotes[..<comma]), let (_, unit, end) = leadingAmount(in: echo, from: echo.startIndex),
            unit != nil, end == echo.endIndex
        {
            let parts = commaNotes[commaNotes.index(after: comma)...].split(separator: ",", maxSplits: 1)
            guard let food = parts.first.map({ trimmed($0) }), food.first?.isLetter == true else { return nil }
            return (nil, String(echo), String(food), parts.count > 1 ? String(trimmed(parts[1])) : nil)
        }
        let prepared = { (w: String) in IngredientWords.isPreparation(w) || IngredientWords.preparationAdverbs.contains(w) }
        // most lines end here, on a first word that is no unit and no preparation
        if let first = whole.split(separator: " ", maxSplits: 1).first, !counted || whole.contains(" "), !prepared(first.lowercased()) {
            return nil
        }
        let words = whole.lowercased().split(separator: " ").map(String.init)
        let unit = counted && words.count == 1 ? UnitTable.unit(named: words[0]).flatMap { $0.dimension == .count ? $0 : nil } : nil
        guard unit != nil || words.allSatisfy(prepared) else { return nil }
        let parts = commaNotes.split(separator: ",", maxSplits: 1)
        guard let food = parts.first.map({ trimmed($0) }), food.contains(where: \.isLetter),
            !food.lowercased().split(separator: " ").allSatisfy({ prepared(String($0)) })
        else { return nil }
        return (unit, whole, String(food), parts.count > 1 ? String(trimmed(parts[1])) : nil)
    }

    /// `Avocado and cilantro, for garnish`, `Naan bread and mango chutney, to serve`: of foods offered with the dish
    /// (no amount, a note that serves or garnishes), the first is the name and the others a note; nil otherwise.
    /// A seasoning pair (`salt and pepper`) stays whole.
    package static func firstServed(_ words: [String], notes: [String]) -> (String, String)? {
        guard let joint = words.firstIndex(where: { $0 == "and" || $0 == "&" || $0 == "and/or" }), joint > 0,
            !(words.contains { $0.lowercased().hasPrefix("salt") } && words.contains { $0.lowercased().hasPrefix("pepper") }),
            notes.contains(where: { note in ["garnish", "serv", "topping"].contains { note.lowercased().contains($0) } })
        else { return nil }
        return (words[..<joint].joined(separator: " "), words[joint...].joined(separator: " "))
    }
}
