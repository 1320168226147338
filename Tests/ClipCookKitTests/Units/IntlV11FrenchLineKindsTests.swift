import Testing

@testable import ClipCookCore

/// The kinds of French line that round eleven's rules read (issue 33), each
/// with lines written here as French cooks write them (family books, Quebec
/// recipes, recipe sites), and the lines that must stay as they were.
@Suite struct IntlV11FrenchLineKindsTests {
    static func check(_ examples: [(String, String, String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        IngredientLineKindsTests.check(examples, sourceLocation: sourceLocation)
    }

    static func notes(_ line: String) -> String? { IngredientLineReader.read(line).notes }

    @Test func aSpoonWrittenInAnyOfTheFrenchShortForms() {
        Self.check([
            ("3 c.à soupe de sucre", "3", "tbsp", "sucre"), ("1 c.à café de sel", "1", "tsp", "sel"),
            ("2 cuil. à s. de sauce soja", "2", "tbsp", "sauce soja"), ("2 cuil. à c. de sel", "2", "tsp", "sel"),
            ("1 cuil à s de sucre", "1", "tbsp", "sucre"), ("1 c-à-s de sucre", "1", "tbsp", "sucre"),
            ("1 c/s d'huile", "1", "tbsp", "huile"), ("1 c/c de sel", "1", "tsp", "sel"),
            ("1 cuillère à dessert de sucre", "1", "tsp", "sucre"), ("2cs d'huile", "2", "tbsp", "huile"),
            ("1 CàC de curcuma", "1", "tsp", "curcuma"), ("4 CAS de crème", "4", "tbsp", "crème"),
        ])
        // the cook's `c` for a cup is still a cup
        Self.check([("1 c sugar", "1", "cup", "sugar")])
    }

    @Test func aQuebecOrOldBookUnitIsTheUnitOfTheTable() {
        Self.check([
            ("1 livre de beurre", "1", "lb", "beurre"), ("1/2 livre de bacon", "0.5", "lb", "bacon"),
            ("3 onces de fromage", "3", "oz", "fromage"), ("1 pinte de lait", "1", "pint", "lait"),
            ("1 canne de tomates", "1", "can", "tomates"), ("2 cannes de lait de coco", "2", "can", "lait de coco"),
            ("1 enveloppe de gélatine", "1", "pack", "gélatine"), ("1 rouleau de pâte feuilletée", "1", "pack", "pâte feuilletée"),
            ("1 brique de lait", "1", "carton", "lait"), ("1 tablette de chocolat noir", "1", "bar", "chocolat noir"),
            ("1 grappe de raisin", "1", "bunch", "raisin"), ("1 pointe de couteau de cumin", "1", "pinch", "cumin"),
            ("1 sac de 300 g de pépites de chocolat", "1", "bag", "pépites de chocolat"),
            ("1 contenant de 500 g de yogourt grec", "1", "tub", "yogourt grec"),
        ])
        // sugar from cane, and the tip of an asparagus, are foods
        Self.check([("100 g de sucre de canne", "100", "g", "sucre de canne"), ("2 pointes d'asperges", "2", "-", "pointes d'asperges")])
    }

    @Test func aHeapedOrThinWordBetweenTheUnitAndItsLinkIsANote() {
        Self.check([
            ("1 tasse comble de farine", "1", "cup", "farine"), ("8 tranches fines de jambon cru", "8", "slice", "jambon cru"),
            ("4 tranches épaisses de lard", "4", "slice", "lard"),
        ])
        #expect(Self.notes("1 tasse comble de farine") == "comble")
        // fine salt and fine herbs are kinds
        Self.check([("1 c. à café de sel fin", "1", "tsp", "sel fin"), ("2 c. à soupe de fines herbes", "2", "tbsp", "fines herbes")])
    }

    @Test func aHalfWrittenAfterTheUnitAddsToTheCount() {
        Self.check([("2 tasses ½ de lait", "2.5", "cup", "lait"), ("1 c. à soupe ½ de sucre", "1.5", "tbsp", "sucre")])
        // a half written before the unit is read as it was
        Self.check([("1 ½ tasse de lait", "1.5", "cup", "lait"), ("½ tasse de lait", "0.5", "cup", "lait")])
    }

    @Test func tensAndDozensCountTheFood() {
        Self.check([
            ("1 dizaine de tomates cerises", "10", "-", "tomates cerises"), ("2 douzaines d'huîtres", "24", "-", "huîtres"),
            ("une douzaine d'escargots", "12", "-", "escargots"), ("douze escargots", "12", "-", "escargots"),
        ])
    }

    @Test func aShareOfOneWrittenInWords() {
        Self.check([
            ("Le quart d'un oignon rouge", "0.25", "-", "oignon rouge"), ("la moitié d'un poivron", "0.5", "-", "poivron"),
            ("les trois quarts d'une botte de radis", "0.75", "bunch", "radis"),
        ])
        // a share with no article is no share of one
        Self.check([("la moitié du sucre", "-", "-", "la moitié du sucre")])
    }

    @Test func aFrenchSumIsOneAmount() {
        Self.check([
            ("3 c. à s. + 10 cl de vin blanc", "14.5", "cl", "vin blanc"), ("½ tasse + 4 c. à soupe de sucre", "0.75", "cup", "sucre"),
            ("1 c. à soupe + 1 c. à café de sucre", "4", "tsp", "sucre"), ("1 kg + 200 g de farine", "1.2", "kg", "farine"),
        ])
        #expect(IngredientLineReader.read("½ tasse + 2 c. à soupe de sucre").quantity == 0.625)
        // a second food added, or a count of another, is no sum; Italian keeps its second spoon a note
        Self.check([
            ("1 cuillère à soupe de sucre + 1 pincée de sel", "1", "tbsp", "sucre"), ("2 œufs + 1 jaune", "2", "-", "œufs"),
            ("1 cucchiaio + 1 cucchiaino di zucchero", "1", "tbsp", "zucchero"),
        ])
    }

    @Test func theYoghurtPotOfACakeIsThePot() {
        Self.check([
            ("3 pots de yaourt de farine", "3", "pot", "farine"), ("1 pot de yaourt de sucre", "1", "pot", "sucre"),
            ("1/2 pot de yaourt d'huile", "0.5", "pot", "huile"), ("2 pots de farine", "2", "pot", "farine"),
        ])
        #expect(Self.notes("3 pots de yaourt de farine") == "de yaourt")
        // a pot of yoghurt is yoghurt
        Self.check([("1 pot de yaourt nature", "1", "pot", "yaourt nature"), ("1 pot de yaourt", "1", "pot", "yaourt")])
    }

    @Test func aLiqueurGlassIsNoCup() {
        Self.check([("1 verre à liqueur de rhum", "1", "-", "rhum"), ("2 verres à liqueur de kirsch", "2", "-", "kirsch")])
        Self.check([("1 verre de vin rouge", "1", "cup", "vin rouge"), ("1/2 verre d'huile", "0.5", "cup", "huile")])
    }

    @Test func aLabelOfAFewWordsBeforeASpacedColonIsANote() {
        Self.check([
            ("Salade de poulet : 3-4 c. à table de mayonnaise", "3-4", "tbsp", "mayonnaise"),
            ("Pour la pâte : 250 g de farine", "250", "g", "farine"), ("Pâte : 200 g de farine", "200", "g", "farine"),
            ("Pour la garniture : 2 pommes", "2", "-", "pommes"),
        ])
        #expect(Self.notes("Pour la pâte : 250 g de farine") == "Pour la pâte")
        // the food before the colon, its amount ending the line or followed by a note
        Self.check([
            ("Sel : 1 pincée", "1", "pinch", "Sel"), ("Farine : 70 g", "70", "g", "Farine"), ("Oeufs : 3 (gros)", "3", "-", "Oeufs"),
            ("Lait : 25 cl", "25", "cl", "Lait"), ("Garniture : 2 pommes", "-", "-", "Garniture : 2 pommes"),
        ])
    }

    @Test func aVagueLeadWithAnElisionIsANote() {
        Self.check([
            ("un peu d'huile", "-", "-", "huile"), ("de l'huile", "-", "-", "huile"), ("de l’eau", "-", "-", "eau"),
            ("QS de sel", "-", "-", "sel"), ("q.s. de poivre", "-", "-", "poivre"), ("environ 200 g de farine", "200", "g", "farine"),
            ("éventuellement 1 pincée de sucre", "1", "pinch", "sucre"),
        ])
        Self.check([("un oignon", "1", "-", "oignon"), ("une gousse d'ail", "1", "clove", "ail")])
    }

    @Test func aTrailingWordThatSaysHowMuchOrWhetherIsANote() {
        Self.check([
            ("sel QS", "-", "-", "sel"), ("sel q.s", "-", "-", "sel"), ("Eau éventuellement", "-", "-", "Eau"),
            ("200 g de farine environ", "200", "g", "farine"), ("sel et poivre selon votre goût", "-", "-", "sel et poivre"),
            ("poivre noir fraîchement moulu", "-", "-", "poivre noir"), ("1 citron si besoin", "1", "-", "citron"),
        ])
        // ground pepper is a kind
        Self.check([("1 c. à café de poivre moulu", "1", "tsp", "poivre moulu")])
    }

    @Test func homemadeAndStoreBoughtAreNotes() {
        Self.check([
            ("1 bouillon de volaille maison ou 1 cube", "1", "-", "bouillon de volaille"),
            ("20 cl de fond de veau fait maison", "20", "cl", "fond de veau"), ("1 pâte sablée maison", "1", "-", "pâte sablée"),
            ("15 cL de bouillon de poulet fait avec ½ cube", "15", "cl", "bouillon de poulet"),
            ("1 pâte feuilletée du commerce", "1", "-", "pâte feuilletée"),
            ("1 rouleau de pâte brisée prête à dérouler", "1", "pack", "pâte brisée"),
        ])
        // a house wine is no homemade one when it is the whole name
        Self.check([("maison", "-", "-", "maison")])
    }

    @Test func whatToDoWithAFoodAfterÀIsANote() {
        Self.check([
            ("½ verre de Cognac à mettre le matin", "0.5", "cup", "Cognac"), ("sucre à ajouter selon le goût", "-", "-", "sucre"),
        ])
        // products named with à and a verb stay
        Self.check([
            ("1 tasse de crème à fouetter", "1", "cup", "crème à fouetter"), ("1 pot de pâte à tartiner", "1", "pot", "pâte à tartiner"),
            ("3/4 tasse de sucre à glacer", "0.75", "cup", "sucre à glacer"),
        ])
    }

    @Test func aSmallSizeIsANoteButSmallPeasAreAFood() {
        Self.check([
            ("2 petits oignons", "2", "-", "oignons"), ("1 petit oignon", "1", "-", "oignon"), ("20 g de petits câpres", "20", "g", "câpres"),
        ])
        Self.check([
            ("500 g de petits pois", "500", "g", "petits pois"), ("200 g de petit salé", "200", "g", "petit salé"),
            ("1 boîte de tomates pelées", "1", "can", "tomates pelées"),
        ])
    }

    @Test func preparationsOfFrenchKitchensAreNotes() {
        Self.check([
            ("200 g de crevettes décortiquées", "200", "g", "crevettes"), ("2 tranches de pain de mie toastées", "2", "slice", "pain de mie"),
            ("1 gousse d'ail dégermée et hachée", "1", "clove", "ail"), ("1 tasse de cassonade tassée", "1", "cup", "cassonade"),
            ("3 œufs à la coque, hachés", "3", "-", "œufs"), ("300 g du levain de la veille", "300", "g", "levain"),
        ])
    }

    @Test func shavingsAndThePepperMillAreNotes() {
        Self.check([
            ("100 g de copeaux de parmesan", "100", "g", "parmesan"), ("2 tours de moulin à poivre", "2", "-", "poivre"),
            ("quelques tours de moulin à poivre", "-", "-", "poivre"),
        ])
        Self.check([("2 cm de gingembre frais", "2", "-", "gingembre frais"), ("1 morceau de gingembre de 3 cm", "1", "piece", "gingembre")])
    }

    @Test func aDecimalCommaInTheNotesIsNoEndOfTheFood() {
        Self.check([
            ("1 poulet d'environ 1,5 kg", "1", "-", "poulet"), ("1 rôti de boeuf de 1,2 kg", "1", "-", "rôti de boeuf"),
            ("1 sachet de sucre vanillé (7,5 g)", "1", "pack", "sucre vanillé"),
        ])
        // a comma after a number and before a word still ends the food
        Self.check([("3 oeufs, battus", "3", "-", "oeufs")])
    }

    @Test func quotesAroundAProductInAFrenchNameGo() {
        Self.check([
            ("Sauce de poisson \"Nuoc Mam\"", "-", "-", "Sauce de poisson Nuoc Mam"),
            ("2 cs de sauce « nuoc-mâm »", "2", "tbsp", "sauce nuoc-mâm"), ("1 c. à s. de « Maggi »", "1", "tbsp", "Maggi"),
        ])
        // a quoted number stays, and a name with no French word keeps its quotes as written
        Self.check([("200 g de farine \"00\"", "200", "g", "farine \"00\""), ("Farina \"Manitoba\" 200 g", "200", "g", "Farina \"Manitoba\"")])
    }

    @Test func anAlternativeWithItsLinkIsANote() {
        Self.check([
            ("100 g de beurre ou de margarine", "100", "g", "beurre"), ("1 pincée de sel et de poivre", "1", "pinch", "sel et poivre"),
        ])
        Self.check([("arôme ou poudre de vanille", "-", "-", "arôme ou poudre de vanille")])
    }
}
