/// The rules of `IngredientName` for amounts left among the words: an amount
/// after the food (`salt 2 mL`) and a second measure of the same amount
/// right after the first (`1/2 Cup 1 Stick Salted Butter`) are notes.
extension IngredientName {
    /// `salt 2 mL`, `lait entier 600g`, `yogur natural de 125 gr`: an amount after the food is a note.
    package mutating func splitAtAmount() {
        for i in words.indices where i > 0 {
            guard let first = words[i].first, first.isNumber || QuantityScanner.vulgarFractions[first] != nil else { continue }
            let rest = Substring(words[i...].joined(separator: " "))
            guard let (_, unit, end) = IngredientLineReader.leadingAmount(in: rest, from: rest.startIndex),
                unit != nil
                    || IngredientLineReader.anyUnit(in: rest, at: IngredientLineReader.skipBlanks(rest, from: end), english: false) != nil
            else { continue }
            if unit != nil, let size = sizeBeforeFood(at: i, in: rest, ending: end) {
                // boneless 2-3 pound chuck roast: a size between the words that describe the food and the food
                notes.append(words[i..<(i + size)].joined(separator: " "))
                words.removeSubrange(i..<(i + size))
                return
            }
            var cut = i
            if ["de", "di", "circa", "of", "about", "approx.", "ca."].contains(Self.lower(words[i - 1])), i > 1 { cut = i - 1 }
            if cut > 0, ["de", "di"].contains(Self.lower(words[cut - 1])), cut > 1 { cut -= 1 }
            notes.append(words[cut...].joined(separator: " "))
            words = Array(words[..<cut])
            return
        }
    }

    /// `1/2 Cup 1 Stick Salted Butter`, `500 ml 2 cups milk`: a second measure of the same amount, right after it,
    /// is an echo and a note.
    package mutating func splitLeadingEcho() {
        guard words.count >= 3, let first = words[0].first, first.isNumber || QuantityScanner.vulgarFractions[first] != nil
        else { return }
        let text = Substring(words.joined(separator: " "))
        guard let (_, unit, end) = IngredientLineReader.leadingAmount(in: text, from: text.startIndex), unit != nil,
            end < text.endIndex
        else { return }
        var taken = text[..<end].split(separator: " ").count
        // 50 g (2 oz) de soupe: the linking word goes with the echo
        if taken + 1 < words.count, ["of", "de", "di"].contains(Self.lower(words[taken])) { taken += 1 }
        guard taken < words.count else { return }
        notes.append(words[..<taken].joined(separator: " "))
        words = Array(words[taken...])
    }
}
