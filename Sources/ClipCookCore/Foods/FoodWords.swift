/// Food words of German, Spanish, French and Italian recipes and the
/// everyday English name of their SR28 food (`Mehl` → flour, `ajo` →
/// garlic, `beurre` → butter, `aglio` → garlic), so that a recipe written
/// in those languages gets its nutrition as an English one does. Made from
/// Tests/ClipCookKitTests/Fixtures/ingredient-lines/food-words.tsv (1,532
/// words, the later ones in `FoodWords+Common.swift`); each string below is
/// `WORD>ENGLISH` entries joined by `|`.
package enum FoodWords {
    /// Lowercased word or phrase → English name, with its language.
    package static let table: [String: (english: String, lang: String)] = {
        var table: [String: (english: String, lang: String)] = [:]
        for (lang, chunks) in [("de", de + deCommon + deBooks), ("es", es + esCommon), ("fr", fr + frCommon + frBooks), ("it", it + itCommon)] {
            for chunk in chunks {
                for entry in chunk.split(separator: "|") {
                    let parts = entry.split(separator: ">", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    table[parts[0].lowercased()] = (String(parts[1]), lang)
                }
            }
        }
        return table
    }()

    /// Words English recipes use too, for a food the table does not have: left unmatched, as in English.
    package static let unmatched: Set<String> = ["pancetta"]

    /// The longest German entries first, for the end of a compound (`Weizenmehl` → `mehl`).
    package static let germanEnds: [(String, String)] = table.filter { $0.value.lang == "de" && $0.key.count >= 4 && !$0.key.contains(" ") }
        .map { ($0.key, $0.value.english) }.sorted { $0.0.count != $1.0.count ? $0.0.count > $1.0.count : $0.0 < $1.0 }

    /// The English food name for a name in one of the four languages: the
    /// whole name, else the longest entry found in it as a phrase or a
    /// word, else the longest German entry a word ends with; nil when none.
    package static func english(for name: String) -> String? {
        let lowered = name.lowercased()
        // sirop d’érable: a typographic apostrophe (its first byte 0xE2) is the table's
        let lower = lowered.utf8.contains(0xE2) ? lowered.replacingOccurrences(of: "’", with: "'") : lowered
        if let hit = table[lower], !unmatched.contains(lower) { return hit.english }
        let words = lower.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" && $0 != "-" }).map(String.init)
        guard !words.isEmpty else { return nil }
        var best: (length: Int, english: String)?
        for start in words.indices {
            for end in (start + 1)...min(words.count, start + 4) {
                let phrase = words[start..<end].joined(separator: " ")
                // Spanish, French and Italian names open with their food (aceite de oliva); German may not.
                guard let hit = table[phrase], start == 0 || hit.lang == "de", !unmatched.contains(phrase) else { continue }
                if phrase.count > (best?.length ?? 0) { best = (phrase.count, hit.english) }
            }
        }
        if let best { return best.english }
        if let food = foodAfterPart(words) { return food }
        for word in words {
            for (end, english) in germanEnds where word.count > end.count && word.hasSuffix(end) { return english }
        }
        return nil
    }

    static let de = [
        "Algenblätter>seaweed|Apfel>apple|Baby-Spinat>baby spinach|Balsamico>balsamic vinegar",
        "Basilikum>basil|Bergkäse>swiss cheese|Blaubeere>blueberries|Blaubeeren>blueberries",
        "Blauschimmelkäse>blue cheese|Blätterteig>puff pastry|Bohnen>beans|Bratöl>vegetable oil",
        "Brokkoli>broccoli|Brot>bread|Butter>butter|Buttermilch>buttermilk",
        "Butternut-Kürbis>butternut squash|Butterschmalz>butter oil|Cantaloupe-Melone>cantaloupe",
        "Cashew Kerne>cashew nuts|Cashewkerne>cashew nuts|Cayennepfeffer>cayenne pepper",
        "Chili>chili pepper|Cocktailtomaten>cherry tomatoes|Confit de Canard>duck|Cremefine>cream",
        "Crème fraîche>creme fraiche|Currypulver>curry powder|Dattel>dates|Datteln>dates",
        "Dinkelmehl>spelt|Dinkelvollkornmehl>spelt|Ei>egg|Eier>egg|Eigelb>egg yolk",
        "Ente>duck|Erbse>peas|Erbsen>peas|Espresso>espresso|Essig>vinegar|Fenchel>fennel",
        "Fenchelknolle>fennel|Fett>shortening|Fior di Latte>mozzarella cheese|Fleischbrühe>beef broth",
        "Frischkäse>cream cheese|Frühlingszwiebel>green onions|Frühlingszwiebeln>green onions",
        "Gemüsebouillon>vegetable broth|Gemüsebrühe>vegetable broth|Gemüsefond>vegetable broth",
        "Gewürzgurke>pickles|Gewürzgurken>pickles|Gnocchi>gnocchi|Gorgonzola>blue cheese",
        "Granatapfel>pomegranate|Granatapfelkerne>pomegranates|grüne Bohnen>green beans",
        "Gurke>cucumber|Gurken>cucumber|Hack>ground meat|Hackfleisch>ground meat|Hafer Cuisine>oat cream",
        "Haferflocken>rolled oats|Hefe>yeast|Hokkaidokürbis>winter squash|Honig>honey",
        "Hähnchenbrust>chicken breast|Hähnchenbrustfilets>chicken breast|Hühnerbrust>chicken breast",
        "Ingwer>ginger root|Ingwerpulver>ground ginger|Jalapeño>jalapeno peppers|Joghurt>yogurt",
        "Kakaopulver>cocoa powder|Kalbsschnitzel>veal cutlet|Kardamom>cardamom|Kardamomkapseln>cardamom",
        "Karotte>carrots|Karotten>carrots|Kartoffel>potatoes|Kartoffeln>potatoes|Kastanienhonig>honey",
        "Kirschtomaten>cherry tomatoes|Knoblauch>garlic|Knoblauchzehe>garlic|Knoblauchzehen>garlic",
        "Kohlrabi>kohlrabi|Kokosmilch>coconut milk|Kokosöl>coconut oil|Koriander>coriander leaves",
        "Kreuzkümmel>cumin|Kritharaki>orzo|Kräuter>herbs|Kürbis>pumpkin|Lauch>leeks",
        "Lauchzwiebeln>green onions|Leinsamen>flaxseed|Limette>lime|Limetten>lime|Lorbeerblatt>bay leaf",
        "Lorbeerblätter>bay leaf|Löffelbiskuit>ladyfingers|Löffelbiskuits>ladyfingers|Magerquark>cottage cheese",
        "Maisgriess>cornmeal|Majoran>marjoram|Mandel>almonds|Mandeldrink>almond milk",
        "Mandelmilch>almond milk|Mandeln>almonds|Mascarpone>cream cheese|Mehl>flour|Melone>melon|Milch>milk",
        "Mineralwasser>water|Mozzarella>mozzarella cheese|Muskat>nutmeg|Muskatnuss>nutmeg|Möhre>carrots",
        "Möhren>carrots|Nelke>cloves|Nelken>cloves|Nori>nori|Nudeln>pasta|Olive>olives|Oliven>olives",
        "Olivenöl>olive oil|Olivenöl extra>extra virgin olive oil|Orangensaft>orange juice",
        "Orangenschale>orange peel|Orangenschalenstreifen>orange peel|Oregano>oregano|Paprika>bell pepper",
        "Paprikapulver>paprika|Paprikaschote>bell pepper|Paprikaschoten>bell pepper",
        "Parmaschinken>ham|Parmesan>parmesan cheese|passierte Tomaten>tomato puree|Pesto>pesto",
        "Petersilie>parsley|Pfeffer>black pepper|Pfifferlinge>chanterelle mushrooms",
        "Pfifferlingen>chanterelle mushrooms|Pistazien>pistachio nuts|Pistazienkerne>pistachio nuts",
        "Polenta>cornmeal|Popcornmais>popcorn|Pudding>pudding mix|Puderzucker>powdered sugar",
        "Putenfleisch>turkey|Quark>cottage cheese|Rapsöl>canola oil|Rauke>arugula|Reis>rice|Reismehl>rice flour",
        "Rinderfond>beef broth|Rindergulasch>beef|Rindfleisch>beef|Rindshackfleisch>ground beef",
        "Risottoreis>rice|Rohrzucker>sugar|Rohschinken>cured ham|Rohschinkenwürfel>cured ham",
        "Rosmarin>rosemary|rote Zwiebeln>red onions|Rotkohl>red cabbage|Rotwein>red wine|Rucola>arugula",
        "Rumpsteak>beef steak|Rumpsteaks>beef steak|Sahne>cream|Salatmix>salad greens|Salbei>sage",
        "Salbeiblätter>sage|Salz>salt|Sandwichtoast>white bread|Sbrinz>hard cheese|Schalotte>shallots",
        "Schalotten>shallots|Schmand>sour cream|Schnittlauch>chives|Schnittsellerie>celery",
        "Schnitzel>cutlet|schwarze Oliven>black olives|schwarzer Pfeffer>black pepper",
        "Schweineschnitzel>pork|Sellerie>celery|Semmel>bread rolls|Semmeln>bread rolls",
        "Senf>mustard|Sesam>sesame seeds|Sesamsaat>sesame seeds|Sojasauce>soy sauce",
        "Sonnenblumenöl>sunflower oil|Speisestärke>cornstarch|Spinat>spinach|Sriracha>hot chili sauce",
        "Tahin>tahini|Thunfisch>tuna|Thunfischfilets>tuna|Toast>white bread|Tofu>tofu|Tomate>tomatoes",
        "Tomaten>tomatoes|Tomaten getrocknet>sun-dried tomatoes|Tomatenmark>tomato paste",
        "Tomatenpüree>tomato paste|Tomatensaft>tomato juice|Trockenhefe>dry yeast",
        "Vanilleextrakt>vanilla extract|Vanillezucker>sugar|Vanillinzucker>sugar",
        "Verjus>verjuice|Vollmilch>whole milk|Vollmilchjoghurt>whole milk yogurt|Walnuss>walnuts",
        "Walnüsse>walnuts|Wasser>water|Wassermelone>watermelon|Weisswein>white wine",
        "Weißweinessig>white wine vinegar|Weizenmehl>wheat flour|Wiener Würstchen>frankfurters",
        "Würstchen>sausages|Zimt>cinnamon|Zitrone>lemon|Zitronen>lemon|Zitronenabrieb>lemon peel",
        "Zitronensaft>lemon juice|Zitronenzesten>lemon peel|Zucchini>zucchini|Zucker>sugar|Zwiebel>onions",
        "Zwiebelchen>onions|Zwiebeln>onions|Äpfel>apple|Öl>oil",
    ]

    static let es = [
        "aceite>oil|aceite de girasol>sunflower oil|aceite de oliva>olive oil",
        "aceite de oliva virgen extra>extra virgin olive oil|agua>water|agua mineral>water|ajo>garlic",
        "ajos>garlic|albahaca>basil|anacardo>cashew nuts|anacardos>cashew nuts|arroz>rice",
        "arroz redondo>short-grain rice|azúcar>sugar|azúcar glas>powdered sugar|bacalao>cod",
        "berenjena>eggplant|berenjenas>eggplant|calabaza>pumpkin|caldo>broth|caldo de pescado>fish broth",
        "caldo de pollo>chicken broth|caldo de verduras>vegetable broth|carne picada>ground meat",
        "cebolla>onions|cebollas>onions|cebolleta>green onions|cebolletas>green onions",
        "champiñones>mushrooms|champiñón>mushrooms|chocolate>chocolate|chocolate negro>dark chocolate",
        "colorante alimentario>food coloring|comino>cumin|comino molido>ground cumin|crema>cream",
        "curry>curry powder|escamas de sal>sea salt|espaguetis>spaghetti|fumet>fish broth|gambones>shrimp",
        "garbanzo>chickpeas|garbanzos>chickpeas|harina>flour|harina de centeno>rye flour",
        "harina de centeno integral>whole rye flour|harina de espelta>spelt",
        "harina de espelta integral>spelt|harina de repostería>cake flour",
        "harina de trigo>wheat flour|harina integral de centeno>whole rye flour",
        "harina integral de espelta>spelt|huevo>egg|huevos>egg|langostino>shrimp",
        "langostinos>shrimp|laurel>bay leaf|leche>milk|leche de coco>coconut milk|levadura>yeast",
        "levadura de panadería>baker's yeast|levadura prensada>fresh yeast|levadura química>baking powder",
        "limones>lemon|limón>lemon|mantequilla>butter|menta>mint|naranja>orange|naranjas>orange",
        "nata>cream|nata líquida>cream|nueces>walnuts|nuez>walnuts|orégano>oregano",
        "orégano seco>dried oregano|pan>bread|pan blanco>white bread|pan rallado>bread crumbs",
        "panceta>bacon|panceta ahumada>smoked bacon|pasta>pasta|patata>potatoes|patatas>potatoes",
        "perejil>parsley|pimentón>paprika|pimienta>black pepper|pimienta molida>ground black pepper",
        "pimienta negra>black pepper|pimiento>bell pepper|pimiento rojo>red bell pepper",
        "pimiento verde>green bell pepper|pimientos>bell pepper|pipas de calabaza>pumpkin seeds",
        "pipas de girasol>sunflower seeds|pistacho>pistachio nuts|pistachos>pistachio nuts|puerro>leeks",
        "puerros>leeks|queso>cheese|queso de oveja>romano cheese|queso parmesano>parmesan cheese|sal>salt",
        "tomate>tomatoes|tomate entero pelado>canned whole tomatoes|tomate triturado>crushed tomatoes",
        "tomates>tomatoes|turrón>nougat|vinagre>vinegar|vino blanco>white wine|yema de huevo>egg yolk",
        "yemas>egg yolk|yogur>yogurt|yogur natural>plain yogurt|zanahoria>carrots|zanahorias>carrots",
        "zumo de limón>lemon juice|zumo de naranja>orange juice",
    ]

    static let fr = [
        "abricot sec>dried apricots|abricots secs>dried apricots|ail>garlic|algues>seaweed|amande>almonds",
        "amandes>almonds|amandes en poudre>almonds|anchois>anchovies|aubergine>eggplant",
        "aubergines>eggplant|bacon>bacon|baguette>french bread|banane>bananas|bananes>bananas",
        "basilic>basil|beurre>butter|beurre demi-sel>salted butter|beurre doux>unsalted butter",
        "beurre salé>salted butter|bicarbonate de soude>baking soda|biscuits>cookies|boeuf>beef",
        "bouillon de boeuf>beef broth|bouillon de bœuf>beef broth|bouillon de poule>chicken broth",
        "bouillon de volaille>chicken broth|bouquet garni>bouquet garni|butternut>butternut squash",
        "bœuf>beef|cacahuète>peanuts|cacahuètes>peanuts|cacao en poudre>cocoa powder|cannelle>cinnamon",
        "carotte>carrots|carottes>carrots|cassonnade>brown sugar|champignon>mushrooms",
        "champignons>mushrooms|champignons de Paris>white mushrooms|chocolat>chocolate",
        "chocolat noir>dark chocolate|chou>cabbage|citron>lemon|citron vert>lime|citrons>lemon",
        "citrons verts>lime|concombre>cucumber|concombres>cucumber|coriandre>coriander leaves",
        "courgette>zucchini|courgettes>zucchini|crème>cream|crème fraîche>creme fraiche",
        "crème liquide>cream|cuisse de canard>duck leg|cuisses de canard>duck leg|cumin>cumin",
        "cébette>green onions|céleri>celery|céleri-branche>celery|eau>water|emmental>swiss cheese",
        "extrait de café>coffee extract|farine>flour|farine de blé>wheat flour",
        "farine de sarrasin>buckwheat flour|fenouil>fennel|filet de saumon>salmon",
        "filets d'anchois>anchovies|flocons d'avoine>rolled oats|flocons d’avoine>rolled oats",
        "fond de légumes>vegetable broth|fraise>strawberries|fraises>strawberries",
        "fromage frais>cream cheese|gingembre>ginger root|graines de chia>chia seeds",
        "grains de poivre>black pepper|grenade>pomegranate|gros sel>coarse salt|huile>oil",
        "huile d'olive>olive oil|huile de pépins de raisin>grapeseed oil|huile de sésame>sesame oil",
        "huile de tournesol>sunflower oil|huile d’olive>olive oil|huile neutre>vegetable oil",
        "huile tournesol>sunflower oil|huile végétale>vegetable oil|jambon>ham|jambon cuit>ham",
        "jaune d'oeuf>egg yolk|jaune d'œuf>egg yolk|jaune d’oeuf>egg yolk|jaune d’œuf>egg yolk",
        "jaunes d'œufs>egg yolk|jus d'orange>orange juice|jus de citron>lemon juice|lait>milk",
        "lait demi-écrémé>reduced fat milk|lait entier>whole milk|lardon>bacon|lardons>bacon",
        "levain>sourdough starter|levure>yeast|levure boulangère>yeast|levure chimique>baking powder",
        "levure fraîche>fresh yeast|liqueur au cassis>liqueur",
        "liqueur de cassis>liqueur|mascarpone>cream cheese|menthe>mint|miel>honey",
        "mirabelle>plums|mirabelles>plums|mirin>mirin|muscade>nutmeg|myrtille>blueberries",
        "myrtilles>blueberries|navet>turnips|navets>turnips|noisette en poudre>hazelnuts",
        "noisettes>hazelnuts|noix de muscade>nutmeg|nouilles>noodles|nouilles soba>soba noodles|oeuf>egg",
        "oeufs>egg|oignon>onions|oignons>onions|olives>olives|olives noires>black olives|orange>orange",
        "orange sanguine>oranges|oranges>orange|origan>oregano|pain>bread",
        "pain de campagne>bread|parmesan>parmesan cheese|persil>parsley",
        "persil plat>parsley|philadelphia>cream cheese|pignons>pine nuts",
        "pignons de pin>pine nuts|piment>chili pepper|piment d'Espelette>chili powder",
        "piment rouge>red chili pepper|poireau>leeks|poireaux>leeks|pois chiches>chickpeas",
        "poivre>black pepper|poivron>bell pepper|poivron rouge>red bell pepper|poivrons>bell pepper",
        "pomme de terre>potatoes|pommes de terre>potatoes|porc>pork|porc haché>ground pork",
        "poudre d'amande>almonds|poudre d'amandes>almonds|poudre de vanille>vanilla extract",
        "poudre d’amandes>almonds|pâte brisée>pie crust|pâte filo>phyllo dough",
        "pépites de chocolat>semisweet chocolate|raclette>swiss cheese|ras-el-hanout>spice blend",
        "ratatouille>ratatouille|rhubarbe>rhubarb|rhum>rum|romarin>rosemary|saké>sake|salade>lettuce",
        "sauce soja>soy sauce|saumon>salmon|sel>salt|sel fin>table salt|semoule de couscous>couscous",
        "soupe à l'oignon>onion soup|sucre>sugar|sucre en poudre>granulated sugar",
        "sucre glace>powdered sugar|sucre vanillé>sugar|séré>cottage cheese|tagliatelles>pasta|thym>thyme",
        "tomate>tomatoes|tomates>tomatoes|tomates concassées>crushed tomatoes|vanille>vanilla|veau>veal",
        "vin blanc>white wine|vin rouge>red wine|vinaigre>vinegar|vinaigre de cidre>cider vinegar",
        "yaourt>yogurt|yaourt grec>greek yogurt|échalote>shallots|échalotes>shallots|œuf>egg|œufs>egg",
    ]

    static let it = [
        "acciughe>anchovies|aceto>vinegar|aceto di mele>cider vinegar|aceto di vino>wine vinegar",
        "acqua>water|acqua di rose>rose water|aglio>garlic|amido di mais>cornstarch|arance>orange",
        "arancia>orange|baccalà>dried cod|baccello di vaniglia>vanilla extract|basilico>basil",
        "besciamella>white sauce|bicarbonato>baking soda|birra>beer|braciola di maiale>pork chops",
        "braciole di maiale>pork chops|brodo>broth|brodo vegetale>vegetable broth|burro>butter",
        "cacao>cocoa powder|capperi>capers|carota>carrots|carote>carrots",
        "cioccolato bianco>white chocolate|cioccolato fondente>dark chocolate|cipolla>onions",
        "cipolle>onions|colorante>food coloring|cous cous>couscous|erba cipollina>chives",
        "essenza di vaniglia>vanilla extract|farina>flour|farina 00>all-purpose flour",
        "farina di cocco>coconut|farina di quinoa>quinoa|filetti di acciughe>anchovies",
        "fontina>fontina cheese|formaggio>cheese|fragola>strawberries|fragole>strawberries",
        "frutta secca>dried fruit|gelatina>gelatin|gelatina in fogli>gelatin",
        "granella di pistacchio>pistachio nuts|lasagne>pasta|latte>milk|latte di soia>soy milk",
        "latte intero>whole milk|lievito>yeast|lievito per dolci>baking powder|limoncino>liqueur",
        "limone>lemon|limoni>lemon|macinato di manzo>ground beef|mandorla>almonds|mandorle>almonds",
        "melanzana>eggplant|melanzane>eggplant|menta>mint|mentuccia>mint|miele>honey|mirto>myrtle",
        "mozzarella>mozzarella cheese|noce moscata>nutmeg|olio>oil|olio d'oliva>olive oil",
        "olio di oliva>olive oil|olio di oliva extravergine>extra virgin olive oil",
        "olio di semi di girasole>sunflower oil|olio extra vergine d'oliva>extra virgin olive oil",
        "olio extravergine di oliva>extra virgin olive oil|olive>olives|olive taggiasche>black olives",
        "paccheri>pasta|pancetta>bacon|pangrattato>bread crumbs|panna>cream|panna fresca liquida>cream",
        "paprica>paprika|parmigiano>parmesan cheese|pasta fillo>phyllo dough|pasta sfoglia>puff pastry",
        "patata>potatoes|patate>potatoes|patatine novelle>new potatoes|pepe>black pepper",
        "pepe in grani>black pepper|pepe nero>black pepper|pepe rosa>black pepper",
        "peperoncini>chili pepper|peperoncino>chili pepper|peperone>bell pepper|peperoni>bell pepper",
        "peperoni rossi>red bell pepper|pesce spada>swordfish|pinoli>pine nuts|piselli>peas|pisello>peas",
        "pistacchi>pistachio nuts|pistacchio>pistachio nuts|pomodori>tomatoes",
        "pomodori secchi>sun-dried tomatoes|pomodorini>cherry tomatoes|pomodoro>tomatoes",
        "pomodoro concentrato>tomato paste|prezzemolo>parsley|radicchio>radicchio|rosmarino>rosemary",
        "sale>salt|sale fino>table salt|salsa worcester>worcestershire sauce|salsicce>sausages",
        "salsiccia>sausages|savoiardi>ladyfingers|sciroppo d'acero>maple syrup|sedano>celery",
        "semi di lino>flaxseed|semi di papavero>poppy seeds|speck>smoked ham|succo di limone>lemon juice",
        "tofu>tofu|tuorli>egg yolk|tuorlo>egg yolk|uova>egg|uovo>egg|vaniglia>vanilla",
        "vanillina>sugar|vino bianco>white wine|yogurt>yogurt|zafferano>saffron|zucchero>sugar",
        "zucchero a velo>powdered sugar|zucchero di canna>brown sugar|zucchero semolato>granulated sugar",
    ]
}
