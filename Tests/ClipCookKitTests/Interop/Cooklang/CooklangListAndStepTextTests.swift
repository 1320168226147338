import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookInterop

/// The ingredient list reads each distinct amount text once, and a step's
/// text is gathered as bytes: both answer as the plain code (kept here as
/// the reference: every amount read where it is added, the text appended
/// piece by piece) on worked examples and generated files mixing repeated
/// names, non-ASCII names, empty and huge amounts, fractions, ranges, words
/// and units that add up or do not.
@Suite struct CooklangListAndStepTextTests {
    static let mentions = [
        "@salt{1%tsp}", "@Salt{1/2%tsp}", "@salt{}", "@salt", "@flour{450%g}", "@flour{0.5%kg}", "@flour{1 1/2%cups}",
        "@crème fraîche{2%tbsp}", "@Crème Fraîche{1%tbsp}", "@egg{99999999999999}", "@egg{2}", "@egg{1e308}",
        "@water{1 1/2%cups}", "@water{250%ml}", "@oil{some}", "@oil{a little}", "@sugar{2-3%tbsp}", "@sugar{1%tbsp}",
        "@milk{250%ml}", "@milk{1%cup}", "@milk{1%l}", "@ブロッコリー{1%個}", "@ブロッコリー{2%個}", "@pepper{=1%g}",
        "@pepper{1%g}(ground)", "@./sauces/Hollandaise{150%g}", "#pan{}", "~{10%minutes}", "~rest{2%h}", "plain words", " ",
        "½ cup", "é", "\\@not", "@butter{50%g}", "@butter{0%g}", "@butter{-3%g}", "@butter{3/0%g}",
    ]

    static func files(count: Int, seed: UInt64) -> [String] {
        let lines = FastPathEquivalenceTests.texts(mentions.map { $0 + " " }, count: count * 4, maxLength: 7, seed: seed)
        return (0..<count).map { n in
            // Steps of one to three lines, the last sometimes only a timer.
            lines[(n * 4)..<(n * 4 + 4)].enumerated().map { position, line in
                position == 2 ? line + "\n~{5%min}\n" : line + "\n"
            }.joined(separator: "\n")
        }
    }

    @Test func ingredientListsAreSummedAsBefore() {
        let examples = [
            "@salt{1%tsp} and @salt{1%tsp} and @Salt{1/2%tsp}", "@flour{450%g} then @flour{0.5%kg}",
            "@egg{99999999999999} @egg{99999999999999} @egg{2}", "@oil{some} @oil{some} @oil{1%tbsp}",
            "@milk{250%ml} @milk{1%cup} @milk{250%ml}", "@a{} @a{} @a{1}", "",
        ]
        for text in examples + Self.files(count: 400, seed: 38) {
            let recipe = CooklangParser.parse(text).recipe
            let ingredients = CooklangImporter.recipe(from: recipe).ingredients
            #expect(ingredients.map(\.name) == Self.referenceNames(recipe), "\(text)")
            #expect(ingredients.map(\.amount) == Self.referenceAmounts(recipe), "\(text)")
        }
        let summed = CooklangImporter.recipe(from: CooklangParser.parse(examples[0]).recipe).ingredients
        #expect(summed.map(\.amount) == ["2 ½ tsp"])
        let mixed = CooklangImporter.recipe(from: CooklangParser.parse(examples[3]).recipe).ingredients
        #expect(mixed.map(\.amount) == ["some + some + 1 tbsp"])
    }

    @Test func theSameAmountTextIsReadOnceAndAsAmountReadsIt() {
        var readings = IngredientListBuilder.AmountReadings()
        for text in ["1 tsp", "1/2 tsp", "some", "", "99999999999999", "1e308", "2-3 tbsp", "½ cup", "1 tsp", "some"] {
            #expect(readings.amount(text) == Amount(text), "\(text)")
            #expect(readings.amount(text) == Amount(text), "\(text), read again")
        }
    }

    @Test func stepTextsAreGatheredAsBefore() {
        let examples = [
            "Add @salt{1%tsp} to #pan{} for ~{10%minutes}.", "  @butter{50%g} and @butter{25%g}  ", "@egg", "only text",
            "Crème @crème fraîche{2%tbsp}, @Crème Fraîche{1%tbsp} ½ cup", "Rest.\n~rest{2%h}", "~{5%min}", "",
        ]
        for text in examples + Self.files(count: 400, seed: 41) {
            let recipe = CooklangParser.parse(text).recipe
            var builder = IngredientListBuilder()
            for case .step(let step) in recipe.sections.flatMap(\.blocks) {
                for case .ingredient(let ingredient) in step.items { builder.add(ingredient, separately: false) }
            }
            for case .step(let step) in recipe.sections.flatMap(\.blocks) {
                let (text, timers) = CooklangImporter.render(step, builder: builder)
                let (expected, expectedTimers) = Self.referenceRender(step, builder: builder)
                #expect(text == expected, "\(step)")
                #expect(timers == expectedTimers, "\(step)")
            }
        }
        let both = CooklangParser.parse(examples[1]).recipe
        #expect(CooklangImporter.recipe(from: both).steps.map(\.text) == ["butter (50 g) and butter (25 g)"])
    }

    // MARK: The reference

    static func referenceMentions(_ recipe: CooklangRecipe) -> [(key: String, CooklangIngredient)] {
        recipe.sections.flatMap(\.blocks).flatMap { block -> [(key: String, CooklangIngredient)] in
            guard case .step(let step) = block else { return [] }
            return step.items.compactMap { if case .ingredient(let i) = $0 { (i.name.lowercased(), i) } else { nil } }
        }
    }

    static func referenceNames(_ recipe: CooklangRecipe) -> [String] {
        var seen: Set<String> = []
        return referenceMentions(recipe).compactMap { seen.insert($0.key).inserted ? $0.1.name : nil }
    }

    /// The amounts of each name in order, one as written, more read with
    /// `Amount` where each is added and summed, or joined by ` + `.
    static func referenceAmounts(_ recipe: CooklangRecipe) -> [String] {
        var order: [String] = []
        var texts: [String: [String]] = [:]
        for (key, mention) in referenceMentions(recipe) {
            if texts[key] == nil { order.append(key) }
            texts[key, default: []] += [mention.amount?.text].compactMap { $0 }.filter { !$0.isEmpty }
        }
        return order.map { key in
            let amounts = texts[key] ?? []
            guard amounts.count > 1 else { return amounts.first ?? "" }
            var total: Amount? = Amount(amounts[0])
            for text in amounts.dropFirst() {
                guard let sum = total, let next = Amount(text) else {
                    total = nil
                    break
                }
                total = sum.adding(next)
            }
            return total?.description ?? amounts.joined(separator: " + ")
        }
    }

    /// The step's text appended piece by piece, as the importer made it before.
    static func referenceRender(_ step: CooklangStep, builder: IngredientListBuilder) -> (String, [StepTimer]) {
        var trailingFrom = step.items.count
        if step.lastLineStart > 0, step.lastLineStart < step.items.count {
            let onlyTimers = step.items[step.lastLineStart...].allSatisfy { item in
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
                if builder.showsAmountInSteps(ingredient.name), let amount = ingredient.amount, !amount.text.isEmpty {
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
        return (text.trimmedOfBlanks, timers)
    }
}
