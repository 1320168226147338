import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Hand-written pages and JSON-LD files covering the shapes recipe sites use.
@Suite struct JSONLDReaderTests {
    func read(_ text: String, path: String = "page.html") -> InteropReadResult {
        DocumentReader.read(SourceFile(path: path, text: text), as: .jsonld)
    }

    func recipe(_ text: String, path: String = "page.html") throws -> Recipe {
        let result = read(text, path: path)
        guard case .document(.recipe(let recipe))? = result.content else {
            Issue.record("no recipe: \(result.diagnostics.map(\.headline))")
            throw CancellationError()
        }
        return recipe
    }

    static func page(_ json: String, attributes: String = #"type="application/ld+json""#) -> String {
        "<html><head><title>x</title>\n<script \(attributes)>\(json)</script>\n</head><body>hi</body></html>\n"
    }

    static let minimal = #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Toast", "recipeIngredient": ["2 slices bread"]}"#

    @Test(arguments: [
        #"type="application/ld+json""#,
        #"type='application/ld+json' id="x""#,
        #"id=x TYPE=application/ld+json"#,
        #"class="yoast-schema-graph"   type = "Application/LD+JSON" "#,
    ])
    func findsTheScriptWhateverTheAttributes(_ attributes: String) throws {
        #expect(try recipe(Self.page(Self.minimal, attributes: attributes)).title == "Toast")
    }

    @Test(arguments: [
        "<![CDATA[\(minimal)]]>",
        "//<![CDATA[\n\(minimal)\n//]]>",
        "<!--\(minimal)-->",
    ])
    func unwrapsCDATAAndComments(_ body: String) throws {
        #expect(try recipe(Self.page(body)).ingredients.map(\.name) == ["bread"])
    }

    @Test func skipsOtherScriptsAndBlocksWithoutARecipe() throws {
        let html = """
            <script>var a = "<script type='application/ld+json'>";</script>
            <script type="application/ld+json">{"@type": "Organization", "name": "Site"}</script>
            <script type="application/ld+json">\(Self.minimal)</script>
            """
        #expect(try recipe(html).title == "Toast")
    }

    @Test func graphTypeListAndMainEntity() throws {
        let graph =
            #"{"@context": "https://schema.org", "@graph": [{"@type": "WebSite"}, {"@type": ["Recipe", "NewsArticle"], "name": "Graph Soup"}]}"#
        #expect(try recipe(graph, path: "r.json").title == "Graph Soup")
        let nested = #"{"@type": "WebPage", "mainEntity": {"@type": "http://schema.org/Recipe", "name": "Nested Stew"}}"#
        #expect(try recipe(nested, path: "r.json").title == "Nested Stew")
        let list = #"[{"@type": "BreadcrumbList"}, {"@type": "schema:Recipe", "name": "Listed Pie"}]"#
        #expect(try recipe(list, path: "r.json").title == "Listed Pie")
    }

    @Test func ingredientsDecodeEntitiesTagsAndFractions() throws {
        let json = #"""
            {"@type": "Recipe", "name": "Peas", "recipeIngredient": [
              "1 &frac12; cups <b>frozen</b> peas",
              "&#189; tsp salt",
              "2&nbsp;cloves garlic (minced)",
              "500 g chicken breast, sliced thin",
              "1,5 l stock",
              "2 cups of flour",
              "salt &amp; pepper"
            ]}
            """#
        let ingredients = try recipe(json, path: "r.json").ingredients
        #expect(ingredients.map(\.amount) == ["1 ½ cups", "½ tsp", "2 cloves", "500 g", "1,5 l", "2 cups", ""])
        #expect(ingredients.map(\.name) == ["frozen peas", "salt", "garlic", "chicken breast", "stock", "flour", "salt & pepper"])
        #expect(ingredients.map(\.notes) == [nil, nil, "minced", "sliced thin", nil, nil, nil])
        #expect(ingredients.map(\.id) == ["i1", "i2", "i3", "i4", "i5", "i6", "i7"])
        #expect(Amount("1,5 l".replacingOccurrences(of: ",", with: "."))?.quantity.low == 1.5)
    }

    @Test(arguments: [
        (#""Preheat the oven.\nBake 20 minutes.""#, ["Preheat the oven.", "Bake 20 minutes."]),
        (#""<ol><li>Mix.</li><li>Bake.</li></ol>""#, ["Mix.", "Bake."]),
        (#"["1. Mix.", "2) Bake."]"#, ["Mix.", "Bake."]),
        (#"[{"@type": "HowToStep", "text": "Mix."}, {"@type": "HowToStep", "name": "Bake."}]"#, ["Mix.", "Bake."]),
        (
            #"[{"@type": "HowToSection", "name": "Dough", "itemListElement": [{"@type": "HowToStep", "text": "Knead."}]}, {"@type": "HowToSection", "name": "Bake", "itemListElement": ["Bake."]}]"#,
            ["Knead.", "Bake."]
        ),
    ])
    func instructionsInEveryShape(_ instructions: String, _ expected: [String]) throws {
        let r = try recipe(#"{"@type": "Recipe", "name": "X", "recipeInstructions": \#(instructions)}"#, path: "r.json")
        #expect(r.steps.map(\.text) == expected)
        #expect(r.steps.map(\.order) == Array(1...expected.count))
    }

    @Test(arguments: [
        ("PT10M", "10 min"), ("PT1H30M", "1 h 30 min"), ("P0DT0H45M", "45 min"), ("PT90S", "1 min 30 s"),
        ("PT1.5H", "1 h 30 min"), ("P1DT2H", "26 h"), ("20 minutes", "20 min"),
    ])
    func durations(_ iso: String, _ text: String) throws {
        let r = try recipe(#"{"@type": "Recipe", "name": "X", "prepTime": "\#(iso)"}"#, path: "r.json")
        #expect(r.prepTime == text)
    }

    @Test(arguments: ["PT", "P1M", "PT-5M", "PTxM", "soon", "P1Y"])
    func malformedDurationsAreWarningsNotFailures(_ iso: String) throws {
        let text = "{\"@type\": \"Recipe\",\n \"name\": \"X\",\n \"cookTime\": \"\(iso)\"}"
        let result = read(text, path: "r.json")
        guard case .document(.recipe(let r))? = result.content else {
            Issue.record("no recipe")
            return
        }
        #expect(r.cookTime == nil)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.headline.hasPrefix("r.json:3:14: warning: cookTime '\(iso)' is not an ISO-8601 duration"))
    }

    @Test(arguments: [
        (#"4"#, 4), (#""6 servings""#, 6), (#"["2", "2 bowls"]"#, 2), (#""Serves 4-6""#, 4), (#"[null, "8 pieces"]"#, 8),
    ])
    func yields(_ yield: String, _ servings: Int) throws {
        #expect(try recipe(#"{"@type": "Recipe", "name": "X", "recipeYield": \#(yield)}"#, path: "r.json").servings == servings)
    }

    @Test func nutritionStringsAndTheOtherFields() throws {
        let json = #"""
            {"@type": "Recipe", "name": "Bowl",
             "image": ["https://ex.com/1.jpg", "https://ex.com/2.jpg"],
             "url": "https://www.tiktok.com/@cook/video/1",
             "recipeCategory": ["Breakfast", "Vegan"], "recipeCuisine": "Thai", "keywords": "quick, bowl",
             "dateCreated": "2026-01-02T03:04:05Z",
             "nutrition": {"@type": "NutritionInformation", "calories": "250 kcal", "proteinContent": "12 g",
                           "carbohydrateContent": "30,4 g", "fatContent": 8.6}}
            """#
        let r = try recipe(json, path: "r.json")
        #expect(r.nutrition == Nutrition(calories: 250, protein: 12, carbs: 30, fats: 9))
        #expect(r.thumbnail == "https://ex.com/1.jpg")
        #expect(r.sourceUrl == "https://www.tiktok.com/@cook/video/1")
        #expect(r.sourcePlatform == .tiktok)
        #expect(r.category == .breakfast)
        #expect(r.tags == ["Vegan", "quick", "bowl", "Thai"])
        #expect(r.createdAt?.text == "2026-01-02T03:04:05Z")
        let object = try recipe(
            #"{"@type": "Recipe", "name": "X", "image": {"@type": "ImageObject", "url": "https://ex.com/o.jpg"}}"#, path: "r.json")
        #expect(object.thumbnail == "https://ex.com/o.jpg")
    }

    @Test func zeroAndOneAreNumbersButTrueIsNot() throws {
        let json =
            #"{"@type": "Recipe", "name": "X", "recipeYield": 1, "recipeIngredient": "1 egg", "recipeInstructions": "Boil.", "nutrition": {"calories": 0, "proteinContent": 1, "carbohydrateContent": 0, "fatContent": 1}}"#
        let result = read(json, path: "r.json")
        #expect(result.diagnostics.isEmpty)
        guard case .document(.recipe(let r))? = result.content else { throw CancellationError() }
        #expect(r.nutrition == Nutrition(calories: 0, protein: 1, carbs: 0, fats: 1))
        let withTrue = read(
            #"{"@type": "Recipe", "name": "X", "recipeYield": true, "recipeIngredient": "1 egg", "recipeInstructions": "Boil."}"#, path: "r.json")
        #expect(withTrue.diagnostics.map(\.message) == ["recipeYield has no number of servings; servings left at 1"])
    }

    @Test func incompleteNutritionIsLeftOutWithAWarning() {
        let result = read(
            #"{"@type": "Recipe", "name": "X", "recipeYield": 2, "recipeIngredient": "1 egg", "recipeInstructions": "Boil.", "nutrition": {"calories": "250 kcal"}}"#,
            path: "r.json")
        guard case .document(.recipe(let r))? = result.content else {
            Issue.record("no recipe")
            return
        }
        #expect(r.nutrition == nil)
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }

    @Test func syntaxErrorsPointIntoThePage() {
        let html = "<html>\n<body>\n<script type=\"application/ld+json\">\n{\"@type\": \"Recipe\",\n \"name\": }\n</script>\n"
        let result = read(html)
        #expect(result.content == nil)
        #expect(result.diagnostics.first?.headline == "page.html:5:10: error: in the JSON-LD script block: expected a JSON value")
    }

    @Test(arguments: [
        ("<html>no json here</html>", "page.html: error: no schema.org JSON-LD in this file"),
        (page(#"{"@type": "Organization"}"#), "page.html: error: no schema.org Recipe in the JSON-LD"),
        (page(#"{"@type": "Recipe", "description": "no name"}"#), "page.html:2:36: error: the Recipe has no name"),
    ])
    func failuresSayWhy(_ text: String, _ headline: String) {
        let result = read(text)
        #expect(result.content == nil)
        #expect(result.diagnostics.map(\.headline).contains(headline))
    }

    @Test func platformsFromAddresses() {
        #expect(SourcePlatform.detect(url: "https://www.instagram.com/reel/C1/") == .instagram)
        #expect(SourcePlatform.detect(url: "http://m.youtube.com/watch?v=1") == .youtube)
        #expect(SourcePlatform.detect(url: "https://youtu.be/8hT2") == .youtube)
        #expect(SourcePlatform.detect(url: "https://vm.tiktok.com/ZM1/") == .tiktok)
        #expect(SourcePlatform.detect(url: "https://notinstagram.com/x") == nil)
        #expect(SourcePlatform.detect(url: "https://example.com/instagram.com") == nil)
    }
}
