import Testing

@testable import ClipCookCore

/// Kinds of German and French lines met in the tune half of the v9 set
/// (issue 33, round nine: family recipe books), each with examples written
/// for the test (none is a held-out line).
@Suite struct IntlV9LineKindsTests {
    static func check(_ examples: [(String, String, String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        IngredientLineKindsTests.check(examples, sourceLocation: sourceLocation)
    }

    @Test func austrianBagsYeastCubesAndPluralSpoons() {
        Self.check([
            ("1 Sackerl Backpulver", "1", "pack", "Backpulver"), ("1 Hefewürfel", "1", "cube", "Hefe"),
            ("½ Germwürfel", "0.5", "cube", "Germ"), ("200 g Speckwürfel", "200", "g", "Speckwürfel"),
            ("100 g Semmelwürfel", "100", "g", "Semmelwürfel"), ("3 ELs Rapsöl", "3", "tbsp", "Rapsöl"),
            ("2 TLs Senf", "2", "tsp", "Senf"),
        ])
    }

    @Test func aCountUnitAfterTheFoodWithoutBrackets() {
        Self.check([
            ("3 Knoblauch Zehen", "3", "clove", "Knoblauch"), ("1 Knoblauch Zehe, gepresst", "1", "clove", "Knoblauch"),
            ("2 lievito bustine", "2", "pack", "lievito"),
        ])
    }

    @Test func scantAndMaybeOpenTheLineAsNotes() {
        Self.check([
            ("Knapp 1/4 l Sahne", "0.25", "l", "Sahne"), ("knapp 2 EL Zucker", "2", "tbsp", "Zucker"),
            ("evtl Petersilie", "-", "-", "Petersilie"), ("evtl etwas Zitronensaft", "-", "-", "Zitronensaft"),
        ])
        #expect(IngredientLineReader.read("Knapp 1/4 l Sahne").notes == "Knapp")
    }

    @Test func aCommaLeftAfterTheAmount() {
        Self.check([("100 g, Karotten (geschält)", "100", "g", "Karotten"), ("2 EL, Olivenöl", "2", "tbsp", "Olivenöl")])
        #expect(IngredientLineReader.read("100 g, Karotten (geschält)").notes == "geschält")
    }

    @Test func whatIsAddedWithAPlusIsANote() {
        Self.check([
            ("300 g Spätzle + Butter zum Schwenken", "300", "g", "Spätzle"), ("50 g Zucker + etwas mehr", "50", "g", "Zucker"),
            ("Salt + Pepper", "-", "-", "Salt + Pepper"), ("Salz + Pfeffer", "-", "-", "Salz + Pfeffer"),
        ])
    }

    @Test func aSecondFoodJoinedByUndOrEtIsANote() {
        Self.check([
            ("Zimt und Zucker zum Bestreuen", "-", "-", "Zimt"), ("Persil et ciboulette", "-", "-", "Persil"),
            ("Salz und Pfeffer", "-", "-", "Salz und Pfeffer"), ("sel et poivre noir", "-", "-", "sel et poivre noir"),
            ("300 g de poivron rouge et vert", "300", "g", "poivron rouge et vert"),
            ("2 rote und grüne Paprika", "2", "-", "rote Paprika"),
        ])
    }

    @Test func threeFoodsJoinedBySlashesTakeTheFirst() {
        Self.check([("Zimt/Zucker/Vanille", "-", "-", "Zimt"), ("100 g Mandeln/Haselnüsse/Walnüsse", "100", "g", "Mandeln")])
    }

    @Test func aShareOfOneContainer() {
        Self.check([
            ("1/2 d'un sachet de levure chimique", "0.5", "pack", "levure chimique"),
            ("1/4 d’une bouteille de vin blanc", "0.25", "bottle", "vin blanc"),
            ("2/3 d'une boîte de tomates", "0.67", "can", "tomates"),
        ])
    }

    @Test func spoonsAsAFamilyWritesThem() {
        Self.check([
            ("1 cuil à soupe d'huile", "1", "tbsp", "huile"), ("2 cuil à café de cannelle", "2", "tsp", "cannelle"),
            ("3 cuil de farine", "3", "tbsp", "farine"), ("2 cuillérées de sucre", "2", "tbsp", "sucre"),
            ("1 c. soupe de miel", "1", "tbsp", "miel"), ("1 c. café de sel", "1", "tsp", "sel"),
        ])
    }

    @Test func theZestCountsItsFruit() {
        Self.check([("2 zestes d'orange", "2", "-", "orange"), ("1 zeste de citron vert", "1", "-", "citron vert")])
        #expect(IngredientLineReader.read("1 zeste de citron vert").notes == "zeste")
    }

    @Test func halfAndTheHalfBaguette() {
        Self.check([
            ("1 demi citron", "0.5", "-", "citron"), ("Un demi chou-fleur", "0.5", "-", "chou-fleur"),
            ("1 demi baguette", "1", "-", "demi baguette"),
        ])
    }

    @Test func anEchoInBracketsThatOpensWithAbout() {
        Self.check([
            ("1/2 tasse (environ 60 g) de noix", "0.5", "cup", "noix"), ("2 tasses (env. 500 ml) de lait", "2", "cup", "lait"),
        ])
    }

    @Test func aSaintAndAVanillaPodAreNoUnits() {
        Self.check([
            ("St Nectaire", "-", "-", "St Nectaire"), ("gousse de vanille", "-", "-", "gousse de vanille"),
            ("Bund Schnittlauch", "-", "bunch", "Schnittlauch"),
        ])
    }

    @Test func siftedCookedGratedAndAPodOfCoffeeAreNotes() {
        Self.check([
            ("250 g de farine tamisée", "250", "g", "farine"), ("2 tasses de riz cuit", "2", "cup", "riz"),
            ("1 dosette de café soluble", "1", "-", "café soluble"), ("Abgeriebene Zitronenschale", "-", "-", "Zitronenschale"),
            ("200 g de jambon cuit", "200", "g", "jambon cuit"),
        ])
    }
}
