import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Recipe pages as sites really publish them: JSON without `@context`, the
/// page's address in `mainEntityOfPage` or `@id`, keywords split by
/// semicolons, a category to guess, parts missing, microdata instead of
/// JSON-LD, spoons in other languages.
@Suite struct JSONLDPagesTests {
    func read(_ text: String, path: String = "page.json") -> InteropReadResult {
        DocumentReader.read(SourceFile(path: path, text: text), as: InteropFormat.sniff(path: path, bytes: Array(text.utf8)))
    }

    func recipe(_ text: String, path: String = "page.json") throws -> Recipe {
        let result = read(text, path: path)
        guard case .document(.recipe(let recipe))? = result.content else {
            Issue.record("no recipe: \(result.diagnostics.map(\.headline))")
            throw CancellationError()
        }
        return recipe
    }

    static func node(_ fields: String) -> String {
        #"{"@type": "Recipe", "name": "Oat Pancakes", "recipeYield": "4", "recipeIngredient": ["1 cup oats"], "recipeInstructions": ["Blend."]"#
            + (fields.isEmpty ? "" : ", " + fields) + "}"
    }

    @Test(arguments: [
        #"{"@type": "Recipe", "name": "Oat Pancakes"}"#,
        #"[{"@type": "WebPage"}, {"@type": ["Recipe", "NewsArticle"], "name": "Oat Pancakes"}]"#,
        #"{"@graph": [{"@type" : "schema:Recipe", "name": "Oat Pancakes"}]}"#,
    ])
    func aRecipeWithoutContextIsJSONLD(_ json: String) throws {
        #expect(InteropFormat.sniff(path: "page.json", bytes: Array(json.utf8)) == .jsonld)
        #expect(InteropFormat.sniff(path: "-", bytes: Array(json.utf8)) == .jsonld)
        #expect(try recipe(json).title == "Oat Pancakes")
    }

    @Test func aJSONModelIsStillJSON() {
        let json = #"{"id": "toast", "title": "Toast", "caption": "my \"@type\": \"Recipe\" joke", "category": "Snack"}"#
        #expect(InteropFormat.sniff(path: "toast.json", bytes: Array(json.utf8)) == .json)
    }

    @Test(
        arguments: [(String, String?)]([
            (#""url": "https://a.example/pancakes""#, "https://a.example/pancakes"),
            (#""mainEntityOfPage": "https://b.example/pancakes/""#, "https://b.example/pancakes/"),
            (#""mainEntityOfPage": {"@type": "WebPage", "@id": "https://c.example/p"}"#, "https://c.example/p"),
            (#""@id": "https://d.example/pancakes/#recipe""#, "https://d.example/pancakes/"),
            (##""@id": "#recipe""##, nil),
            (##""mainEntityOfPage": true, "@id": "https://e.example/x#r""##, "https://e.example/x"),
        ]))
    func thePageAddressComesFromUrlThenMainEntityOfPageThenId(_ fields: String, _ expected: String?) throws {
        #expect(try recipe(Self.node(fields)).sourceUrl == expected)
    }

    @Test func keywordsAreSplitAtCommasAndSemicolons() throws {
        let r = try recipe(Self.node(#""keywords": "easy; gluten free, quick;;vegan""#))
        #expect(r.tags == ["easy", "gluten free", "quick", "vegan"])
    }

    @Test(arguments: [
        (#""recipeCategory": "Dessert""#, "Oat Pancakes", RecipeCategory.snack),
        (#""recipeCategory": "Main Course""#, "Cookies", .dinner),
        (#""recipeCategory": ["Cookies"]"#, "Brown Butter Treats", .snack),
        (#""keywords": "cake, chocolate""#, "Grandma's Best", .snack),
        (#""recipeCategory": "Bread""#, "Fluffy Pancakes", .breakfast),
        (#""recipeCuisine": "Mexican""#, "Weeknight Chicken Tacos", .dinner),
        (#""keywords": "lunchbox""#, "Pinwheels", .lunch),
        ("", "Piece of Toast", .dinner),
    ])
    func theCategoryIsChosenFromTheWords(_ fields: String, _ title: String, _ expected: RecipeCategory) throws {
        let json = Self.node(fields).replacingOccurrences(of: "Oat Pancakes", with: title)
        #expect(try recipe(json).category == expected)
    }

    @Test func aCategoryNamedOutrightIsNoTagButOtherCategoriesAre() throws {
        let r = try recipe(Self.node(#""recipeCategory": "Dessert, Cookies""#))
        #expect(r.category == .snack)
        #expect(r.tags == ["Cookies"])
    }

    @Test func missingPartsAreWarnedAbout() throws {
        let json = #"{"@type": "Recipe", "name": "Mystery"}"#
        let result = read(json)
        guard case .document(.recipe(let r))? = result.content else { throw CancellationError() }
        #expect(r.servings == 1)
        let messages = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(messages.contains("the Recipe has no recipeYield: servings left at 1"))
        #expect(messages.contains("the Recipe has no recipeIngredient: imported without ingredients"))
        #expect(messages.contains("the Recipe has no recipeInstructions: imported without steps"))
        #expect(read(Self.node("")).diagnostics.isEmpty)
    }

    static let microdataPage = """
        <!doctype html>
        <html><body>
        <article itemscope itemtype="https://schema.org/Recipe">
          <h1 itemprop="name">Lemon &amp; Herb Chicken</h1>
          <meta itemprop="prepTime" content="PT15M">
          <time itemprop="cookTime" datetime="PT40M">40 minutes</time>
          <span itemprop="recipeYield">Serves 4</span>
          <span itemprop="recipeCategory">Dinner</span>
          <a itemprop="url" href="https://f.example/lemon-chicken">link</a>
          <img itemprop="image" src="https://f.example/chicken.jpg">
          <ul>
            <li itemprop="recipeIngredient">4 chicken thighs
            <li itemprop="recipeIngredient">2 <b>lemons</b>, zested
            <li itemprop="recipeIngredient">1 tbsp thyme leaves</li>
          </ul>
          <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
            <span itemprop="calories">410 kcal</span> <span itemprop="proteinContent">35 g</span>
            <span itemprop="carbohydrateContent">6 g</span> <span itemprop="fatContent">27 g</span>
          </div>
          <ol itemprop="recipeInstructions">
            <li>Rub the chicken with the zest and thyme.</li>
            <li>Roast for 40 minutes.</li>
          </ol>
          <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
            <p itemprop="text">Rest for 5 minutes.</p>
          </div>
        </article>
        <script>var x = "<div itemprop='name'>not this</div>";</script>
        </body></html>
        """

    @Test func aPageWithOnlyMicrodataIsRead() throws {
        #expect(InteropFormat.sniff(path: "saved-page", bytes: Array(Self.microdataPage.utf8)) == .jsonld)
        let r = try recipe(Self.microdataPage, path: "page.html")
        #expect(r.title == "Lemon & Herb Chicken")
        #expect(r.prepTime == "15 min")
        #expect(r.cookTime == "40 min")
        #expect(r.servings == 4)
        #expect(r.category == .dinner)
        #expect(r.sourceUrl == "https://f.example/lemon-chicken")
        #expect(r.thumbnail == "https://f.example/chicken.jpg")
        #expect(r.ingredients.map(\.name) == ["chicken thighs", "lemons", "thyme"])
        #expect(r.steps.map(\.text) == ["Rub the chicken with the zest and thyme.", "Roast for 40 minutes.", "Rest for 5 minutes."])
        #expect(r.nutrition == Nutrition(calories: 410, protein: 35, carbs: 6, fats: 27))
    }

    @Test func aPageWithNeitherSaysSo() {
        let result = read("<html><body><h1>Nothing here</h1></body></html>", path: "page.html")
        #expect(result.content == nil)
        #expect(result.diagnostics.map(\.message) == ["no schema.org JSON-LD in this file"])
    }

    @Test(arguments: [
        ("2 colher (sopa) de azeite", "2 colher (sopa)", "azeite"),
        ("1 cucharada de aceite", "1 cucharada", "aceite"),
        ("2 c. à soupe d'huile d'olive", "2 c. à soupe", "huile d'olive"),
        ("1 EL Olivenöl", "1 EL", "Olivenöl"),
        ("½ TL Salz", "½ TL", "Salz"),
        ("2 cucchiai di olio", "2 cucchiai", "olio"),
    ])
    func spoonsInTheCaptionsLanguagesAreUnits(_ line: String, _ amount: String, _ name: String) throws {
        let parts = IngredientText.split(line)
        #expect(parts.amount == amount)
        #expect(parts.name == name)
        let unit = try #require(Amount(parts.amount)?.unit)
        #expect(["tbsp", "tsp"].contains(unit.symbol))
    }
}
