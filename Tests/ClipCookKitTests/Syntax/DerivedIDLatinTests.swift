import Testing
@testable import ClipCookCore

extension SyntaxTests {
    /// Titles of ASCII and Latin letters take a byte path (`latinSlug`);
    /// it slugs as the compatibility decomposition (`unicodeSlug`) does,
    /// and leaves every other text to it.
    @Suite struct DerivedIDLatinTests {
        /// Every character the byte path reads: Latin-1, Latin Extended-A,
        /// the modifier apostrophe, the combining accents, U+2010...U+2027.
        static let read: [UInt32] = Array(0x80...0x17F) + [0x2BC] + Array(0x300...0x36F) + Array(0x2010...0x2027)

        @Test(arguments: [
            ("Crème Brûlée", "creme-brulee"), ("Jalapeño Poppers", "jalapeno-poppers"), ("Łódź Pierogi", "lodz-pierogi"),
            ("Smørrebrød & Æbleskiver", "smorrebrod-aebleskiver"), ("Œufs en Meurette", "oeufs-en-meurette"),
            ("Grandma’s Crêpes", "grandmas-crepes"), ("10–Minute Sautéed Broccoli", "10-minute-sauteed-broccoli"),
            ("«Tarte» à l’oignon…", "tarte-a-loignon"), ("180 °C Brötchen", "180-c-brotchen"), ("Ĳssel ſoup", "ijssel-soup"),
            ("e\u{301}clair", "eclair"), ("\u{301}Straße", "strasse"), ("Þórsmörk", "thorsmork"), ("²x³", "2x3"),
        ])
        func latinTitlesTakeTheBytePath(_ title: String, _ id: String) {
            #expect(DerivedID.latinSlug(title) == id)
            #expect(DerivedID.unicodeSlug(title) == id)
            #expect(DerivedID.recipe(title: title) == id)
        }

        @Test func everyCharacterReadSlugsAsTheDecompositionDoes() throws {
            var answered = 0
            for value in Self.read {
                let c = String(try #require(Unicode.Scalar(value)))
                let titles = [c, "a\(c)b", "\(c)Z9\(c)", "x \(c) y", "\(c)\u{301}", "É\(c)\u{301}x", "'\(c)'", "\(c)\(c)-\(c)"]
                for title in titles {
                    guard let fast = DerivedID.latinSlug(title) else { continue }
                    answered += 1
                    #expect(fast == DerivedID.unicodeSlug(title), "\(Array(title.unicodeScalars))")
                }
            }
            // All but µ ¼ ½ ¾ Ð ð Ħ ħ ĸ Ŀ ŀ ŉ Ŋ ŋ Ŧ ŧ (16 characters, 8 titles each).
            #expect(answered == (Self.read.count - 16) * 8)
        }

        @Test func otherCharactersAreLeftToTheDecomposition() {
            for title in ["µg", "½ Cup Cake", "Ðe", "ħ", "ŀl", "日本のカレー", "Борщ", "Ｃafé", "Spicy 🔥", "a\u{2028}b", "x\u{370}"] {
                #expect(DerivedID.latinSlug(title) == nil, "\(title)")
            }
        }

        /// Generated titles mixing what the byte path reads with what it
        /// does not: the slug is the decomposition's, whichever path answers.
        @Test func generatedTitlesSlugAsTheDecompositionDoes() {
            let alphabet = [
                "a", "Z", "9", " ", "-", "'", "é", "È", "ñ", "ø", "Æ", "ß", "œ", "ł", "Ĳ", "ſ", "\u{301}", "\u{327}", "’", "–",
                "…", "°", "\u{A0}", "²", "µ", "½", "ð", "日", "Ｃ", "\u{1F525}", "б", "\u{2028}",
            ]
            var fast = 0
            for title in FastPathEquivalenceTests.texts(alphabet, count: 4000, maxLength: 8, seed: 4) {
                if DerivedID.latinSlug(title) != nil { fast += 1 }
                #expect(DerivedID.slug(title) == DerivedID.unicodeSlug(title), "\(Array(title.unicodeScalars))")
            }
            #expect(fast > 500)
        }
    }
}
