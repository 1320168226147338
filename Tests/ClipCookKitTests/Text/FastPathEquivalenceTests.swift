import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The fast paths that profiles on real recipes called for answer exactly
/// as the general code they stand in front of. Each test holds the general
/// code (as it was before the fast path) as its reference and compares on
/// worked examples and on many generated texts mixing ASCII with the
/// characters that make the general code differ (capitals outside ASCII,
/// combining marks, `\r\n`, the Kelvin sign that lowercases to `k`).
@Suite struct FastPathEquivalenceTests {
    /// A deterministic stream of texts from `alphabet`, of up to `maxLength` characters.
    static func texts(_ alphabet: [String], count: Int, maxLength: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in
            (0..<(next() % (maxLength + 1))).map { _ in alphabet[next() % alphabet.count] }.joined()
        }
    }

    static let mixed = [
        "a", "B", "z", "Z", "0", "7", " ", "-", "_", ".", "\t", "\r\n", "\r", "\n", "é", "É", "e\u{301}",
        "\u{301}", "\u{212A}", "½", "°", "ß", "İ", "ǅ", "日", "Ⅻ", "٣", "—", "\u{600}", "\u{1F1EB}", "\u{200D}", "👍🏽",
    ]

    // MARK: Character classes

    @Test func quickClassesAnswerAsTheUnicodeProperties() {
        var characters: [Character] = (0..<128).compactMap { Unicode.Scalar($0).map(Character.init) }
        characters += ["\r\n", "é", "É", "e\u{301}", "\u{212A}", "½", "°", "ß", "日", "Ⅻ", "٣", "ǅ", "1\u{20E3}", "A\u{301}"]
        for character in characters {
            #expect(character.isLetterQuickly == character.isLetter, "\(character.unicodeScalars.map(\.value))")
            #expect(character.isNumberQuickly == character.isNumber, "\(character.unicodeScalars.map(\.value))")
            #expect(character.isUppercaseQuickly == character.isUppercase, "\(character.unicodeScalars.map(\.value))")
        }
    }

    @Test func textLowercasesAsTheStandardLibrary() {
        let alphabet = Self.mixed + ["Σ", "ΑΣ", "ǅ", "Å", "\u{1E9E}", "\u{10400}", "\u{130}"]
        for text in Self.texts(alphabet, count: 3000, maxLength: 12, seed: 19) + ["", "ABC def", "Crème Brûlée"] {
            #expect(QuickText.lowercased(text) == text.lowercased(), "\(text.unicodeScalars.map(\.value))")
            #expect(Array(QuickText.lowercased(text).utf8) == Array(text.lowercased().utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func containsAsFoundation() {
        let alphabet = ["a", "b", "ab", "A", "é", "e\u{301}", "\u{301}", " "]
        let texts = Self.texts(alphabet, count: 600, maxLength: 6, seed: 23)
        for (big, small) in zip(texts, texts.dropFirst(7)) where !small.isEmpty {
            #expect(QuickText.contains(big, small) == (big.range(of: small) != nil), "\(big) \(small)")
        }
        #expect(QuickText.contains("buttermilk", "milk"))
        #expect(!QuickText.contains("milk", "buttermilk"))
    }

    @Test func wordsSplitAsBefore() {
        func reference(_ text: String) -> [String] {
            var words: [String] = [], current = ""
            for character in text.lowercased() {
                if character.isLetter || character.isNumber {
                    current.append(character)
                } else if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            }
            if !current.isEmpty { words.append(current) }
            return words
        }
        #expect(
            Words.split("Preheat to 180°C (350°F); add the crème fraîche.") == [
                "preheat", "to", "180", "c", "350", "f", "add", "the", "crème", "fraîche",
            ])
        for text in Self.texts(Self.mixed, count: 3000, maxLength: 14, seed: 7) {
            #expect(Words.split(text) == reference(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func durationsTokenizeAsBefore() {
        func reference(_ text: String) -> [DurationMention.Piece] {
            var tokens: [DurationMention.Piece] = []
            let chars = Array(text.lowercased())
            var i = 0
            while i < chars.count {
                let c = chars[i]
                if let fraction = DurationMention.vulgarFractions[c] {
                    tokens.append(.number(fraction))
                    i += 1
                } else if c.isASCII, c.isNumber {
                    var digits = ""
                    while i < chars.count, chars[i].isASCII, chars[i].isNumber { digits.append(chars[i]); i += 1 }
                    if i + 1 < chars.count, chars[i] == "." || chars[i] == ",", chars[i + 1].isASCII, chars[i + 1].isNumber {
                        digits.append(".")
                        i += 1
                        while i < chars.count, chars[i].isASCII, chars[i].isNumber { digits.append(chars[i]); i += 1 }
                    }
                    var value = Double(digits) ?? 0
                    if i + 1 < chars.count, chars[i] == "/", chars[i + 1].isASCII, chars[i + 1].isNumber {
                        var denominator = ""
                        i += 1
                        while i < chars.count, chars[i].isASCII, chars[i].isNumber { denominator.append(chars[i]); i += 1 }
                        if let d = Double(denominator), d > 0 { value /= d }
                    }
                    tokens.append(.number(value))
                } else if c.isLetter {
                    var word = ""
                    while i < chars.count, chars[i].isLetter { word.append(chars[i]); i += 1 }
                    tokens.append(.word(word))
                } else if c == "-" || c == "–" || c == "—" {
                    tokens.append(.dash)
                    i += 1
                } else if c == " " || c == "\t" {
                    i += 1
                } else {
                    tokens.append(.word(String(c)))
                    i += 1
                }
            }
            return tokens
        }
        #expect(DurationMention.tokenize("Bake 20–25 min at 180°C, then rest ½ hr.") == reference("Bake 20–25 min at 180°C, then rest ½ hr."))
        let alphabet = [
            "1", "2", "0", ".", ",", "/", " ", "\t", "-", "–", "—", "min", "Hour", "s", "½", "¾", "°", "\r\n", "é", "e\u{301}", "1\u{20E3}", "٣", "Ⅻ",
        ]
        for text in Self.texts(alphabet, count: 4000, maxLength: 12, seed: 13) {
            #expect(DurationMention.tokenize(text) == reference(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    // MARK: Lenient enum names

    static func referenceLenient<T: CaseIterable & RawRepresentable>(_ text: String, as type: T.Type) -> T? where T.RawValue == String {
        func key(_ s: some StringProtocol) -> String { String(s.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }) }
        let wanted = key(text)
        return T.allCases.first { key($0.rawValue) == wanted }
    }

    @Test func lenientNamesReadAsBefore() {
        #expect(MealType.lenient("Morning-Snack") == .morningSnack)
        #expect(MealType.lenient("morning_snack") == .morningSnack)
        #expect(MealType.lenient("brunch") == nil)
        #expect(RecipeCategory.lenient("DINNER") == .dinner)
        // The Kelvin sign lowercases to k: only the general path sees it.
        #expect(SourcePlatform.lenient("tii\u{212A}tok") == nil)
        #expect(SourcePlatform.lenient("TI\u{212A}TOK") == .tiktok)
        var samples = [
            "breakfast", "Morning Snack", "morning  snack", "lunch ", "LUNCH", "Afternoon_Snack", "dinner\r\n",
            "evening-snack", "snack", "youtube", "YouTube", "instagram", "tiktok", "TIKTOK", "metric", "imperial",
        ]
        samples += Self.texts(
            ["m", "o", "r", "n", "i", "g", " ", "-", "_", "s", "a", "c", "k", "L", "U", "N", "C", "H", "\u{212A}", "é"],
            count: 2000, maxLength: 14, seed: 11)
        for text in samples {
            #expect(MealType.lenient(text) == Self.referenceLenient(text, as: MealType.self), "\(text)")
            #expect(RecipeCategory.lenient(text) == Self.referenceLenient(text, as: RecipeCategory.self), "\(text)")
            #expect(SourcePlatform.lenient(text) == Self.referenceLenient(text, as: SourcePlatform.self), "\(text)")
            #expect(RecipeCategory.lenient(Substring(text)) == Self.referenceLenient(text, as: RecipeCategory.self), "\(text)")
        }
    }

    // MARK: Brands in the food table

    static func referenceIsBrand(_ name: String) -> Bool {
        guard name.unicodeScalars.contains(where: { $0.properties.isUppercase }) else { return false }
        return name.split(separator: " ").contains {
            $0.count > 2 && $0.contains(where: \.isLetter) && $0.allSatisfy { $0.isUppercase || !$0.isLetter }
        }
    }

    @Test func brandsAreFoundAsBefore() {
        #expect(FoodSearch.isBrand("Cereals ready-to-eat, KELLOGG'S, CORN FLAKES"))
        #expect(FoodSearch.isBrand("Snacks, KRAFT, cheese"))
        #expect(!FoodSearch.isBrand("Cheese, cheddar"))
        #expect(!FoodSearch.isBrand("Fish, cod, Atlantic, raw"))
        #expect(!FoodSearch.isBrand("Beverages, OJ"))  // two letters are not a brand
        #expect(FoodSearch.isBrand("CAFÉ MIX, powder"))
        let alphabet = ["A", "B", "c", "d", " ", " ", ",", "'", "-", "1", "É", "é", "\r\n", "\u{212A}"]
        for name in Self.texts(alphabet, count: 4000, maxLength: 12, seed: 3) {
            #expect(FoodSearch.isBrand(name) == Self.referenceIsBrand(name), "\(name.unicodeScalars.map(\.value))")
        }
        for food in FoodTable.standard.foods.prefix(3000) {
            #expect(FoodSearch.isBrand(food.name) == Self.referenceIsBrand(food.name), "\(food.name)")
        }
    }

    // MARK: Cooklang metadata

    @Test func metadataIsLookedUpAsBefore() {
        let text = """
            ---
            Title: Pancakes
            prep_time: 10 min
            Prep Time: 20 min
            SERVES: 4
            servings: 6
            source:
              url: https://example.com/p
            tags: [breakfast, Quick]
            ---
            >> cook-time: 15 min
            >> Course: Brunch
            Mix @flour{200%g}.
            """
        let recipe = CooklangParser.parse(text).recipe
        let index = CooklangMetadataIndex(recipe)
        let lookups: [[String]] = [
            ["title"], ["prep time", "prep"], ["servings", "serves"], ["serves", "servings"],
            ["cook time", "cook"], ["course"], ["source", "url"], ["tags", "tag"], ["missing"],
            ["PREP-TIME"], ["Cook.Time"],
        ]
        for keys in lookups {
            #expect(index.lookUp(keys) == recipe.lookUp(keys), "\(keys)")
        }
        #expect(index.metadata("serves", "servings")?.text == "4")
        #expect(index.metadata("prep time")?.text == "10 min")
        #expect(CooklangMetadataMapping.recipe(from: recipe, path: "p.cook").servings == 4)
    }

    @Test func platformsAreFoundAsBefore() {
        func reference(_ url: String) -> SourcePlatform? {
            let lower = url.lowercased()
            if lower.contains("instagram.com") { return .instagram }
            if lower.contains("tiktok.com") { return .tiktok }
            if lower.contains("youtube.com") || lower.contains("youtu.be") { return .youtube }
            return nil
        }
        let urls = [
            "https://www.instagram.com/p/x", "https://TIKTOK.com/@a/video/1", "https://youtu.be/abc", "https://m.YouTube.com/watch",
            "https://example.com/tiktok", "https://café.example/youtu.be", "tiktok.co", "", "youtu.b", "https://www.tiktok.com\u{301}/x",
            "https://instagram.com", "instagram.comx",
        ]
        for url in urls {
            #expect(CooklangMetadataMapping.platform(of: url) == reference(url), "\(url)")
        }
    }

    @Test func namesCollapseBlanksAsBefore() {
        func reference(_ name: String) -> String {
            var previousBlank = false
            let collapsed = name.unicodeScalars.allSatisfy { scalar in
                let blank = scalar.properties.isWhitespace
                defer { previousBlank = blank }
                return !blank || (scalar == " " && !previousBlank)
            }
            if collapsed { return name }
            var out = ""
            var blankPending = false
            for character in name {
                if character.isWhitespace {
                    blankPending = !out.isEmpty
                } else {
                    if blankPending { out.append(" ") }
                    blankPending = false
                    out.append(character)
                }
            }
            return out
        }
        let alphabet = ["a", "B", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{85}", "\u{A0}", "\u{2003}", "é", "e\u{301}", "-"]
        for name in Self.texts(alphabet, count: 3000, maxLength: 10, seed: 9) {
            #expect(CooklangInline.collapsingBlanks(name) == reference(name), "\(name.unicodeScalars.map(\.value))")
        }
    }

    @Test func listsSplitAsBefore() {
        func reference(_ text: String) -> [String] {
            text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        #expect(CooklangValue.text(" a, b ,,c\t, ").items == ["a", "b", "c"])
        let alphabet = ["a", "B", ",", ", ", " ", "\t", "\r\n", "\n", ",\u{301}", "é", "\u{A0}", "\u{3000}"]
        for text in Self.texts(alphabet, count: 3000, maxLength: 10, seed: 17) {
            #expect(CooklangValue.text(text).items == reference(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func metadataKeysNormaliseAsBefore() {
        func reference(_ key: String) -> String {
            String(key.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" && $0 != "." })
        }
        let alphabet = ["P", "r", "e", "p", " ", "_", "-", ".", "T", "i", "m", "É", "\u{212A}", "İ", "\r\n"]
        for key in Self.texts(alphabet, count: 3000, maxLength: 10, seed: 5) {
            #expect(CooklangMetadataEntry.normalised(key) == reference(key), "\(key.unicodeScalars.map(\.value))")
        }
    }
}

extension CooklangMetadataIndex {
    func lookUp(_ keys: [String]) -> CooklangValue? {
        switch keys.count {
        case 1: metadata(keys[0])
        default: metadata(keys[0], keys[1])
        }
    }
}

extension CooklangRecipe {
    func lookUp(_ keys: [String]) -> CooklangValue? {
        switch keys.count {
        case 1: metadata(keys[0])
        default: metadata(keys[0], keys[1])
        }
    }
}
