import Testing

@testable import ClipCookCore

/// More kinds of German, Spanish, French and Italian lines (issue 33, the
/// v5 round), each with examples written for the test (none is a held-out
/// line): what comes after the food, and the amounts the brief names.
@Suite struct IntlLineTailsTests {
    static func check(_ examples: [(String, String, String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        IngredientLineKindsTests.check(examples, sourceLocation: sourceLocation)
    }

    @Test func aCountUnitInParenthesesAfterTheFood() {
        Self.check([
            ("2 bouillon de bœuf (cube)", "2", "cube", "bouillon de bœuf"), ("1 persil plat (botte)", "1", "bunch", "persil plat"),
            ("1 Petersilie (Bund)", "1", "bunch", "Petersilie"), ("2 Zwiebeln (rot)", "2", "-", "Zwiebeln"),
        ])
    }

    @Test func thePackSizeBetweenItsLinks() {
        Self.check([
            ("1 sachet de 7 g de levure sèche", "1", "pack", "levure sèche"), ("2 boîtes de 400 g de pois chiches", "2", "can", "pois chiches"),
            ("1 bustina di 16 g di lievito", "1", "pack", "lievito"), ("1 sobre de 10 g (1 oz) de gelatina", "1", "pack", "gelatina"),
        ])
        #expect(IngredientLineReader.read("1 sachet de 7 g de levure sèche").notes == "7 g")
    }

    @Test func anAmountAtTheEndAfterTheAdjectives() {
        Self.check([
            ("Thymian, frisch 5 g", "5", "g", "Thymian"), ("Möhren, geschält 2 Stk.", "2", "piece", "Möhren"),
            ("Zwiebeln, rot 300 g", "300", "g", "Zwiebeln"), ("Tomaten, in 2 Scheiben", "-", "-", "Tomaten"),
        ])
    }

    @Test func withoutOpensANoteUnlessTheProductIsSoldSo() {
        Self.check([
            ("300 g Hähnchenbrust ohne Haut", "300", "g", "Hähnchenbrust"), ("2 aranci senza semi", "2", "-", "aranci"),
            ("200 g de saumon sans peau", "200", "g", "saumon"), ("100 g de mantequilla sin sal", "100", "g", "mantequilla sin sal"),
            ("250 g farina senza glutine", "250", "g", "farina senza glutine"),
        ])
    }

    @Test func aShareBelongsToTheFood() {
        Self.check([
            ("100 g de chocolat noir à 70%", "100", "g", "chocolat noir à 70%"), ("20 cl de crème à 30%", "20", "cl", "crème à 30%"),
            ("1 Schnitzel à 150 g", "1", "-", "Schnitzel"),
        ])
    }

    @Test func sizesAndFreshnessAfterTheFoodAreNotes() {
        Self.check([
            ("2 gros oignons", "2", "-", "oignons"), ("Gros sel", "-", "-", "Gros sel"), ("1 Bund Dill frisch", "1", "bunch", "Dill"),
            ("1 gousse de vanille grattée", "1", "-", "gousse de vanille"), ("2 fette di tonno di circa 150 g", "2", "slice", "tonno"),
        ])
    }

    /// The kinds the brief lists for this round, as the reader reads them.
    @Test func theBriefsKinds() {
        Self.check([
            ("2–3 EL Olivenöl", "2-3", "tbsp", "Olivenöl"), ("2-3 dientes de ajo", "2-3", "clove", "ajo"),
            ("0,5 l Brühe", "0.5", "l", "Brühe"), ("Muskat n. B.", "-", "-", "Muskat"), ("Pepe nero q.b.", "-", "-", "Pepe nero"),
            ("Sal c.s.", "-", "-", "Sal"), ("Zimt nach Belieben", "-", "-", "Zimt"), ("sal al gusto", "-", "-", "sal"),
            ("3 Knoblauchzehe(n)", "3", "clove", "Knoblauch"), ("1 Zwiebel(n), gewürfelt", "1", "-", "Zwiebel"),
            ("2 EL Petersilie, gehackt", "2", "tbsp", "Petersilie"), ("200 g d'épinards", "200", "g", "épinards"),
            ("1 cucchiaio dell'olio", "1", "tbsp", "olio"), ("100 g du beurre", "100", "g", "beurre"),
            ("50 g della farina", "50", "g", "farina"),
        ])
    }
}
