/// Amounts a page writes short (issue 33, round fifteen): a unit of one
/// letter or `in` run into its number (`2t turmeric`, `6T canola oil`,
/// `2in fresh ginger`), a fraction read as an ordinal (`1/8th teaspoon`,
/// `1/3rd cup`) and a whole number joined to its fraction by a dash
/// (`1-½ cups`, as `1-1/2 cups` already reads).
extension IngredientLineReader {
    /// The line with those amounts written out (`2 t turmeric`, `1/8 teaspoon`, `1 ½ cups`); nil when it has none.
    static func shortParted(_ text: Substring) -> String? {
        let bytes = Array(text.utf8)
        func blank(_ k: Int) -> Bool { k >= bytes.count || bytes[k] == 0x20 }
        var out: [UInt8] = []
        var from = 0
        var k = 1
        while k < bytes.count {
            defer { k += 1 }
            guard isDigit(bytes, k - 1) else {
                // 1 -½: the dash after a blank after the number
                if bytes[k] == 0x2D, k >= 2, bytes[k - 1] == 0x20, isDigit(bytes, k - 2), Self.opensFraction(bytes, k + 1) {
                    out += bytes[from..<k]
                    from = k + 1
                }
                continue
            }
            let first = bytes[k]
            if first == 0x2D || (first == 0xE2 && k + 2 < bytes.count && bytes[k + 1] == 0x80 && bytes[k + 2] == 0x93) {
                // 1-½, 1–½: a blank for the dash
                let width = first == 0x2D ? 1 : 3
                guard Self.opensFraction(bytes, k + width) else { continue }
                out += bytes[from..<k] + [0x20]
                from = k + width
                continue
            }
            let pointed = k + 1 < bytes.count && bytes[k + 1] == 0x2E && blank(k + 2)  // 2T. butter
            if (first == 0x74 || first == 0x54) && (blank(k + 1) || pointed) {
                out += bytes[from..<k] + [0x20]  // 2t, 6T: teaspoons and tablespoons, as `2 t` and `6 T`
                from = k
            } else if first == 0x69, k + 1 < bytes.count, bytes[k + 1] == 0x6E, blank(k + 2),
                case let number = digitsBefore(bytes, k), number.lowerBound == 0 || bytes[number.lowerBound - 1] == 0x20
            {
                out += bytes[from..<k] + [0x20]  // 2in: inches
                from = k
            } else if k + 1 < bytes.count, blank(k + 2), Self.ordinalEnds.contains([first, bytes[k + 1]]),
                case let number = digitsBefore(bytes, k), number.lowerBound > 1, bytes[number.lowerBound - 1] == 0x2F,
                isDigit(bytes, number.lowerBound - 2)
            {
                out += bytes[from..<k]  // 1/8th: the fraction without its ordinal's ending
                from = k + 2
            }
        }
        return out.isEmpty ? nil : String(decoding: out + bytes[from...], as: UTF8.self)
    }

    /// `th`, `rd`, `nd`: what an ordinal ends with after a fraction's denominator.
    static let ordinalEnds: [[UInt8]] = [[0x74, 0x68], [0x72, 0x64], [0x6E, 0x64]]

    /// The digits that end right before `end`.
    static func digitsBefore(_ bytes: [UInt8], _ end: Int) -> Range<Int> {
        var start = end
        while start > 0, bytes[start - 1] >= 0x30, bytes[start - 1] <= 0x39 { start -= 1 }
        return start..<end
    }

    /// Whether `¼ ½ ¾` (C2 BC-BE) or `⅐`-`⅞` (E2 85 90-9E) starts at `k`.
    static func opensFraction(_ bytes: [UInt8], _ k: Int) -> Bool {
        k + 1 < bytes.count
            && (bytes[k] == 0xC2 && LineMarks.endsFraction(0xC2, bytes[k + 1])
                || k + 2 < bytes.count && bytes[k] == 0xE2 && bytes[k + 1] == 0x85 && LineMarks.endsFraction(0x85, bytes[k + 2]))
    }
}

extension IngredientLineReader {
    /// `½ of a (21 ounce) can`, `½ of a can`, `1/2 a 14 oz can`: a share of one unit. Where the sized unit's reading
    /// starts (before the article when a bare unit follows it, after the article when a size does); nil otherwise.
    package static func shareOfOne(in text: Substring, at index: Substring.Index, quantity: Double?) -> Substring.Index? {
        guard let quantity, quantity < 1 else { return nil }
        var at = index
        if followedByOf(text, at) { at = text.index(skipBlanks(text, from: at), offsetBy: 2) }
        guard let (article, end) = word(in: text, at: skipBlanks(text, from: at)), ["a", "an"].contains(article.lowercased()) else {
            return nil
        }
        if unit(in: text, at: skipBlanks(text, from: end)) != nil { return at }
        return sizedUnit(in: text, at: end) != nil ? end : nil
    }

    /// `2 - cups grated cheese`, `1- large onion`, `1-large can`: a dash between a count and the words after it (a
    /// range would have a number there) is no part of the amount; the line without it, nil when there is none.
    package static func withoutDashAfterCount(_ text: Substring) -> Substring? {
        var scanner = QuantityScanner(text)
        guard scanner.quantity() != nil else { return nil }
        let afterQuantity = scanner.index
        let dash = skipBlanks(text, from: afterQuantity)
        guard dash < text.endIndex, text[dash] == "-" || text[dash] == "–" else { return nil }
        let afterDash = text.index(after: dash)
        guard afterDash < text.endIndex else { return nil }
        if text[afterDash] == " " {
            let next = skipBlanks(text, from: afterDash)
            guard next < text.endIndex, text[next].isLetter else { return nil }
            return Substring(String(text[..<afterQuantity]) + " " + text[next...])
        }
        guard let (word, _) = word(in: text, at: afterDash), IngredientWords.sizes.contains(word.lowercased()) else { return nil }
        return Substring(String(text[..<afterQuantity]) + " " + text[afterDash...])
    }

    /// `1 teaspoon baking powder3`, `4 ounces sharp cheddar cheese1`: a footnote's number (one digit) glued to the
    /// last word of a line that opens with its amount; the line without it, nil when there is none.
    package static func withoutFootnote(_ text: Substring) -> Substring? {
        let bytes = text.utf8
        guard let last = bytes.last, last >= 0x31, last <= 0x39, bytes.count > 3 else { return nil }
        let end = bytes.index(before: bytes.endIndex)
        let one = bytes.index(before: end)
        guard (0x61...0x7A).contains(bytes[one]), (0x61...0x7A).contains(bytes[bytes.index(before: one)]),
            let first = text.first, QuantityScanner.opensNumber(first)
        else { return nil }
        return text.dropLast()
    }

    /// `1+ cup of plain yogurt`: a plus after the line's number says at least the amount (a note `or more`); the line
    /// without it, nil when there is none.
    package static func withoutAtLeast(_ text: Substring, notes: inout [String]) -> Substring? {
        guard let (word, end) = firstWord(of: text), word.count > 1, word.last == "+", end < text.endIndex,
            Quantity(word.dropLast()) != nil
        else { return nil }
        notes.append("or more")
        return Substring(String(word.dropLast()) + text[end...])
    }
}
