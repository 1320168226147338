import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct MarkdownWriterTests {
    static let recipe = """
        recipe Toast *Deluxe*
          category breakfast
          servings 2
          prep 5 min
          source https://www.instagram.com/p/x/
          platform instagram
          tags quick

        caption
          | Crunchy.
          |
          | #toast

        ingredients
          - 2 slices bread
          - 1 1/2 tbsp butter, soft
          - [a pinch] salt

        steps
          1. Toast the bread. [timer 3 min "until golden"]
          2. Butter it.

        nutrition per serving
          calories 250  protein 6  carbs 30  fats 12
        """

    func parsed() throws -> Recipe {
        guard case .recipe(let r)? = Language.parse(Self.recipe).document else { throw CancellationError() }
        return r
    }

    @Test func aPrintFriendlyPage() throws {
        #expect(
            MarkdownWriter.write(try parsed()) == """
                # Toast \\*Deluxe\\*

                *Breakfast · serves 2 · prep 5 min*

                Tags: quick

                Source: <https://www.instagram.com/p/x/> (instagram)

                > Crunchy.
                >
                > \\#toast

                ## Ingredients

                - **2 slices** bread
                - **1 1/2 tbsp** butter, soft
                - **a pinch** salt

                ## Steps

                1. Toast the bread. *(timer 3 min until golden)*
                2. Butter it.

                ## Nutrition per serving

                | calories | protein | carbs | fats |
                |---:|---:|---:|---:|
                | 250 kcal | 6 g | 30 g | 12 g |

                """)
    }

    @Test func scaledToMoreServings() throws {
        let text = MarkdownWriter.write(try parsed(), servings: 6)
        #expect(text.contains("*Breakfast · serves 6 (scaled from 2) · prep 5 min*"))
        #expect(text.contains("- **6 slices** bread\n- **4 ½ tbsp** butter, soft\n- **a pinch** salt\n"))
    }
}
