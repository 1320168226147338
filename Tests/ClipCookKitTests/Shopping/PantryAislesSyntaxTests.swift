import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
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
        #expect(
            try document(text)
                == .pantry(
                    Pantry(items: [
                        PantryItem(name: "salt"), PantryItem(name: "plain flour", amount: "2 kg"),
                        PantryItem(name: "olive oil", amount: "1 bottle"), PantryItem(name: "2 eggs, if any"),
                    ])))
        let formatted = try Formatter.format(SourceFile(path: "pantry", text: text))
        #expect(formatted == "pantry\n  - salt\n  - 2 kg   plain flour  -- the big bag\n  - [1 bottle] olive oil\n  - \"2 eggs, if any\"\n")
    }

    @Test func printedTextIsCanonicalAndReadsBack() throws {
        let documents: [Document] = [
            .pantry(
                Pantry(items: [
                    PantryItem(name: "salt"), PantryItem(name: "plain flour", amount: "1 kg"),
                    PantryItem(name: "eggs", amount: "a few"), PantryItem(name: "7up"), PantryItem(name: "2 eggs"),
                    PantryItem(name: "[brackets]", amount: "1 tin [400 ml]"),
                ])),
            .aisles(
                AisleList(entries: [
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
        #expect(
            try document("aisles\naisle Meat-And_Fish\n  - tofu\n")
                == .aisles(
                    AisleList(entries: [
                        AisleEntry(aisle: .meatAndFish, names: ["tofu"])
                    ])))
    }

    @Test(arguments: [
        ("aisles\naisle deli\n  - olives\n", 2, "unknown aisle 'deli'"),
        ("aisles\n  - olives\n", 2, "an item before any 'aisle' line"),
        ("aisles\nshelf produce\n", 2, "expected 'aisle NAME' or an item such as '- lemongrass'"),
        ("pantry\n  salt\n", 2, "expected a pantry item such as '- 2 kg plain flour'"),
        ("pantry\n  - 2 kg\n", 2, "missing item name"),
        ("pantry\n  - salt\n  - 6 eggs  expires 2026-02-30\n", 3, "invalid expiry date '2026-02-30'"),
        ("pantry\n  - 6 eggs expires soon\n", 2, "invalid expiry date 'soon'"),
        ("pantry\n  - 6 eggs expires\n", 2, "missing date after 'expires'"),
        ("pantry\n  - 6 eggs expires 2026-12-01 2026-12-02\n", 2, "unexpected '2026-12-02' after the expiry date"),
    ])
    func errors(_ text: String, _ line: Int, _ message: String) {
        let result = Language.parse(text)
        #expect(result.document == nil)
        let first = result.diagnostics.first { $0.severity == .error }
        #expect(first?.range?.start.line == line)
        #expect(first?.message.hasPrefix(message) == true, "\(first?.message ?? "")")
    }

    /// An expiry date is optional per item: a pantry without any stays a
    /// plain list; with one, it reads, prints canonically (two spaces before
    /// `expires`) and round-trips through JSON as the extension field `expires`.
    @Test func expiryDatesReadPrintAndRoundTrip() throws {
        let text = "pantry\n  - 6 eggs expires 2026-12-01  -- the big box\n  - salt\n  - [1 kg]   flour    expires   2027-01-15\n"
        let pantry = Pantry(items: [
            PantryItem(name: "eggs", amount: "6", expires: Day("2026-12-01")), PantryItem(name: "salt"),
            PantryItem(name: "flour", amount: "1 kg", expires: Day("2027-01-15")),
        ])
        #expect(try document(text) == .pantry(pantry))
        let formatted = try Formatter.format(SourceFile(path: "pantry", text: text))
        #expect(formatted == "pantry\n  - 6 eggs  expires 2026-12-01  -- the big box\n  - salt\n  - [1 kg]   flour  expires 2027-01-15\n")
        let printed = Language.print(.pantry(pantry))
        #expect(printed == "pantry\n  - 6 eggs  expires 2026-12-01\n  - salt\n  - 1 kg flour  expires 2027-01-15\n")
        #expect(try Formatter.format(SourceFile(path: "pantry", text: printed)) == printed)
        let json = try JSONDocumentEncoder.encode(.pantry(pantry))
        #expect(json.contains("\"expires\" : \"2026-12-01\""), "\(json)")
        #expect(json.components(separatedBy: "\"expires\"").count == 3, "left out when absent: \(json)")
        #expect(JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: json)).content == .document(.pantry(pantry)))
        // A name that would read as an expiry is quoted.
        let tricky = Pantry(items: [PantryItem(name: "milk expires 2026-12-01"), PantryItem(name: "cheese expires soon", amount: "200 g")])
        let trickyText = Language.print(.pantry(tricky))
        #expect(try document(trickyText) == .pantry(tricky), "\(trickyText)")
    }

    @Test func aBadExpiryDateIsReportedWithItsColumn() {
        let result = Language.parse(SourceFile(path: "pantry", text: "pantry\n  - 2 l milk  expires 2026-13-01\n"))
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.range?.start.line == 2)
        #expect(error?.range?.start.column == 23)
    }
}
