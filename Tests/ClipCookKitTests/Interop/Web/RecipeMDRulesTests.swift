import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The rules of the RecipeMD specification that its reference test cases
/// check, each with a document of our own (the reference's files are
/// LGPL-3.0 and stay out of the repository; `RecipeMDReferenceCasesTests`
/// measures them from a local copy).
@Suite struct RecipeMDRulesTests {
    func read(_ text: String) -> InteropReadResult {
        DocumentReader.read(SourceFile(path: "r.md", text: text), as: .recipemd)
    }

    func recipe(_ text: String) throws -> Recipe {
        let result = read(text)
        guard case .document(.recipe(let r))? = result.content else {
            Issue.record("no recipe: \(result.diagnostics.map(\.headline))")
            throw CancellationError()
        }
        return r
    }

    @Test(arguments: [
        // No title at all.
        ("", "1:1", "starts with the title as a '# Title' heading"),
        // A title of the second level.
        ("## Lemonade\n\n---\n\n- lemons\n", "1:1", "starts with the title as a '# Title' heading"),
        // No thematic break before the ingredients.
        ("# Lemonade\n\nSour and sweet, for a hot day.\n", "3:1", "no '---' line before the ingredients"),
        // A paragraph among the ingredients: the second break is missing.
        (
            "# Lemonade\n\n---\n\n- *4* lemons\n\nSqueeze the lemons.\n", "7:1",
            "only ingredient lists and headings may stand between the first and the second '---'"
        ),
        // Two paragraphs of tags.
        ("# Lemonade\n\n*drink, summer*\n\n*cold*\n\n---\n", "5:1", "a second paragraph of tags (line 3 has the first)"),
        // Two paragraphs of yields.
        ("# Lemonade\n\n**1 l**\n\n**4 glasses**\n\n---\n", "5:1", "a second paragraph of yields (line 3 has the first)"),
        // An empty list item.
        ("# Lemonade\n\n---\n\n- *4* lemons\n-   \n\n---\n", "6:1", "an empty ingredient"),
        // An amount and no name.
        ("# Lemonade\n\n---\n\n- *200 g*\n\n---\n", "5:1", "the ingredient '*200 g*' has an amount but no name"),
    ])
    func anInvalidDocumentIsRefusedNamingTheRule(_ text: String, _ place: String, _ message: String) {
        let result = read(text)
        #expect(result.content == nil)
        let headline = result.diagnostics.first?.headline ?? ""
        #expect(headline.hasPrefix("r.md:\(place): error: "), "\(headline)")
        #expect(headline.contains(message), "\(headline)")
    }

    @Test func anIngredientThatIsOnlyALinkIsNamedByItsTextAndKeepsTheLink() throws {
        let r = try recipe(
            """
            # Pasta

            ---

            - *200 g* [basil pesto](pesto.md)
            - [tomato sauce](<./sauces/tomato sauce.md> "the red one")
            - [parmesan](https://example.org/cheese) from the deli

            ---

            Toss.
            """)
        #expect(r.ingredients.map(\.name) == ["basil pesto", "tomato sauce", "parmesan from the deli"])
        #expect(r.ingredients.map(\.amount) == ["200 g", "", ""])
        #expect(r.ingredients.map(\.notes) == ["recipe: pesto.md", "recipe: ./sauces/tomato%20sauce.md", nil])
    }

    @Test func anItemOfSeveralParagraphsIsOneIngredient() throws {
        let r = try recipe(
            """
            # Stew

            ---

            - *2 kg* beef shin, in big pieces

              ask the butcher for the bone too

            - *1 bottle*

              red wine, a heavy one
            - salt

            ---
            """)
        #expect(r.ingredients.count == 3)
        #expect(r.ingredients.map(\.name) == ["beef shin", "red wine", "salt"])
        #expect(r.ingredients.map(\.amount) == ["2 kg", "1 bottle", ""])
        #expect(r.ingredients[0].notes == "in big pieces; ask the butcher for the bone too")
        #expect(r.ingredients[1].notes == "a heavy one")
    }

    @Test func aSubListBelongsToItsIngredient() throws {
        let r = try recipe(
            """
            # Salad

            ---

            - *1* lettuce
            - *1 jar* dressing
              - mustard, honey and vinegar
              - shaken
                - hard
            - *2* tomatoes

            ---
            """)
        #expect(r.ingredients.map(\.name) == ["lettuce", "dressing", "tomatoes"])
        #expect(r.ingredients[1].notes == "mustard, honey and vinegar; shaken hard")
    }

    @Test func headingsGroupIngredientsAndTheGroupsAreReadInOrder() throws {
        let r = try recipe(
            """
            # Cake

            ---

            - *200 g* flour

            ## Icing

            - *100 g* sugar

            #### Decoration

            - sprinkles

            # Filling

            - *200 g* jam
            """)
        #expect(r.ingredients.map(\.name) == ["flour", "sugar", "sprinkles", "jam"])
        #expect(r.steps.isEmpty)
    }

    @Test func aCommaBetweenDigitsIsNoSeparatorInTagsAndYields() throws {
        let r = try recipe(
            """
            # Punch

            *party,1,5 l bowl, summer*

            **1,5 l, 6 servings**

            ---
            """)
        #expect(r.tags == ["party", "1,5 l bowl", "summer"])
        #expect(r.servings == 6)
    }

    @Test func aSetextTitleAndCodeAreRead() throws {
        let r = try recipe(
            """
            Pickles
            =======

                keep in a cool place

            ---

            - *1 kg* cucumbers

            ---

                boil the brine
            """)
        #expect(r.title == "Pickles")
        #expect(r.caption == "keep in a cool place")
        #expect(r.steps.map(\.text) == ["boil the brine"])
    }

    /// Found by the fuzz oracle once empty items became errors: a name the
    /// writer wrote as a block (`- -`, `- ~~~`) or as blanks (`&#32;`).
    @Test(arguments: ["-", "+", "1.", "~~~", "&#32;", "&nbsp;", "\u{1}"])
    func aWrittenIngredientAlwaysHasAName(_ name: String) throws {
        var original = Recipe(id: "r", title: "R", category: .dinner)
        original.ingredients = [Ingredient(id: "i1", name: name), Ingredient(id: "i2", name: "salt", amount: "1 tsp")]
        original.caption = "~~~"
        let back = try recipe(RecipeMDWriter.write(original))
        #expect(back.ingredients.count == 2)
        #expect(back.caption == "~~~")
    }
}
