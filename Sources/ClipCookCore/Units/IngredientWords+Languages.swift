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
            (
                "tsp",
                [
                    "tl", "teel", "teelöffel", "cucharadita", "cucharaditas", "cdta", "cdtas", "cdita", "cditas", "cucchiaino",
                    "cucchiaini", "cc", "càc", "cac", "c.c", "c.à.c", "c.a.c", "kl", "tls",
                ]
            ),
            (
                "tbsp",
                [
                    "el", "essl", "esslöffel", "cucharada", "cucharadas", "cda", "cdas", "cucchiaio", "cucchiai", "cs",
                    "càs", "cas", "c.s", "c.à.s", "c.a.s", "els", "cuil", "cuillère", "cuillères", "cuillerée", "cuillerées",
                    "cuillérée", "cuillérées",
                ]
            ),
            (
                "pinch",
                [
                    "prise", "prisen", "msp", "messerspitze", "messerspitzen", "pizca", "pizcas", "pincée", "pincées",
                    "pizzico", "pizzichi", "pellizco", "pellizcos", "presa", "prese",
                ]
            ),
            (
                "bunch",
                [
                    "bund", "bd", "bouquet", "bouquets", "botte", "bottes", "mazzetto", "mazzetti", "ciuffo", "ciuffi",
                    "grappolo", "manojo", "manojos", "ramillete", "ramilletes", "mazzo", "mazzi", "ciuffetto", "ciuffetti",
                    "grappe", "grappes",
                ]
            ),
            ("clove", ["zehe", "zehen", "diente", "dientes", "gousse", "gousses", "spicchio", "spicchi"]),
            (
                "can",
                [
                    "dose", "dosen", "bote", "botes", "lata", "latas", "boîte", "boîtes", "boite", "boites", "canne", "cannes",
                    "lattina", "lattine", "scatola", "scatole", "scatoletta", "scatolette",
                ]
            ),
            (
                "pack",
                [
                    "pck", "päckchen", "packung", "pkg", "rolle", "rollen", "becher", "sobre", "sobres", "sachet",
                    "sachets", "bustina", "bustine", "rotolo", "confezione", "confezioni", "pkt", "pk", "paquete", "paquetes",
                    "paquet", "paquets", "barquette", "barquettes", "sackerl", "sackerln", "enveloppe", "enveloppes", "rouleau",
                    "rouleaux",
                ]
            ),
            (
                "piece",
                [
                    "stück", "stk", "kugel", "kugeln", "trozo", "trozos", "pièce", "pièces", "unité", "unités",
                    "pezzo", "pezzi", "st", "pieza", "piezas", "unidad", "unidades", "morceau", "morceaux", "boule",
                    "boules",
                ]
            ),
            ("stick", ["stange", "stangen", "bâton", "bâtons", "stecca", "stecche", "rajita", "rajitas"]),
            ("stalk", ["gambo", "gambi", "costa", "coste", "tallo", "tallos"]),
            ("ear", ["mazorca", "mazorcas", "pannocchia", "pannocchie", "maiskolben"]),
            (
                "sprig",
                [
                    "stiel", "stiele", "stängel", "zweig", "zweige", "ramita", "ramitas", "brin", "brins", "branche",
                    "branches", "rametto", "rametti", "ramito", "ramitos", "rama", "ramas",
                ]
            ),
            (
                "slice",
                [
                    "scheibe", "scheiben", "rodaja", "rodajas", "tranche", "tranches", "fetta", "fette", "loncha",
                    "lonchas", "rebanada", "rebanadas", "fettina", "fettine", "rondelle", "rondelles",
                ]
            ),
            ("dash", ["spritzer", "schuss", "goccio", "chorrito", "chorritos", "chorro", "spr"]),
            ("drop", ["tropfen", "gota", "gotas", "goutte", "gouttes", "goccia", "gocce"]),
            ("bag", ["beutel", "bolsa", "bolsas", "sacchetto", "sacchetti", "tüte", "tüten", "sac", "sacs"]),
            ("tub", ["contenant", "contenants"]),
            (
                "bottle",
                ["flasche", "flaschen", "botella", "botellas", "bouteille", "bouteilles", "bottiglia", "bottiglie"]
            ),
            ("pot", ["vasetto", "vasetti", "pot", "pots"]),
            ("handful", ["handvoll", "puñado", "puñados", "poignée", "poignées", "manciata"]),
            (
                "leaf",
                [
                    "hoja", "hojas", "feuille", "feuilles", "foglio", "fogli", "fogliolina", "foglioline", "foglia",
                    "foglie", "blatt", "blätter",
                ]
            ),
            ("jar", ["frasco", "frascos", "bocal", "bocaux", "glas", "gläser", "tarro", "tarros", "barattolo", "barattoli"]),
            ("cube", ["pastilla", "pastillas", "würfel", "cubetto", "cubetti", "dado", "dadi"]),
            (
                "cup",
                [
                    "tasse", "tassen", "tasses", "taza", "tazas", "bicchiere", "bicchieri", "verre", "verres", "vaso", "vasos", "tazza",
                    "tazze", "bicchierino", "bicchierini",
                ]
            ),
            ("hg", ["etto", "etti", "ettogrammo", "ettogrammi"]),
            ("lb", ["livre", "livres"]),
            ("oz", ["once", "onces"]),
            ("pint", ["pinte", "pintes"]),
            ("carton", ["brique", "briques"]),
            ("bar", ["tablette", "tablettes"]),
            ("g", ["gramos", "gramo", "grammes", "grammi", "grammo", "gramm", "grs"]),
            ("kg", ["kilogramos", "kilogramo", "kilogrammes", "kilogramme", "kilo", "kilos", "chilogrammi", "chilo"]),
            ("ml", ["mililitros", "millilitri", "millilitres"]),
            ("l", ["litro", "litros", "litri", "litre", "litres", "liter"]),
            ("cl", ["centilitres", "centilitre", "centilitri"]),
            ("head", ["kopf", "köpfe", "cabeza", "cabezas", "tête", "têtes", "cespo", "cespi"]),
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
        ("cucchiaini rasi", "tsp"), ("cucharadas soperas", "tbsp"), ("cucharada sopera", "tbsp"),
        ("cucharadas de postre", "tsp"), ("cucharada de postre", "tsp"), ("cucharadas postre", "tsp"),
        ("cucharada postre", "tsp"), ("centímetros cúbicos", "ml"), ("centímetro cúbico", "ml"),
        ("centimetros cubicos", "ml"),
        ("cuillerées à soupe", "tbsp"), ("cuillerée à soupe", "tbsp"), ("cuillerées à café", "tsp"),
        ("cuillerée à café", "tsp"), ("c à s", "tbsp"), ("c à c", "tsp"), ("c. a s.", "tbsp"), ("c. a c.", "tsp"),
        ("cuillère à s", "tbsp"), ("cuillère à c", "tsp"), ("hand voll", "handful"), ("cuillères à thé", "tsp"),
        ("tea spoons", "tsp"), ("tea spoon", "tsp"), ("table spoons", "tbsp"), ("table spoon", "tbsp"),
        ("cuillère à thé", "tsp"), ("c. à thé", "tsp"), ("c. à table", "tbsp"), ("c.à thé", "tsp"), ("c.à table", "tbsp"),
        ("cuil à soupe", "tbsp"), ("cuil à café", "tsp"), ("c. soupe", "tbsp"), ("c. café", "tsp"),
        ("c.à soupe", "tbsp"), ("c.à café", "tsp"), ("cuil. à s.", "tbsp"), ("cuill. à s.", "tbsp"), ("cuil à s.", "tbsp"),
        ("cuil à s", "tbsp"), ("cuil. à c.", "tsp"), ("cuill. à c.", "tsp"), ("cuil à c.", "tsp"), ("cuil à c", "tsp"),
        ("c-à-s", "tbsp"), ("c-à-c", "tsp"), ("c/s", "tbsp"), ("c/c", "tsp"), ("cuillère à dessert", "tsp"),
        ("cuillères à dessert", "tsp"), ("pointe de couteau", "pinch"), ("pointes de couteau", "pinch"),
        ("boîtes de conserve", "can"), ("boîte de conserve", "can"), ("boites de conserve", "can"),
        ("boite de conserve", "can"),
    ]

    /// `foreignUnitPhrases` with the first two bytes of each phrase.
    package static let foreignUnitPhraseTable: [(String, String, UInt8, UInt8)] = foreignUnitPhrases.map { phrase, symbol in
        var bytes = phrase.utf8.makeIterator()
        return (phrase, symbol, bytes.next() ?? 0, bytes.next() ?? 0)
    }

    /// `foreignUnitPhraseTable` by the first byte of each phrase (every phrase opens with an ASCII letter).
    package static let foreignUnitPhraseIndex: [UInt8: [(String, String, UInt8, UInt8)]] = Dictionary(
        grouping: foreignUnitPhraseTable, by: { $0.2 })

    /// `vagueAmounts` and the English leads read with them, made once.
    package static let vagueLeads: [String] = vagueAmounts + ["up to", "scant", "another", "optional", "or", "optional-", "a little over"]

    /// The leads that open with a byte that is not ASCII (`éventuellement`), in order.
    package static let vagueLeadsNotASCII = vagueLeads.filter { ($0.utf8.first ?? 0) >= 0x80 }

    /// For each ASCII first byte, the leads that open with it, in order.
    package static let vagueLeadsByStart: [UInt8: [String]] = Dictionary(
        grouping: vagueLeads.filter { ($0.utf8.first ?? 0) < 0x80 }, by: { $0.utf8.first ?? 0 })

    /// Number words of the four languages (and English ones the reader did not know).
    package static let foreignNumbers: [String: Double] = [
        "ein": 1, "eine": 1, "einen": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "halbe": 0.5,
        "halber": 0.5, "halbes": 0.5, "halben": 0.5, "un": 1, "una": 1, "uno": 1, "une": 1, "un'": 1, "dos": 2, "tres": 3,
        "cuatro": 4, "deux": 2, "trois": 3, "quatre": 4, "due": 2, "tre": 3, "quattro": 4, "medio": 0.5, "media": 0.5,
        "demi": 0.5, "demie": 0.5, "mezzo": 0.5, "mezza": 0.5, "dozen": 12, "douzaine": 12, "vingtaine": 20,
        "dizaine": 10, "douze": 12, "sechs": 6, "sieben": 7, "acht": 8, "zehn": 10, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
        "diez": 10, "cinq": 5, "sept": 7, "huit": 8, "dix": 10, "cinque": 5, "sei": 6, "sette": 7, "otto": 8,
        "dieci": 10,
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
        "opcional", "opzionale", "some", "plenty of", "additional", "unos", "unas", "un poco de", "algunas", "algunos",
        "evtl.", "evtl", "eventuell", "knapp", "ggf.", "n. b.", "n.b.", "ein wenig", "wenig", "un pochino di", "una punta di", "du", "de la", "des",
        "un po' di",
        "un po’ di", "qualche", "alcune", "alcuni", "poca", "de l'", "de l’", "environ", "selon le goût", "qs de", "qs d'", "q.s. de", "q.s. d'",
        "éventuellement",
        "cantidad necesaria", "c/n de", "c/n", "a drizzle of", "drizzle of", "a squeeze of", "squeeze of",
        "a sprinkle of", "sprinkle of",
        "a sprinkling of", "sprinkling of", "a hunk of", "hunk of", "a glug of", "glug of", "any remaining", "remaining",
    ]

    /// Preparation stems of the four languages, each read with its endings
    /// (`gehackt`, `gehackte`; `picado`, `picada`, `picados`; `haché`, `hachée`).
    package static let foreignPreparation: Set<String> = [
        // German (endings e, er, es, en, em)
        "gehackt", "gerieben", "geschält", "gewürfelt", "geschnitten", "zerlassen", "geschmolzen", "erwärmt",
        "halbiert", "geviertelt", "gekocht", "zerdrückt", "abgetropft", "entkernt", "gewaschen", "geputzt",
        "aufgetaut", "abgerieben", "zimmerwarm", "weich", "gepresst", "zerkleinert", "geröstet", "blanchiert", "verquirlt",
        "zubereitet", "kalt", "warm", "lauwarm", "temperiert", "klein", "groß", "gross", "mittelgroß", "mittelgross",
        "mittelgroße", "dünn", "heiß", "heiss", "mittler", "dick", "gestr.", "gestrichen", "gehäuft", "geh.", "knapp",
        "reichlich", "gekühlt", "abgekühlt", "geraspelt", "gedünstet", "gebraten", "m.-groß", "m.-gross", "gute",
        // Spanish (endings o, a, os, as)
        "picad", "rallad", "pelad", "trocead", "cortad", "laminad", "troced", "derretid", "batid", "cocid", "escurrid",
        "lavad", "tostad", "fundid", "desmenuzad", "machacad", "tibi", "templad", "mediano", "mediana", "medianos",
        "medianas", "grande", "grandes", "pequeño", "pequeña", "pequeños", "pequeñas", "crudo", "cruda", "crudos",
        "crudas", "entero", "entera", "enteros", "enteras", "colmad", "ras", "limpi", "deshuesad", "fileted", "hervid",
        "escaldad", "troceadit", "picadit", "desmoronad", "buen", "buena", "buenas", "buenos", "frío", "fría", "fríos",
        "frías", "caliente", "calientes", "rayad", "rebanad",
        // French (endings e, s, es)
        "haché", "émincé", "râpé", "rapé", "fondu", "coupé", "tranché", "dégelé", "ramolli", "pelé", "épépiné",
        "émietté", "égoutté", "tiède", "mou", "molle", "battu", "écrasé", "zesté", "pressé", "rincé", "ciselé",
        "concassé", "décongelé", "moyen", "moyenne", "moyens", "moyennes", "mûr", "épluché", "lavé", "taillé",
        "effeuillé", "dénoyauté", "froid", "chaud", "bouillant", "grosse", "grosses", "petite", "petites", "belle",
        "belles", "mixé", "égrené", "ramollie", "bonne", "bonnes", "gratté", "gros", "tamisé", "cuit", "délayé",
        "petit", "décortiqué", "toasté", "dégermé", "tassé",
        // Italian (endings o, a, i, e)
        "tritat", "grattugiat", "tostat", "denocciolat", "lessat", "bollente", "fredd", "tiepid", "sminuzzat",
        "sbattut", "fus", "sciolt", "tagliat", "affettat", "sgocciolat", "pelat", "ammollat", "piccol", "grandi",
        "sbucciat", "pulit", "lavat", "morbid", "ammorbidit", "colm", "rasi", "medi", "spezzettat", "dissalat", "buon",
        "buona", "abbondant", "sode", "sodo", "sodi", "snocciolat", "cott",
    ]

    /// Adverbs of the four languages that go with a preparation word (`frisch gerieben`, `finement haché`).
    package static let foreignAdverbs: Set<String> = [
        "frisch", "fein", "grob", "leicht", "sehr", "fraîchement", "finement", "grossièrement", "bien", "très", "recién",
        "finamente", "muy", "ben", "appena", "già", "und", "y", "et", "e",
    ]

    /// Phrases at the end of a name, in the four languages, that are notes.
    package static let foreignTrailingPhrases = [
        "aus der mühle", "frisch gemahlen", "du moulin", "recién molida", "recién molido", "al gusto", "a gusto",
        "o al gusto", "q.b.", "q.b", "qb", "quanto basta", "a piacere", "nach belieben", "nach geschmack",
        "facultatif", "opcional", "opzionale", "selon votre envie", "am stück", "ici", "as required", "room temp.",
        "a temperatura ambiente", "temperatura ambiente", "à température ambiante", "per guarnire", "per decorare",
        "per servire", "per friggere", "per la frittura", "per ungere", "per spolverizzare", "per la teglia",
        "per lo stampo", "facoltativo", "facultativo", "optionnel", "à volonté", "au goût", "nach wahl", "q.s.",
        "zimmerwarm", "di frigo", "de votre choix", "of your choice", "selon le goût", "selon goût", "selon vos envies",
        "n. b.", "n.b.", "nach bedarf", "q. b.", "a gusto propio", "al gusto propio", "de tu preferencia",
        "de su preferencia", "de tu gusto", "de su gusto",
        "at room temperature", "room temperature", "packed", "frisch", "c.s.", "c/n", "appena macinato", "appena macinata",
        "au besoin", "qs", "q.s", "éventuellement", "environ", "maison", "fait maison", "faite maison", "faits maison",
        "fraîchement moulu", "fraîchement moulue", "si besoin", "si nécessaire", "à la coque", "en omelette",
        "de la veille", "selon votre goût", "selon vos goûts", "à votre goût", "selon les goûts", "du commerce",
        "prête à dérouler", "prêtes à dérouler", "prête à l'emploi", "toute prête",
    ]

    /// Words that open a phrase after the food: a use, a part or an example (`zum Braten`, `pour la cuisson`, `z.B.`).
    package static let foreignPurposeWords: Set<String> = [
        "zum", "zur", "für", "para", "pour", "avec", "mit", "z.b.", "zb", "z.b", "bzw.", "dans", "type",
        "coupé", "coupée", "coupés", "coupées", "cortado", "cortada", "cortados", "cortadas", "tagliato", "tagliata",
        "tagliati", "tagliate", "ca.", "circa", "environ", "d'environ", "d’environ", "such", "see", "sowie", "come", "disuelto", "disuelta",
        "disueltos", "disueltas",
    ]

    /// Foods named with a use, sold as such (`nata para cocinar`, `chocolate para fundir`): the use stays in the name.
    package static let purposeProducts: Set<String> = [
        "nata para cocinar", "nata para montar", "polvo para hornear", "harina para todo", "harina para repostería", "crema para batir",
        "crema para cocinar", "chocolate para fundir",
        "chocolate para postres", "chocolate para cobertura", "obleas para empanadillas", "masa para empanadillas",
        "tapas para empanadas", "láminas para lasaña", "placas para lasaña", "panna da cucina", "sahne zum kochen",
        "crème pour cuisson",
    ]

    /// Whether `words[i]`, a word that may open a use (`para`, `pour`, `zum`), opens one: not inside a
    /// food sold with its use in its name (`nata para cocinar`).
    package static func opensForeignPurpose(_ words: [String], at i: Int) -> Bool {
        if words[i] == "+", i > 0, i + 1 < words.count, words[i + 1].first?.isLetter == true {
            // Fleckerl + Salzwasser: what is added is a note (Salt + Pepper stays a pair)
            return !(IngredientName.seasonings.contains(words[i - 1]) && IngredientName.seasonings.contains(words[i + 1]))
        }
        guard foreignPurposeWords.contains(words[i]) else { return false }
        guard i > 0, i + 1 < words.count else { return true }
        // chocolat amer type Van Houten opens a note; farine type 55, Weizenmehl Type 405 name a flour
        if words[i] == "type" { return words[i + 1].first?.isLetter == true }
        if words[i] == "pour", words[..<i].contains(where: { purposeHeads.contains($0) }) {
            // épices pour couscous, sauce pour cuisson ... pour côtes levées: the use names the product
            return false
        }
        return !purposeProducts.contains(words[i - 1] + " " + words[i] + " " + words[i + 1])
    }

    /// French foods that a use after `pour` names (`épices pour phô`, `mélange pour crêpes`, `sauce pour
    /// cuisson`): alone they say little of what to buy, so the use stays in the name.
    package static let purposeHeads: Set<String> = ["épices", "épice", "mélange", "sauce", "préparation", "assaisonnement"]

    /// Words for "without" that open a note (`Lachsfilet ohne Haut`, `calabaza sin pepitas`).
    package static let withoutWords: Set<String> = ["ohne", "sans", "senza", "sin"]

    /// What a food is made without when the product is sold so (`mantequilla sin sal`, `farine sans
    /// gluten`, `latte di soia senza zucchero`): after a word of `withoutWords` these keep the name whole.
    package static let madeWithout: Set<String> = [
        "sal", "sel", "sale", "salz", "gluten", "glutine", "lactose", "lattosio", "lactosa", "laktose", "zucker",
        "sucre", "zucchero", "azúcar", "azucar", "alcohol", "alcool", "alkohol", "sabor", "hueso", "huesos", "corteza", "noyau",
        "nocciolo",
    ]

    /// Whether the word after a word of `withoutWords` opens a note (`ohne Haut`) rather than naming a
    /// product (`sin sal`).
    package static func opensWithout(_ word: String, next: String) -> Bool {
        // Most words: two byte checks before a hashed look-up (the reader asks for every word of every name).
        guard let first = word.utf8.first, first == UInt8(ascii: "o") || first == UInt8(ascii: "s"), word.utf8.count <= 5 else {
            return false
        }
        return withoutWords.contains(word) && !madeWithout.contains(String(next.filter(\.isLetter)))
    }

    /// `pesce spada di circa 200 g`: the words of a name cut before a note, without a linking word left at
    /// their end (it went with the note).
    package static func withoutTrailingLink(_ words: [String]) -> [String] {
        var words = words
        while words.count > 1, let last = words.last, linkingWords.contains(last.lowercased()) { words.removeLast() }
        return words
    }

    /// `chocolat noir à 65%`, `crème à 35%`: a share after `à` belongs to the food.
    package static func isShare(_ word: String) -> Bool {
        word.first?.isNumber == true && word.hasSuffix("%")
    }

    /// How a food is cut, after `en` or `a` (`en trozos`, `a dadini`).
    package static let cuts: Set<String> = [
        "trozos", "trocitos", "cuartos", "rodajas", "dados", "tiras", "láminas", "juliana", "dadini", "fette", "cubetti",
        "pezzi", "pezzetti", "rondelle", "listarelle", "spicchi", "morceaux", "dés", "lamelles", "rondelles", "cubes",
        "scheiben", "würfel", "würfeln", "ringe", "streifen", "stücke", "stücken", "spalten", "julienne", "anillas", "aros",
        "taquitos", "tacos", "cubos", "cubitos", "lonchas", "tranches", "rodajitas", "quarti", "quartiers", "lanières", "bâtonnets", "filetti",
    ]

    /// Foods in the four languages whose name ends in a preparation word (`pan rallado`, `carne picada`).
    package static let foreignProducts: Set<String> = [
        "pan rallado", "carne picada", "tomate triturado", "tomates triturados", "porc haché", "boeuf haché",
        "bœuf haché", "viande hachée", "steak haché", "tomates concassées", "tomate concassée", "pomodori pelati",
        "patate lesse", "gehobelte mandeln", "passierte tomaten", "gemahlene mandeln", "gemahlener zimt",
        "gehackte mandeln", "geriebene mandeln", "geröstete zwiebeln", "gekochter schinken", "prosciutto crudo",
        "jamón crudo", "gros sel", "pan rayado", "jamón cocido", "jamon cocido", "prosciutto cotto", "jambon cuit",
        "vino cotto", "mosto cotto", "salame cotto", "panna cotta", "media crema", "tomates pelées", "tomate pelée",
        "petits pois", "petit pois", "petit salé", "petit épeautre", "petit lait",
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

    /// Colours of German and French foods, which a joint does not part from the food (`rouge et vert`).
    package static let colourWords: Set<String> = [
        "rouge", "rouges", "vert", "verte", "verts", "vertes", "jaune", "jaunes", "blanc", "blanche", "blancs", "noir",
        "noire", "noirs", "rot", "rote", "roten", "grün", "grüne", "gelb", "gelbe", "weiß", "weiße", "schwarz", "schwarze",
    ]

    /// Count units a line may write after its food with no brackets (`2 Knoblauch Zehen`, `2 vanillina bustine`).
    package static let unitsAfterForeignFood: [String: String] = [
        "zehe": "clove", "zehen": "clove", "bustina": "pack", "bustine": "pack",
    ]
}
