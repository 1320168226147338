import Testing
@testable import ClipCookCore

/// The shortcuts of the ingredient-line reader answer as the code they
/// stand in front of (kept here as the reference) on every labelled line
/// and on generated words mixing `*` and `:` with letters, accents,
/// combining marks and blanks.
@Suite struct IngredientLineFastPathTests {
    static let wordAlphabet = ["a", "Z", "*", "*", ":", ":", "é", "\u{301}", "İ", "ß", "日", " ", "1", "-", "\u{212A}"]

    static func words() -> [String] {
        ["", "*", "**", ":", "salt", "Salt:", "*salt*", "**Notes:**", "*\u{301}", "a*\u{301}", ":*", "İ*"]
            + FastPathEquivalenceTests.texts(wordAlphabet, count: 4000, maxLength: 6, seed: 21)
    }

    @Test func wordsAreLoweredAsBefore() {
        for word in Self.words() {
            let reference = String(
                word.lowercased().drop(while: { $0 == "*" }).reversed().drop(while: { $0 == "*" || $0 == ":" }).reversed())
            #expect(IngredientName.lower(word) == reference, "\(Array(word.unicodeScalars))")
        }
        #expect(IngredientName.lower("**Salt:*") == "salt")
        #expect(IngredientName.lower("Crème") == "crème")
    }

    @Test func asterisksAreStrippedAsBefore() {
        let words = Self.words()
        var name = IngredientName("")
        name.words = words
        name.stripAsterisks()
        let reference = words.compactMap { word -> String? in
            let trimmed = String(word.drop(while: { $0 == "*" }).reversed().drop(while: { $0 == "*" }).reversed())
            return trimmed.isEmpty ? nil : trimmed
        }
        #expect(name.words == reference)
        #expect(name.words.count > 1000)
    }

    @Test func leadingNotesAreFoundAsBefore() throws {
        var lines = [
            "Juice of 1 lemon", "zest and juice of 2 limes", "Le jus d'1 citron", "Saft von 1 Zitrone", "juice", "juice of",
            "the juice of one orange", "Optional: 1 tsp salt", "about 2 cups broth", "Scorza grattugiata di 1 limone", "",
            "zeste râpé d’1 orange", "JUICE OF ½ LEMON", "juicer 2", "juice\u{301} of 1 lemon", "jus de 2 citrons",
        ]
        for file in ["v3-intl-tune.tsv", "v3-intl-holdout.tsv", "v3-en-tune.tsv", "v3-en-holdout.tsv"] {
            lines += try RealIngredientLine.load(file).map(\.line)
        }
        let alphabet = IngredientLineReader.leadingParts + [" of ", " de ", " d'", " d’", " ", "1", "½", "one", "é", "\u{301}"]
        lines += FastPathEquivalenceTests.texts(alphabet, count: 3000, maxLength: 4, seed: 29)
        var found = 0
        for line in lines {
            var notes: [String] = []
            var expectedNotes: [String] = []
            let rest = IngredientLineReader.withoutLeadingNotes(Substring(line), notes: &notes)
            let expected = Self.referenceLeadingNotes(Substring(line), notes: &expectedNotes)
            #expect(rest == expected, "\(line)")
            #expect(notes == expectedNotes, "\(line)")
            if rest != Substring(line) { found += 1 }
        }
        #expect(found > 40)
    }

    /// A text never has as a prefix one that starts with another ASCII
    /// byte, whatever follows (the Kelvin sign, which is `K` to
    /// `hasPrefix`, starts with a byte that is not ASCII).
    @Test func differentASCIIStartsRuleOutAPrefix() {
        let phrases = IngredientWords.foreignUnitPhrases.map(\.0) + ["K", "k", "é", "e\u{301}", "c", "", "\u{212A}"]
        let alphabet = ["c", "C", "k", "K", "\u{212A}", "é", "e", "\u{301}", "à", " ", "s", "soupe", "."]
        var prefixes = 0
        for head in FastPathEquivalenceTests.texts(alphabet, count: 1500, maxLength: 5, seed: 33) + phrases {
            for phrase in phrases where head.hasPrefix(phrase) {
                prefixes += 1
                let skipped = IngredientLineReader.differentASCIIStarts(head.utf8.first ?? 0, phrase.utf8.first ?? head.utf8.first ?? 0)
                #expect(!skipped, "\(Array(head.unicodeScalars)) \(phrase)")
            }
        }
        #expect(prefixes > 100)
        #expect(IngredientLineReader.differentASCIIStarts(UInt8(ascii: "c"), UInt8(ascii: "s")))
        #expect(!IngredientLineReader.differentASCIIStarts(0xE2, UInt8(ascii: "K")))
    }

    /// `withoutLeadingNotes` as it was: every lead tried with every joint.
    static func referenceLeadingNotes(_ text: Substring, notes: inout [String]) -> Substring {
        typealias R = IngredientLineReader
        var text = text
        if let (word, end) = R.firstWord(of: text), word.lowercased() == "optional:", end < text.endIndex {
            notes.append("optional")
            text = text[R.skipBlanks(text, from: end)...]
        }
        if let (word, end) = R.firstWord(of: text), R.approximations.contains(word.lowercased()) {
            notes.append(word.lowercased())
            text = text[R.skipBlanks(text, from: end)...]
        }
        text = R.withoutVagueLead(text, notes: &notes)
        let lower = text.prefix(40).lowercased()
        for lead in R.leadingParts {
            for joint in [" of ", " from ", " von ", " de ", " d'", " d’", " di ", " "] where lower.hasPrefix(lead + joint) {
                guard let rest = text.index(text.startIndex, offsetBy: lead.count + joint.count, limitedBy: text.endIndex),
                    let first = text[rest...].first,
                    QuantityScanner.isDigit(first) || QuantityScanner.vulgarFractions[first] != nil
                        || R.countWord(in: text[rest...])
                else { continue }
                notes.append(String(text[..<text.index(text.startIndex, offsetBy: lead.count)]).lowercased())
                return text[rest...]
            }
        }
        return text
    }
}
