import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// YAML aliases in front matter are bounded (issue 22, item 2).
@Suite struct YAMLAliasBudgetTests {
    /// The front matter of the report: ten `x`, then seven levels of ten aliases of the level below.
    static func laughs(levels: Int = 7) -> String {
        var yaml = "a0: &a0 [" + Array(repeating: "x", count: 10).joined(separator: ", ") + "]\n"
        for level in 1...levels {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        return yaml + "title: Laugh\n"
    }

    @Test func theAliasThatGoesPastTheBudgetIsRefused() {
        // a1 adds 10 × 11 nodes, a2 10 × 111; a3's eighth alias of a2 takes the total past 10,000.
        let refusal = YAMLAliasBudget.check(Self.laughs())
        #expect(refusal == YAMLAliasBudget.Refusal(line: 3, column: 9 + 7 * 5, anchor: "a2"))
    }

    @Test func aSmallBudgetCountsEachAliasAtItsExpandedSize() {
        let yaml = "a: &a [1, 2]\nb: *a\nc: *a\n"
        #expect(YAMLAliasBudget.check(yaml, budget: 6) == nil)
        #expect(YAMLAliasBudget.check(yaml, budget: 5) == YAMLAliasBudget.Refusal(line: 2, column: 3, anchor: "a"))
        // Nested anchors carry what their aliases hold: b is 1 + 3 + 3 nodes.
        let nested = "a: &a [1, 2]\nb: &b [*a, *a]\nc: *b\n"
        #expect(YAMLAliasBudget.check(nested, budget: 13) == nil)
        #expect(YAMLAliasBudget.check(nested, budget: 12) == YAMLAliasBudget.Refusal(line: 2, column: 3, anchor: "b"))
    }

    @Test func documentsWithoutAliasesOrThatDoNotParseAreLeftToYams() {
        #expect(YAMLAliasBudget.check("title: Toast\ntags: [a, b, c]\n") == nil)
        #expect(YAMLAliasBudget.check("title: [unclosed\n", budget: 0) == nil)
        #expect(YAMLAliasBudget.check("", budget: 0) == nil)
        // An alias of an anchor not defined (yet) counts one node; Yams refuses it later.
        #expect(YAMLAliasBudget.check("a: *nowhere\n") == nil)
    }

    @Test func aliasesWithinTheBudgetReadAsTheirValues() {
        let result = CooklangParser.parse("---\nbase: &base [eggs, quick]\ntags: *base\nservings: 2\n---\nStir.\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.recipe.metadata("tags")?.items == ["eggs", "quick"])
    }

    @Test func aFrontMatterPastTheBudgetIsRefusedAtTheAlias() {
        let text = "---\n" + Self.laughs() + "---\nAdd @salt{1%g}.\n"
        let result = CooklangImporter.read(SourceFile(path: "l.cook", bytes: Array(text.utf8)))
        #expect(result.content == nil)
        #expect(
            result.diagnostics.map(\.headline) == [
                "l.cook:5:45: error: the front matter's aliases expand past 10000 nodes; alias '*a2' is refused"
            ])
    }

    /// Aliases as mapping keys: Yams compares every key of a mapping with
    /// the others, which is as costly as the keys are large once expanded.
    @Test func aliasesUsedAsKeysAreBoundedToo() {
        let text = "---\n" + Self.laughs(levels: 6) + "? *a6\n: x\n---\nStir.\n"
        let result = CooklangParser.parse(text, path: "k.cook")
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.recipe.metadata.isEmpty)
    }
}
