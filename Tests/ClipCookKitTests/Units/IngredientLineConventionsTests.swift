import Testing
@testable import ClipCookCore

/// The conventions of issue 33's round five, where our labels and another
/// labeller's differed (the fixtures' README says why each was chosen): one
/// test a kind, with examples written for it.
@Suite struct IngredientLineConventionsTests {
    @Test func noBreakAndThinSpacesAreBlanks() {
        IngredientLineKindsTests.check([
            ("250\u{00A0}grams plain flour", "250", "g", "plain flour"),
            ("1\u{2009}½ cups whole milk", "1.5", "cup", "whole milk"),
            ("2\u{202F}tsp\u{00A0}ground cumin", "2", "tsp", "ground cumin"),
            ("\u{00A0}1 yellow onion", "1", "-", "yellow onion"),
        ])
        #expect(IngredientLineReader.read("3\u{00A0}tbsp\u{00A0}butter, melted").notes == "melted")
    }

    @Test func twoKindsOfOneFoodAreTheFirstKind() {
        IngredientLineKindsTests.check([
            ("4 cups beef or vegetable broth", "4", "cup", "beef broth"),
            ("1 cup light or dark muscovado sugar", "1", "cup", "light muscovado sugar"),
            ("200g smooth or crunchy almond butter", "200", "g", "smooth almond butter"),
            ("1 firm or extra firm tofu block", "1", "-", "firm tofu block"),
            ("2 red or green bell peppers", "2", "-", "red bell peppers"),
            ("1 tsp smoked mild or smoked hot chilli powder", "1", "tsp", "smoked mild chilli powder"),
            ("1 fresh jalapeño or serrano chile", "1", "-", "fresh jalapeño chile"),
            ("2 tbsp arrowroot or potato starch", "2", "tbsp", "arrowroot starch"),
        ])
        #expect(IngredientLineReader.read("4 cups beef or vegetable broth").notes == "or vegetable broth")
    }

    @Test func aFoodOfItsOwnBeforeOrIsTheName() {
        IngredientLineKindsTests.check([
            ("1 cup water or low-sodium vegetable stock", "1", "cup", "water"),
            ("½ cup sultanas or chopped apricots", "0.5", "cup", "sultanas"),
            ("1 lime or lime juice", "1", "-", "lime"),
            ("1 cup sour cream or plain yogurt", "1", "cup", "sour cream"),
        ])
    }

    @Test func whatATinHoldsStaysWhole() {
        IngredientLineKindsTests.check([
            ("1 (7 oz) can diced green chiles", "1", "can", "diced green chiles"),
            ("2 14-ounce cans stewed tomatoes with garlic", "2", "can", "stewed tomatoes with garlic"),
            ("1 can whole tomatoes with their juice", "1", "can", "whole tomatoes"),
        ])
    }

    @Test func freshBeforeAPreparationIsThePreparation() {
        IngredientLineKindsTests.check([
            ("3 tbsp fresh squeezed orange juice", "3", "tbsp", "orange juice"),
            ("¼ cup fresh grated parmesan", "0.25", "cup", "parmesan"),
            ("1 cup fresh spinach", "1", "cup", "fresh spinach"),
        ])
    }

    @Test func sizesAndCountWordsAreNotTheFood() {
        IngredientLineKindsTests.check([
            ("6 10\" flour tortillas", "6", "-", "flour tortillas"),
            ("4 servings dried egg noodles", "4", "-", "dried egg noodles"),
            ("3 Nos green chillies", "3", "-", "green chillies"),
            ("8 kale stems, sliced", "8", "stem", "kale"),
            ("4 slices seeded rye bread", "4", "slice", "seeded rye bread"),
            ("400 g butternut squash flesh, cubed", "400", "g", "butternut squash"),
            ("¼ tsp + flaky sea salt", "0.25", "tsp", "flaky sea salt"),
            ("0 As required ghee", "-", "-", "ghee"), ("0 As needed oil", "-", "-", "oil"),
        ])
    }
}

/// What a cook buys when a line names its state or the part used.
@Suite struct IngredientLineBoughtTests {
    @Test func ripenessAndHomemadeAreNotes() {
        IngredientLineKindsTests.check([
            ("2 ripe pears, sliced", "2", "-", "pears"),
            ("1 cup homemade pesto", "1", "cup", "pesto"),
            ("200g fresh home-made pasta", "200", "g", "fresh pasta"),
        ])
        #expect(IngredientLineReader.read("2 ripe pears, sliced").notes == "ripe, sliced")
    }

    @Test func anHerbsLeavesAreTheHerb() {
        IngredientLineKindsTests.check([
            ("12 fresh sage leaves", "12", "-", "fresh sage"),
            ("1 tbsp thyme leaves, chopped", "1", "tbsp", "thyme"),
            ("4 bay leaves", "4", "-", "bay leaves"),
            ("1 sprig curry leaves", "1", "sprig", "curry leaves"),
        ])
    }
}
