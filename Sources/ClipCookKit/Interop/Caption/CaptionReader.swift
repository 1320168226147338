/// A pasted social-media caption -> a draft recipe, deterministically (no
/// network, no model): the seeds' Instagram flow without the AI step.
///
/// - **Title**: the first line that is not a header, a time or a serving
///   count, without emoji and hashtags (cut at 200 characters); else "Recipe
///   from Instagram" (TikTok, YouTube) or "Imported recipe".
/// - **Ingredients**: the lines after an ingredients header ("Ingredients:",
///   "Ingredientes", "Ingrédients", "Zutaten", "Ingredienti"...), or, without
///   one, bulleted lines that start with a quantity. "Ingredients: a, b, c"
///   on one line is a list. Each is split by `IngredientText`.
/// - **Steps**: the lines after a method header ("Method:", "Instructions",
///   "Preparación", "Préparation", "Zubereitung", "Procedimento"...), or,
///   without one, numbered lines; numbers, bullets and emoji are dropped.
/// - **Servings**: "Serves 4", "Servings: 4", "Makes 12", "Para 4 personas",
///   "Pour 4 personnes", "Für 4 Personen", "Per 4 persone".
/// - **Times**: "Prep: 10 mins", "Cook time: 1 hr 5 min", "Cuisson : 20 minutes".
/// - **Tags**: the hashtags, lowercased, in order, without repeats.
/// - **Category**: the first category word in the title or hashtags
///   (breakfast, lunch, dinner, snack, dessert and their translations); dinner otherwise.
/// - **Caption**: the whole text, verbatim.
public enum CaptionReader {
    public struct Draft: Sendable {
        public var recipe: Recipe
        /// Why the caption gave no recipe; nil when it has ingredients or steps.
        public var failure: String?
    }

    /// Captions longer than this are cut before reading (the caption kept whole).
    static let maxReadLength = 100_000

    public static func read(_ caption: String, url: String? = nil) -> Draft {
        let platform = url.flatMap(SourcePlatform.detect)
        var section = CaptionSection.intro
        var sawIngredientHeader = false
        var sawStepHeader = false
        var title: String?
        var ingredientLines: [String] = []
        var stepLines: [String] = []
        var looseIngredients: [String] = []
        var looseSteps: [String] = []
        var servings: Int?
        var prep: String?
        var cook: String?
        var hashtags: [String] = []

        let text = String(caption.prefix(maxReadLength))
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let line = CaptionLine(String(raw))
            hashtags += line.hashtags
            guard !line.text.isEmpty else { continue }
            let (header, inlineRest) = Self.header(line)
            if let header {
                section = header
                if header == .ingredients { sawIngredientHeader = true } else { sawStepHeader = true }
                if let inlineRest {
                    if header == .ingredients {
                        ingredientLines += inlineRest.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
                    } else {
                        stepLines.append(inlineRest)
                    }
                }
                continue
            }
            let facts = CaptionFacts(line.text, strict: section != .intro)
            if facts.matched {
                servings = servings ?? facts.servings
                prep = prep ?? facts.prep
                cook = cook ?? facts.cook
                continue
            }
            switch section {
            case .intro:
                if title == nil, line.number == nil {
                    title = line.text
                } else if line.number != nil {
                    looseSteps.append(line.text)
                } else if line.hadBullet, IngredientText.amountEnd(in: Substring(line.text)) != nil {
                    looseIngredients.append(line.text)
                }
            case .ingredients:
                ingredientLines.append(line.text)
            case .steps:
                stepLines.append(line.text)
            }
        }
        if !sawIngredientHeader { ingredientLines = looseIngredients }
        if !sawStepHeader { stepLines = looseSteps }

        var recipeTitle = title.map { String($0.prefix(Recipe.maxTitleLength)) } ?? ""
        if recipeTitle.isEmpty { recipeTitle = Self.fallbackTitle(platform) }
        var recipe = Recipe(id: DerivedID.recipe(title: recipeTitle), title: recipeTitle, category: .dinner)
        recipe.caption = caption
        recipe.sourceUrl = url.map { $0.trimmingBlanks() }.flatMap { $0.isEmpty ? nil : $0 }
        recipe.sourcePlatform = platform
        recipe.servings = servings ?? 1
        recipe.prepTime = prep
        recipe.cookTime = cook
        recipe.ingredients = ingredientLines.enumerated().map { index, line in
            let parts = IngredientText.split(line)
            return Ingredient(id: DerivedID.ingredient(position: index), name: parts.name, amount: parts.amount, notes: parts.notes)
        }
        recipe.steps = stepLines.enumerated().map { index, line in
            Step(id: DerivedID.step(position: index), order: index + 1, text: line)
        }
        var seen: Set<String> = []
        recipe.tags = hashtags.map { $0.lowercased() }.filter { seen.insert($0).inserted }
        recipe.category = Self.category(words: [recipeTitle.lowercased()] + recipe.tags) ?? .dinner
        let failure = recipe.ingredients.isEmpty && recipe.steps.isEmpty
            ? "no ingredients or steps found in the caption (expected lines after 'Ingredients:' or 'Method:', bullets with amounts, or numbered steps)"
            : nil
        return Draft(recipe: recipe, failure: failure)
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

    static func fallbackTitle(_ platform: SourcePlatform?) -> String {
        switch platform {
        case .instagram: "Recipe from Instagram"
        case .tiktok: "Recipe from TikTok"
        case .youtube: "Recipe from YouTube"
        case nil: "Imported recipe"
        }
    }

    /// A section header line, and the text after its colon when there is some.
    static func header(_ line: CaptionLine) -> (CaptionSection?, String?) {
        let key = line.headerKey
        if let colon = line.text.firstIndex(of: ":") {
            let head = line.text[..<colon].lowercased().trimmingBlanks()
            let rest = line.text[line.text.index(after: colon)...].trimmingBlanks()
            if CaptionVocabulary.ingredientHeaders.contains(head) { return (.ingredients, rest.isEmpty ? nil : rest) }
            if CaptionVocabulary.stepHeaders.contains(head), rest.isEmpty || DurationWords.seconds(in: rest) == nil {
                return (.steps, rest.isEmpty ? nil : rest)
            }
            return (nil, nil)
        }
        if CaptionVocabulary.ingredientHeaders.contains(key) { return (.ingredients, nil) }
        if CaptionVocabulary.stepHeaders.contains(key) { return (.steps, nil) }
        return (nil, nil)
    }

    static func category(words: [String]) -> RecipeCategory? {
        for word in words {
            if let match = CaptionVocabulary.categoryWords.first(where: { word.contains($0.0) }) { return match.1 }
        }
        return nil
    }
}

/// Where a caption line is: before any header, in the ingredients or in the steps.
enum CaptionSection { case intro, ingredients, steps }

extension CaptionReader {
    /// A caption file (`.txt`): the whole text is the caption. A first line
    /// that is only a link (`https://...`) is the recipe's source, not caption.
    static func read(_ source: SourceFile) -> InteropReadResult {
        let start = source.hasBOM ? 3 : 0
        if let bad = UTF8Validation.firstInvalidOffset(in: source.bytes, from: start) {
            return InteropReadResult(content: nil, diagnostics: [
                Diagnostic(.error, "invalid UTF-8", path: source.path, range: source.range(bad..<bad + 1)),
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
        return InteropReadResult(content: .document(.recipe(draft.recipe)), diagnostics: [])
    }
}
