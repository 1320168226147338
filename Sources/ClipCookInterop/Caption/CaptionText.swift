import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Readings of caption text that are not about one line's decorations:
/// the title as a cook would name the recipe, sentences, inline lists,
/// promotion lines and instructions.
package enum CaptionText {
    /// The recipe's name in a caption's first line: the text before the
    /// first emoji that has more text after it ("Tiramisù classico ☕️ la
    /// ricetta della nonna" -> "Tiramisù classico"), without a call-out in
    /// brackets that shouts or asks to save (`(SAVE this for later!!)`)
    /// and without separators left at its ends.
    package static func title(_ text: String) -> String {
        var kept = ""
        var sawText = false
        for c in text {
            if isEmoji(c) {
                if sawText { break }
                continue
            }
            if c.isLetter || c.isNumber { sawText = true }
            kept.append(c)
        }
        var title = IngredientText.collapseBlanks(kept)
        // A call-out in brackets at the end.
        while let open = title.lastIndex(where: { $0 == "(" || $0 == "[" }) {
            let inside = title[open...].lowercased()
            guard inside.contains("!") || promoWords.contains(where: { inside.contains($0) }) || isServingsNote(inside) else { break }
            title = String(title[..<open]).trimmingBlanks()
        }
        while let last = title.last, "|-–—:;,/•·".contains(last) || last == " " { title.removeLast() }
        return title
    }

    /// "(serves 2)", "(4 servings)": a bracket that says the servings.
    package static func isServingsNote(_ text: String) -> Bool {
        text.count <= 30 && CaptionStatements.servings(in: text) != nil
    }

    /// An emoji (not a letter, digit or the bullet marks `-`, `*`...).
    package static func isEmoji(_ c: Character) -> Bool {
        guard !c.isLetter, !c.isNumber, !c.isASCII else { return false }
        return c.unicodeScalars.contains { scalar in
            let p = scalar.properties
            return p.isEmojiPresentation || (p.isEmoji && scalar.value >= 0x2100) || (0x1F1E6...0x1F1FF).contains(scalar.value)
        }
    }

    /// Sentences of a paragraph: split after `.`, `!` or `?` followed by a
    /// blank and a capital letter (or `¡`, `¿`), so that "1 c. à soupe" or
    /// "q.b." stay whole.
    package static func sentences(_ text: String) -> [String] {
        let chars = Array(text)
        var out: [String] = []
        var current = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            current.append(c)
            if ".!?…".contains(c), i + 2 < chars.count, chars[i + 1] == " " {
                var j = i + 1
                while j < chars.count, chars[j] == " " || isEmoji(chars[j]) { j += 1 }
                if j < chars.count, chars[j].isUppercase || chars[j] == "¡" || chars[j] == "¿" {
                    out.append(current)
                    current = ""
                    i = j
                    continue
                }
            }
            i += 1
        }
        out.append(current)
        return out.map { IngredientText.collapseBlanks($0) }.filter { $0.contains(where: \.isLetter) }
    }

    /// An inline list of ingredients: the parts between commas, a last
    /// `and`/`y`/`et`/`e`/`und` split off when an amount follows it
    /// ("1 tsp cinnamon and 1 tsp baking powder"), a closing point dropped.
    package static func inlineList(_ text: String) -> [String] {
        var parts: [String] = []
        for piece in text.split(separator: ",") {
            var rest = piece.trimmingBlanks()
            while let (before, after) = splitAtConjunction(rest) {
                parts.append(before)
                rest = after
            }
            parts.append(rest)
        }
        return parts.map { part in
            var p = part
            while let last = p.last, last == "." || last == " " { p.removeLast() }
            return p
        }.filter { !$0.isEmpty }
    }

    package static func splitAtConjunction(_ text: String) -> (String, String)? {
        for word in [" and ", " y ", " et ", " e ", " und ", " & "] {
            guard let range = text.range(of: word) else { continue }
            let after = text[range.upperBound...].trimmingBlanks()
            guard startsWithAmount(after) else { continue }
            return (text[..<range.lowerBound].trimmingBlanks(), after)
        }
        return nil
    }

    /// Whether a text starts with a quantity ("2 eggs", "½ cup", "1/2 banana").
    package static func startsWithAmount(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return (first.isASCII && first.isNumber) || QuantityScanner.vulgarFractions[first] != nil
    }

    /// A line that is a list of ingredients on its own: at least three
    /// parts between commas, most starting with an amount, the first too.
    package static func isInlineIngredientList(_ text: String) -> Bool {
        let parts = inlineList(text)
        guard parts.count >= 3, let first = parts.first, startsWithAmount(first) else { return false }
        return parts.filter(startsWithAmount).count * 3 >= parts.count * 2
    }

    /// Words of a line that promotes rather than cooks.
    package static let promoWords = [
        "follow", "link in bio", "save this", "save for", "save it", "save the recipe", "saved", "tag me", "tag a friend",
        "tag someone", "share with", "share this", "subscribe", "comment ", "let me know", "more recipes", "more easy",
        "guarda esta", "guárdala", "guardala", "guarda la receta", "sígueme", "sigueme", "síguenos", "comparte",
        "etiqueta a", "enregistre", "sauvegarde", "abonne", "suis-moi", "suivez", "n'oubliez pas", "partage",
        "salva la", "salva questa", "seguimi", "taggami", "tagga", "condividi", "segue", "siga", "salva pra", "salve",
        "marque", "bon appétit", "buen provecho", "buon appetito", "bom apetite", "¡a disfrutar",
        "salvala", "salvalo", "guárdalo", "guardalo", "speicher dir", "merk dir",
    ]

    /// A line that promotes the creator, not the recipe: an @handle, a
    /// call to follow, save, share or tag, a link in bio, a question to
    /// the audience.
    package static func isPromo(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.split(separator: " ").contains(where: { $0.hasPrefix("@") && $0.count > 1 }) { return true }
        if lower.hasSuffix("?") { return true }
        return promoWords.contains { lower.contains($0) }
    }

    /// Verbs that start an instruction, in the captions' languages.
    package static let instructionVerbs: Set<String> = [
        "add", "bake", "beat", "blend", "boil", "bring", "brown", "chop", "combine", "cook", "cover", "cream", "cut",
        "dice", "divide", "drain", "drizzle", "fold", "fry", "grate", "grill", "heat", "knead", "layer", "let", "marinate",
        "mash", "melt", "mix", "place", "pour", "preheat", "put", "remove", "roast", "roll", "season", "serve", "simmer",
        "slice", "spread", "sprinkle", "stir", "toss", "top", "warm", "whisk", "chill", "scoop", "sear", "soak", "toast",
        "lay", "leave", "build", "air", "microwave", "cream", "shake", "squeeze", "start", "steam",
        "añade", "agrega", "bate", "calienta", "cocina", "corta", "echa", "hornea", "mezcla", "pela", "pica", "pon",
        "sirve", "sofríe", "tritura", "vierte", "licúa", "machaca", "deja", "incorpora", "coloca", "dora",
        "ajoute", "ajoutez", "coupe", "coupez", "faites", "fais", "mélange", "mélangez", "mets", "mettez", "verse",
        "versez", "préchauffe", "préchauffez", "laisse", "laissez", "enfourne", "enfournez", "fouette", "fouettez",
        "aggiungi", "cuoci", "frulla", "mescola", "metti", "taglia", "versa", "lascia", "scola", "condisci", "monta",
        "inforna", "soffriggi", "unisci", "amasse", "asse", "bata", "coloque", "corte", "junte", "misture", "mexa",
        "aqueça", "doure", "adicione", "leve", "despeje", "deixe", "cozinhe", "sirva", "frite",
    ]

    /// Whether a sentence starts with an instruction verb.
    package static func startsWithInstruction(_ text: String) -> Bool {
        guard let first = CategoryGuess.words(text).first else { return false }
        return instructionVerbs.contains(String(first))
    }
}
