import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Loading a real collection through the language parser (needs the parser from main).
@Suite struct CollectionParsingTests {
    @Test func aBrokenFileIsReportedWhileTheRestLoads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/toast.recipe", "recipe Toast\n  category breakfast\n  servings 2\n")
        try folder.write("recipes/broken.recipe", "recipe Broken\n  servings 2\n")  // no category
        try folder.write("plans/2026-W48.plan", "plan\nday 2026-11-23\n  breakfast: toast\n  lunch: none\n")
        try folder.write("shopping.list", "shopping\n  - [ ] milk\n  - [x] 500 g flour\n")
        try folder.write("settings", "settings\n  units imperial\n")
        try folder.write("inbox.list", "inbox\npending https://x.test/1\n  status ready\n")
        let collection = CollectionLoader.load(root: folder.path)
        #expect(collection.recipes.map(\.title) == ["Toast"])
        #expect(collection.recipe(id: "toast")?.file.relativePath == "recipes/toast.recipe")
        #expect(collection.mealSlots.map(\.meal) == [.breakfast, .lunch])
        #expect(collection.shoppingItems.map(\.checked) == [false, true])
        #expect(collection.settings.units == .imperial)
        #expect(collection.pendingImports.map(\.status) == [.ready])
        let errors = collection.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.path == folder.path + "/recipes/broken.recipe" })
        #expect(collection.export().recipes.count == 1)
    }
}
