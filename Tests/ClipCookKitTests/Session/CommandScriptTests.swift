import Testing
@testable import ClipCookKit

@Suite struct CommandScriptTests {
    @Test func splitsOnNewlinesAndSemicolonsAndSkipsComments() {
        let script = """
            #!/usr/bin/env -S clipcook run
            # a comment
            list; stats
              # indented comment
            search "a; b"

            show oats \\
              servings 2
            """
        #expect(CommandScript.commands(in: script) == [
            .init(text: "list", line: 3), .init(text: "stats", line: 3), .init(text: "search \"a; b\"", line: 5),
            .init(text: "show oats    servings 2", line: 7),
        ])
    }

    @Test func aQuoteOpenAtTheEndOfALineContinuesTheCommand() {
        #expect(CommandScript.commands(in: "new \"Two\nLines\"\nlist") == [.init(text: "new \"Two\nLines\"", line: 1), .init(text: "list", line: 3)])
        #expect(CommandScript.needsMoreInput("new \"Two"))
        #expect(CommandScript.needsMoreInput("show oats \\"))
        #expect(!CommandScript.needsMoreInput("show oats"))
        #expect(!CommandScript.needsMoreInput("search \"a\\\"b\""))
    }

    @Test func lexerKeepsQuotedBlanks() {
        let result = CommandLexer.split(#"show "Crème brûlée" servings 2 'it''s'"#)
        #expect(result.words.map(\.text) == ["show", "Crème brûlée", "servings", "2", "its"])
        #expect(result.openQuote == nil)
        #expect(CommandLexer.split("show \"abc").openQuote == "\"")
        #expect(CommandLexer.quoteIfNeeded("Crème brûlée") == "\"Crème brûlée\"")
        #expect(CommandLexer.quoteIfNeeded("oats") == "oats")
    }

    @Test func derivedIdsFollowTheContract() {
        #expect(RecipeTemplate.derivedId(for: "Creamy Tuscan Chicken Pasta") == "creamy-tuscan-chicken-pasta")
        #expect(RecipeTemplate.derivedId(for: "  Crème Brûlée!! (v2) ") == "creme-brulee-v2")
        #expect(RecipeTemplate.derivedId(for: "") == "r-811c9dc5")
        #expect(RecipeTemplate.derivedId(for: "🍕").hasPrefix("r-"))
    }

    @Test(arguments: ["Toast", "Mac -- cheese", "\"Quoted\" toast", "[draft] soup", "| pipe", " padded ", "tab\there", "two\nlines", "a\u{1}b"])
    func templatesReadBackWithTheirTitle(_ title: String) throws {
        let result = Language.parse(RecipeTemplate.text(title: title))
        #expect(!result.diagnostics.hasErrors)
        guard case .recipe(let recipe)? = result.document else {
            Issue.record("not a recipe")
            return
        }
        #expect(recipe.title == title)
    }

    @Test func suggestionsFindTyposNotStrangers() {
        #expect(Suggestion.closest(to: "serch", in: ["search", "show"]) == "search")
        #expect(Suggestion.closest(to: "shwo", in: ["search", "show"]) == "show")
        #expect(Suggestion.closest(to: "banana", in: ["search", "show"]) == nil)
    }
}
