import Testing

@testable import ClipCookCore

/// The line kinds of issue 33's round eleven, second pass, read from the
/// tune pages (the 33 saved pages, `fresh9`, `fresh10`) and the tune sets:
/// one test a kind, with lines of each kind and lines it must leave.
@Suite struct IngredientLineRoundElevenPagesTests {
    @Test func howAFatWasMadeIsANote() {
        IngredientLineKindsTests.check([
            ("1/2 cup browned butter", "0.5", "cup", "butter"), ("6 tablespoons browned butter", "6", "tbsp", "butter"),
            ("1 lb browned ground beef", "1", "lb", "ground beef"),
            // brown sugar, brown rice and brown butter as written are foods
            ("1 cup brown sugar", "1", "cup", "brown sugar"), ("2 cups brown rice", "2", "cup", "brown rice"),
        ])
    }

    @Test func aCountedZestOrJuiceFromAFruitCountsTheFruit() {
        IngredientLineKindsTests.check([
            ("1 zest from lemon", "1", "-", "lemon"), ("2 zests of orange", "2", "-", "orange"),
            ("1 juice of lime", "1", "-", "lime"),
            // a weighed or spooned zest is the zest
            ("1 tsp lemon zest", "1", "tsp", "lemon zest"), ("zest of 1 lemon", "1", "-", "lemon"),
        ])
    }

    @Test func aCountWordAfterTheNumberIsNoUnit() {
        IngredientLineKindsTests.check([
            ("2count Dientes de ajo", "2", "clove", "ajo"), ("3count eggs", "3", "-", "eggs"),
            ("2 count Roma tomatoes", "2", "-", "Roma tomatoes"),
            // a count that is a food's own word stays
            ("1 cup Count Chocula cereal", "1", "cup", "Count Chocula cereal"),
        ])
    }

    @Test func aSizeBeforeAUnitIsANote() {
        IngredientLineKindsTests.check([
            ("1 kl. Bund Petersilie", "1", "bunch", "Petersilie"), ("1 gr. Dose Tomaten", "1", "can", "Tomaten"),
            ("1 kleine Dose Mais", "1", "can", "Mais"),
            // kl. alone is still a teaspoon's abbreviation where no unit follows
            ("1 Bund Schnittlauch", "1", "bunch", "Schnittlauch"),
        ])
    }

    @Test func aBareHandfulKeepsItsUnit() {
        IngredientLineKindsTests.check([
            ("handful cilantro, roughly chopped", "-", "handful", "cilantro"), ("handful of mint", "-", "handful", "mint"),
            ("pinch salt", "-", "pinch", "salt"),
        ])
    }

    @Test func aSizeRunWithACommaIsANote() {
        IngredientLineKindsTests.check([
            ("Two large, long eggplants", "2", "-", "eggplants"), ("2 small, firm zucchini", "2", "-", "zucchini"),
            // a comma after the food still closes the name
            ("2 large eggs, beaten", "2", "-", "eggs"),
        ])
    }

    @Test func aFruitCountedForItsSeedsIsTheFruit() {
        IngredientLineKindsTests.check([
            ("1 pomegranate seeds", "1", "-", "pomegranate"), ("2 pomegranates arils", "2", "-", "pomegranates"),
            // seeds that are measured are the seeds
            ("2 tablespoons pomegranate seeds", "2", "tbsp", "pomegranate seeds"), ("1/4 cup pomegranate arils", "0.25", "cup", "pomegranate arils"),
        ])
    }
}
