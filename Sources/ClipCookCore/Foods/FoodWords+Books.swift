/// Food words of German and French recipe books (issue 33, round nine):
/// Austrian and Quebec words (`Kren`, `Rotkraut`, `Germ`, `bleuets`,
/// `crème sure`, `sauce soya`) and everyday foods the tables above lacked
/// (`Käse`, `Tomatensauce`, `sauce tomate`, `bouillon de légumes`), each
/// naming an English food of the SR28 table. Listed, like the others, in
/// Tests/ClipCookKitTests/Fixtures/ingredient-lines/food-words.tsv.
extension FoodWords {
    static let deBooks = [
        "Käse>cheese|Tomatensauce>tomato sauce|Schafskäse>feta cheese|Rotkraut>red cabbage|Blaukraut>red cabbage",
        "Romanasalat>romaine lettuce|Putenbrust>turkey breast|Hühnchenbrust>chicken breast|Chilischote>chili pepper",
        "Chilischoten>chili pepper|Chicorée>chicory|Apfelsine>orange|Apfelsinen>orange|Apfelsinensaft>orange juice",
        "Kren>horseradish|Mandelsplitter>almonds|Basilikumblätter>basil|Semmelwürfel>bread",
        "Vollkornbrösel>bread crumbs|Tamari>soy sauce|weiße Champignons>mushrooms|braune Champignons>mushrooms",
        "Apfelsinenschale>orange peel|Mondamin>cornstarch|Fleckerl>pasta|Germ>yeast|Dille>dill|Tartar>ground beef|Kartoffelstärke>cornstarch",
    ]

    static let frBooks = [
        "échalotte>shallots|échalottes>shallots|yogourt>yogurt|yogourt grec>greek yogurt|steak de thon>tuna",
        "steaks de thon>tuna|sauce tomate>tomato sauce|sauce soya>soy sauce|sauce aux huîtres>oyster sauce",
        "palette de bœuf>beef chuck|rôti de palette>beef chuck|fécule>cornstarch|côtelette de porc>pork chop",
        "côtelettes de porc>pork chop|bouillon de légumes>vegetable broth|bouillon de poulet>chicken broth",
        "bleuet>blueberries|bleuets>blueberries|canneberges>cranberries|bière>beer|extrait de vanille>vanilla extract",
        "carpaccio de boeuf>beef|oignons verts>green onions|oignon vert>green onions|crème sure>sour cream",
        "fromage à la crème>cream cheese|farine tout usage>flour|farine tout-usage>flour|cassonade>brown sugar",
        "fromage cheddar>cheddar cheese|fromage parmesan>parmesan cheese|sucre d'érable>maple sugar",
        "caramels>caramels|caramels mous>caramels|gelée de pommes>jellies|flocons de piment>red pepper",
        "Saint Agur>blue cheese|St Agur>blue cheese",
    ]
}
