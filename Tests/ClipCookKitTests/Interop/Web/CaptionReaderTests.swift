import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Captions as people paste them from Instagram, TikTok and YouTube.
@Suite struct CaptionReaderTests {
    static let english = """
        🍋 Lemon Garlic Chicken Orzo 🍋 #dinner #onepot
        The easiest weeknight dinner!!

        Serves 4 | Prep: 10 mins | Cook: 25 mins

        Ingredients:
        • 500g chicken thighs, diced
        • 1 ½ cups orzo
        • 3 cloves garlic (minced)
        • a pinch of chili flakes
        • salt & pepper

        Method:
        1. Brown the chicken, 5 mins.
        2) Add garlic and orzo.
        3️⃣ Pour in 3 cups stock and simmer 12 mins.
        Step 4: Finish with lemon. Enjoy! 😍

        #easyrecipes #Chicken
        """

    @Test func anEnglishCaptionBecomesADraft() {
        let draft = CaptionReader.read(Self.english, url: "https://www.instagram.com/reel/C9zQx1LmN0p/")
        let r = draft.recipe
        #expect(draft.failure == nil)
        #expect(r.title == "Lemon Garlic Chicken Orzo")
        #expect(r.id == "lemon-garlic-chicken-orzo")
        #expect(r.servings == 4)
        #expect(r.prepTime == "10 min")
        #expect(r.cookTime == "25 min")
        #expect(r.sourcePlatform == .instagram)
        #expect(r.sourceUrl == "https://www.instagram.com/reel/C9zQx1LmN0p/")
        #expect(r.caption == Self.english)
        #expect(r.category == .dinner)
        #expect(r.tags == ["dinner", "onepot", "easyrecipes", "chicken"])
        #expect(r.ingredients.map(\.amount) == ["500g", "1 ½ cups", "3 cloves", "a pinch", ""])
        #expect(r.ingredients.map(\.name) == ["chicken thighs", "orzo", "garlic", "chili flakes", "salt & pepper"])
        #expect(r.ingredients.map(\.notes) == ["diced", nil, "minced", nil, nil])
        #expect(
            r.steps.map(\.text) == [
                "Brown the chicken, 5 mins.", "Add garlic and orzo.", "Pour in 3 cups stock and simmer 12 mins.", "Finish with lemon. Enjoy!",
            ])
        #expect(r.steps.map(\.order) == [1, 2, 3, 4])
    }

    @Test(arguments: [
        (
            """
            Tortilla de patatas 🇪🇸
            Para 4 personas
            Ingredientes:
            - 4 huevos
            - 500 g patatas, en rodajas
            Preparación:
            1. Freír las patatas.
            2. Añadir los huevos.
            """, "Tortilla de patatas", 4, ["huevos", "patatas"], ["Freír las patatas.", "Añadir los huevos."]
        ),
        (
            """
            Quiche lorraine #dîner
            Pour 6 personnes
            Ingrédients :
            - 200 g de lardons
            - 3 œufs
            Préparation :
            1. Cuire les lardons.
            2. Mélanger avec les œufs.
            """, "Quiche lorraine", 6, ["lardons", "œufs"], ["Cuire les lardons.", "Mélanger avec les œufs."]
        ),
        (
            """
            Kaiserschmarrn
            Für 2 Personen
            Zutaten:
            * 125 g Mehl
            * 2 Eier
            Zubereitung:
            1. Alles verrühren.
            2. In der Pfanne backen.
            """, "Kaiserschmarrn", 2, ["Mehl", "Eier"], ["Alles verrühren.", "In der Pfanne backen."]
        ),
        (
            """
            Pasta al pomodoro 🍝
            Porzioni: 2
            Ingredienti
            - 200 g spaghetti
            - 400 g pomodori pelati
            Procedimento
            1. Cuocere la pasta.
            2. Unire il sugo.
            """, "Pasta al pomodoro", 2, ["spaghetti", "pomodori pelati"], ["Cuocere la pasta.", "Unire il sugo."]
        ),
    ])
    func otherLanguages(_ caption: String, _ title: String, _ servings: Int, _ names: [String], _ steps: [String]) {
        let r = CaptionReader.read(caption).recipe
        #expect(r.title == title)
        #expect(r.servings == servings)
        #expect(r.ingredients.map(\.name) == names)
        #expect(r.steps.map(\.text) == steps)
    }

    @Test func withoutHeadersBulletsWithAmountsAndNumberedLinesAreUsed() {
        let caption = """
            5-minute yogurt bowl for breakfast 🥣
            - 200 g Greek yogurt
            - ½ cup granola
            - honey to taste
            1. Spoon the yogurt into a bowl.
            2. Top with granola.
            """
        let r = CaptionReader.read(caption, url: "https://www.tiktok.com/@me/video/1").recipe
        #expect(r.title == "5-minute yogurt bowl for breakfast")
        #expect(r.category == .breakfast)
        // A bullet without an amount among bullets with amounts is an ingredient too.
        #expect(r.ingredients.map(\.name) == ["Greek yogurt", "granola", "honey"])
        #expect(r.steps.count == 2)
        #expect(r.sourcePlatform == .tiktok)
    }

    @Test func inlineIngredientListAndTimesWithHours() {
        let caption = "Banana bread\nIngredients: 3 bananas, 2 cups flour, 1 egg\nPrep time: 15 minutes\nBake time: 1 hr 5 min\nMethod: mix and bake."
        let r = CaptionReader.read(caption).recipe
        #expect(r.ingredients.map(\.name) == ["bananas", "flour", "egg"])
        #expect(r.prepTime == "15 min")
        #expect(r.cookTime == "1 h 5 min")
        #expect(r.steps.map(\.text) == ["mix and bake."])
    }

    @Test(arguments: [
        ("Prep: 1h30", "1 h 30 min", nil) as (String, String?, String?), ("Cook time: 1 hr 30", nil, "1 h 30 min"),
        ("Préparation : 15 minutes", "15 min", nil),
        ("Preparación: 10 min | Cocción: 1 hora", "10 min", "1 h"), ("Kochzeit: 2 Stunden", nil, "2 h"),
        ("Tempo di cottura: 20 minuti", nil, "20 min"),
    ])
    func timesInWordsAndLanguages(_ line: String, _ prep: String?, _ cook: String?) {
        let r = CaptionReader.read("Soup\n\(line)\nIngredients:\n- 1 l water").recipe
        #expect(r.prepTime == prep)
        #expect(r.cookTime == cook)
        #expect(r.ingredients.count == 1)
    }

    @Test func aStepThatMentionsCookingIsNotATime() {
        let caption = "Eggs\nIngredients:\n- 2 eggs\nMethod:\nCook 5 min until set.\nServe."
        let r = CaptionReader.read(caption).recipe
        #expect(r.cookTime == nil)
        #expect(r.steps.map(\.text) == ["Cook 5 min until set.", "Serve."])
    }

    @Test func aCaptionWithoutARecipeFailsAndSaysWhy() {
        let draft = CaptionReader.read("Best dinner ever 😍 #foodie", url: "https://youtu.be/x")
        #expect(draft.failure?.hasPrefix("no ingredients or steps found in the caption") == true)
        #expect(draft.recipe.caption == "Best dinner ever 😍 #foodie")
    }

    @Test func aBlankRecipeKeepsTheLinkAndPlatform() {
        let r = CaptionReader.blank(url: "https://youtu.be/8hT2kLmNpQr", title: nil)
        #expect(r.title == "Recipe from YouTube")
        #expect(r.sourceUrl == "https://youtu.be/8hT2kLmNpQr")
        #expect(r.sourcePlatform == .youtube)
        #expect(r.ingredients.isEmpty && r.steps.isEmpty)
    }

    @Test func aCaptionFileWithTheLinkFirst() {
        let text = "https://www.instagram.com/p/abc/\nToast\nIngredients:\n- 2 slices bread\n"
        let result = DocumentReader.read(SourceFile(path: "toast.txt", text: text), as: .caption)
        guard case .document(.recipe(let r))? = result.content else {
            Issue.record("no recipe: \(result.diagnostics.map(\.headline))")
            return
        }
        #expect(r.sourceUrl == "https://www.instagram.com/p/abc/")
        #expect(r.caption == "Toast\nIngredients:\n- 2 slices bread")
        #expect(r.ingredients.map(\.amount) == ["2 slices"])
    }

    @Test func aShortInstructionWithANumberOfBowlsStaysAStep() {
        let caption = """
            Miso noodle soup 🍜
            Ingredients:
            - 200 g noodles
            - 1 l stock
            - 2 tbsp miso
            Method:
            Boil the noodles. Stir the miso into the stock.
            Serve in 4 bowls.
            Serves 4
            """
        let r = CaptionReader.read(caption).recipe
        #expect(r.steps.map(\.text) == ["Boil the noodles.", "Stir the miso into the stock.", "Serve in 4 bowls."])
        #expect(r.servings == 4)
    }
}
