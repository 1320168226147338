/// Parts of German, Spanish, French and Italian lines read after the
/// amount or at the end of the line: a count unit written in parentheses
/// after the food (`1 bouillon de poule (cube)`, `0.5 sauge (botte)`), the
/// size of a pack between its links (`1 sachet de 50 g de levure`), and an
/// amount at the end of a line whose name has its adjectives after a comma
/// (`Rosmarin, frisch 10 g`, `Kartoffeln, vorw. festk. 1 kg`); and the
/// helpers the languages' amount reader shares: a range with a slash
/// (`200/250 g`), a line's last word and its plural marks (`Zwiebel(n)`).
extension IngredientLineReader {
    /// The count unit a line names alone in parentheses after its food
    /// (`(cube)`, `(botte)`, `(Bund)`), when the amount has none.
    package static func parenthesisedUnit(in text: Substring) -> MeasureUnit? {
        guard text.utf8.contains(UInt8(ascii: "(")) else { return nil }  // most lines: a byte scan, no characters
        var rest = text
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let inner = trimmed(rest[rest.index(after: open)..<close])
            if !inner.isEmpty, inner.allSatisfy(\.isLetter), let (unit, end) = anyUnit(in: inner, at: inner.startIndex, english: true),
                end == inner.endIndex, unit.dimension == .count
            {
                return unit
            }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }

    /// `de 50 g (2 oz) de` at `index`, after a pack's linking word: the
    /// pack's size as a note, and where the food starts after the second link.
    package static func packSize(in text: Substring, at index: Substring.Index, notes: inout [String]) -> Substring.Index? {
        guard let (_, unit, end) = leadingAmount(in: text, from: index), let unit, unit.dimension != .count else { return nil }
        var at = skipBlanks(text, from: end)
        if at < text.endIndex, text[at] == "(", let close = text[at...].firstIndex(of: ")") {
            at = skipBlanks(text, from: text.index(after: close))
        }
        let size = String(trimmed(text[index..<at]))
        let lower = text[at...].prefix(8).lowercased()
        for elided in IngredientWords.elidedLinks where lower.hasPrefix(elided) {
            notes.append(size)
            return text.index(at, offsetBy: elided.count)
        }
        guard let (word, wordEnd) = word(in: text, at: at), IngredientWords.linkingWords.contains(word.lowercased()) else { return nil }
        let next = skipBlanks(text, from: wordEnd)
        guard next > wordEnd, next < text.endIndex else { return nil }
        notes.append(size)
        return next
    }

    /// `Rosmarin, frisch 10 g`: a line with no amount first whose amount
    /// ends it after a comma; the name before the comma, the amount, and
    /// the words between as the rest.
    package static func amountAfterComma(_ text: Substring) -> (name: Substring, quantity: Quantity, unit: MeasureUnit?, rest: Substring)? {
        guard text.utf8.contains(UInt8(ascii: ",")), let comma = text.firstIndex(of: ","), !text[..<comma].contains("("),
            let (_, unitStart) = lastWord(of: text),
            unitStart > comma, let (unit, unitEnd) = anyUnit(in: text, at: unitStart, english: true), unitEnd == text.endIndex,
            let (number, numberStart) = lastWord(of: trimmed(text[..<unitStart])), numberStart > comma
        else { return nil }
        var scanner = QuantityScanner(number)
        guard let quantity = scanner.quantity(), scanner.index == number.endIndex else { return nil }
        let name = trimmed(text[..<comma])
        let rest = trimmed(text[text.index(after: comma)..<numberStart])
        guard name.contains(where: \.isLetter), !rest.isEmpty, let (last, _) = lastWord(of: rest),
            !["in", "en", "a", "à", "zu", "per", "de", "di", "von", "ca.", "circa", "je", "x"].contains(last.lowercased())
        else { return nil }
        return (name, quantity, unit, rest)
    }

    /// `200/250 g`: two numbers with a slash that cannot be a fraction (the first is the larger), as a range.
    package static func slashRange(in text: Substring) -> (Quantity, Substring.Index)? {
        let first = text.prefix(while: { QuantityScanner.isDigit($0) })
        guard !first.isEmpty, first.endIndex < text.endIndex, text[first.endIndex] == "/" else { return nil }
        let rest = text[text.index(after: first.endIndex)...]
        let second = rest.prefix(while: { QuantityScanner.isDigit($0) })
        guard let low = Double(first), let high = Double(second), high > low, low >= 10,
            second.endIndex == text.endIndex || !text[second.endIndex].isNumber
        else { return nil }
        return (Quantity(low, high), second.endIndex)
    }

    /// The last run of non-blank characters of `text`, and where it starts.
    package static func lastWord(of text: Substring) -> (Substring, Substring.Index)? {
        let end = text.endIndex
        var start = end
        while start > text.startIndex, !text[text.index(before: start)].isWhitespace { start = text.index(before: start) }
        return start < end ? (text[start..<end], start) : nil
    }

    /// `unit(s)`, `pièce(s)`: the `(s)` that makes a word plural is no note; `;` starts notes as `,` does.
    package static func withoutPlurals(_ text: Substring) -> Substring {
        let text = eggSizeAsNote(text)
        guard text.contains("(") || text.contains("/") || text.contains(";") else { return text }
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "(" || text[i] == "/", i > text.startIndex, text[text.index(before: i)].isLetter,
                !isLoneLetter(text, before: i), let marker = pluralMarkers.first(where: { text[i...].hasPrefix($0) })
            {
                let end = text.index(i, offsetBy: marker.count)
                if end == text.endIndex || !text[end].isLetter {
                    // Zwiebel(n), Zwiebel/n, oignon(s): the stem alone
                    i = end
                    continue
                }
            }
            out.append(text[i] == ";" ? "," : text[i])
            i = text.index(after: i)
        }
        return Substring(out)
    }

    /// The marks that make a word plural (`(s)`, `(n)`, `/n`): no notes.
    package static let pluralMarkers = ["(s)", "(n)", "(en)", "(e)", "(er)", "(es)", "/n", "/en", "/s", "/e"]
}
