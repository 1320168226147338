/// The trimming of a name's words, without a copy for a word that has
/// nothing to lose (most): a `Character` `*` or `:` starts and ends with
/// its byte, so a word whose first and last bytes are neither keeps them.
extension IngredientName {
    /// The word lowercased, without `*` before it nor `*` or `:` after it.
    package static func lower(_ word: String) -> String {
        let lowered = word.lowercased()
        if let first = lowered.utf8.first, let last = lowered.utf8.last, first != 0x2A, last != 0x2A, last != 0x3A { return lowered }
        var kept = Substring(lowered).drop(while: { $0 == "*" })
        while let last = kept.last, last == "*" || last == ":" { kept = kept.dropLast() }
        return String(kept)
    }

    /// `As required salt`, `to taste black pepper`: how much, said before the food, is a note.
    package mutating func splitLeadingPhrase() {
        guard words.count >= 3, let first = words.first, first.count == 2, ["as", "to"].contains(Self.lower(first)) else { return }
        let lowered = words.prefix(3).map(Self.lower)
        for phrase in [
            ["as", "required"], ["as", "needed"], ["as", "per", "taste"], ["to", "taste"], ["to", "your", "taste"],
            ["as", "you", "like"],
        ]
        where lowered.starts(with: phrase) && words.count > phrase.count {
            notes.append(words.prefix(phrase.count).joined(separator: " "))
            words.removeFirst(phrase.count)
            return
        }
    }

    /// `curry powder*` → curry powder; `ranch seasoning *in the packet`: a word opened by a star after the food
    /// opens a footnote, a note.
    package mutating func stripAsterisks() {
        if let i = words.indices.first(where: { $0 > 0 && words[$0].utf8.first == 0x2A && words[$0].count > 1 }),
            words[i].dropFirst().first?.isLetter == true
        {
            notes.append(String(words[i...].joined(separator: " ").drop(while: { $0 == "*" })))
            words = Array(words[..<i])
        }
        words = words.compactMap { word in
            if let first = word.utf8.first, let last = word.utf8.last, first != 0x2A, last != 0x2A { return word }
            var kept = Substring(word).drop(while: { $0 == "*" })
            while kept.last == "*" { kept = kept.dropLast() }
            return kept.isEmpty ? nil : String(kept)
        }
    }
}
