/// The words of German, Spanish, French and Italian ingredient lines that
/// `IngredientLineReader` reads beside the English ones: units written in
/// those languages (normalised to the unit table's symbols), number words,
/// the linking words between an amount and its food (`de`, `di`, `d'`),
/// and the words that prepare or size a food.
///
/// These words are read only by the whole-line reader, never by the
/// language's amount reader (`Amount`, `AmountByteReader`): an amount the
/// line reader reads with one of them is written back with the unit's
/// symbol (`3 Zehen` → `3 clove`).
extension IngredientWords {
    /// Unit words (lowercased, without a final point) → unit symbol.
    package static let foreignUnits: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("tsp", ["tl", "teel", "teelöffel", "cucharadita", "cucharaditas", "cdta", "cdtas", "cdita", "cucchiaino",
                     "cucchiaini", "cc", "càc", "cac", "c.c", "c.à.c", "c.a.c", "kl"]),
            ("tbsp", ["el", "essl", "esslöffel", "cucharada", "cucharadas", "cda", "cdas", "cucchiaio", "cucchiai", "cs",
                      "càs", "cas", "c.s", "c.à.s", "c.a.s"]),
            ("pinch", ["prise", "prisen", "msp", "messerspitze", "messerspitzen", "pizca", "pizcas", "pincée", "pincées",
                       "pizzico", "pizzichi"]),
            ("bunch", ["bund", "bd", "bouquet", "bouquets", "botte", "bottes", "mazzetto", "mazzetti", "ciuffo", "ciuffi",
                       "grappolo", "manojo"]),
            ("clove", ["zehe", "zehen", "diente", "dientes", "gousse", "gousses", "spicchio", "spicchi"]),
            ("can", ["dose", "dosen", "bote", "botes", "lata", "latas", "boîte", "boîtes", "lattina", "barattolo"]),
            ("pack", ["pck", "päckchen", "packung", "pkg", "rolle", "rollen", "becher", "sobre", "sobres", "sachet",
                      "sachets", "bustina", "bustine", "rotolo", "confezione"]),
            ("piece", ["stück", "stk", "kugel", "kugeln", "trozo", "trozos", "pièce", "pièces", "unité", "unités"]),
            ("stick", ["stange", "stangen"]),
            ("sprig", ["stiel", "stiele", "stängel", "zweig", "zweige", "ramita", "ramitas", "brin", "brins", "branche",
                       "branches", "rametto", "rametti"]),
            ("slice", ["scheibe", "scheiben", "rodaja", "rodajas", "tranche", "tranches", "fetta", "fette", "loncha",
                       "lonchas"]),
            ("dash", ["spritzer", "schuss", "goccio", "chorrito"]),
            ("handful", ["handvoll", "puñado", "puñados", "poignée", "poignées", "manciata"]),
            ("leaf", ["hoja", "hojas", "feuille", "feuilles", "foglio", "fogli", "fogliolina", "foglioline", "foglia",
                      "foglie", "blatt", "blätter"]),
            ("jar", ["frasco", "frascos", "bocal", "glas"]),
            ("cube", ["pastilla", "pastillas", "würfel"]),
            ("cup", ["tasse", "tassen", "taza", "tazas", "bicchiere", "bicchieri", "verre", "verres"]),
            ("g", ["gramos", "gramo", "grammes", "grammi", "grammo", "gramm"]),
            ("kg", ["kilogramos", "kilogrammes"]),
            ("ml", ["mililitros", "millilitri", "millilitres"]),
            ("l", ["litro", "litros", "litri", "litre", "litres"]),
            ("cl", ["centilitres", "centilitre", "centilitri"]),
            ("head", ["kopf", "köpfe", "cabeza", "tête", "cespo"]),
        ]
        for (symbol, words) in groups {
            for word in words { table[word] = symbol }
        }
        return table
    }()

    /// Spoons and measures written as phrases, longest first (`cuillère à soupe`, `c. à s.`).
    package static let foreignUnitPhrases: [(String, String)] = [
        ("cuillères à soupe", "tbsp"), ("cuillère à soupe", "tbsp"), ("cuillères à table", "tbsp"),
        ("cuillère à table", "tbsp"), ("cuill. à soupe", "tbsp"), ("cuil. à soupe", "tbsp"), ("c. à soupe", "tbsp"),
        ("c. à s.", "tbsp"), ("c. à s", "tbsp"), ("c.à.s.", "tbsp"), ("c.à s.", "tbsp"), ("c.s.", "tbsp"),
        ("cuillères à café", "tsp"), ("cuillère à café", "tsp"), ("cuill. à café", "tsp"), ("cuil. à café", "tsp"),
        ("c. à café", "tsp"), ("c. à c.", "tsp"), ("c. à c", "tsp"), ("c.à.c.", "tsp"), ("c.à c.", "tsp"),
        ("c.c.", "tsp"), ("cucchiaio raso", "tbsp"), ("cucchiaino raso", "tsp"), ("cucchiai rasi", "tbsp"),
        ("cucchiaini rasi", "tsp"),
    ]

    /// Number words of the four languages (and English ones the reader did not know).
    package static let foreignNumbers: [String: Double] = [
        "ein": 1, "eine": 1, "einen": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "halbe": 0.5,
        "halber": 0.5, "halbes": 0.5, "un": 1, "una": 1, "uno": 1, "une": 1, "un'": 1, "dos": 2, "tres": 3,
        "cuatro": 4, "deux": 2, "trois": 3, "quatre": 4, "due": 2, "tre": 3, "quattro": 4, "medio": 0.5, "media": 0.5,
        "demi": 0.5, "demie": 0.5, "mezzo": 0.5, "mezza": 0.5, "dozen": 12, "douzaine": 12, "vingtaine": 20,
        "dizaine": 10,
    ]

    /// Words that link an amount to its food and belong to neither (`200 g de farine`, `2 cucchiai di olio`).
    package static let linkingWords: Set<String> = ["de", "di", "del", "du", "des", "della", "dei", "degli", "delle", "von"]

    /// Elided linking words written before a vowel (`d'ail`, `d’huile`, `dell'olio`).
    package static let elidedLinks = ["d'", "d’", "dell'", "dell’", "de l'", "de l’"]

    /// Words that say a line has no amount: notes wherever they stand (`q.b.`, `etwas`, `al gusto`).
    package static let vagueAmounts = [
        "quanto basta", "q.b.", "q.b", "qb", "nach belieben", "nach bedarf", "nach geschmack", "al gusto", "a gusto",
        "o al gusto", "a piacere", "selon votre envie", "selon vos goûts", "selon votre goût", "un peu de", "un peu d'",
        "1 peu de", "qq", "quelques", "etwas", "einige", "as required", "as needed", "facultatif", "facultative",
        "opcional", "opzionale", "some", "plenty of", "additional",
    ]

    /// Preparation stems of the four languages, each read with its endings
    /// (`gehackt`, `gehackte`; `picado`, `picada`, `picados`; `haché`, `hachée`).
    package static let foreignPreparation: Set<String> = [
        // German (endings e, er, es, en, em)
        "gehackt", "gerieben", "geschält", "gewürfelt", "geschnitten", "zerlassen", "geschmolzen", "erwärmt",
        "halbiert", "geviertelt", "gekocht", "zerdrückt", "abgetropft", "entkernt", "gewaschen", "geputzt",
        "aufgetaut", "zimmerwarm", "weich", "gepresst", "zerkleinert", "geröstet", "blanchiert", "verquirlt",
        "zubereitet", "kalt", "warm", "lauwarm", "temperiert", "klein", "groß", "gross", "mittelgroß", "mittelgross",
        "mittelgroße", "dünn", "heiß", "heiss",
        // Spanish (endings o, a, os, as)
        "picad", "rallad", "pelad", "trocead", "cortad", "laminad", "troced", "derretid", "batid", "cocid", "escurrid",
        "lavad", "tostad", "fundid", "desmenuzad", "machacad", "tibi", "templad", "mediano", "mediana", "medianos",
        "medianas", "grande", "grandes", "pequeño", "pequeña", "pequeños", "pequeñas", "crudo", "cruda", "crudos",
        "crudas", "entero", "entera", "enteros", "enteras",
        // French (endings e, s, es)
        "haché", "émincé", "râpé", "rapé", "fondu", "coupé", "tranché", "dégelé", "ramolli", "pelé", "épépiné",
        "émietté", "égoutté", "tiède", "mou", "molle", "battu", "écrasé", "zesté", "pressé", "rincé", "ciselé",
        "concassé", "décongelé", "moyen", "moyenne", "moyens", "moyennes",
        // Italian (endings o, a, i, e)
        "tritat", "grattugiat", "tostat", "denocciolat", "lessat", "bollente", "fredd", "tiepid", "sminuzzat",
        "sbattut", "fus", "sciolt", "tagliat", "affettat", "sgocciolat", "pelat", "ammollat", "piccol", "grandi",
    ]

    /// Adverbs of the four languages that go with a preparation word (`frisch gerieben`, `finement haché`).
    package static let foreignAdverbs: Set<String> = [
        "frisch", "fein", "grob", "leicht", "sehr", "fraîchement", "finement", "grossièrement", "bien", "très", "recién",
        "finamente", "muy", "ben", "appena", "und", "y", "et", "e",
    ]

    /// Phrases at the end of a name, in the four languages, that are notes.
    package static let foreignTrailingPhrases = [
        "aus der mühle", "frisch gemahlen", "du moulin", "recién molida", "recién molido", "al gusto", "a gusto",
        "o al gusto", "q.b.", "q.b", "qb", "quanto basta", "a piacere", "nach belieben", "nach geschmack",
        "facultatif", "opcional", "opzionale", "selon votre envie", "am stück", "ici", "as required", "room temp.",
        "at room temperature", "room temperature", "packed",
    ]

    /// Words that open a phrase after the food: a use, a part or an example (`zum Braten`, `pour la cuisson`, `z.B.`).
    package static let foreignPurposeWords: Set<String> = [
        "zum", "zur", "für", "para", "pour", "avec", "mit", "z.b.", "zb", "z.b", "bzw.",
        "coupé", "coupée", "coupés", "coupées", "cortado", "cortada", "cortados", "cortadas", "tagliato", "tagliata",
        "tagliati", "tagliate", "ca.", "circa", "environ", "such", "see", "sowie",
    ]

    /// Foods in the four languages whose name ends in a preparation word (`pan rallado`, `carne picada`).
    package static let foreignProducts: Set<String> = [
        "pan rallado", "carne picada", "tomate triturado", "tomates triturados", "porc haché", "boeuf haché",
        "bœuf haché", "viande hachée", "steak haché", "tomates concassées", "tomate concassée", "pomodori pelati",
        "patate lesse", "gehobelte mandeln", "passierte tomaten", "gemahlene mandeln", "gemahlener zimt",
        "gehackte mandeln", "geriebene mandeln", "geröstete zwiebeln", "gekochter schinken",
    ]

    /// Whether a lowercased word is a preparation or size word of the four languages (with its endings).
    package static func isForeignPreparation(_ word: String) -> Bool {
        if foreignPreparation.contains(word) { return true }
        for ending in ["e", "er", "es", "en", "em", "o", "a", "os", "as", "i", "s"] where word.hasSuffix(ending) {
            let stem = String(word.dropLast(ending.count))
            if stem.count >= 3, foreignPreparation.contains(stem) { return true }
        }
        return false
    }
}
