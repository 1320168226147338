import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
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
        #expect(
            CommandScript.commands(in: script) == [
                .init(text: "list", line: 3), .init(text: "stats", line: 3), .init(text: "search \"a; b\"", line: 5),
                .init(text: "show oats    servings 2", line: 7),
            ])
    }

    @Test func aQuoteOpenAtTheEndOfALineContinuesTheCommandOnlyAtThePrompt() {
        #expect(
            CommandScript.commands(in: "new \"Two\nLines\"\nlist", quotesSpanLines: true)
                == [.init(text: "new \"Two\nLines\"", line: 1), .init(text: "list", line: 3)])
        // In a script the open quote is an error at its line; the next line is a command of its own.
        #expect(
            CommandScript.commands(in: "new \"Two\nlist") == [
                .init(text: "new \"Two", line: 1, unterminatedQuote: true), .init(text: "list", line: 2),
            ])
        #expect(!CommandScript.needsMoreInput("new \"Two", quotesSpanLines: false))
        #expect(CommandScript.needsMoreInput("new \"Two"))
        #expect(CommandScript.needsMoreInput("show oats \\"))
        #expect(!CommandScript.needsMoreInput("show oats"))
        #expect(!CommandScript.needsMoreInput("search \"a\\\"b\""))
    }

    @Test func lexerKeepsQuotedBlanks() {
        let result = CommandLexer.split(#"show "Crème brûlée" servings 2 'it''s'"#)
        #expect(result.words.map(\.text) == ["show", "Crème brûlée", "servings", "2", "it''s"])
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

    @Test func anApostropheInsideAWordIsALetter() {
        #expect(CommandLexer.split("search nonna's").words.map(\.text) == ["search", "nonna's"])
        #expect(CommandLexer.split("new Mum's Stew").words.map(\.text) == ["new", "Mum's", "Stew"])
        #expect(CommandLexer.split("show 'Mum's Stew' servings 2").words.map(\.text) == ["show", "Mum's Stew", "servings", "2"])
        #expect(CommandLexer.split("search grandma's").openQuote == nil)
        #expect(!CommandScript.needsMoreInput("show grandma's crepes"))
        #expect(
            CommandScript.commands(in: "search nonna's; list") == [
                .init(text: "search nonna's", line: 1), .init(text: "list", line: 1),
            ])
    }

    @Test func crlfAndLoneCRLinesAreLines() {
        #expect(
            CommandScript.commands(in: "stats\r\nlist\r\n# c\r\nhelp") == [
                .init(text: "stats", line: 1), .init(text: "list", line: 2), .init(text: "help", line: 4),
            ])
    }
}
