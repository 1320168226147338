import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Reloads read only what changed, and still see every change.
@Suite struct IncrementalLoadTests {
    static let tea = "recipe Tea\n  category snack\n"
    static let toast = "recipe Toast\n  category snack\n"

    @Test func aReloadSeesAFileChangedInTheSameMomentWithTheSameSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/a.recipe", IncrementalLoadTests.tea)
        let first = CollectionLoader.load(root: folder.path)
        #expect(first.recipes.map(\.title) == ["Tea"])
        // Just written: a stamp this fresh is not trusted, so the same-sized
        // change made right after the read is not missed.
        #expect(first.files.first?.stamp == nil)
        try folder.write("recipes/a.recipe", "recipe Teb\n  category snack\n")
        let second = CollectionLoader.reload(first, root: folder.path)
        #expect(second.recipes.map(\.title) == ["Teb"])
    }

    @Test func aReloadAddsNewFilesDropsRemovedOnesAndKeepsPathOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/b.recipe", IncrementalLoadTests.tea)
        try folder.write("recipes/c.recipe", IncrementalLoadTests.toast)
        let first = CollectionLoader.load(root: folder.path)
        try folder.write("recipes/a.recipe", "recipe Apple\n  category snack\n")
        try FileManager.default.removeItem(atPath: folder.path + "/recipes/c.recipe")
        let second = CollectionLoader.reload(first, root: folder.path)
        #expect(second.files.map(\.relativePath) == ["recipes/a.recipe", "recipes/b.recipe"])
        #expect(second.recipes.map(\.title) == ["Apple", "Tea"])
    }

    @Test func aFileWithTheSameBytesKeepsItsParse() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/a.recipe", "recipe Tea\n  category snack\n  servings 2\n")
        let first = CollectionLoader.load(root: folder.path)
        try folder.write("recipes/a.recipe", "recipe Tea\n  category snack\n  servings 2\n")
        let second = CollectionLoader.reload(first, root: folder.path)
        #expect(second.files.count == 1)
        #expect(second.files.first?.source.bytes == first.files.first?.source.bytes)
        #expect(second.recipes.first?.servings == 2)
    }

    @Test func filesAreReadInPathOrderWhateverTheCoreThatReadThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = (0..<150).map { String(format: "r%03d", $0) }
        for name in names {
            try folder.write("recipes/\(name).recipe", "recipe Dish \(name)\n  category dinner\n")
        }
        let collection = CollectionLoader.load(root: folder.path)
        #expect(collection.recipes.map(\.title) == names.map { "Dish \($0)" })
        #expect(CollectionLoader.concurrentMap(Array(0..<1000)) { $0 * 2 } == (0..<1000).map { $0 * 2 })
    }

    @Test func theSessionSeesItsOwnChangesAndOthersAfterReload() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/tea.recipe", IncrementalLoadTests.tea)
        try folder.write("recipes/toast.recipe", IncrementalLoadTests.toast)
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: nil)
        #expect(session.execute("fav tea").succeeded)
        #expect(session.recipes.map(\.isFavourite) == [true, false])
        #expect(session.execute("new Porridge").succeeded)
        #expect(session.recipes.map(\.title) == ["Porridge", "Tea", "Toast"])
        #expect(session.execute("delete toast --yes").succeeded)
        #expect(session.recipes.map(\.title) == ["Porridge", "Tea"])
        #expect(session.execute("undo").succeeded)
        #expect(session.recipes.map(\.title) == ["Porridge", "Tea", "Toast"])
        // Changed by someone else: seen after reload, which reads only what changed.
        try folder.write("recipes/toast.recipe", "recipe Toast\n  category breakfast\n")
        try folder.write("recipes/zest.recipe", "recipe Zest\n  category snack\n")
        #expect(session.execute("reload").succeeded)
        #expect(session.recipes.map(\.title) == ["Porridge", "Tea", "Toast", "Zest"])
        #expect(session.recipes.first { $0.title == "Toast" }?.category == .breakfast)
        // A file broken on disk shows up as a problem; a write-back after it keeps the report.
        try folder.write("recipes/zest.recipe", "recipe Zest\n  category brunch\n")
        #expect(session.execute("reload").succeeded)
        #expect(session.kitchen.problems.map(\.path).first?.hasSuffix("recipes/zest.recipe") == true)
        #expect(session.execute("unfav tea").succeeded)
        #expect(session.kitchen.problems.count == 1)
        #expect(session.recipes.map(\.title) == ["Porridge", "Tea", "Toast"])
    }
}

@Suite struct TextFoldingTests {
    @Test func asciiIsFoldedAsFoundationFoldsIt() {
        let printable = String((0x20..<0x7F).map { Character(UnicodeScalar(UInt8($0))) })
        for text in [printable, "Creamy Tuscan CHICKEN", "already lower", "", "Tab\tand\nNewline", "A-Z a-z 0-9 [@`{"] {
            #expect(TextFolding.asciiFold(text) == TextFolding.foundationFold(text))
            #expect(TextFolding.fold(text) == TextFolding.foundationFold(text))
        }
    }

    @Test func otherTextFallsBackToFoundation() {
        #expect(TextFolding.asciiFold("Crème Brûlée") == nil)
        #expect(TextFolding.fold("Crème Brûlée") == "creme brulee")
        #expect(TextFolding.fold("ＡＢＣ") == "abc")
    }

    @Test func byteSearchAgreesWithTheCharacterSearch() {
        let pairs = [
            ("chicken breast", "breast"), ("chicken breast", "chickens"), ("aaab", "aab"), ("abc", "c"),
            ("abc", "abcd"), ("x \u{1F} y", "\u{1F}"), ("crème", "creme"), ("creme", "crème"),
        ]
        for (haystack, needle) in pairs {
            let folded = SearchRanking.Folded(haystack).contains(SearchRanking.Folded(needle))
            #expect(folded == haystack.contains(needle), "\(haystack) / \(needle)")
        }
    }
}
