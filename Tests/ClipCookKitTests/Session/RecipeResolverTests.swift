import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct RecipeResolverTests {
    static func entry(_ id: String, _ title: String) -> RecipeEntry {
        RecipeEntry(recipe: Recipe(id: id, title: title, servings: 1, category: .dinner), path: "recipes/\(id).recipe")
    }

    static func resolved(_ typed: String, in entries: [RecipeEntry]) -> String? {
        if case .success(let entry) = RecipeResolver.resolve(typed, in: entries) { return entry.recipe.id }
        return nil
    }

    @Test func anIdWithAccentsCanBeNamed() {
        let entries = [Self.entry("unicode-ü", "Unicode"), Self.entry("toast", "Toast")]
        #expect(Self.resolved("unicode-ü", in: entries) == "unicode-ü")
        #expect(Self.resolved("unicode-u", in: entries) == "unicode-ü")
        #expect(Self.resolved("UNICODE-Ü", in: entries) == "unicode-ü")
        #expect(Self.resolved("unic", in: entries) == "unicode-ü")
    }

    @Test func theIdAsTypedWinsOverAnotherThatFoldsTheSame() {
        let entries = [Self.entry("creme", "Plain"), Self.entry("crème", "Fancy")]
        #expect(Self.resolved("crème", in: entries) == "crème")
        #expect(Self.resolved("creme", in: entries) == "creme")
    }
}
