import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The parser's byte reader of amounts against the `Character` reader
/// (`IngredientLineReader.leadingAmount`), which is the oracle: whenever
/// the byte reader decides, it must say what the `Character` reader says.
@Suite struct AmountByteReaderTests {
    /// What the `Character` reader says, with the end as a byte offset.
    static func reference(_ text: String) -> AmountByteReader.Reading {
        let s = Substring(text)
        guard let (quantity, unit, end) = IngredientLineReader.leadingAmount(in: s, from: s.startIndex) else { return .none }
        return .amount(quantity, unit, end: s.utf8.distance(from: s.startIndex, to: end))
    }

    static func bytes(_ text: String) -> AmountByteReader.Reading {
        let b = Array(text.utf8)
        return AmountByteReader.read(b, from: 0, end: b.count)
    }

    /// Text the byte reader reads on its own (ASCII, Unicode fractions, dashes,
    /// Latin letters after the amount), with what the `Character` reader gives.
    @Test(arguments: [
        "500 g", "500g flour", "1 1/2 cups", "1 ½ cups", "1½ cups", "½ cup", "¼ tsp", "¾", "⅓ cup", "⅔", "⅐", "⅞ cup",
        "2-3 tbsp", "2 - 3 tbsp", "2–3 tbsp", "2—3 cloves", "2 – 3", "2 to 3 cups", "2 TO 3", "2 To 3", "2 tox",
        "3-2 cups", "2 to", "1-1/2 cups", "1-3/2 cups", "1 1/2-2 cups", "1/2 cup", "1⁄2 cup", "1 1⁄2 cups", "1/0 cup",
        "1,5 l", "1.5 l", ".5 tsp", "1.25 kg", "0.333 l", "3, beaten", "3,beaten", "1.", "1,", "2 large eggs",
        "2026-11-23", "1.2.3", "3D", "7up", "2/", "2x", "2 x 400 g", "12345", "123456789012345 g", "1234567890123456 g",
        "1.1234567890123456", "123456789.123456", "1234567890.123456", "0.1", "0.3", "9.95", "2 tbsp. oil",
        "2 tbsp.oil", "2 tablespoons. oil", "2 tbs.", "2 fl oz", "2 fl. oz milk", "2 fl  oz", "2 FL OZ", "2 fluid ounces",
        "2 fluid  Ounces", "2 fl", "2 fl.", "2 fl water", "2 fluid", "2 floz", "2 g2", "2 g½", "2 cups2", "2 cup-", "2 c",
        "2 t", "2 T", "2 C", "2 L", "2\tg", "2  g", "2 g.", "2 gx", "2 garlic", "2 cloves garlic", "2 crème fraîche",
        "500 g crème fraîche", "2 jalapeños", "2 tbsp crème", "½ cup crème", "1 tin tomatoes", "2-", "2 -", "2 - x",
        "2 to x", "2.5-3.5 l", "1 ½-2 cups", "1/2-3/4 cup", "2 °C", "2 µg", "3 ½", "3 1/2", "3 2/1", "3 1/", "3 1/0",
        "", "x", "½½", "1½½", "2½-3½ cups", "1e5 g", "2 lbs.", "2 pkg.", "2 pkgs", "2 PCS", "1 KG", "1 Kg",
    ])
    func agreesWithTheCharacterReader(_ text: String) {
        let fast = Self.bytes(text)
        #expect(fast != .undecided, "\(text)")
        #expect(fast == Self.reference(text), "\(text)")
    }

    /// Text only Unicode tables can settle: the byte reader says so, and the
    /// parser gets the `Character` reader's answer all the same.
    @Test(arguments: [
        "2\u{301} g",  // a mark joins the 2: not a digit any more
        "2 g\u{301}",  // ... or the g
        "2 \u{212A}g",  // KELVIN SIGN lowercases to k: "kg"
        "2 g\u{212A}",
        "2µg", "2°C", "2 cupé", "2 tbsp.é", "½\u{301} cup", "2 fl é", "2 flé", "2é",
    ])
    func leavesUnicodeToTheCharacterReader(_ text: String) {
        #expect(Self.bytes(text) == .undecided, "\(text)")
        var lexer = Lexer(line: text)
        let read = try? lexer.readAmount()
        let reference = Amount.leadingAmountEnd(in: Substring(text)).map { String(Substring(text)[..<$0]) }
        #expect(read?.0 == reference.flatMap { $0.isEmpty ? nil : $0.trimmingBlanksAtEnd }, "\(text)")
    }

    /// Every name and abbreviation of the unit table, in any case, after a
    /// blank or attached, with a point after it, and inside a range.
    @Test func everyNameOfTheUnitTable() {
        let names = UnitTable.byName.keys.sorted()
        #expect(names.count > 100)
        for name in names {
            let unit = UnitTable.byName[name]
            for text in [
                "2 \(name)", "2\(name)", "2 \(name.uppercased()) rice", "1 1/2 \(name.prefix(1).uppercased() + name.dropFirst())",
                "2-3 \(name). rice", "½ \(name),", "2 to 3 \(name)s", "2 \(name)2",
            ] {
                let fast = Self.bytes(text)
                #expect(fast != .undecided, "\(text)")
                #expect(fast == Self.reference(text), "\(text)")
            }
            if case .amount(_, let found, _) = Self.bytes("2 \(name)") {
                #expect(found == unit, "\(name)")
            } else {
                Issue.record("no amount in '2 \(name)'")
            }
        }
    }

    /// The parser's amount ends where the `Character` reader's does, on the
    /// few words it looks at.
    @Test(arguments: [
        "1 1/2 to 2 1/2 fl oz milk", "1 - 2 fl oz milk", "2 \u{212A}g flour", "2\u{301} g", "3 cloves garlic, crushed",
        "½ cup milk", "1,5 l water", "2 large eggs",
    ])
    func parserAmounts(_ text: String) throws {
        let result = Language.parse("recipe T\n  category dinner\n\ningredients\n  - \(text)\n")
        guard case .recipe(let recipe)? = result.document else {
            Issue.record("did not parse: \(result.diagnostics)")
            return
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).prefix(6).joined(separator: " ")
        let prefix = Substring(words + (text.split(separator: " ").count > 6 ? " " : ""))
        let end = Amount.leadingAmountEnd(in: prefix)
        let expected = end.map { String(prefix[..<$0]).trimmingBlanksAtEnd } ?? ""
        #expect(recipe.ingredients.first?.amount == expected, "\(text)")
    }
}

private extension String {
    var trimmingBlanksAtEnd: String {
        var s = Substring(self)
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return String(s)
    }
}

/// The parser's end-only reading (`AmountByteReader.readEnd`, which skips
/// the unit and the `Glyph` classes on ASCII text) against the full byte
/// reader: the same end, or the same "none" or "undecided", everywhere.
@Suite struct AmountEndReaderTests {
    static func check(_ bytes: [UInt8], from start: Int, end: Int, _ what: @autoclosure () -> String) {
        let full = AmountByteReader.endOf(AmountByteReader.read(bytes, from: start, end: end))
        let fast = AmountByteReader.readEnd(bytes, from: start, end: end)
        #expect(fast == full, "\(what()) at \(start)..<\(end)")
    }

    /// As the parser asks: six words on, with what they say of ASCII.
    static func checkAsTheParser(_ bytes: [UInt8], from start: Int, _ what: @autoclosure () -> String) {
        let (stop, isASCII) = Lexer.endOfWords(6, bytes, from: start, end: bytes.count)
        #expect(isASCII == AmountByteReader.isASCII(bytes, min(start, stop)..<stop))
        let full = AmountByteReader.endOf(AmountByteReader.read(bytes, from: start, end: stop))
        #expect(AmountByteReader.readEnd(bytes, from: start, end: stop, knownASCII: isASCII) == full, "\(what()) at \(start)")
    }

    /// Every offset of `text`, with the end the parser uses there (six words on) and the end of the text.
    static func checkEveryOffset(_ bytes: [UInt8], _ what: String) {
        for start in 0..<bytes.count {
            checkAsTheParser(bytes, from: start, what)
            check(bytes, from: start, end: bytes.count, what)
        }
    }

    /// The worked examples of the byte reader's tests and the cases only Unicode can settle.
    @Test(arguments: [
        "500 g", "500g flour", "1 1/2 cups", "1 ½ cups", "½ cup", "2-3 tbsp", "2 - 3 tbsp", "2–3 tbsp", "2 to 3 cups",
        "2 TO 3", "2 To 3", "2 tox", "2 to", "2 to x", "2 to\t3 l", "3-2 cups", "3 - 3 cups", "1-1/2 cups", "1-3/2 cups",
        "1 1/2-2 cups", "1/2 cup", "1/0 cup", "1/ cup", "1,5 l", "1.5 l", ".5 tsp", "1-.5 l", "1 - .5 l", "1.25 kg",
        "3, beaten", "3,beaten", "1.", "1,", "1,x", "2 large eggs", "2026-11-23", "1.2.3", "3D", "7up", "2/", "2x",
        "2 x 400 g", "12345", "123456789012345 g", "1234567890123456 g", "1.1234567890123456", "123456789.123456",
        "1234567890.123456", "0.1", "2 tbsp. oil", "2 tbsp.oil", "2 tablespoons. oil", "2 tbs.", "2 tbsp.", "2 fl oz",
        "2 fl. oz milk", "2 fl  oz", "2 FL OZ", "2 fluid ounces", "2 fluid  Ounces", "2 fl", "2 fl.", "2 fl water",
        "2 fl oz2", "2 fl. oz3", "2 fluid", "2 floz", "2 g2", "2 cups2", "2 cup-", "2 c", "2 t", "2 T", "2\tg", "2  g",
        "2 g.", "2 gx", "2 garlic", "2 cloves garlic", "2 crème fraîche", "2 jalapeños", "1 tin tomatoes", "2-", "2 -",
        "2 - x", "2.5-3.5 l", "1/2-3/4 cup", "2 °C", "3 2/1", "3 1/", "3 1/0", "3 0/0", "", "x", "1e5 g", "2 lbs.",
        "2 pkg.", "2 PCS", "1 KG", "2\u{301} g", "2 g\u{301}", "2 \u{212A}g", "2µg", "2 cupé", "2 tbsp.é", "2 fl é",
        "1 1/2 to 2 1/2 fl oz milk", "1 - 2 fl oz milk", "0 g", "00 g", "1 0/1 g", "1-0/1", "5 - 2 - 3 l", "1 ,5 l",
        "2 tbsp , oil", "2 tbsp-", "2 ounces.", "2 ounce.", "2 oz.", "2 oz..", "2 oz.x", "2 oz.\t", "2 kg3", "2 kilogramme",
    ])
    func agreesOnWorkedExamples(_ text: String) {
        Self.checkEveryOffset(Array(text.utf8), text)
    }

    /// Every name of the unit table, in the shapes a recipe writes it.
    @Test func agreesOnEveryUnitName() {
        for name in UnitTable.byName.keys.sorted() {
            for text in [
                "2 \(name)", "2\(name)", "2 \(name.uppercased()) rice", "1 1/2 \(name)", "2-3 \(name). rice",
                "2 to 3 \(name)s", "2 \(name)2", "2 \(name).", "2 \(name)x", "2 \(name) \(name)",
            ] {
                Self.checkEveryOffset(Array(text.utf8), text)
            }
        }
    }

    /// Every offset of every file of the example collection, the test
    /// fixtures and the bad-input catalogue where an amount may start.
    @Test func agreesOnEveryFileOfTheRepository() throws {
        let files = SyntaxTests.FastPathTests.exampleFiles + SyntaxTests.FastPathTests.fixtureFiles
        #expect(files.count > 50)
        for path in files {
            let bytes = try SyntaxTests.FastPathTests.source(path).bytes
            guard bytes.count <= 100_000 else { continue }
            for line in bytes.split(separator: ByteClass.lf, omittingEmptySubsequences: false) {
                // Where the parser may ask: a digit or a byte above ASCII after a blank.
                let line = Array(line)
                for start in line.indices
                where (start == 0 || ByteClass.isBlank(line[start - 1]))
                    && (ByteClass.isDigit(line[start]) || line[start] >= 0x80)
                {
                    Self.checkAsTheParser(line, from: start, path)
                    Self.check(line, from: start, end: line.count, path)
                }
            }
        }
    }

    /// Lines made of the pieces an amount is written with, in every order
    /// a deterministic generator gives.
    @Test func agreesOnGeneratedLines() {
        let pieces = [
            "1", "2", "12", "0", "3", "1/2", "3/4", "1/0", "4/3", ".5", "1.5", "2,5", "-", " - ", " ", "  ", "\t", "to", "TO",
            "/", ".", ",", "g", "kg", "ml", "cup", "cups", "tbsp", "tbsp.", "Tbsp", "fl", "fl.", "oz", "fluid", "ounce",
            "ounces", "c", "t", "x", "eggs", "flour", "(", ")", "½", "¼", "–", "—", "⁄", "é", "µ", "\u{301}", "\u{212A}",
            "123456789012345", "9999999999999999", "clove", "pinch", "of", "a",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<4000 {
            var text = ""
            for _ in 0..<(1 + next(7)) { text += pieces[next(pieces.count)] }
            Self.checkEveryOffset(Array(text.utf8), text)
        }
    }

    /// The packed look-up of a run of letters (two loads, the case bit set)
    /// agrees with the byte-by-byte one on every name in three cases, on
    /// random runs of letters of every length up to 17, and at the end of
    /// the array (where it packs byte by byte).
    @Test func packedLetterLookUpAgrees() {
        var words = UnitTable.byName.keys.filter { $0.utf8.allSatisfy(ByteClass.isLetter) }
        words += words.map { $0.uppercased() } + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        var random = SplitMix64(seed: 7)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for _ in 0..<3000 { words.append(String((0..<random.int(1...17)).map { _ in random.pick(letters) })) }
        #expect(words.count > 3200)
        for word in words {
            for text in [word, word + " of flour and more", "2 " + word + "."] {
                let bytes = Array(text.utf8)
                let start = text.hasPrefix("2 ") ? 2 : 0
                let range = start..<start + word.utf8.count
                #expect(UnitTable.isName(letters: bytes, range) == UnitTable.isName(lowercasedBytes: bytes, range), "\(text)")
            }
        }
        #expect(UnitTable.isName(letters: Array("Tbsp".utf8), 0..<4))
        #expect(!UnitTable.isName(letters: Array("tbspx".utf8), 0..<5))
    }

    /// Offsets outside the text, and an end past it or before the start.
    @Test func agreesOnOddBounds() {
        let bytes = Array("2 cups flour".utf8)
        for (start, end) in [(0, 100), (5, 3), (12, 12), (12, 20), (3, 3), (0, 0)] {
            Self.check(bytes, from: start, end: end, "2 cups flour")
        }
    }
}
