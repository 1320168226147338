import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The words a caption reader looks for, in English, Spanish, French,
/// German, Italian and Portuguese. Compared in lowercase, accents kept.
package enum CaptionVocabulary {
    /// Headers that start the ingredient list.
    package static let ingredientHeaders: Set<String> = [
        "ingredients", "ingredient", "ingredient list", "you'll need", "you will need", "what you need",
        "what you'll need", "shopping list",
        "ingredientes", "ingrédients", "ingredients :", "zutaten", "ingredienti", "ingredientes necesarios",
        // "You'll need" in the other languages.
        "necesitas", "solo necesitas", "vas a necesitar", "il te faut", "il vous faut", "ti serve", "ti servono",
        "occorrente", "você vai precisar", "vai precisar", "du brauchst", "ihr braucht",
    ]

    /// Headers that start the steps.
    package static let stepHeaders: Set<String> = [
        "method", "instructions", "directions", "steps", "how to make it", "how to make", "how to", "preparation",
        "recipe", "to make", "process",
        "preparación", "preparacion", "instrucciones", "pasos", "elaboración", "elaboracion", "modo de preparación",
        "préparation", "preparation :", "étapes", "etapes", "recette",
        "zubereitung", "anleitung", "schritte",
        "procedimento", "preparazione", "istruzioni", "passaggi",
        "modo de preparo", "passos",
        // Less usual ones: "How:", "So geht's:", "Paso a paso:".
        "how", "how i made it", "so geht's", "so geht’s", "so gehts", "paso a paso", "procedimiento", "método", "metodo",
        "méthode", "methode", "elaborazione",
    ]

    /// Words before a number of servings: "Serves 4", "Servings: 4", "Para 4 personas".
    package static let servingWords = [
        "serves", "servings", "serving", "makes", "yield", "yields", "portions", "porciones", "raciones",
        "para", "pour", "für", "fur", "per", "porzioni", "personnes", "personen", "persone", "personas", "rende", "rinde",
    ]

    /// Words before a preparation time.
    package static let prepWords = [
        "prep time", "prep", "preparation time", "tiempo de preparación", "temps de préparation", "vorbereitungszeit", "tempo di preparazione",
        "preparación", "préparation", "vorbereitung",
    ]

    /// Words before a cooking time.
    package static let cookWords = [
        "cook time", "cooking time", "cook", "bake time", "bake", "tiempo de cocción", "cocción", "cuisson", "temps de cuisson", "kochzeit",
        "backzeit", "garzeit", "cottura", "tempo di cottura",
    ]

    /// Time units and their seconds ("10 mins", "1 hr", "10 minutos", "1 Stunde").
    package static let timeUnits: [String: Int] = [
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "segundos": 1, "secondes": 1, "sekunden": 1, "secondi": 1,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "minutos": 60, "minuto": 60, "minuten": 60, "minuti": 60,
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "hora": 3600, "horas": 3600,
        "heure": 3600, "heures": 3600, "stunde": 3600, "stunden": 3600, "std": 3600, "ora": 3600, "ore": 3600,
    ]
}
