import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookInterop
@testable import ClipCookKit

/// Pages marked up with the hRecipe microformat (microformats.org's draft:
/// `hrecipe`, `fn`, `ingredient`, `yield`, `instructions`, `duration`, the
/// value-class pattern) or microformats2's `h-recipe`, and no schema.org
/// data. The pages are written here after the draft's property list.
@Suite struct MicroformatRecipeTests {
    func recipe(_ html: String) throws -> Recipe {
        try PageRepairsRoundTwelveTests().recipe(html)
    }

    static let hRecipe = """
        <html><head><title>Lentil soup - Old Kitchen</title></head><body>
        <h2>Our recipes</h2>
        <div class="hrecipe">
          <h3 class="fn">Red Lentil Soup</h3>
          <p class="summary">A soup for a cold night.</p>
          <img class="photo" src="https://example.com/soup.jpg" alt="">
          <p>Serves <span class="yield">4</span>.
             Prep <span class="preptime"><span class="value-title" title="PT15M"></span>15 min</span>,
             cook <abbr class="cooktime" title="PT40M">40 minutes</abbr>.</p>
          <ul>
            <li class="ingredient"><span class="value">1</span> <span class="type">cup</span> red lentils</li>
            <li class="ingredient">2 carrots, diced</li>
            <li class="ingredient">1 onion, chopped</li>
          </ul>
          <div class="instructions">
            <p>Soften the onion and carrots in a little oil.</p>
            <p>Add the lentils and a litre of water; simmer 40 minutes.</p>
          </div>
        </div>
        <div class="comments"><p class="ingredient-note">Nice!</p></div>
        </body></html>
        """

    @Test func anHRecipePageIsReadFromItsClasses() throws {
        let read = try recipe(Self.hRecipe)
        #expect(read.title == "Red Lentil Soup")
        #expect(read.servings == 4)
        #expect(read.ingredients.map(\.name) == ["red lentils", "carrots", "onion"])
        #expect(read.ingredients.first?.amount == "1 cup")
        #expect(
            read.steps.map(\.text) == [
                "Soften the onion and carrots in a little oil.", "Add the lentils and a litre of water; simmer 40 minutes.",
            ])
        #expect(read.prepTime?.description == "15 min")
        #expect(read.cookTime?.description == "40 min")
        #expect(read.thumbnail == "https://example.com/soup.jpg")
    }

    @Test func aMicroformats2PageIsReadToo() throws {
        let html = """
            <html><body><article class="h-recipe"><h1 class="p-name">Flatbread</h1>
            <span class="p-yield">6 breads</span>
            <ul><li class="p-ingredient">250 g flour</li><li class="p-ingredient">150 ml warm water</li></ul>
            <ol class="e-instructions"><li>Mix into a dough.</li><li>Roll thin and cook in a hot pan.</li></ol>
            </article></body></html>
            """
        let read = try recipe(html)
        #expect(read.title == "Flatbread")
        #expect(read.servings == 6)
        #expect(read.ingredients.map(\.name) == ["flour", "water"])
        #expect(read.steps.count == 2)
    }

    @Test func aPageWithoutTheRootOrWithoutIngredientsIsNotAnHRecipe() {
        #expect(HTMLMicroformatRecipe.node(in: Array("<div class=\"fn\">Soup</div><li class=\"ingredient\">salt</li>".utf8)) == nil)
        #expect(HTMLMicroformatRecipe.node(in: Array("<div class=\"hrecipe\"><h2 class=\"fn\">Soup</h2></div>".utf8)) == nil)
        #expect(HTMLMicroformatRecipe.contains(Array("<DIV CLASS=\"HRECIPE\">".utf8), "hrecipe"))
    }

    @Test func stepsMarkedOneByOneAreEachAStep() throws {
        let html = """
            <html><body><div class="hrecipe"><span class="fn">Tea</span>
            <span class="ingredient">1 tea bag</span><span class="ingredient">250 ml water</span>
            <p class="instruction">Boil the water.</p><p class="instruction">Steep 3 minutes.</p></div></body></html>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Boil the water.", "Steep 3 minutes."])
    }
}

extension MicroformatRecipeTests {
    /// An element left open runs to its parent's end, and one element may
    /// carry every class: read once for each, a page's values would copy it
    /// five times over; they copy it at most twice.
    @Test func anElementLeftOpenWithEveryClassCopiesThePageAtMostTwice() {
        let padding = String(repeating: "<p>1 onion, chopped</p>", count: 10_000)
        let html = "<div class=\"hrecipe\"><span class=\"fn ingredient instructions yield summary\">Soup " + padding + "</div>"
        let bytes = Array(html.utf8)
        var copied = 0
        // What is read once the budget is spent is empty: no recipe, rather than the page copied five times.
        _ = HTMLMicroformatRecipe.node(in: bytes, copied: &copied)
        #expect(copied <= 2 * bytes.count + 65_536)
        #expect(copied >= bytes.count)
    }
}
