import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The `foods` document: what it reads as, where each value was written,
/// its canonical text (the printer's output is what `fmt` writes), JSON both
/// ways, and its errors with their positions.
@Suite struct FoodsSyntaxTests {
    func document(_ text: String) throws -> FoodList {
        let result = Language.parse(text)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.headline))")
        guard case .foods(let list)? = result.document else {
            Issue.record("not a foods document")
            return FoodList()
        }
        return list
    }

    static let granola = OwnFood(
        name: "Granola, homemade", calories: 471, protein: 10.5, carbs: 64, fats: 19,
        portions: [Portion(amount: 1, unit: "cup", grams: 120), Portion(amount: 0.5, unit: "bowl", grams: 30)])

    @Test func foodsWithValuesAndPortions() throws {
        let text = """
            foods
            -- per 100 g
            food Granola, homemade  calories 471 kcal  protein 10.5g  carbs 64  fats 19 g  -- mine
              portion 1 cup = 120 g
              portion   0.5  bowl =30g
            food "Oat drink, \\"barista\\"" fats 3 calories 61 protein 1 carbs 6.6

            """
        let list = try document(text)
        #expect(
            list.foods == [
                Self.granola,
                OwnFood(name: "Oat drink, \"barista\"", calories: 61, protein: 1, carbs: 6.6, fats: 3),
            ])
        let result = Language.parse(text)
        // Line 3: `food Granola, homemade  calories 471 kcal  protein 10.5g ...`
        #expect(result.sourceMap["foods[0].name"]?.start.line == 3)
        #expect(result.sourceMap["foods[0].name"]?.start.column == 6)
        #expect(result.sourceMap["foods[0].protein"]?.start.column == 52)
        #expect(result.sourceMap["foods[0].portions[1].grams"]?.start.line == 5)
        #expect(result.sourceMap["foods[0].portions[1].grams"]?.start.column == 24)
        #expect(result.sourceMap["foods[1].carbs"]?.start.line == 6)
        #expect(result.tree.lines.map(\.kind) == [.header(.foods), .comment, .food, .portion, .portion, .food])

        let formatted = try Formatter.format(SourceFile(path: "own.foods", text: text))
        #expect(
            formatted == """
                foods
                -- per 100 g
                food Granola, homemade calories 471 kcal  protein 10.5 g  carbs 64  fats 19 g  -- mine
                  portion 1 cup = 120 g
                  portion 0.5 bowl = 30 g
                food "Oat drink, \\"barista\\"" fats 3  calories 61  protein 1  carbs 6.6

                """)
    }

    @Test func printedTextIsCanonicalAndReadsBack() throws {
        let list = FoodList(foods: [
            Self.granola,
            OwnFood(name: "Oat drink, barista", calories: 61, protein: 1, carbs: 6.6, fats: 3),
            OwnFood(
                name: "low calories bar", calories: 0.25, protein: 1e-05, carbs: 1234.5, fats: 0,
                portions: [Portion(amount: 2, unit: "bar = 1 pack", grams: 0)]),
            OwnFood(name: "\"quoted\"", calories: 1, protein: 2, carbs: 3, fats: 4),
        ])
        let printed = Language.print(.foods(list))
        #expect(
            printed == """
                foods
                food Granola, homemade calories 471  protein 10.5  carbs 64  fats 19
                  portion 1 cup = 120 g
                  portion 0.5 bowl = 30 g
                food Oat drink, barista calories 61  protein 1  carbs 6.6  fats 3
                food "low calories bar" calories 0.25  protein 1e-05  carbs 1234.5  fats 0
                  portion 2 "bar = 1 pack" = 0 g
                food "\\"quoted\\"" calories 1  protein 2  carbs 3  fats 4

                """)
        #expect(try document(printed) == list)
        #expect(try Formatter.format(SourceFile(path: "x.foods", text: printed)) == printed)

        // JSON → text → JSON is the identity; so is text → JSON → text.
        let json = try JSONDocumentEncoder.encode(.foods(list))
        let read = JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: json))
        #expect(read.content == .document(.foods(list)), "\(json)")
        #expect(try JSONDocumentEncoder.encode(.foods(try document(printed))) == json)
        #expect(json.contains(#""carbs" : 6.6"#))
    }

    @Test func jsonWithoutPortionsReadsAsNone() throws {
        let read = JSONDocumentDecoder.decode(
            SourceFile(path: "x.json", text: #"{"foods": [{"name": "Tofu", "calories": 76, "protein": 8, "carbs": 1.9, "fats": 4.8}]}"#))
        #expect(read.content == .document(.foods(FoodList(foods: [OwnFood(name: "Tofu", calories: 76, protein: 8, carbs: 1.9, fats: 4.8)]))))
        let negative = JSONDocumentDecoder.decode(
            SourceFile(path: "x.json", text: "{\"foods\": [{\"name\": \"Tofu\", \"calories\": -76, \"protein\": 8, \"carbs\": 1.9, \"fats\": 4.8}]}"))
        #expect(negative.content == nil)
        #expect(negative.diagnostics.first?.message == "foods[0].calories: calories must be a number from 0 up")
        #expect(negative.diagnostics.first?.range?.start.column == 41)
    }

    @Test(arguments: [
        ("foods\n  portion 1 cup = 240 g\n", 2, 3, "a portion before any 'food' line"),
        ("foods\nfood Tofu calories 76 protein 8 carbs 1.9\n", 2, 39, "missing fats of food 'Tofu'"),
        ("foods\nfood Tofu calories 76 protein 8 carbs 1.9 fat 4.8\n", 2, 43, "unknown value 'fat' of a food"),
        ("foods\nfood Tofu calories lots protein 8 carbs 1.9 fats 4.8\n", 2, 20, "expected a number after 'calories', found 'lots'"),
        ("foods\nfood Tofu calories 76 calories 8 carbs 1.9 fats 4.8\n", 2, 23, "duplicate 'calories'"),
        ("foods\nfood\n", 2, 5, "missing food name after 'food'"),
        (
            "foods\nfood Tofu calories 76 protein 8 carbs 1.9 fats 4.8\n  portion 1/2 block = 200 g\n", 3, 11,
            "expected a number of units, found '1/2'"
        ),
        ("foods\nfood Tofu calories 76 protein 8 carbs 1.9 fats 4.8\n  portion 1 block 200 g\n", 3, 24, "expected '=' and the weight in grams"),
        ("foods\nfood Tofu calories 76 protein 8 carbs 1.9 fats 4.8\n  portion 1 block = 200\n", 3, 21, "missing 'g' after the weight"),
        ("foods\nfood Tofu calories 76 protein 8 carbs 1.9 fats 4.8\n  portion 1 = 200 g\n", 3, 13, "missing unit of the portion"),
        ("foods\ntofu 76\n", 2, 1, "unknown keyword 'tofu'"),
        ("foods\nfood \"\" calories 76 protein 8 carbs 1.9 fats 4.8\n", 2, 6, "a food needs a name"),
    ])
    func errors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        let result = Language.parse(SourceFile(path: "own.foods", text: text))
        #expect(result.document == nil)
        let first = result.diagnostics.first { $0.severity == .error }
        #expect(first?.message == message)
        #expect(first?.range?.start.line == line, "\(first?.message ?? "")")
        #expect(first?.range?.start.column == column, "\(first?.message ?? "")")
    }

    @Test func diagnosticShowsTheLineAndACaret() throws {
        let source = SourceFile(path: "foods/own.foods", text: "foods\nfood Tofu calories 76 protein 8 carbs 1.9 fat 4.8\n")
        let rendered = DiagnosticRenderer().render(Language.parse(source).diagnostics, in: source)
        #expect(rendered.contains("foods/own.foods:2:43: error: unknown value 'fat' of a food"), "\(rendered)")
        #expect(
            rendered.contains(" 2 | food Tofu calories 76 protein 8 carbs 1.9 fat 4.8\n   |                                           ^~~\n"),
            "\(rendered)")
        #expect(rendered.contains("did you mean 'fats'"))
    }
}
