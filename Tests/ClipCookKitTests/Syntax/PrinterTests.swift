import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    @Suite struct PrinterTests {
        @Test func canonicalRecipe() {
            let recipe = Recipe(
                id: "toast", title: "Toast", caption: "Crisp.\n  Golden", servings: 2, category: .breakfast,
                ingredients: [
                    Ingredient(id: "i1", name: "bread", amount: "2 slices"),
                    Ingredient(id: "butter", name: "butter, salted", amount: "", notes: ""),
                    Ingredient(id: "i3", name: "2 eggs", amount: ""),
                ],
                steps: [Step(id: "s1", order: 1, text: "Toast [id x] it", timers: [StepTimer(seconds: 150, label: "2 s later")])],
                nutrition: Nutrition(calories: 200, protein: 6, carbs: 30, fats: 7), tags: ["quick", "a, b"])
            #expect(
                Language.print(.recipe(recipe)) == #"""
                    recipe Toast
                      category breakfast
                      servings 2
                      tags quick, "a, b"

                    caption
                      | Crisp.
                      |   Golden

                    ingredients
                      - 2 slices bread
                      - "butter, salted", ""  [id butter]
                      - [] 2 eggs

                    steps
                      1. "Toast [id x] it"  [timer 2 min 30 s "2 s later"]

                    nutrition per serving
                      calories 200  protein 6  carbs 30  fats 7

                    """#)
        }

        @Test(arguments: [
            ("milk", "milk"), ("", "\"\""), (" padded", "\" padded\""), ("\"quoted\"", #""\"quoted\"""#),
            ("a -- b", "\"a -- b\""), ("a--b", "a--b"), ("tab\there", #""tab\there""#), ("bell\u{7}", #""bell\u{7}""#),
            ("[x", "\"[x\""), ("5\" pan", "5\" pan"), ("😀 e\u{301}", "😀 e\u{301}"),
            ("--", "\"--\""), ("-- half price", "\"-- half price\""), ("-x", "-x"),
        ])
        func lineValueQuoting(_ value: String, _ printed: String) {
            #expect(TextQuoting.lineValue(value) == printed)
        }

        /// Issue 13: an item named `--` would read as a comment after the marker's space.
        @Test func textThatWouldReadAsACommentIsQuoted() {
            let list = ShoppingList(shoppingItems: [ShoppingItem(id: DerivedID.shoppingItems(names: ["--"])[0], name: "--", checked: true)])
            let text = Language.print(.shoppingList(list))
            #expect(text == "shopping\n  - [x] \"--\"\n")
            #expect(Language.parse(text, path: "t").document == .shoppingList(list))
        }

        @Test func captionWithCarriageReturnIsQuoted() {
            let id = DerivedID.pendingImports(urls: ["x"])[0]
            let inbox = Inbox(pendingImports: [PendingImport(id: id, url: "x", status: .ready, caption: "a\r\nb")])
            #expect(Language.print(.inbox(inbox)) == "inbox\npending x\n  status ready\n  caption \"a\\r\\nb\"\n")
        }

        @Test func settingsWriteOnlyWhatIsStated() {
            #expect(Language.print(.settings(Settings())) == "settings\n")
            let stated = Settings(units: .metric, darkMode: false, isPremium: true, nutritionGoals: .defaultGoals, schemaVersion: 1)
            #expect(
                Language.print(.settings(stated)) == """
                    settings
                      units metric
                      dark-mode off
                      premium
                      schema 1

                    goals
                      calories 2200  protein 120  carbs 250  fats 70

                    """)
        }

        @Test func printingIsStableAfterTheFirstPrint() throws {
            for (_, text) in SampleDocuments.all {
                let first = Language.print(try #require(Language.parse(text).document))
                let second = Language.print(try #require(Language.parse(first).document))
                #expect(first == second)
            }
        }
    }
}
