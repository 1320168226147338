import Testing

@testable import ClipCookCore

/// Kinds of Italian and Spanish lines met in the tune half of the v7 set
/// (issue 33, round seven), each with examples written for the test (none
/// is a held-out line): an archive's lines without links, a family book's
/// amounts after the food, and Mexican cooks' units.
@Suite struct IntlV7LineKindsTests {
    static func check(_ examples: [(String, String, String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        IngredientLineKindsTests.check(examples, sourceLocation: sourceLocation)
    }

    @Test func theEttoIsAHectogram() {
        Self.check([
            ("3 etti di farina", "3", "hg", "farina"), ("1 etto prosciutto", "1", "hg", "prosciutto"),
            ("½ etto burro", "0.5", "hg", "burro"),
        ])
        let hectogram = MeasureUnit.named("hg")
        #expect(hectogram?.dimension == .mass && hectogram?.factor == 100)
        #expect(IngredientLineReader.read("2 etti zucchero").amountText == "2 hg")
    }

    @Test func aWeightWrittenUnitFirstAfterTheFood() {
        Self.check([
            ("Zucchero gr. 150", "150", "g", "Zucchero"), ("Farina gr 300.", "300", "g", "Farina"),
            ("Latte ml 250", "250", "ml", "Latte"), ("Pecorino gr. 40, grattugiato", "40", "g", "Pecorino"),
        ])
        #expect(IngredientLineReader.read("Pecorino gr. 40, grattugiato").notes == "grattugiato")
    }

    @Test func smallGlassesAndTuftsAreCupsAndBunches() {
        Self.check([
            ("2 bicchierini di rum", "2", "cup", "rum"), ("1 ciuffetto di menta", "1", "bunch", "menta"),
            ("3 Ciuffetti Finocchietto", "3", "bunch", "Finocchietto"),
        ])
    }

    @Test func someAndALittleOpenTheLineAsNotes() {
        Self.check([
            ("Alcune Gocce Limone", "-", "drop", "Limone"), ("Alcuni Capperi", "-", "-", "Capperi"),
            ("Poca Farina", "-", "-", "Farina"), ("Alcune Olive Nere", "-", "-", "Olive Nere"),
        ])
    }

    @Test func aKnobOfFatAndGrainsOfPepperWithoutALink() {
        Self.check([
            ("3 Noci Burro", "3", "-", "Burro"), ("1 Noce Margarina", "1", "-", "Margarina"),
            ("5 Granelli Pepe Bianco", "5", "-", "Pepe Bianco"), ("300 G Noci", "300", "g", "Noci"),
            ("1 Pizzico Noce Moscata", "1", "pinch", "Noce Moscata"),
        ])
    }

    @Test func cookedBoiledPittedAndFreshlyGroundAreNotes() {
        Self.check([
            ("400 g fagioli già cotti", "400", "g", "fagioli"), ("200 g di riso cotto", "200", "g", "riso"),
            ("4 Uova Sode", "4", "-", "Uova"), ("Olive Verdi Snocciolate", "-", "-", "Olive Verdi"),
            ("Pepe Nero Appena Macinato", "-", "-", "Pepe Nero"), ("100 G Nocciole A Filetti", "100", "g", "Nocciole"),
            ("100 g di prosciutto cotto", "100", "g", "prosciutto cotto"), ("2 cucchiai di vino cotto", "2", "tbsp", "vino cotto"),
            ("200 g di bicarbonato di soda", "200", "g", "bicarbonato di soda"),
        ])
    }

    @Test func aLikenessOrADissolvingIsANote() {
        Self.check([
            ("Burro come una noce", "-", "-", "Burro"),
            ("10 g de consomé de res disueltos en 2 tazas de agua", "10", "g", "consomé de res"),
            ("200 g de media crema", "200", "g", "media crema"),
        ])
    }

    @Test func aBranchIsASprigUnlessItsFoodSaysOtherwise() {
        Self.check([
            ("2 ramas de epazote", "2", "sprig", "epazote"), ("1 rama de cilantro", "1", "sprig", "cilantro"),
            ("1 rama de canela", "1", "stick", "canela"), ("1 branche de céleri", "1", "stalk", "céleri"),
            ("1 rajita de canela", "1", "stick", "canela"), ("2 rajitas de canela", "2", "stick", "canela"),
        ])
    }
}
