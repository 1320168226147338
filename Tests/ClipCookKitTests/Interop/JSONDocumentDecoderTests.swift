import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct JSONDocumentDecoderTests {
    func read(_ text: String) -> InteropReadResult {
        JSONDocumentDecoder.decode(SourceFile(path: "in.json", text: text))
    }

    func headlines(_ text: String) -> [String] {
        read(text).diagnostics.map(\.headline)
    }

    static let toast = #"{"id": "toast", "title": "Toast", "servings": 1, "category": "Breakfast"}"#

    @Test(arguments: [
        (toast, "recipe"),
        (#"{"mealSlots": []}"#, "meal plan"),
        (#"{"shoppingItems": [{"id": "milk", "name": "milk", "checked": true}]}"#, "shopping list"),
        (#"{"pendingImports": []}"#, "inbox"),
        (#"{"units": "imperial"}"#, "settings"),
        (#"{"user": {}, "recipes": []}"#, "collection export"),
        (#"{"mealSlots": [], "shoppingItems": []}"#, "collection export"),
        ("\u{FEFF}\n  " + toast, "recipe"),
    ])
    func detectsTheKind(_ text: String, _ kind: String) throws {
        let result = read(text)
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.content).kindName == kind)
    }

    @Test func decodesARecipeWithItsFields() throws {
        let result = read(
            #"""
            {"id": "toast", "title": "Toast", "servings": 2, "category": "Breakfast",
             "ingredients": [{"id": "i1", "name": "bread", "amount": "2 slices", "quantity": 99}],
             "isFavourite": true, "tags": ["quick"], "sourceUrl": "https://x.test/a/b"}
            """#)
        guard case .document(.recipe(let recipe))? = result.content else {
            Issue.record("not a recipe: \(result.diagnostics.map(\.headline))")
            return
        }
        #expect(recipe.servings == 2)
        #expect(recipe.ingredients == [Ingredient(id: "i1", name: "bread", amount: "2 slices")])
        #expect(recipe.isFavourite)
        #expect(recipe.tags == ["quick"])
        #expect(recipe.sourceUrl == "https://x.test/a/b")
    }

    @Test func aWrongTypeDeepInAnExportNamesItsPathAndPosition() {
        let text = """
            {
              "recipes": [
                {"id": "a", "title": "A", "servings": 1, "category": "Lunch"},
                {"id": "b", "title": "B", "servings": 1, "category": "Lunch"},
                {"id": "c", "title": "C", "servings": "four", "category": "Lunch"}
              ]
            }
            """
        #expect(headlines(text) == ["in.json:5:43: error: recipes[2].servings: expected an integer, found a string"])
        #expect(read(text).content == nil)
    }

    @Test func aMissingKeyPointsAtItsObject() {
        let text = "{\"shoppingItems\": [\n  {\"id\": \"milk\"}\n]}"
        #expect(headlines(text) == ["in.json:2:3: error: shoppingItems[0]: missing required key 'name'"])
    }

    @Test func anUnknownEnumValueListsTheAllowedOnes() {
        let text = #"{"id": "t", "title": "T", "servings": 1, "category": "Brunch"}"#
        #expect(
            headlines(text) == [
                #"in.json:1:54: error: category: invalid value 'Brunch'; expected one of "Breakfast", "Lunch", "Dinner", "Snack""#
            ])
    }

    @Test func anImpossibleDayIsReported() {
        let text = #"{"mealSlots": [{"id": "s", "day": "2026-02-30", "meal": "Lunch", "recipeId": "t"}]}"#
        #expect(
            headlines(text) == [
                "in.json:1:35: error: mealSlots[0].day: '2026-02-30' is not a real day in the form yyyy-MM-dd"
            ])
    }

    @Test func nullForARequiredValue() {
        let text = #"{"id": "t", "title": null, "servings": 1, "category": "Lunch"}"#
        #expect(headlines(text) == ["in.json:1:22: error: title: expected a string, found null"])
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "in.json:1:9: error: expected a quoted key"),
        ("{\"a\": \"open", "in.json:1:7: error: unterminated string"),
        ("{\"a\": [1 2]}", "in.json:1:10: error: expected ',' or ']' in the array"),
        ("{\"a\": tru}", "in.json:1:7: error: expected a JSON value"),
        ("{\"a\": 01}", "in.json:1:8: error: expected ',' or '}' in the object"),
        ("{\"a\": 1} x", "in.json:1:10: error: unexpected text after the JSON value"),
        ("", "in.json:1:1: error: empty JSON document"),
        ("{\"a\": \"x\u{0}y\"}", "in.json:1:9: error: control character in a string (escape it)"),
        ("{\"a\": \"\\q\"}", "in.json:1:8: error: invalid escape in a string"),
        ("{\"a\": \"\\ud800\"}", "in.json:1:8: error: invalid \\u escape (a lone surrogate)"),
        ("{\"servings\": 1e999}", "in.json:1:14: error: number too large"),
        ("[1, 2]", "in.json:1:1: error: expected a JSON object at the top level"),
        ("{\"colour\": 1}", "in.json:1:1: error: cannot tell what kind of JSON document this is"),
    ])
    func syntaxAndTopLevelErrors(_ text: String, _ expected: String) {
        #expect(headlines(text) == [expected])
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        var bytes = Array(#"{"title": "caf"#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(#""}"#.utf8)
        let result = JSONDocumentDecoder.decode(SourceFile(path: "in.json", bytes: bytes))
        #expect(result.diagnostics.map(\.headline) == ["in.json:1:15: error: invalid UTF-8"])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = "{\"aiMeta\": " + String(repeating: "[", count: 100_000)
        #expect(headlines(text) == ["in.json:1:268: error: JSON nested too deeply (more than 256 levels)"])
    }

    @Test(arguments: ["100000000000000000000000", "-9223372036854775809"])
    func anIntegerBeyond64BitsIsAnError(_ number: String) {
        let text = #"{"id": "t", "title": "T", "servings": "# + number + #", "category": "Lunch"}"#
        #expect(headlines(text) == ["in.json:1:39: error: number too large"])
    }

    @Test func aFractionWhereAnIntegerBelongsIsAShapeError() {
        let text =
            #"{"recipes": [{"id": "t", "title": "T", "servings": 2, "category": "Lunch", "#
            + #""steps": [{"id": "s1", "order": 1.5, "text": "Boil"}]}]}"#
        #expect(
            headlines(text) == [
                "in.json:1:108: error: recipes[0].steps[0].order: expected an integer, found the number 1.5"
            ])
    }

    @Test func aMealSlotMayHaveFractionalServings() throws {
        let text = #"{"mealSlots": [{"id": "s", "day": "2026-11-23", "meal": "Lunch", "recipeId": "t", "servings": 1.5}]}"#
        let result = read(text)
        #expect(result.diagnostics.isEmpty)
        guard case .document(.plan(let plan))? = result.content else {
            Issue.record("not a plan")
            return
        }
        #expect(plan.mealSlots.first?.servings == 1.5)
    }

    @Test func aDuplicateKeyIsAnError() {
        #expect(headlines(#"{"units": "metric", "units": "imperial"}"#) == ["in.json:1:21: error: duplicate key 'units'"])
    }

    @Test(arguments: [("  {\"a\":1}", true), ("\u{FEFF}{}", true), ("recipe Toast", false), ("[]", false), ("", false)])
    func sniffing(_ text: String, _ expected: Bool) {
        #expect(JSONDocumentDecoder.looksLikeJSON(Array(text.utf8)) == expected)
    }
}
