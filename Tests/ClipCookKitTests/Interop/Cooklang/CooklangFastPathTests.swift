import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookInterop

/// The byte-level paths of the Cooklang reader answer exactly as the
/// `String` code they stand in front of (kept here as the reference), on
/// worked examples and on generated texts mixing ASCII with the characters
/// that make the two differ (combining marks after a `/` or a `.`, the
/// Kelvin sign that lowercases to `k`, a prepended mark before a `/`).
@Suite struct CooklangFastPathTests {
    static let pathAlphabet = [
        "a", "B", "/", "/", ".", ".", "cook", "COOK", "Cook", ".cook", "..", " ", "é", "\u{301}", "\u{212A}", "\u{600}", "日",
    ]

    static func texts(_ alphabet: [String], count: Int = 3000, maxLength: Int = 9, seed: UInt64) -> [String] {
        FastPathEquivalenceTests.texts(alphabet, count: count, maxLength: maxLength, seed: seed)
    }

    @Test func titlesFromFileNamesAreAsBefore() {
        func reference(_ path: String) -> String {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return name.lowercased().hasSuffix(".cook") ? String(name.dropLast(5)) : name
        }
        let examples = [
            "recipes/Cinnamon Bread.cook", "Cinnamon Bread.COOK", "a/b/", "/", "///", "", "x.cook", ".cook", "cook",
            "dir/Crème brûlée.cook", "a/\u{301}b.cook", "a\u{600}/b.cook", "b.coo\u{212A}", "b\u{600}.cook", "é.cook", "a/é",
        ]
        for path in examples + Self.texts(Self.pathAlphabet, seed: 38) {
            #expect(CooklangMetadataMapping.titleFromFileName(path) == reference(path), "\(Array(path.unicodeScalars))")
        }
        #expect(CooklangMetadataMapping.asciiTitleFromFileName("recipes/Cinnamon Bread.cook") == "Cinnamon Bread")
        #expect(CooklangMetadataMapping.asciiTitleFromFileName("a/\u{301}b.cook") == nil)
    }

    @Test func recipeReferencesAreFoundAsBefore() {
        let alphabet = [".", ".", "/", "a", "é", "\u{301}", " ", "..", "./"]
        for name in ["./sauces/x", "../x", ".", "./", "../", "./\u{301}x", "x./", ".x/", ""] + Self.texts(alphabet, seed: 7) {
            #expect(CooklangInline.isRecipeReference(name) == (name.hasPrefix("./") || name.hasPrefix("../")), "\(Array(name.unicodeScalars))")
        }
    }

    @Test func ingredientKeysAreTheLowercasedNames() {
        let alphabet = ["a", "B", "z", "Z", " ", "-", "É", "é", "\u{212A}", "ß", "İ", "日", "1"]
        for name in ["salt", "Salt", "OLIVE oil", "crème", "\u{212A}ale"] + Self.texts(alphabet, seed: 11) {
            #expect(IngredientListBuilder.key(name) == name.lowercased(), "\(name)")
        }
    }

    @Test func metadataKeysMatchAsWhenNormalised() {
        let alphabet = ["a", "B", " ", "_", "-", ".", "é", "É", "\u{212A}", "t", "T", "ime"]
        let keys = Self.texts(alphabet, count: 120, maxLength: 6, seed: 3).map(CooklangMetadataEntry.normalised)
        let wanted = Self.texts(alphabet, count: 120, maxLength: 6, seed: 5) + ["prep time", "Prep_Time", "PREP-TIME", "cook.time", ""]
        for key in keys + ["preptime", "cooktime", ""] {
            for text in wanted {
                #expect(
                    CooklangMetadataIndex.matches(key, text) == (key == CooklangMetadataEntry.normalised(text)),
                    "\(key) \(text)")
            }
        }
    }

    @Test func namesFoundCollapsedOnTheirBytesAreLeftAsTheyAre() {
        let alphabet = ["a", "B", " ", " ", "\t", "\u{B}", "\r", "é", "\u{A0}", "\u{2003}", "-"]
        for name in ["olive oil", "olive  oil", "olive\toil", "a b c", " a", "crème fraîche"] + Self.texts(alphabet, seed: 13) {
            let bytes = Array(name.utf8)[...]
            if CooklangInline.isCollapsedASCII(bytes) {
                #expect(CooklangInline.collapsingBlanks(name) == name, "\(Array(name.unicodeScalars))")
            }
        }
        #expect(CooklangInline.isCollapsedASCII(Array("olive oil".utf8)[...]))
        #expect(!CooklangInline.isCollapsedASCII(Array("olive  oil".utf8)[...]))
        #expect(!CooklangInline.isCollapsedASCII(Array("crème".utf8)[...]))
    }

    @Test func stepTextsAreTrimmedAsBefore() {
        let alphabet = ["a", " ", "\t", "\u{301}", "é", "\u{600}", ".", "\r\n"]
        for text in ["", " ", "Mix well.", " Mix ", "\tMix\t", " \u{301}x"] + Self.texts(alphabet, seed: 17) {
            #expect(CooklangImporter.trimmed(text) == text.trimmedOfBlanks, "\(Array(text.unicodeScalars))")
        }
    }

    @Test func stepLinesWithEscapesAndSigilsReadAsWritten() {
        // The text between components is made straight from the line's
        // bytes unless an escape was taken out of it.
        let recipe = CooklangParser.parse("Add \\@ sign, @salt{1%tsp} and \\#not cookware #pan{} ~{5%min} done.").recipe
        guard case .step(let step)? = recipe.sections.first?.blocks.first else {
            Issue.record("no step")
            return
        }
        #expect(step.items.count == 7)
        #expect(step.items.first == .text("Add @ sign, "))
        #expect(step.items[2] == .text(" and #not cookware "))
        #expect(step.items.last == .text(" done."))
    }
}
