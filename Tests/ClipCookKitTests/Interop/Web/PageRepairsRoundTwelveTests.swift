import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookInterop
@testable import ClipCookKit

/// Round twelve of issue 33: page-level kinds the tune pages of
/// `Tests/WebPages/tune12/` showed (bodybuilding.com's JSON-LD with a comma
/// before `]`; grandfrais.com's microdata list in one element, a line a
/// `<br />`). The inputs are written after those pages' shapes.
@Suite struct PageRepairsRoundTwelveTests {
    func recipe(_ html: String) throws -> Recipe {
        let path = "page.html"
        let result = DocumentReader.read(
            SourceFile(path: path, text: html), as: InteropFormat.sniff(path: path, bytes: Array(html.utf8)))
        guard case .document(.recipe(let recipe))? = result.content else {
            Issue.record("no recipe: \(result.diagnostics.map(\.headline))")
            throw CancellationError()
        }
        return recipe
    }

    @Test func aJSONLDBlockWithATrailingCommaIsStillRead() throws {
        let html = """
            <html><head><script type="application/ld+json">
            {"@type": "Recipe", "name": "Teriyaki Rice Bowl",
             "image": ["https://example.com/bowl.jpg",
                  ],
             "prepTime": "PT5M", "cookTime": "PT2M", "recipeYield": "1 serving",
             "recipeIngredient": ["0.5 cup brown rice", "2 tbsp light soy sauce", ],
             "recipeInstructions": [{"@type": "HowToStep", "text": "Cook the rice."}, ]}
            </script></head><body><h1>Teriyaki Rice Bowl</h1></body></html>
            """
        let read = try recipe(html)
        #expect(read.title == "Teriyaki Rice Bowl")
        #expect(read.ingredients.count == 2)
        #expect(read.steps.count == 1)
        #expect(read.prepTime != nil && read.cookTime != nil)
    }

    @Test func aCommaInsideAStringIsNotATrailingComma() {
        let text = #"{"name": "a, ]", "list": [1, 2, ]}"#
        let repaired = JSONLDTrailingCommas.repaired(from: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
        #expect(repaired == #"{"name": "a, ]", "list": [1, 2 ]}"#)
        #expect(JSONLDTrailingCommas.repaired(from: Array(#"{"a": [1, 2]}"#.utf8)) == nil)
    }

    @Test func aMicrodataListInOneElementIsALineABreak() throws {
        let html = """
            <div itemscope itemtype="http://schema.org/Recipe">
            <h1 itemprop="name">Sauté de lapin</h1>
            <div itemprop="ingredients"><p>- 1 lapin d&#39;environ 1,8 kg coup&eacute; en morceaux<br />
            - 200 g de lardons<br />
            - 3 gousses d&#39;ail<br />
            - Sel et poivre du moulin</p></div>
            <div itemprop="recipeInstructions"><ul><li>Pelez l'ail.</li></ul><ul><li>Faites dorer le lapin.</li></ul></div>
            </div>
            """
        let read = try recipe(html)
        #expect(read.ingredients.count == 4)
        #expect(read.ingredients.first?.name.hasPrefix("lapin") == true)
        #expect(read.ingredients.last?.name.lowercased().hasPrefix("sel") == true)
    }

    @Test func oneLineWithOneBreakIsNotSplit() {
        #expect(IngredientListTidy.markupLines("2 eggs<br>") == nil)
        #expect(IngredientListTidy.markupLines("<p>- 1 onion<br>- 2 carrots<br>- salt</p>") == ["1 onion", "2 carrots", "salt"])
    }

    @Test func accentedLettersWrittenAsNamedReferencesAreDecoded() {
        #expect(HTMLText.line("2 tomates m&ucirc;res") == "2 tomates mûres")
        #expect(HTMLText.line("&Eacute;pices &agrave; l&#39;&oelig;uf, p&acirc;te, pi&ntilde;a") == "Épices à l'œuf, pâte, piña")
    }
}
