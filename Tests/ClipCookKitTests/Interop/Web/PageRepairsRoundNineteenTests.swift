import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookInterop
@testable import ClipCookKit

/// Page kinds the tune pages of `Tests/WebPages/fresh17/` showed in round
/// fifteen (a list given as blocks inside one microdata property, the
/// method's heading read as a step, a footnote among the ingredients, a
/// yield with no colon, diets in brackets after the title): the inputs are
/// written after their shapes, not copied from them.
@Suite struct PageRepairsRoundNineteenTests {
    func recipe(_ html: String) throws -> Recipe {
        try PageRepairsRoundTwelveTests().recipe(html)
    }

    @Test func aListGivenAsBlocksInsideOneMicrodataPropertyIsALineABlock() throws {
        let html = """
            <html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Glazed Leaves</h1>
            <div itemprop="recipeIngredient"><div class="i">as you like&nbsp;<a href="/a">Celery leaves</a></div>
            <div class="i">1:1:1*&nbsp;<a href="/b">Sugar</a></div><div class="i">2 tbsp&nbsp;<a href="/c">Soy sauce</a></div></div>
            <ol itemprop="recipeInstructions"><li>Chop the leaves.</li><li>Cook them down.</li></ol></div></body></html>
            """
        let read = try recipe(html)
        #expect(read.ingredients.map(\.name) == ["Celery leaves", "Sugar", "Soy sauce"])
        #expect(read.ingredients.map(\.amount) == ["", "", "2 tbsp"])
        // one line of spans stays one line
        let spans = """
            <html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Toast</h1>
            <li itemprop="recipeIngredient"><span>2</span> <span>slices bread</span></li>
            <p itemprop="recipeInstructions">Toast it.</p></div></body></html>
            """
        #expect(try recipe(spans).ingredients.map(\.name) == ["bread"])
    }

    @Test func theMethodsOwnHeadingOverTheFirstStepIsNoStep() throws {
        for heading in ["PREPARATION", "Method:", "Instructions"] {
            let html = """
                <script type="application/ld+json">{"@type": "Recipe", "name": "Rice", "recipeIngredient": ["1 cup rice"],
                "recipeInstructions": ["\(heading)", "Rinse the rice.", "Simmer for 15 minutes."]}</script>
                """
            #expect(try recipe(html).steps.map(\.text) == ["Rinse the rice.", "Simmer for 15 minutes."])
        }
        // a first step that only starts like one stays
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Rice", "recipeIngredient": ["1 cup rice"],
            "recipeInstructions": ["Preparation is quick: rinse the rice.", "Simmer for 15 minutes."]}</script>
            """
        #expect(try recipe(html).steps.count == 2)
    }

    @Test func aFootnoteUnderAMarkedLineIsNoIngredient() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Tuna Rolls", "recipeIngredient": ["2 cans tuna",
            "2 teaspoons sriracha*", "3 sheets nori", "*use hot sauce for a milder roll"], "recipeInstructions": "Roll."}</script>
            """
        #expect(try recipe(html).ingredients.map(\.name) == ["tuna", "sriracha", "nori"])
        // with no line marked, a line opened by an asterisk is read as a line
        let unmarked = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Tuna Rolls", "recipeIngredient": ["2 cans tuna",
            "*3 sheets nori"], "recipeInstructions": "Roll."}</script>
            """
        #expect(try recipe(unmarked).ingredients.count == 2)
    }

    @Test func servesAndANumberOpeningAFactAreTheServings() throws {
        let html = """
            <html><body><h1>Tuna Salad</h1><p><em>Serves 2 | Total time: 15 minutes</em></p>
            <h5>Ingredients:</h5><ul><li>2 cans tuna</li><li>1 small avocado</li></ul>
            <h5>Directions:</h5><ol><li>Mix the tuna.</li><li>Slice the avocado.</li></ol></body></html>
            """
        #expect(try recipe(html).servings == 2)
    }

    @Test func dietsInBracketsAfterTheTitleAreNoPartOfIt() throws {
        func title(_ name: String) throws -> String {
            try recipe(
                """
                <script type="application/ld+json">{"@type": "Recipe", "name": "\(name)", "recipeIngredient": ["1 egg"],
                "recipeInstructions": "Cook."}</script>
                """
            ).title
        }
        #expect(try title("Sushi Bar Tuna Salad (Paleo, Whole30)") == "Sushi Bar Tuna Salad")
        #expect(try title("Pancakes (Vegan and Gluten-Free)") == "Pancakes")
        #expect(try title("Avocado Toast (Topping Ideas and Tips)") == "Avocado Toast (Topping Ideas and Tips)")
        #expect(try title("(Keto)") == "(Keto)")
    }

    @Test func listsWithNoHeadingAreTheIngredientsAndTheMethodAfterTheTitle() throws {
        let html = """
            <html><body><ul><li>Soupes</li><li>Salades</li></ul><h1>Guacamole</h1>
            <div><span>Temps de préparation: 5 min</span></div>
            <ul><li>4 brins de coriandre</li><li>2 avocats bien mûrs</li><li>Jus de ½ citron vert</li></ul>
            <ul><li>protéines: 2 g</li><li>lipides: 8 g</li></ul>
            <ol><li>Rincer et sécher la coriandre, puis la hacher.</li><li>Écraser les avocats et mélanger le tout.</li></ol>
            <ul><li>Partager</li></ul></body></html>
            """
        let read = try recipe(html)
        #expect(read.title == "Guacamole")
        #expect(read.ingredients.map(\.name) == ["coriandre", "avocats", "citron vert"])
        #expect(read.steps.map(\.text) == ["Rincer et sécher la coriandre, puis la hacher.", "Écraser les avocats et mélanger le tout."])
        #expect(read.prepTime == "5 min")
        // a list under its heading and a method under none
        let headed = """
            <html><body><h1>Guacamole</h1><div>Ingrédients</div><ul><li>2 avocats</li><li>1 pincée de sel</li></ul>
            <ol><li>Écraser les avocats avec le sel.</li></ol><ul><li>Partager</li></ul></body></html>
            """
        #expect(try recipe(headed).steps.map(\.text) == ["Écraser les avocats avec le sel."])
        // a list of short items and no list of sentences is still no recipe
        let menu = "<html><body><h1>Menu</h1><ul><li>2 soupes</li><li>3 salades</li></ul><ul><li>Contact</li></ul></body></html>"
        let result = DocumentReader.read(
            SourceFile(path: "menu.html", text: menu), as: InteropFormat.sniff(path: "menu.html", bytes: Array(menu.utf8)))
        #expect(result.content == nil)
    }
}
