import Foundation
import Testing
@testable import ClipCookInterop

/// Round eleven of issue 33: pages whose structured data is broken in ways
/// other sites' plugins break it too, read as the page means them. The
/// inputs are cut from real pages (cookingcircle.com and homechef.com in
/// `Tests/WebPages/fresh10/`).
@Suite struct PageRepairsTests {
    func recipe(_ html: String) throws -> [String: Any] {
        try #require(HTMLMicrodata.recipe(in: Array(html.utf8))?.0)
    }

    @Test func aWholeListGivenAsOneTextIsOneLineAnItem() {
        let text =
            "125ml non dairy milk, 1 tsp apple cider vinegar, 60ml olive oil, 100g caster sugar, "
            + "96g gluten free self raising flour, 1 tsp baking powder, 50g oat flour, 1 zest from lemon"
        #expect(
            IngredientListTidy.tidy([text]) == [
                "125ml non dairy milk", "1 tsp apple cider vinegar", "60ml olive oil", "100g caster sugar",
                "96g gluten free self raising flour", "1 tsp baking powder", "50g oat flour", "1 zest from lemon",
            ])
        // One line with its notes after commas, or a list with a food without an amount, stays whole.
        #expect(IngredientListTidy.tidy(["2 eggs, beaten, at room temperature"]) == ["2 eggs, beaten, at room temperature"])
        #expect(IngredientListTidy.tidy(["1 onion, chopped, 2 carrots, 3 celery sticks"]).count == 1)
    }

    @Test func jsonWrittenUnescapedIntoAContentAttributeIsReadAsJSON() throws {
        let html = """
            <article itemscope itemtype="http://schema.org/Recipe">
            <meta itemprop="name" content="Vegan Lemon Cupcakes">
            <meta itemprop="recipeIngredient" content="125ml non dairy milk, 1 tsp apple cider vinegar, 60ml olive oil">
            <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"Preheat your oven to 180c and line a cupcake tray with cases."},{"@type":"HowToStep","text":"Combine the non-dairy milk and cider vinegar, then set aside and allow to thicken."}]">
            </article>
            """
        let node = try recipe(html)
        var mapping = JSONLDRecipeMapping(node: node)
        let read = mapping.recipe()
        #expect(
            read.steps.map(\.text) == [
                "Preheat your oven to 180c and line a cupcake tray with cases.",
                "Combine the non-dairy milk and cider vinegar, then set aside and allow to thicken.",
            ])
        #expect(read.ingredients.map(\.name) == ["non dairy milk", "apple cider vinegar", "olive oil"])
        // A content that merely opens with a bracket is kept as written.
        let plain = try recipe(
            "<div itemscope itemtype=\"https://schema.org/Recipe\"><meta itemprop=\"name\" content=\"[Vegan] Cupcakes\"></div>")
        #expect(plain["name"] as? String == "[Vegan] Cupcakes")
    }

    @Test func aNameHoldingAHeadingAndASubheadingIsTheHeading() throws {
        let html = """
            <article itemscope itemtype='http://schema.org/Recipe'>
            <span itemprop='name'>
            <h1 class='h2 mb-0'>Prosciutto and Mushroom Carbonara</h1>
            <h2 class='h5 text-charcoal-90 mt-0'>with Asiago and peas</h2>
            </span>
            </article>
            """
        #expect(try recipe(html)["name"] as? String == "Prosciutto and Mushroom Carbonara")
        let inline = "<div itemscope itemtype='http://schema.org/Recipe'><span itemprop='name'>Pasta <em>with</em> peas</span></div>"
        #expect(HTMLText.line(try recipe(inline)["name"] as? String ?? "") == "Pasta with peas")
    }

    @Test func aStepsNameOverItsDescriptionIsItsHeading() throws {
        let html = """
            <article itemscope itemtype='http://schema.org/Recipe'><meta itemprop='name' content='Carbonara'>
            <section itemprop='recipeInstructions' itemscope itemtype='http://schema.org/ItemList'><ol>
            <li itemprop='itemListElement' itemscope itemtype='http://schema.org/ListItem'>
            <h4 itemprop='name'>Cook the Pasta</h4>
            <span itemprop='description'><p>Once water is boiling, add <strong>pasta</strong> and cook until al dente, 10-12 minutes.<p />Reserve 1/2 cup <strong>pasta cooking water</strong>.</p></span>
            <li itemprop='itemListElement' itemscope itemtype='http://schema.org/ListItem'>
            <h4 itemprop='name'>Prepare the Ingredients</h4>
            <span itemprop='description'><p>Mince garlic. Cut mushrooms into 1/4" slices.</p></span>
            </ol></section></article>
            """
        var mapping = JSONLDRecipeMapping(node: try recipe(html))
        #expect(
            mapping.recipe().steps.map(\.text) == [
                "Once water is boiling, add pasta and cook until al dente, 10-12 minutes. Reserve 1/2 cup pasta cooking water.",
                "Mince garlic. Cut mushrooms into 1/4\" slices.",
            ])
    }

    @Test func aFoodMadeEarlierInTheRecipeIsNamedWithoutItsPointer() {
        // cambreabakes.com: the roux made in the recipe's first part.
        let tangzhong = IngredientText.split("Tangzhong from above")
        #expect(tangzhong.name == "Tangzhong" && tangzhong.notes == "from above" && tangzhong.amount.isEmpty)
        let caramel = IngredientText.split("1 cup caramel from step 2, warm")
        #expect(caramel.amount == "1 cup" && caramel.name == "caramel" && caramel.notes == "from step 2, warm")
        // Where a food comes from outside the recipe stays its name.
        #expect(IngredientText.split("2 cups juice from 4 oranges").name != "juice")
        #expect(IngredientText.split("1 cup cheese from Italy").name == "cheese from Italy")
    }
}
