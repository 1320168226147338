import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// What the canonical suite does not cover: YAML lists and maps, `>>`
/// metadata, block comments, sections, notes, preparation notes, fixed
/// amounts, recipe references, escapes.
@Suite struct CooklangParserTests {
    @Test func frontMatterThroughYAML() {
        let result = CooklangParser.parse(
            """
            ---
            title: Pancakes
            tags: [breakfast, "quick, easy"]
            servings: 4
            source:
              name: Grandma
              url: https://example.com/pancakes
            ---
            Whisk @eggs{2}.
            """)
        let recipe = result.recipe
        #expect(result.diagnostics.isEmpty)
        #expect(recipe.metadata.map(\.key) == ["title", "tags", "servings", "source"])
        #expect(recipe.metadata("title") == .text("Pancakes"))
        #expect(recipe.metadata("tags")?.items == ["breakfast", "quick, easy"])
        #expect(recipe.metadata("source")?["url"] == .text("https://example.com/pancakes"))
        #expect(recipe.steps.count == 1)
    }

    @Test func invalidYAMLFallsBackToLinesWithAWarning() {
        let result = CooklangParser.parse("---\ntitle: [unclosed\nservings: 2\n---\nStir.\n", path: "a.cook")
        #expect(result.recipe.metadata("servings") == .text("2"))
        #expect(
            result.diagnostics.map(\.headline) == [
                "a.cook:2:1: warning: the front matter is not valid YAML; read as key: value lines"
            ])
    }

    @Test func oldStyleMetadataSectionsNotesAndComments() {
        let recipe = CooklangParser.parse(
            """
            >> servings: 2
            >> prep time: 10 min
            > Best eaten warm.
            > Keeps a day.

            = Dough
            Mix @flour{200%g} [- not this -] with @water{120%ml}. -- nor this
            Knead.

            == Filling ==
            [- a comment
            over lines -]
            Chop @apples{3}(peeled) in a #bowl{}.
            """
        ).recipe
        #expect(recipe.metadata.map(\.key) == ["servings", "prep time"])
        #expect(recipe.sections.map(\.name) == [nil, "Dough", "Filling"])
        #expect(recipe.sections[0].blocks == [.note("Best eaten warm. Keeps a day.")])
        #expect(
            recipe.sections[1].blocks == [
                .step(
                    CooklangStep(
                        items: [
                            .text("Mix "), .ingredient(CooklangIngredient(name: "flour", amount: CooklangAmount(quantityText: "200", units: "g"))),
                            .text("  with "),
                            .ingredient(CooklangIngredient(name: "water", amount: CooklangAmount(quantityText: "120", units: "ml"))),
                            .text(".  Knead."),  // the blank before `--` stays, as the canonical tests want
                        ], line: 7, lastLineStart: 5))
            ])
        #expect(
            recipe.sections[2].blocks == [
                .step(
                    CooklangStep(
                        items: [
                            .text("Chop "),
                            .ingredient(CooklangIngredient(name: "apples", amount: CooklangAmount(quantityText: "3"), note: "peeled")),
                            .text(" in a "), .cookware(CooklangCookware(name: "bowl")), .text("."),
                        ], line: 13))
            ])
    }

    @Test func fixedAmountsReferencesRangesAndEscapes() {
        let items =
            CooklangParser.parse(
                "Add @salt{=1%tsp}, @./sauces/Hollandaise{150%g}, @chillies{2-3} and \\@home #pan. ~{1 1/2%hours}"
            ).recipe.steps.first?.items ?? []
        #expect(
            items == [
                .text("Add "), .ingredient(CooklangIngredient(name: "salt", amount: CooklangAmount(quantityText: "1", units: "tsp", isFixed: true))),
                .text(", "),
                .ingredient(
                    CooklangIngredient(
                        name: "Hollandaise", amount: CooklangAmount(quantityText: "150", units: "g"), recipePath: "./sauces/Hollandaise")),
                .text(", "), .ingredient(CooklangIngredient(name: "chillies", amount: CooklangAmount(quantityText: "2-3"))),
                .text(" and @home "), .cookware(CooklangCookware(name: "pan")), .text(". "),
                .timer(CooklangTimer(name: "", amount: CooklangAmount(quantityText: "1 1/2", units: "hours"))),
            ])
        #expect(CooklangAmount(quantityText: "2-3").range?.high == 3)
        if case .timer(let timer)? = items.last { #expect(timer.seconds == 5400) }
    }

    @Test(arguments: [
        ("3", 3.0 as Double?), ("1.5", 1.5), ("1/2", 0.5), ("1 / 2", 0.5), ("1 1/2", 1.5), ("01/2", nil), ("few", nil),
        ("7 k", nil), ("1/0", nil), ("", nil), ("1.", nil), ("99999999999999999999", nil),
    ])
    func numbers(_ text: String, _ value: Double?) {
        #expect(CooklangAmount(quantityText: text).number == value)
    }
}
