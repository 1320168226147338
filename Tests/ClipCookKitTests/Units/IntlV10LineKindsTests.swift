import Testing

@testable import ClipCookCore

/// The kinds of French line that round ten's rules read (issue 33), each
/// with lines written here in the way family recipe books write them, and
/// the lines that must stay as they were.
@Suite struct IntlV10LineKindsTests {
    static func check(_ examples: [(String, String, String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        IngredientLineKindsTests.check(examples, sourceLocation: sourceLocation)
    }

    static func notes(_ line: String) -> String? { IngredientLineReader.read(line).notes }

    @Test func aKitchenMeasureThatNoShopSellsIsANote() {
        Self.check([
            ("1 louche de rhum", "1", "-", "rhum"), ("2 louches de bouillon", "2", "-", "bouillon"),
            ("1 bol de riz cuit", "1", "-", "riz"), ("3 doses de safran", "3", "-", "safran"),
            ("1 bloc de foie gras", "1", "-", "foie gras"), ("1 tube de concentré de tomate", "1", "-", "concentré de tomate"),
            ("Un fond de pâte sablée", "1", "-", "pâte sablée"), ("1/2 bûche de chèvre", "0.5", "-", "chèvre"),
        ])
        #expect(Self.notes("2 louches de bouillon") == "louches")
        // the word without a link, or a food named with it, stays
        Self.check([("2 càc fond de veau", "2", "tsp", "fond de veau"), ("1 bol", "1", "-", "bol")])
    }

    @Test func aCanOrBottleWrittenWithoutItsAccentOrInThePlural() {
        Self.check([
            ("2 boites de thon", "2", "can", "thon"), ("1 boite de maïs", "1", "can", "maïs"),
            ("6 bouteilles de cidre", "6", "bottle", "cidre"), ("2 botellas de vino", "2", "bottle", "vino"),
            ("Pot de crème", "-", "pot", "crème"), ("2 pots de yaourt nature", "2", "pot", "yaourt nature"),
        ])
    }

    @Test func twoAmountsToChooseFromAreARangeLowFirst() {
        Self.check([
            ("80 ou 30 g de cresson", "30-80", "g", "cresson"), ("3 ou 8 cl de porto", "3-8", "cl", "porto"),
            ("2 à 3 gousses d'ail", "2-3", "clove", "ail"),
        ])
        // a count of another food is no range
        Self.check([("1 poulet ou 1 canard", "1", "-", "poulet")])
    }

    @Test func theJuiceOfALemonCountsTheLemon() {
        Self.check([("1 jus de citron", "1", "-", "citron"), ("2 jus de citron vert", "2", "-", "citron vert")])
        #expect(Self.notes("1 jus de citron") == "jus")
        // orange juice is bought as juice, and a measure of juice is juice
        Self.check([("3 jus d'orange", "3", "-", "jus d'orange"), ("10 cl de jus de citron", "10", "cl", "jus de citron")])
    }

    @Test func aUseThatNamesTheProductStays() {
        Self.check([
            ("1 sachet d'épices pour paella", "1", "pack", "épices pour paella"),
            ("200 g de mélange pour crêpes", "200", "g", "mélange pour crêpes"),
        ])
        Self.check([("Huile pour la friture", "-", "-", "Huile"), ("1 sachet de levure pour gâteaux", "1", "pack", "levure")])
    }

    @Test func aFrenchAlternativeWithoutASharedFoodIsTheFirst() {
        Self.check([
            ("de la cannelle ou un autre parfum", "-", "-", "cannelle"), ("1 pincée de muscade ou poivre", "1", "pinch", "muscade"),
            ("1 l de fond de volaille ou de veau", "1", "l", "fond de volaille"),
            ("1 poivron vert ou rouge", "1", "-", "poivron vert"),
        ])
        // two kinds that share the food after their link stay whole, as before
        Self.check([("1 càc d'arôme ou essence de vanille", "1", "tsp", "arôme ou essence de vanille")])
    }

    @Test func aTypeAfterTheFoodIsANoteButAFlourTypeStays() {
        Self.check([
            ("100 g de chocolat noir type Côte d'Or", "100", "g", "chocolat noir"),
            ("500 g de farine type 55", "500", "g", "farine type 55"),
        ])
    }

    @Test func moreFrenchContainersAndSlices() {
        Self.check([
            ("1 boîte de conserve de maïs", "1", "can", "maïs"), ("4 rondelles de citron", "4", "slice", "citron"),
            ("1/4 de mesure de sucre", "0.25", "-", "sucre"),
        ])
    }

    @Test func anEchoInSquareBracketsAndWhatALeaveningIsMixedIn() {
        Self.check([
            ("250 mL [1 tasse] de lait", "250", "ml", "lait"),
            ("1 sachet de levure délayé dans un peu de lait", "1", "pack", "levure"),
        ])
    }

    @Test func aGermanSlashListWithAHyphenedWordIsItsFirstFood() {
        Self.check([
            ("Pfeffer/Kräuter-Salz/Muskat", "-", "-", "Pfeffer"), ("1 EL Honig/Ahorn-Sirup", "1", "tbsp", "Honig"),
        ])
    }

    @Test func aSpanishPeelCountsItsFruitAndALeftOverOrWordGoes() {
        Self.check([
            ("1 cascarita de limón", "1", "-", "limón"), ("2 cáscaras de naranja", "2", "-", "naranja"),
            ("1 chorro de salsa de soja o (salsa tamari)", "1", "dash", "salsa de soja"),
        ])
        #expect(Self.notes("1 cascarita de limón") == "cascarita")
    }
}
