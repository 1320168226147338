import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The gathering of documents by kind, on files built in memory (no parser involved).
@Suite struct KitchenCollectionTests {
    static func file(_ relative: String, _ document: Document?, errors: [String] = []) -> CollectionFile {
        let source = SourceFile(path: "k/" + relative, text: "")
        let diagnostics = errors.map { Diagnostic(.error, $0, path: source.path, range: nil) }
        return CollectionFile(
            relativePath: relative, absolutePath: "/k/" + relative, source: source,
            result: ParseResult(
                tree: SyntaxTree(source: source, lines: []), document: document, diagnostics: diagnostics,
                sourceMap: [:]),
            fingerprint: nil)
    }

    static func sample() throws -> KitchenCollection {
        let monday = try #require(Day("2026-11-23"))
        return KitchenCollection(
            root: "k", absoluteRoot: "/k",
            files: [
                file("recipes/toast.recipe", .recipe(Recipe(id: "toast", title: "Toast", category: .breakfast))),
                file("recipes/broken.recipe", nil, errors: ["missing category"]),
                file(
                    "plans/2026-W49.plan",
                    .plan(
                        Plan(mealSlots: [
                            MealSlot(id: "s3", day: monday, meal: .dinner, recipeId: "pasta")
                        ]))),
                file(
                    "plans/2026-W48.plan",
                    .plan(
                        Plan(mealSlots: [
                            MealSlot(id: "s1", day: monday, meal: .lunch, recipeId: "toast"),
                            MealSlot(id: "s2", day: monday, meal: .breakfast, recipeId: "toast"),
                        ]))),
                file("recipes/pasta.recipe", .recipe(Recipe(id: "pasta", title: "Pasta", category: .dinner))),
                file("shopping.list", .shoppingList(ShoppingList(shoppingItems: [ShoppingItem(id: "milk", name: "milk")]))),
                file("old.settings", .settings(Settings(units: .metric))),
                file("settings", .settings(Settings(units: .imperial))),
                file("inbox.list", .inbox(Inbox(pendingImports: [PendingImport(id: "i", url: "https://x.test/1")]))),
            ])
    }

    @Test func gathersDocumentsByKindInPathOrder() throws {
        let collection = try Self.sample()
        #expect(collection.recipes.map(\.id) == ["pasta", "toast"])
        #expect(collection.recipe(id: "toast")?.file.relativePath == "recipes/toast.recipe")
        #expect(collection.recipe(id: "nope") == nil)
        #expect(collection.mealSlots.map(\.id) == ["s1", "s2", "s3"])
        #expect(collection.shoppingItems.map(\.name) == ["milk"])
        #expect(collection.pendingImports.map(\.url) == ["https://x.test/1"])
    }

    @Test func theTopSettingsFileWinsAndTheOtherIsReported() throws {
        let collection = try Self.sample()
        #expect(collection.settings.units == .imperial)
        #expect(collection.settingsFile?.relativePath == "settings")
        #expect(
            collection.diagnostics.map(\.headline) == [
                "k/recipes/broken.recipe: error: missing category",
                "k/old.settings: warning: more than one settings file; these settings are ignored",
            ])
        #expect(collection.hasErrors)
    }

    @Test func exportHoldsEveryDocument() throws {
        let export = try Self.sample().export()
        #expect(export.user.units == .imperial)
        #expect(export.recipes.map(\.id) == ["pasta", "toast"])
        #expect(export.mealSlots.count == 3)
        #expect(export.shoppingItems.count == 1)
        #expect(export.pendingImports.count == 1)
    }

    @Test func noSettingsFileMeansDefaults() {
        let collection = KitchenCollection(root: ".", absoluteRoot: "/k", files: [])
        #expect(collection.settings == Settings())
        #expect(collection.diagnostics.isEmpty)
        #expect(collection.export() == CollectionExport())
    }
}
