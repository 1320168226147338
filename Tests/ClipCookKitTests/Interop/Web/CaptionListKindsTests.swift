import Testing

@testable import ClipCookCore
@testable import ClipCookInterop

/// Captions laid out in the less usual ways of issue 33's round: servings
/// inside a sentence ("5 lunches sorted", "Feeds 4 hungry people"), step
/// headers such as "How:" and "So geht's:", a list written without
/// bullets or a header, and a comment after numbered steps. Written for
/// the test; no held-out caption is among them.
@Suite struct CaptionListKindsTests {
    @Test(arguments: [
        ("Tuna pasta salad | 4 lunches ready for the week", 4), ("One pan sausage bake - feeds 6 easily", 6),
        ("Overnight oats, split into 3 containers", 3),
    ])
    func servingsInsideTheFirstLine(_ title: String, _ servings: Int) {
        let caption = "\(title)\n\nIngredients:\n- 300g pasta\n- 1 tin tuna\n\nMethod:\n1. Cook the pasta."
        #expect(CaptionReader.read(caption).recipe.servings == servings, "\(title)")
    }

    @Test(arguments: ["How:", "So geht's:", "Paso a paso:", "Procedimiento:"])
    func lessUsualStepHeaders(_ header: String) {
        let caption = "Pancakes\n\nIngredients:\n- 2 eggs\n- 200ml milk\n- 120g flour\n\n\(header)\n1. Whisk everything.\n2. Fry in a pan."
        let recipe = CaptionReader.read(caption).recipe
        #expect(recipe.ingredients.map(\.name) == ["eggs", "milk", "flour"], "\(header)")
        #expect(recipe.steps.count == 2, "\(header)")
    }

    @Test func aListWrittenWithoutBulletsOrHeader() {
        let caption = """
            Chocolate mug cake (serves 1)

            4 tbsp flour
            3 tbsp sugar
            2 tbsp cocoa
            3 tbsp milk
            Whipped cream, to serve

            Stir everything in a mug. Microwave for 70 seconds. Top with the cream.
            """
        let recipe = CaptionReader.read(caption).recipe
        #expect(recipe.ingredients.map(\.name) == ["flour", "sugar", "cocoa", "milk", "Whipped cream"])
        #expect(recipe.steps.count == 3)
        #expect(recipe.servings == 1)
    }

    @Test func aCommentAfterNumberedStepsIsNoStep() {
        let caption = """
            Lemon chicken traybake

            Ingredients:
            - 6 chicken thighs
            - 1 lemon

            Method:
            1. Squeeze the lemon over the chicken.
            2. Roast for 40 minutes.

            Leftovers keep 3 days in the fridge
            Salvala per dopo!
            """
        let recipe = CaptionReader.read(caption).recipe
        #expect(recipe.steps.map(\.text) == ["Squeeze the lemon over the chicken.", "Roast for 40 minutes."])
    }
}
