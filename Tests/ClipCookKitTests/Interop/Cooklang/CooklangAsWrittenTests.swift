import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Cooklang as people write it (issue 24): line continuations, categories
/// from courses and tags, a warning for missing servings, blanks inside
/// names; and the one rule for summing the mentions of an ingredient (issue 22).
@Suite struct CooklangAsWrittenTests {
    static func recipe(_ text: String, path: String = "r.cook") -> (Recipe?, [Diagnostic]) {
        let result = CooklangImporter.read(SourceFile(path: path, bytes: Array(text.utf8)))
        guard case .document(.recipe(let recipe))? = result.content else { return (nil, result.diagnostics) }
        return (recipe, result.diagnostics)
    }

    // MARK: - Summing the mentions of one ingredient

    @Test func equalAmountsOfOneIngredientAddUpLikeAnyOthers() throws {
        let (equal, _) = Self.recipe("Add @pepper{1%g}.\n\nAdd more @pepper{1%g}.\n")
        let (different, _) = Self.recipe("Add @pepper{1%g}.\n\nAdd more @pepper{2%g}.\n")
        #expect(try #require(equal).ingredients == [Ingredient(id: "i1", name: "pepper", amount: "2 g")])
        #expect(try #require(different).ingredients == [Ingredient(id: "i1", name: "pepper", amount: "3 g")])
        // Each step says what goes in there, as soon as two mentions have amounts.
        #expect(try #require(equal).steps.map(\.text) == ["Add pepper (1 g).", "Add more pepper (1 g)."])
        #expect(try #require(different).steps.map(\.text) == ["Add pepper (1 g).", "Add more pepper (2 g)."])
    }

    @Test func oneAmountAmongPlainMentionsStaysTheAmountAndOutOfTheSteps() throws {
        let (recipe, _) = Self.recipe("Add @salt{1%tsp}.\n\nSeason with @salt to taste.\n")
        #expect(try #require(recipe).ingredients == [Ingredient(id: "i1", name: "salt", amount: "1 tsp")])
        #expect(try #require(recipe).steps.map(\.text) == ["Add salt.", "Season with salt to taste."])
    }

    /// 16,000 mentions of one ingredient in one step (272 KB): each mention
    /// costs a look-up, not a pass over the earlier ones. Before, this took
    /// 15.5 s in a release build (minutes in a debug one) and held up the
    /// suite; now a fraction of a second. (No time is asserted: the suite
    /// runs on shared machines.)
    @Test func manyMentionsAreReadInOnePass() throws {
        let count = 16_000
        let text = "Add @salt{1%g} " + String(repeating: "and @pepper{1%g} ", count: count) + "\n"
        let (recipe, _) = Self.recipe(text)
        let read = try #require(recipe)
        #expect(read.ingredients.map(\.name) == ["salt", "pepper"])
        #expect(read.ingredients[1].amount == Amount("\(count) g").map(\.description))
        #expect(read.steps.count == 1)
        #expect(read.steps[0].text.hasPrefix("Add salt and pepper (1 g) and pepper (1 g)"))
    }

    /// Unclosed braces and parentheses after every mention: each search for
    /// the closing one starts where the last one ended.
    @Test func unclosedBracesAndCommentsDoNotMakeEachMentionScanTheLine() {
        let braces = String(repeating: "@a{ @b( ", count: 20_000)
        let result = CooklangParser.parse(braces + "\n" + String(repeating: "[- ", count: 20_000) + "\n")
        #expect(result.recipe.steps.count == 1)
        #expect(result.diagnostics.count == 1)  // one unterminated block comment, reported once
        let notes = CooklangParser.parse(String(repeating: "> a note line\n", count: 20_000))
        #expect(notes.recipe.sections[0].blocks.count == 1)
    }

    // MARK: - A backslash at the end of a line

    @Test func aBackslashAtTheEndOfALineContinuesIt() throws {
        let (recipe, _) = Self.recipe(
            """
            ---
            servings: 2
            ---
            Mix @flour{200%g} \\
              and @water{100%ml}.\\
            = not a section, part of the step

            Bake.
            """)
        let read = try #require(recipe)
        #expect(read.steps.map(\.text) == ["Mix flour and water. = not a section, part of the step", "Bake."])
        #expect(read.ingredients.map(\.name) == ["flour", "water"])
        // The lines after a continuation keep their numbers.
        let parsed = CooklangParser.parse("Stir \\\r\nwell.\r\n\r\nRest.\r\n")
        #expect(parsed.recipe.steps.map(\.line) == [1, 4])
        #expect(CooklangImporter.recipe(from: parsed.recipe).steps.map(\.text) == ["Stir well.", "Rest."])
    }

    @Test func aBackslashElsewhereIsStillText() throws {
        let (recipe, _) = Self.recipe("Use a 1\\2 ratio \\ of both.\nEnd with \\\\\nthen serve.\n")
        #expect(try #require(recipe).steps.map(\.text) == ["Use a 1\\2 ratio \\ of both. End with \\ then serve."])
    }

    // MARK: - Category from course and tags

    @Test(arguments: [
        ("course: dessert", RecipeCategory.snack), ("course: Main Course", .dinner), ("meal: Brunch", .breakfast),
        ("tags: [chocolate, cake]", .snack), ("tags: quick, cookies", .snack), ("tags: [pancakes]", .breakfast),
        ("tags: [vegan, lunch]", .lunch), ("course: appetizer", .snack), ("tags: [vegan, quick]", .dinner),
        ("category: lunch\ntags: [dessert]", .lunch), ("course: dessert\ntags: [breakfast]", .snack),
        ("tags: [Christmas Cookies]", .snack), ("course: ice cream", .snack),
    ])
    func courseAndTagsChooseTheCategory(_ metadata: String, _ expected: RecipeCategory) throws {
        let (recipe, _) = Self.recipe("---\nservings: 2\n\(metadata)\n---\nStir @sugar{1%tbsp}.\n")
        #expect(try #require(recipe).category == expected)
    }

    // MARK: - Servings

    @Test func aFileWithoutServingsGetsAWarning() throws {
        let (recipe, diagnostics) = Self.recipe("Toast @bread{2%slices}.\n", path: "toast.cook")
        #expect(try #require(recipe).servings == 1)
        #expect(diagnostics.map(\.headline) == ["toast.cook:1:1: warning: the file gives no servings; the recipe serves 1"])
        let (_, unreadable) = Self.recipe("---\nservings: a few\n---\nToast @bread.\n", path: "t.cook")
        #expect(unreadable.map(\.headline) == ["t.cook:1:1: warning: the servings hold no whole number; the recipe serves 1"])
        let (_, given) = Self.recipe(">> serves: 4 people\nToast @bread.\n")
        #expect(given.isEmpty)
    }

    // MARK: - Blanks inside names

    @Test func blanksInsideNamesAreCollapsed() throws {
        let (recipe, _) = Self.recipe("---\nservings: 1\n---\nAdd @olive  oil{2%tbsp} and @olive oil{1%tbsp} to the #frying \t pan{}.\n")
        let read = try #require(recipe)
        #expect(read.ingredients == [Ingredient(id: "i1", name: "olive oil", amount: "3 tbsp")])
        #expect(read.steps[0].text == "Add olive oil (2 tbsp) and olive oil (1 tbsp) to the frying pan.")
        #expect(read.tags == ["cookware:frying pan"])
        #expect(CooklangInline.collapsingBlanks("a\u{00A0}\u{00A0}b  c") == "a b c")
        #expect(CooklangInline.collapsingBlanks("plain name") == "plain name")
    }
}
