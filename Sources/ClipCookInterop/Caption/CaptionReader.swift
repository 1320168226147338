import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A pasted social-media caption -> a draft recipe, deterministically (no
/// network, no model): the seeds' Instagram flow without the AI step.
/// The caption is read line by line (`CaptionParse`):
///
/// - **Title**: the first line that is not a header, a fact or a macros
///   line, cut before an emoji that has more text after it, without
///   hashtags, a call-out in brackets (`(SAVE this for later!!)`) or
///   separators left at its ends (`CaptionText.title`); cut at 200
///   characters; else "Recipe from Instagram" (TikTok, YouTube) or
///   "Imported recipe".
/// - **Ingredients**: the lines after an ingredients header ("Ingredients:",
///   "You'll need", "Ingredientes", "Il te faut", "Zutaten", "Ingredienti
///   per 4 persone"...); "Ingredients: a, b and 1 c" on one line is a list.
///   Without a header: a run of bulleted lines (`•`, `✅`, `▪️`, `-`...)
///   most of which start with an amount, numbered lines that start with
///   one (`1️⃣ 115g butter`), or a line that is a comma list of amounts.
///   Each is split by `IngredientText`.
/// - **Steps**: the lines after a method header ("Method:", "Instructions",
///   "Preparación", "Préparation", "Procedimento", "Modo de preparo"...), or
///   numbered lines, or a paragraph after the ingredients (or one that
///   starts with an instruction verb): a paragraph gives one step a
///   sentence. Promotion lines (`Follow @…`, `Link in bio`, `Save this
///   for later`, a question to the audience) and hashtag lines are never
///   steps.
/// - **Servings**: "Serves 4", "Para 4 personas" at the start of a line,
///   or inside a sentence ("it serves 2 with leftovers", "Dosi per 4
///   persone", "Ingredients (serves 2):"); a count of people beats a count
///   of pieces ("Makes 12 cookies"), which beats nothing (1).
/// - **Times**: "Prep: 10 mins", "Cook time: 1 hr 5 min", "Cuisson : 20 minutes".
/// - **Nutrition**: a macros line ("Macros per serving: 520 cals | 32P |
///   48C | 18F", "520 kcal, 32 g protein, 48 g carbs, 18 g fat") with all
///   four values.
/// - **Tags**: the hashtags, lowercased, in order, without repeats.
/// - **Category**: guessed from the first line and the hashtags
///   (`CategoryGuess`: "overnight oats" -> breakfast, "cookies" -> snack),
///   the guess said in a note; dinner when nothing suggests one.
/// - **Caption**: the whole text, verbatim.
public enum CaptionReader {
    public struct Draft: Sendable {
        public var recipe: Recipe
        /// Why the caption gave no recipe; nil when it has ingredients or steps.
        public var failure: String?
        /// The category and the words it was guessed from; nil when nothing
        /// named one (the category is then dinner).
        package var categoryGuess: CategoryGuess.Guess?

        /// "category breakfast, guessed from 'overnight oats'", when it was guessed.
        public var categoryNote: String? {
            categoryGuess.map { "category \($0.category.rawValue.lowercased()), guessed from '\($0.word)'" }
        }
    }

    /// Captions longer than this are cut before reading (the caption kept whole).
    package static let maxReadLength = 100_000

    public static func read(_ caption: String, url: String? = nil) -> Draft {
        let platform = url.flatMap(SourcePlatform.detect)
        var parse = CaptionParse()
        let text = String(caption.prefix(maxReadLength))
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            for line in CaptionParse.lines(of: raw) { parse.take(line) }
        }
        parse.flushRun()
        let ingredientLines = parse.sawIngredientHeader ? parse.ingredientLines : parse.looseIngredients
        let stepLines = parse.sawStepHeader ? parse.stepLines : parse.looseSteps

        var recipeTitle = parse.title.map { String($0.prefix(Recipe.maxTitleLength)) } ?? ""
        if recipeTitle.isEmpty { recipeTitle = Self.fallbackTitle(platform) }
        var recipe = Recipe(id: DerivedID.recipe(title: recipeTitle), title: recipeTitle, category: .dinner)
        recipe.caption = caption
        recipe.sourceUrl = url.map { $0.trimmingBlanks() }.flatMap { $0.isEmpty ? nil : $0 }
        recipe.sourcePlatform = platform
        recipe.servings = parse.servings?.0 ?? 1
        recipe.prepTime = parse.prep
        recipe.cookTime = parse.cook
        recipe.nutrition = parse.nutrition
        recipe.ingredients = ingredientLines.enumerated().map { index, line in
            let parts = IngredientText.split(line)
            return Ingredient(id: DerivedID.ingredient(position: index), name: parts.name, amount: parts.amount, notes: parts.notes)
        }
        recipe.steps = stepLines.enumerated().map { index, line in
            Step(id: DerivedID.step(position: index), order: index + 1, text: line)
        }
        var seen: Set<String> = []
        recipe.tags = parse.hashtags.map { $0.lowercased() }.filter { seen.insert($0).inserted }
        let guess = Self.category(titleLine: parse.titleLine, tags: recipe.tags)
        recipe.category = guess?.category ?? .dinner
        let failure =
            recipe.ingredients.isEmpty && recipe.steps.isEmpty
            ? "no ingredients or steps found in the caption (expected lines after 'Ingredients:' or 'Method:', bullets with amounts, or numbered steps)"
            : nil
        // A caption written as one paragraph is read again laid out in lines.
        if failure != nil, let unfolded = CaptionUnfold.unfold(text) {
            var draft = read(unfolded, url: url)
            draft.recipe.caption = caption
            if draft.failure == nil { return draft }
        }
        return Draft(recipe: recipe, failure: failure, categoryGuess: guess)
    }

    /// A blank recipe that keeps the link (SYS-003.3 "edit manually").
    public static func blank(url: String, title: String?) -> Recipe {
        let platform = SourcePlatform.detect(url: url)
        var name = IngredientText.collapseBlanks(title ?? "")
        if name.isEmpty { name = fallbackTitle(platform) }
        name = String(name.prefix(Recipe.maxTitleLength))
        var recipe = Recipe(id: DerivedID.recipe(title: name), title: name, category: .dinner)
        recipe.sourceUrl = url
        recipe.sourcePlatform = platform
        return recipe
    }

    package static func fallbackTitle(_ platform: SourcePlatform?) -> String {
        switch platform {
        case .instagram: "Recipe from Instagram"
        case .tiktok: "Recipe from TikTok"
        case .youtube: "Recipe from YouTube"
        case nil: "Imported recipe"
        }
    }

    /// A section header line, and the text after its colon when there is
    /// some. A header may carry the servings in brackets or after `per`,
    /// `para`, `pour`, `for`, `für` ("Ingredienti per 4 persone",
    /// "INGREDIENTS (1 serving)"): they are read as a statement, not here.
    package static func header(_ line: CaptionLine) -> (CaptionSection?, String?) {
        if let colon = line.text.firstIndex(of: ":") {
            let head = headerWords(line.text[..<colon].lowercased())
            let rest = line.text[line.text.index(after: colon)...].trimmingBlanks()
            if CaptionVocabulary.ingredientHeaders.contains(head) { return (.ingredients, rest.isEmpty ? nil : rest) }
            // "Preparación: 10 min" is a time, not the steps' header.
            if CaptionVocabulary.stepHeaders.contains(head), rest.isEmpty || !(rest.first?.isNumber ?? false) {
                return (.steps, rest.isEmpty ? nil : rest)
            }
            return (nil, nil)
        }
        let key = headerWords(line.headerKey)
        if CaptionVocabulary.ingredientHeaders.contains(key) { return (.ingredients, nil) }
        if CaptionVocabulary.stepHeaders.contains(key) { return (.steps, nil) }
        return (nil, nil)
    }

    /// A header's words without brackets and a "per 4 persone" after them.
    package static func headerWords(_ text: String) -> String {
        var key = Substring(text)
        if let open = key.firstIndex(where: { $0 == "(" || $0 == "[" }) { key = key[..<open] }
        let words = key.split(separator: " ")
        if let at = words.firstIndex(where: { ["per", "para", "pour", "for", "für"].contains($0) }), at > 0,
            at + 1 < words.count, words[at + 1].first?.isNumber ?? false
        {
            return words[..<at].joined(separator: " ")
        }
        return key.trimmingBlanks()
    }

    /// The category the caption's first line or its hashtags name or
    /// suggest (`CategoryGuess`); a hashtag counts a meal or dish written
    /// inside it (`#breakfastideas`, `#proteinpancakes`).
    package static func category(titleLine: String, tags: [String]) -> CategoryGuess.Guess? {
        let tagTexts = tags.map { tag in
            let inside = (CategoryGuess.meals + CategoryGuess.dishes).map(\.0)
                .filter { !$0.contains(" ") && $0.count >= 5 && tag.contains($0) }
            return ([tag] + inside).joined(separator: " ")
        }
        return CategoryGuess.guess([titleLine] + tagTexts)
    }
}

/// Where a caption line is: before any header, in the ingredients or in the steps.
package enum CaptionSection { case intro, ingredients, steps }

extension CaptionReader {
    /// A caption file (`.txt`): the whole text is the caption. A first line
    /// that is only a link (`https://...`) is the recipe's source, not caption.
    package static func read(_ source: SourceFile) -> InteropReadResult {
        let start = source.hasBOM ? 3 : 0
        if let bad = UTF8Validation.firstInvalidOffset(in: source.bytes, from: start) {
            return InteropReadResult(
                content: nil,
                diagnostics: [
                    Diagnostic(.error, "invalid UTF-8", path: source.path, range: source.range(bad..<bad + 1))
                ])
        }
        var text = String(decoding: source.bytes[start...], as: UTF8.self)
        var url: String?
        if let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first {
            let candidate = firstLine.trimmingBlanks()
            if (candidate.hasPrefix("https://") || candidate.hasPrefix("http://")), !candidate.contains(" ") {
                url = candidate
                text = String(text.dropFirst(firstLine.count)).drop(while: { $0 == "\n" || $0 == "\r" }).description
            }
        }
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        let draft = read(text, url: url)
        if let failure = draft.failure {
            return InteropReadResult(content: nil, diagnostics: [Diagnostic(.error, failure, path: source.path, range: nil)])
        }
        let note = draft.categoryNote.map { [Diagnostic(.note, $0, path: source.path, range: nil)] } ?? []
        return InteropReadResult(content: .document(.recipe(draft.recipe)), diagnostics: note)
    }
}
