import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain

/// Issue 40: a list of a huge file is made the size it needs once, not grown
/// by doubling (up to twice the room it needs, and the old and the new
/// buffer at once while it grows).
@Suite struct ListCapacityTests {
    static func recipe(ingredients: Int, steps: Int) -> SourceFile {
        var text = "recipe \"Long Soup\"\n  category dinner\n  servings 4\n\ningredients\n"
        for n in 0..<ingredients { text += "  - \(1 + n % 500) g lentils number \(n)\n" }
        text += "\nsteps\n"
        for n in 0..<steps { text += n % 2 == 0 ? "  - Stir batch \(n).\n" : "  \(n + 1). Simmer batch \(n).\n" }
        return SourceFile(path: "long.recipe", text: text)
    }

    @Test func aLongRecipesListsAreMadeTheirSizeOnce() throws {
        let source = Self.recipe(ingredients: 20_000, steps: 3_000)
        for parts: ParseParts in [.all, .collection, .session] {
            let document = try #require(Language.parse(source, keeping: parts).document)
            guard case .recipe(let recipe) = document else {
                Issue.record("not a recipe")
                return
            }
            #expect(recipe.ingredients.count == 20_000)
            #expect(recipe.steps.count == 3_000)
            // Grown by doubling, the room would be 32,768 and 4,096.
            #expect(recipe.ingredients.capacity - recipe.ingredients.count < 1_000)
            #expect(recipe.steps.capacity - recipe.steps.count < 300)
        }
    }

    @Test func theCountIsOfTheSectionsItemLines() {
        func count(_ text: String, numbered: Bool = false) -> Int {
            let bytes = Array(text.utf8)
            // Counted from the section line (the first line) on.
            return SectionItems.count(bytes, after: 0, numbered: numbered)
        }
        #expect(count("ingredients\n  - 2 eggs\n  - salt\n") == 2)
        // Blank lines, comments and CRLF inside the section; the next section ends it.
        #expect(count("ingredients\r\n  - 2 eggs\r\n\r\n  -- a comment\r\n\t- salt -- to taste\r\nsteps\n  - Whisk.\n") == 2)
        // A dash alone or followed by blanks only is no item.
        #expect(count("ingredients\n  -\n  -   \n  - milk") == 1)
        // Numbered steps count for steps only.
        #expect(count("steps\n  1. Whisk.\n  2. Fry.\n  - Serve.\n", numbered: true) == 3)
        #expect(count("ingredients\n  1. Whisk.\n  - Fry.\n") == 0)
        #expect(count("ingredients") == 0)
        #expect(count("") == 0)
    }

    @Test func aFileOfManyErrorsLintsIntoOneListOfTheirSize() {
        let lines = (0..<3_000).map { "  - 2 g flour \u{7}\($0) [[[" }.joined(separator: "\n")
        let source = SourceFile(path: "lots.recipe", text: "recipe Lots\n  category dinner\n  servings 2\n\ningredients\n" + lines + "\n")
        let file = LintFile(source: source, parse: Language.parse(source, keeping: .collection))
        #expect(file.parseDiagnostics.count == 3_000)
        let problems = Linter().lint(file, in: LintContext(files: [file]))
        #expect(problems.count >= 3_000)
        // The parse's diagnostics and the rules' findings went into a list made
        // for them (grown from the parse's, it would have room for 6,000).
        #expect(problems.capacity - problems.count < 500)
        #expect(problems.filter { $0.diagnostic.severity == .error }.count == 3_000)
    }
}
