import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct SourceEditTests {
    static let oats = """
        -- breakfast for busy days
        recipe Overnight Oats
          category breakfast
          servings 1   -- one jar

        ingredients
          - 50 g rolled oats

        """

    func edit(_ text: String, _ name: String, _ value: Bool) throws -> String {
        let tree = Language.parse(SourceFile(path: "oats.recipe", text: text)).tree
        let bytes = try #require(SourceEdit.setFlag(name, to: value, in: tree))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func addingAFlagInsertsOneLineAfterTheLastProperty() throws {
        let edited = try edit(Self.oats, "favourite", true)
        #expect(edited == Self.oats.replacingOccurrences(of: "servings 1   -- one jar\n", with: "servings 1   -- one jar\n  favourite\n"))
        let parsed = Language.parse(SourceFile(path: "oats.recipe", text: edited))
        guard case .recipe(let recipe)? = parsed.document else {
            Issue.record("the edited file does not parse: \(parsed.diagnostics.map(\.headline))")
            return
        }
        #expect(recipe.isFavourite && !recipe.isArchived)
    }

    @Test func removingAFlagKeepsItsComment() throws {
        let text = Self.oats.replacingOccurrences(of: "  servings 1", with: "  favorite  -- the kids' pick\n  archived\n  servings 1")
        #expect(
            try edit(text, "favourite", false)
                == Self.oats.replacingOccurrences(of: "  servings 1", with: "  -- the kids' pick\n  archived\n  servings 1"))
        #expect(
            try edit(text, "archived", false)
                == Self.oats.replacingOccurrences(of: "  servings 1", with: "  favorite  -- the kids' pick\n  servings 1"))
    }

    @Test func noChangeWhenTheFlagIsAlreadySo() throws {
        #expect(try edit(Self.oats, "archived", false) == Self.oats)
        let favourite = try edit(Self.oats, "favourite", true)
        #expect(try edit(favourite, "favourite", true) == favourite)
        #expect(try edit(favourite, "favourite", false) == Self.oats)
    }

    @Test func crlfAndAMissingFinalNewlineAreRespected() throws {
        let crlf = "recipe Tea\r\n  category snack\r\n"
        #expect(try edit(crlf, "archived", true) == "recipe Tea\r\n  category snack\r\n  archived\r\n")
        let unterminated = "recipe Tea\n  category snack"
        #expect(try edit(unterminated, "favourite", true) == "recipe Tea\n  category snack\n  favourite\n")
        let headerOnly = "recipe Tea -- just a title\n\nsteps\n  - Brew.\n"
        #expect(try edit(headerOnly, "favourite", true) == "recipe Tea -- just a title\n  favourite\n\nsteps\n  - Brew.\n")
    }

    @Test func aFileWithoutARecipeIsNotEdited() {
        let tree = Language.parse(SourceFile(path: "shopping.list", text: "shopping\n  - [ ] milk\n")).tree
        #expect(SourceEdit.setFlag("favourite", to: true, in: tree) == nil)
    }
}
