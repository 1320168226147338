import Testing
@testable import ClipCookKit

/// The `pantry` and `aisles` documents: what they read as, their canonical
/// text (the printer's output is what `fmt` writes), JSON, and their errors.
@Suite struct PantryAislesSyntaxTests {
    func document(_ text: String) throws -> Document {
        let result = Language.parse(text)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.headline))")
        return try #require(result.document)
    }

    @Test func pantryItemsWithAndWithoutAmounts() throws {
        let text = "pantry\n- salt\n  -   2 kg   plain flour  -- the big bag\n  - [1 bottle] olive oil\n  - \"2 eggs, if any\"\n"
        #expect(try document(text) == .pantry(Pantry(items: [
            PantryItem(name: "salt"), PantryItem(name: "plain flour", amount: "2 kg"),
            PantryItem(name: "olive oil", amount: "1 bottle"), PantryItem(name: "2 eggs, if any"),
        ])))
        let formatted = try Formatter.format(SourceFile(path: "pantry", text: text))
        #expect(formatted == "pantry\n  - salt\n  - 2 kg   plain flour  -- the big bag\n  - [1 bottle] olive oil\n  - \"2 eggs, if any\"\n")
    }

    @Test func printedTextIsCanonicalAndReadsBack() throws {
        let documents: [Document] = [
            .pantry(Pantry(items: [
                PantryItem(name: "salt"), PantryItem(name: "plain flour", amount: "1 kg"),
                PantryItem(name: "eggs", amount: "a few"), PantryItem(name: "7up"), PantryItem(name: "2 eggs"),
                PantryItem(name: "[brackets]", amount: "1 tin [400 ml]"),
            ])),
            .aisles(AisleList(entries: [
                AisleEntry(aisle: .dairyAndEggs, names: ["oat milk", "\"quoted\" cheese"]), AisleEntry(aisle: .frozen, names: []),
            ])),
        ]
        for document in documents {
            let printed = Language.print(document)
            #expect(try self.document(printed) == document, "\(printed)")
            #expect(try Formatter.format(SourceFile(path: "x", text: printed)) == printed)
            let json = try JSONDocumentEncoder.encode(document)
            let read = JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: json))
            #expect(read.content == .document(document), "\(json)")
        }
        #expect(Language.print(documents[1]) == "aisles\naisle dairy and eggs\n  - oat milk\n  - \"\\\"quoted\\\" cheese\"\naisle frozen\n")
    }

    @Test func aislesReadAnyCaseAndDashes() throws {
        #expect(try document("aisles\naisle Meat-And_Fish\n  - tofu\n") == .aisles(AisleList(entries: [
            AisleEntry(aisle: .meatAndFish, names: ["tofu"]),
        ])))
    }

    @Test(arguments: [
        ("aisles\naisle deli\n  - olives\n", 2, "unknown aisle 'deli'"),
        ("aisles\n  - olives\n", 2, "an item before any 'aisle' line"),
        ("aisles\nshelf produce\n", 2, "expected 'aisle NAME' or an item such as '- lemongrass'"),
        ("pantry\n  salt\n", 2, "expected a pantry item such as '- 2 kg plain flour'"),
        ("pantry\n  - 2 kg\n", 2, "missing item name"),
    ])
    func errors(_ text: String, _ line: Int, _ message: String) {
        let result = Language.parse(text)
        #expect(result.document == nil)
        let first = result.diagnostics.first { $0.severity == .error }
        #expect(first?.range?.start.line == line)
        #expect(first?.message.hasPrefix(message) == true, "\(first?.message ?? "")")
    }
}
