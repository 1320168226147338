import Testing
@testable import ClipCookCore
@testable import ClipCookInterop

/// Captions written as one paragraph (a social post's `og:description`):
/// the ingredient list after its header, then the sentences as steps.
@Suite struct CaptionUnfoldTests {
    @Test func anItalianParagraphGivesItsIngredientsAndSteps() throws {
        let caption =
            "Pasta al limone in 10 minuti 🍋🍝 la ricetta della nonna! Ingredienti per 2: 200 g di spaghetti, "
            + "1 limone non trattato, 30 g di burro, 40 g di parmigiano grattugiato, pepe nero q.b. Cuoci la pasta in acqua salata. "
            + "Scola la pasta al dente, manteca con il burro. Pepe e servi subito! #pastaallimone #perte"
        let draft = CaptionReader.read(caption, url: "https://www.tiktok.com/@x/video/1")
        #expect(draft.failure == nil)
        #expect(
            draft.recipe.ingredients.map(\.name) == ["spaghetti", "limone", "burro", "parmigiano", "pepe nero"]
                || draft.recipe.ingredients.count == 5, "\(draft.recipe.ingredients)")
        #expect(draft.recipe.ingredients.first?.amount == "200 g", "\(draft.recipe.ingredients)")
        #expect(
            draft.recipe.steps.map(\.text) == [
                "Cuoci la pasta in acqua salata.", "Scola la pasta al dente, manteca con il burro.", "Pepe e servi subito!",
            ])
        #expect(draft.recipe.tags == ["pastaallimone", "perte"])
        // The caption is kept as written.
        #expect(draft.recipe.caption == caption)
    }

    @Test func aSpanishListEndsAtItsSentenceAndSplitsTheLastItem() {
        let caption =
            "La tortilla más jugosa 🥔 Para 4 personas necesitas: 600 g de patatas, 1 cebolla, 6 huevos, "
            + "250 ml de aceite de oliva y sal. Pela y corta las patatas. Cuaja la tortilla 3 minutos por cada lado."
        let draft = CaptionReader.read(caption)
        #expect(draft.recipe.ingredients.count == 5, "\(draft.recipe.ingredients)")
        #expect(draft.recipe.ingredients.last?.name == "sal")
        #expect(draft.recipe.steps.count == 2)
    }

    @Test func proseWithoutAHeaderIsStillNoRecipe() {
        let caption = "Weeknight dal that tastes like you cooked all day. Rinse a cup of red lentils and simmer them. Serves 4."
        #expect(CaptionUnfold.unfold(caption) == nil)
        #expect(CaptionReader.read(caption).failure != nil)
        // A caption already in lines is left to the reader as written.
        #expect(CaptionUnfold.unfold("Toast\nIngredients: bread, butter\nMethod:\n1. Toast it.") == nil)
    }
}
