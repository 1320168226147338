import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct UnknownUnitTests {
    let rule = UnknownUnit()

    @Test(arguments: [
        ("2", "tbps sugar", "tbsp"),
        ("1", "cpu milk", "cup"),
        ("3 tsq", "salt", "tsp"),
        ("200", "grms flour", "grams"),
        ("1", "tablspoon honey", "tablespoon"),
    ])
    func flagsMisspeltUnits(_ amount: String, _ name: String, _ suggestion: String) throws {
        let recipe = LintFixture.recipe(ingredients: [(amount, name)], steps: ["Use everything: sugar milk salt flour honey."])
        let file = LintFixture.file("r.recipe", .recipe(recipe))
        let finding = try #require(rule.check(file, in: LintContext(files: [file])).first)
        #expect(finding.notes.first?.hasPrefix("did you mean '\(suggestion)'?") == true)
    }

    @Test(arguments: [
        ("2", "large eggs"), ("2", "eggs"), ("1", "pear"), ("2", "bay leaves"), ("2", "spring onions"),
        ("2", "sweet potatoes"), ("1 cup", "rice"), ("2", "tbsp sugar"), ("", "salt"), ("a pinch", "salt"),
        ("2", "mint leaves"), ("1", "stock cube"), ("3", "cloves garlic"), ("1", "cut lemon"), ("2", "tspn salt"),
    ])
    func leavesOrdinaryWordsAlone(_ amount: String, _ name: String) {
        let recipe = LintFixture.recipe(ingredients: [(amount, name)])
        #expect(LintFixture.messages(rule, recipe: recipe).isEmpty)
    }

    @Test func checksShoppingItemsToo() {
        let list = ShoppingList(shoppingItems: [
            ShoppingItem(id: "a", name: "oz cheese", amount: "8"),
            ShoppingItem(id: "b", name: "ozs cheese", amount: "8"),
            ShoppingItem(id: "c", name: "ounzes cheese", amount: "8"),
        ])
        #expect(
            LintFixture.messages(rule, [LintFixture.file("shopping.list", .shoppingList(list))])
                == ["unknown unit 'ounzes'"])
    }

    /// 100,000 misspelt items: each finding is placed on its own line. Looking
    /// each item's line up with a scan of the tree took minutes at this size;
    /// the time limit turns a quadratic regression into a failure.
    @Test(.timeLimit(.minutes(5))) func aLongListIsLintedInOnePass() throws {
        var text = "shopping\n"
        for k in 0..<100_000 { text += "  - [ ] 2 tbps sugar \(k)\n" }
        let file = LintFile(source: SourceFile(path: "shopping.list", text: text))
        let findings = rule.check(file, in: LintContext(files: [file]))
        #expect(findings.count == 100_000)
        #expect(findings.first?.range?.start.line == 2 && findings.first?.range?.start.column == 11)
        #expect(findings.last?.range?.start.line == 100_001)
    }
}
