/// Turns a Cooklang file into a ClipCook recipe (the mapping is described
/// in README.md, "Cooklang").
///
/// - Ingredients: every `@` mention, in order of first mention, merged by
///   name (ignoring case); ids `i1`, `i2`, ... by that order. One amount
///   when the mentions agree; when they differ, the total when the amounts
///   add up (`50 g` + `25 g` → `75 g`), else the amounts joined by ` + `,
///   and each mention shows its own amount in its step (`butter (50 g)`).
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
        let recipe = self.recipe(from: parsed.recipe, path: source.path)
        return InteropReadResult(content: .document(.recipe(recipe)), diagnostics: parsed.diagnostics)
    }

    public static func recipe(from cooklang: CooklangRecipe, path: String? = nil) -> Recipe {
        var recipe = CooklangMetadataMapping.recipe(from: cooklang, path: path)
        var builder = IngredientListBuilder()
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
        for section in cooklang.sections where section.name?.lowercased() != "ingredients" {
            var first = true
            for case .step(let step) in section.blocks {
                var (text, timers) = render(step, builder: builder)
                if first, let name = section.name, !name.isEmpty { text = name + ": " + text }
                first = false
                steps.append(Step(id: DerivedID.step(position: steps.count), order: steps.count + 1, text: text, timers: timers))
                for case .cookware(let tool) in step.items where !tool.name.isEmpty {
                    let tag = "cookware:" + tool.name
                    if !cookware.contains(tag) { cookware.append(tag) }
                }
            }
        }
        recipe.ingredients = builder.ingredients()
        recipe.steps = steps
        for tag in cookware where !recipe.tags.contains(tag) { recipe.tags.append(tag) }
        return recipe
    }

    /// The step's text and timers.
    static func render(_ step: CooklangStep, builder: IngredientListBuilder) -> (String, [StepTimer]) {
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
        var text = ""
        var timers: [StepTimer] = []
        for (position, item) in step.items.enumerated() {
            switch item {
            case .text(let value):
                if position < trailingFrom { text += value }
            case .ingredient(let ingredient):
                text += ingredient.name
                if builder.amountsDiffer(for: ingredient.name), let amount = ingredient.amount, !amount.text.isEmpty {
                    text += " (\(amount.text))"
                }
            case .cookware(let tool):
                text += tool.name
            case .timer(let timer):
                if let seconds = timer.seconds {
                    timers.append(StepTimer(seconds: seconds, label: timer.name.isEmpty ? nil : timer.name))
                }
                if position < trailingFrom {
                    text += timer.amount.map(\.text).flatMap { $0.isEmpty ? nil : $0 } ?? timer.name
                }
            }
        }
        return (text.trimmingBlanks, timers)
    }
}

/// Ingredient mentions merged by name.
struct IngredientListBuilder {
    struct Entry {
        var name: String
        var amounts: [String] = []
        var notes: [String] = []
        var recipePaths: [String] = []
    }

    private(set) var entries: [Entry] = []
    private var byName: [String: Int] = [:]

    mutating func add(_ mention: CooklangIngredient, separately: Bool) {
        let key = mention.name.lowercased()
        let index: Int
        if !separately, let existing = byName[key] {
            index = existing
        } else {
            index = entries.count
            entries.append(Entry(name: mention.name))
            if byName[key] == nil || separately { byName[key] = index }
        }
        if let amount = mention.amount, !amount.text.isEmpty { entries[index].amounts.append(amount.text) }
        if let note = mention.note, !entries[index].notes.contains(note) { entries[index].notes.append(note) }
        if let path = mention.recipePath, !entries[index].recipePaths.contains(path) {
            entries[index].recipePaths.append(path)
        }
    }

    func amountsDiffer(for name: String) -> Bool {
        guard let index = byName[name.lowercased()] else { return false }
        return Set(entries[index].amounts).count > 1
    }

    func ingredients() -> [Ingredient] {
        entries.enumerated().map { position, entry in
            let distinct = entry.amounts.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            var amount = distinct.first ?? ""
            if distinct.count > 1 {
                let parsed = entry.amounts.compactMap { Amount($0) }
                let totals = parsed.count == entry.amounts.count ? Amount.sum(parsed) : []
                amount = totals.count == 1 ? totals[0].description : entry.amounts.joined(separator: " + ")
            }
            let notes = entry.recipePaths.map { "recipe " + $0 } + entry.notes
            return Ingredient(
                id: DerivedID.ingredient(position: position), name: entry.name, amount: amount,
                notes: notes.isEmpty ? nil : notes.joined(separator: "; "))
        }
    }
}

extension String {
    var trimmingBlanks: String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        while let first = s.first, first == " " || first == "\t" { s = s.dropFirst() }
        return String(s)
    }
}
