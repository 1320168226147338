import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Turns a Cooklang file into a ClipCook recipe (the mapping is described
/// in README.md, "Cooklang").
///
/// - Ingredients: every `@` mention, in order of first mention, merged by
///   name (ignoring case); ids `i1`, `i2`, ... by that order. The amounts
///   of the mentions are summed (see `IngredientListBuilder`), and when
///   more than one mention has an amount each shows its own in its step
///   (`butter (50 g)`).
///   Preparation notes become notes; a recipe reference `@./sauces/X`
///   becomes the ingredient `X` with the note `recipe ./sauces/X`.
/// - A section named `Ingredients` lists ingredients (one each mention, not
///   merged) and gives no steps: it is what `convert --to cooklang` writes
///   when the ingredients cannot be marked in the steps in order.
/// - Steps: one a paragraph; an ingredient or cookware shows as its name, a
///   timer as its amount (`10 minutes`) or else its name. Timers alone on
///   the last line of a step (after a line of text) are not shown in the text.
///   Timers with a known time unit become step timers (label = name).
///   A named section's first step starts with `NAME: `.
/// - Cookware becomes the tags `cookware:NAME`.
/// - Metadata: see `CooklangMetadataMapping`.
public enum CooklangImporter {
    /// Parses and maps one `.cook` file.
    public static func read(_ source: SourceFile) -> InteropReadResult {
        let parsed = CooklangParser.parse(source)
        // A refused front matter (aliases past the budget) gives no recipe.
        if parsed.diagnostics.hasErrors { return InteropReadResult(content: nil, diagnostics: parsed.diagnostics) }
        // The metadata looked up by normalised key, once for the mapping and the warning.
        let metadata = CooklangMetadataIndex(parsed.recipe)
        let recipe = self.recipe(from: parsed.recipe, metadata: metadata, path: source.path)
        var diagnostics = parsed.diagnostics
        if CooklangMetadataMapping.servings(of: metadata) == nil {
            let given = metadata.metadata("servings", "serves", "yield", "portions") != nil
            let message =
                given
                ? "the servings hold no whole number; the recipe serves 1"
                : "the file gives no servings; the recipe serves 1"
            diagnostics.append(
                Diagnostic(
                    .warning, message, path: source.path, range: source.range(0..<min(1, source.bytes.count)),
                    notes: ["say how many it serves in the front matter: servings: 4"]))
        }
        return InteropReadResult(content: .document(.recipe(recipe)), diagnostics: diagnostics)
    }

    public static func recipe(from cooklang: CooklangRecipe, path: String? = nil) -> Recipe {
        recipe(from: cooklang, metadata: CooklangMetadataIndex(cooklang), path: path)
    }

    static func recipe(from cooklang: CooklangRecipe, metadata: CooklangMetadataIndex, path: String?) -> Recipe {
        var recipe = CooklangMetadataMapping.recipe(from: cooklang, metadata: metadata, path: path)
        var builder = IngredientListBuilder()
        var mentions = 0
        for section in cooklang.sections {
            for case .step(let step) in section.blocks {
                for case .ingredient in step.items { mentions += 1 }
            }
        }
        builder.reserveCapacity(mentions)
        // First pass: the ingredients, so that each mention knows whether its amount differs.
        for section in cooklang.sections {
            let listing = section.name?.lowercased() == "ingredients"
            for case .step(let step) in section.blocks {
                for case .ingredient(let ingredient) in step.items {
                    builder.add(ingredient, separately: listing)
                }
            }
        }
        var steps: [Step] = []
        var cookware: [String] = []
        var cookwareSeen: Set<String> = []
        for section in cooklang.sections where section.name?.lowercased() != "ingredients" {
            var first = true
            for case .step(let step) in section.blocks {
                var (text, timers) = render(step, builder: builder)
                if first, let name = section.name, !name.isEmpty { text = name + ": " + text }
                first = false
                steps.append(Step(id: DerivedID.step(position: steps.count), order: steps.count + 1, text: text, timers: timers))
                for case .cookware(let tool) in step.items where !tool.name.isEmpty {
                    let tag = "cookware:" + tool.name
                    if cookwareSeen.insert(tag).inserted { cookware.append(tag) }
                }
            }
        }
        recipe.ingredients = builder.ingredients()
        recipe.steps = steps
        if !cookware.isEmpty {
            var tags = Set(recipe.tags)
            for tag in cookware where tags.insert(tag).inserted { recipe.tags.append(tag) }
        }
        return recipe
    }

    /// The step's text and timers.
    package static func render(_ step: CooklangStep, builder: IngredientListBuilder) -> (String, [StepTimer]) {
        // Timers alone on the step's last line are the step's timers, not words of it.
        var trailingFrom = step.items.count
        if step.lastLineStart > 0, step.lastLineStart < step.items.count {
            let last = step.items[step.lastLineStart...]
            let onlyTimers = last.allSatisfy { item in
                switch item {
                case .timer(let timer): timer.seconds != nil
                case .text(let text): text.allSatisfy { $0 == " " || $0 == "\t" }
                default: false
                }
            }
            if onlyTimers { trailingFrom = step.lastLineStart }
        }
        // A step of one piece of text is that text, without a copy.
        if step.items.count == 1, trailingFrom == 1, case .text(let value) = step.items[0] { return (trimmed(value), []) }
        // The text is gathered as bytes and made a `String` once: appending
        // to a `String` piece by piece (and the ` (AMOUNT)` of a mention
        // through interpolation) was a sixth of reading a large file.
        var bytes: [UInt8] = []
        var estimate = 0
        for item in step.items {
            switch item {
            case .text(let value): estimate += value.utf8.count
            case .ingredient(let ingredient): estimate += ingredient.name.utf8.count + 12
            case .cookware(let tool): estimate += tool.name.utf8.count
            case .timer(let timer): estimate += timer.name.utf8.count + 12
            }
        }
        bytes.reserveCapacity(estimate)
        var timers: [StepTimer] = []
        for (position, item) in step.items.enumerated() {
            switch item {
            case .text(let value):
                if position < trailingFrom { bytes.append(contentsOf: value.utf8) }
            case .ingredient(let ingredient):
                bytes.append(contentsOf: ingredient.name.utf8)
                if builder.showsAmountInSteps(ingredient.name), let amount = ingredient.amount {
                    let amountText = amount.text
                    if !amountText.isEmpty {
                        bytes.append(0x20)
                        bytes.append(0x28)
                        bytes.append(contentsOf: amountText.utf8)
                        bytes.append(0x29)
                    }
                }
            case .cookware(let tool):
                bytes.append(contentsOf: tool.name.utf8)
            case .timer(let timer):
                if let seconds = timer.seconds {
                    timers.append(StepTimer(seconds: seconds, label: timer.name.isEmpty ? nil : timer.name))
                }
                if position < trailingFrom {
                    bytes.append(contentsOf: (timer.amount.map(\.text).flatMap { $0.isEmpty ? nil : $0 } ?? timer.name).utf8)
                }
            }
        }
        return (trimmed(String(decoding: bytes, as: UTF8.self)), timers)
    }

    /// `text.trimmedOfBlanks`, without the copy when there is nothing to trim (most steps).
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        if first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return text }
        return text.trimmedOfBlanks
    }
}
