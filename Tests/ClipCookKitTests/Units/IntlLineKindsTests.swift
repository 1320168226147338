import Testing

@testable import ClipCookCore

/// The kinds of German, Spanish, French and Italian lines this round reads
/// (issue 33, round three), each with examples written for the test (none
/// is a held-out line).
@Suite struct IntlLineKindsTests {
    static func check(_ examples: [(String, String, String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        IngredientLineKindsTests.check(examples, sourceLocation: sourceLocation)
    }

    @Test func halfOfOne() {
        Self.check([
            ("eine halbe Gurke", "0.5", "-", "Gurke"), ("1 halbe Zwiebel", "0.5", "-", "Zwiebel"),
            ("1 demi-poivron", "0.5", "-", "poivron"), ("250 g de beurre demi-sel", "250", "g", "beurre demi-sel"),
            ("mezzo peperone", "0.5", "-", "peperone"),
        ])
    }

    @Test func servingWordsThatAreNoUnit() {
        Self.check([
            ("1 noix de margarine", "1", "-", "margarine"), ("2 filets de vinaigre balsamique", "2", "-", "vinaigre balsamique"),
            ("1 nuez de mantequilla", "1", "-", "mantequilla"), ("3 noix de cajou", "3", "-", "noix de cajou"),
        ])
        #expect(IngredientLineReader.read("1 noix de margarine").notes == "noix")
    }

    @Test func aVanillaPodIsNoClove() {
        Self.check([
            ("2 gousses de vanille", "2", "-", "gousses de vanille"), ("2 gousses d'ail", "2", "clove", "ail"),
            ("1 vaina de vainilla de Madagascar", "1", "-", "vaina de vainilla de Madagascar"),
        ])
    }

    @Test func howFullASpoonIs() {
        Self.check([
            ("2 cucharaditas rasas de comino", "2", "tsp", "comino"), ("1 c. à s. bombée de farine", "1", "tbsp", "farine"),
            ("1 cucharada colmada de azúcar", "1", "tbsp", "azúcar"),
        ])
        #expect(IngredientLineReader.read("2 cucharaditas rasas de comino").notes == "rasas")
    }

    @Test func quebecSpoonsAndCups() {
        Self.check([
            ("10 ml (2 c. à thé) de vanille", "10", "ml", "vanille"), ("3 c. à table de beurre", "3", "tbsp", "beurre"),
            ("1 c. à thé de sel", "1", "tsp", "sel"), ("2 tasses de lait", "2", "cup", "lait"),
        ])
    }

    @Test func thePartOfAFruitAfterWhichItIsCounted() {
        Self.check([
            ("Succo di limone 2", "2", "-", "limone"), ("la ralladura de 2 naranjas", "2", "-", "naranjas"),
            ("Succo di limone 30 ml", "30", "ml", "Succo di limone"),
        ])
    }

    @Test func anEggsSizeLetterIsANote() {
        Self.check([("6 huevos M", "6", "-", "huevos"), ("2 Eier L", "2", "-", "Eier"), ("2 uova", "2", "-", "uova")])
        #expect(IngredientLineReader.read("6 huevos M").notes == "M")
    }

    @Test func moreUnitsAndVagueWords() {
        Self.check([
            ("1 ramillete de hierbas", "1", "bunch", "hierbas"), ("2 morceaux de sucre", "2", "piece", "sucre"),
            ("2 boules de glace vanille", "2", "piece", "glace vanille"), ("2 branches de céleri", "2", "stalk", "céleri"),
            ("3 branches de thym", "3", "sprig", "thym"), ("wenig Zucker", "-", "-", "Zucker"),
            ("Sel selon le goût", "-", "-", "Sel"), ("1 kilo de tomates", "1", "kg", "tomates"),
            ("Un buen puñado de espinacas", "1", "handful", "espinacas"), ("100 g de pollo en tiras", "100", "g", "pollo"),
        ])
    }
}
