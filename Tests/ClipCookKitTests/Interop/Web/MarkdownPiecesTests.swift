import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookInterop

/// `convert --to markdown` of a huge recipe (issue 40, item 3): the text is
/// handed on in pieces of about 64 KiB, each ending with a line feed, with
/// each ingredient presented as it is written; the pieces joined are the
/// text made whole.
@Suite struct MarkdownPiecesTests {
    @Test func aLongRecipeIsWrittenInPiecesThatJoinedAreTheWhole() throws {
        var text = "recipe Big Pancakes\n  category breakfast\n  servings 4\n\ningredients\n"
        for n in 0..<20_000 { text += n % 2 == 0 ? "  - 250 g flour, sifted\n" : "  - 1 1/2 cups milk \(n)\n" }
        text += "\nsteps\n  1. Mix everything. [timer 3 min]\n"
        guard case .recipe(let recipe)? = Language.parse(text).document else {
            Issue.record("the recipe did not read")
            return
        }
        var pieces: [String] = []
        MarkdownWriter.write(recipe, servings: 8, units: nil, foods: nil, inPiecesOf: 1 << 16) { pieces.append($0) }
        #expect(pieces.count > 4)
        #expect(pieces.allSatisfy { $0.hasSuffix("\n") && $0.utf8.count <= (1 << 16) + 200 })
        let whole = MarkdownWriter.write(recipe, servings: 8)
        #expect(pieces.joined() == whole)
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
        // Scaled from 4 to 8: 500 g of flour, 3 cups of milk.
        #expect(lines[6] == "- **500 g** flour, sifted")
        #expect(lines[7] == "- **3 cups** milk 1")
        #expect(lines[6 + 19_999] == "- **3 cups** milk 19999")
        #expect(whole.hasSuffix("## Steps\n\n1. Mix everything. *(timer 3 min)*\n"))
    }
}
