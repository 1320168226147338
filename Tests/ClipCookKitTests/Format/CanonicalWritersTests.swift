import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Every writer produces exactly what the formatter writes.
@Suite struct CanonicalWritersTests {
    func isCanonical(_ text: String) throws -> Bool {
        try Formatter.format(SourceFile(path: "w", text: text)) == text
    }

    @Test(arguments: ["Toast", "Mum's \"Best\" Stew", "Red Lentil Soup -- Mum's Way", " padded ", "日本のカレー"])
    func newRecipeTemplate(_ title: String) throws {
        #expect(try isCanonical(RecipeTemplate.text(title: title)))
    }

    @Test func flagEditsOfACanonicalFileStayCanonical() throws {
        let text = "recipe Toast\n  category breakfast\n  servings 2  -- for two\n\nsteps\n  1. Toast.  [timer 2 min]\n"
        #expect(try isCanonical(text))
        let tree = Language.parse(SourceFile(path: "w", text: text)).tree
        let on = try #require(SourceEdit.setFlag("favourite", to: true, in: tree))
        let favourite = String(decoding: on, as: UTF8.self)
        #expect(try isCanonical(favourite))
        let off = try #require(SourceEdit.setFlag("favourite", to: false, in: Language.parse(SourceFile(path: "w", text: favourite)).tree))
        #expect(String(decoding: off, as: UTF8.self) == text)
    }

    @Test func anInsertedIdLineStaysCanonical() throws {
        let text = "recipe Classic Hummus\n  category snack\n\ningredients\n  - 400 g chickpeas\n"
        let edited = try #require(SourceEdit.insertProperty("id", "classic-hummus", in: Language.parse(SourceFile(path: "w", text: text)).tree))
        #expect(try isCanonical(String(decoding: edited, as: UTF8.self)))
    }

    /// The printer and the formatter use the same fixed separators: no column
    /// alignment, so lengthening one step does not rewrite the next.
    @Test func changingOneLineLeavesItsNeighbours() throws {
        let before = "recipe Toast\n  category breakfast\n\nsteps\n  1. Toast.  [timer 2 min]\n  2. Butter it while hot.  [timer 1 min]\n"
        #expect(try isCanonical(before))
        let after = before.replacingOccurrences(of: "1. Toast.", with: "1. Toast the bread on both sides until golden brown.")
        #expect(try isCanonical(after))
        let formatted = try Formatter.format(SourceFile(path: "w", text: after.replacingOccurrences(of: ".  [timer", with: ".   [timer")))
        #expect(formatted == after)
    }

    @Test func lintFixAddsATimerWithTheFormattersSeparator() throws {
        let text = "recipe Toast\n  category breakfast\n\ningredients\n  - bread\n\nsteps\n  1. Toast the bread for 3 minutes.\n"
        let file = LintFile(source: SourceFile(path: "r.recipe", text: text))
        let problems = Linter().lint(file, in: LintContext(files: [file]))
        let fixed = String(decoding: FixApplier.apply(problems, to: Array(text.utf8)).bytes, as: UTF8.self)
        #expect(fixed.contains("  1. Toast the bread for 3 minutes.  [timer 3 min]\n"))
        #expect(try isCanonical(fixed))
    }
}
