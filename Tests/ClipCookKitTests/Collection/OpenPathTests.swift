import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What opening a collection does once instead of twice, or later instead
/// of at once: the store's load walks the folder once (and that walk arms
/// the change check), it keeps no source maps (the one edit that needs
/// positions parses its files again), and the walk of the change check
/// takes folders in their own order but reports in the sorted walk's order.
@Suite struct OpenPathTests {
    static let tea = "recipe Tea\n  category snack\n"

    #if os(Linux)
        @Test func theLoadsWalkArmsTheChangeCheckSoTheFirstCheckDoesNotWalkAgain() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("recipes/a.recipe", OpenPathTests.tea)
            try folder.write("plans/2026-W48.plan", "plan\nday 2026-11-23\n  lunch: tea\n")
            let device = try #require(FolderWatch.device(ofFolder: folder.path))
            try #require(FolderWatch.isLocalFileSystem(device: device))
            let store = WriteBackStore(root: folder.path)
            _ = store.load()
            #expect(store.changeCheck.walkCount == 1)
            #expect(store.changeCheck.isWatching)
            #expect(store.changedOnDisk().isEmpty)
            #expect(store.changedOnDisk().isEmpty)
            #expect(store.changeCheck.walkCount == 1)
            // A change after the load is reported by the watch the load armed.
            try folder.write("recipes/b.recipe", "recipe Toast\n  category snack\n")
            #expect(store.changedOnDisk() == [folder.path + "/recipes/b.recipe"])
            #expect(store.changeCheck.walkCount == 1)
            #expect(store.load().recipes.map(\.recipe.title) == ["Tea", "Toast"])
            #expect(store.changedOnDisk().isEmpty)
        }
    #endif

    @Test func withoutTheKernelsReportsTheLoadDoesNotArmAndEveryCheckWalks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/a.recipe", OpenPathTests.tea)
        let store = WriteBackStore(root: folder.path)
        store.usesKernelChangeReports = false
        _ = store.load()
        #expect(store.changeCheck.walkCount == 0)
        #expect(!store.changeCheck.isWatching)
        #expect(store.changedOnDisk().isEmpty)
        #expect(store.changedOnDisk().isEmpty)
        #expect(store.changeCheck.walkCount == 2)
        #expect(!store.changeCheck.isWatching)
    }

    @Test(arguments: [true, false])
    func theWalkReportsChangesInTheOrderOfTheSortedWalkThenTheFilesGone(watching: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/m.recipe", OpenPathTests.tea)
        try folder.write("recipes/n.recipe", "recipe Toast\n  category snack\n")
        try folder.write("recipes/z.recipe", "recipe Zest\n  category snack\n")
        let store = WriteBackStore(root: folder.path)
        store.usesKernelChangeReports = watching
        _ = store.load()
        #expect(store.changedOnDisk().isEmpty)
        // New folders: the walk runs again on either path.
        for name in ["recipes-old/c.recipe", "recipes/b.recipe", "plans/w.plan", "recipes/a.recipe"] {
            try folder.write(name, "recipe \(name.count)\n  category snack\n")
        }
        try FileManager.default.removeItem(atPath: folder.path + "/recipes/z.recipe")
        try FileManager.default.removeItem(atPath: folder.path + "/recipes/m.recipe")
        // Not the order of the paths as text ("recipes-old/" sorts before "recipes/"):
        // folder by folder, as the loader walks.
        let expected = [
            "plans/w.plan", "recipes/a.recipe", "recipes/b.recipe", "recipes-old/c.recipe",
            "recipes/m.recipe", "recipes/z.recipe",
        ]
        #expect(store.changedOnDisk() == expected.map { folder.path + "/" + $0 })
    }

    @Test func walkOrderComparesFolderByFolder() {
        let paths = [
            "recipes-old/c.recipe", "settings", "recipes/b.recipe", "plans/2026/w.plan", "plans/a.plan",
            "recipes/a/deep.recipe", "recipes/a.recipe", "plans.plan",
        ]
        #expect(
            paths.sorted(by: DiskChangeCheck.walkOrder) == [
                "plans/2026/w.plan", "plans/a.plan", "plans.plan", "recipes/a/deep.recipe", "recipes/a.recipe",
                "recipes/b.recipe", "recipes-old/c.recipe", "settings",
            ])
        // The sorted walk of the loader gives exactly this order.
        #expect(!DiskChangeCheck.walkOrder("recipes/a.recipe", "recipes/a.recipe"))
    }

    @Test func theLoaderFindsTheSameFilesInEitherOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in [
            "recipes-old/c.recipe", "recipes/b.recipe", "plans/w.plan", "recipes/a.recipe", "settings",
            "recipes/notes.txt", "recipes/.hidden.recipe", "x.recipe.bak", "aisles", "foods/own.foods",
        ] {
            try folder.write(name, "x")
        }
        let sorted = CollectionLoader.scan(root: folder.path).files.map(\.0)
        #expect(
            sorted == [
                "aisles", "foods/own.foods", "plans/w.plan", "recipes/a.recipe", "recipes/b.recipe",
                "recipes-old/c.recipe", "settings",
            ])
        let unsorted = CollectionLoader.scan(root: folder.path, sorted: false).files.map(\.0)
        #expect(unsorted.sorted(by: DiskChangeCheck.walkOrder) == sorted)
        // Without stamps (a first load): the same files, a plain file not stat'ed, a link still followed.
        #expect(symlink(folder.path + "/recipes/a.recipe", folder.path + "/recipes/link.recipe") == 0)
        let stamped = CollectionLoader.scan(root: folder.path)
        let bare = CollectionLoader.scan(root: folder.path, stamps: false)
        #expect(bare.files.map(\.0) == stamped.files.map(\.0))
        #expect(bare.linkedFiles == ["recipes/link.recipe"])
        #expect(stamped.files.allSatisfy { $0.1 != nil })
        for (path, stamp) in bare.files { #expect((stamp != nil) == (path == "recipes/link.recipe"), "\(path)") }
        let loaded = CollectionLoader.load(root: folder.path)
        // The collection keeps its files in the order of their paths as text.
        #expect(loaded.files.map(\.relativePath) == stamped.files.map(\.0).sorted())
        #expect(loaded.files.allSatisfy { $0.fingerprint != nil })
    }

    @Test func collectionNamesAreDecidedOnTheBytes() {
        for (name, expected) in [
            ("a.recipe", true), (".recipe", false), ("recipe", false), ("a.recipes", false),
            ("settings", true), ("x.settings", true), ("pantry", true), ("pantry.txt", false),
            ("shopping.list", true), ("other.list", false), ("é.foods", true), (".a.plan", false),
            ("aisles", true), ("a.inbox", true), ("", false),
        ] {
            #expect(CollectionLoader.isCollectionName(name) == expected, "\(name)")
            #expect(CollectionLoader.isCollectionName(Array(name.utf8)) == expected, "\(name)")
        }
    }

    @Test func filesOfEverySizeAreReadWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for size in [0, 1, 4095, 4096, 70_000, 200_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) }
            try folder.write("f\(size)", bytes: bytes)
            let read = try FileBytes.load(atPath: folder.path + "/f\(size)")
            #expect(read.bytes == bytes)
            #expect(
                read.fingerprint
                    == FileFingerprint(
                        size: size, modificationSeconds: read.fingerprint.modificationSeconds,
                        modificationNanoseconds: read.fingerprint.modificationNanoseconds,
                        contentHash: FileFingerprint.fnv1a64(bytes)))
        }
        #expect(throws: FileReadError.tooLarge(folder.path + "/f70000", size: 70_000, limit: 69_999)) {
            try FileBytes.load(atPath: folder.path + "/f70000", limit: 69_999)
        }
        #expect(try FileBytes.load(atPath: folder.path + "/f70000", limit: 70_000).bytes.count == 70_000)
    }

    @Test func aNulByteIsLookedForInTheFirst8000Bytes() {
        #expect(FileBytes.binaryOffset([]) == nil)
        #expect(FileBytes.binaryOffset([0]) == 0)
        #expect(FileBytes.binaryOffset(Array("recipe Tea".utf8)) == nil)
        var bytes = [UInt8](repeating: 0x61, count: 9000)
        bytes[8000] = 0
        #expect(FileBytes.binaryOffset(bytes) == nil)
        bytes[7999] = 0
        #expect(FileBytes.binaryOffset(bytes) == 7999)
        bytes[12] = 0
        #expect(FileBytes.binaryOffset(bytes) == 12)
    }

    #if os(Linux)
        @Test func aFileWhoseSizeStatDoesNotKnowIsReadToItsEnd() throws {
            // /proc files say size 0; their text comes only by reading.
            let read = try FileBytes.load(atPath: "/proc/self/status")
            let text = String(decoding: read.bytes, as: UTF8.self)
            #expect(text.hasPrefix("Name:"))
            #expect(text.contains("\nPid:"))
            #expect(text.hasSuffix("\n"))
        }
    #endif

    /// A collection as the store loads it (no source maps) and as the
    /// loader loads it by default (with them).
    static func bothLoads() throws -> (folder: TemporaryFolder, lazy: KitchenCollection, eager: KitchenCollection) {
        let folder = try TemporaryFolder()
        try folder.write(
            "recipes/hummus.recipe",
            """
            -- from Nadia
            recipe Classic Hummus
              id hummus
              category snack
              servings 4
              tags dip, vegan

            ingredients
              - 400 g chickpeas, drained
              - 2 tbsp tahini

            steps
              1. Blend.  [timer 2 min]

            """)
        try folder.write(
            "plans/2026-W48.plan",
            "plan\nday 2026-11-23\n  lunch: hummus x2  -- with pita\n  dinner: quick \"Soup\" calories 300  protein 10  carbs 40  fats 9\n")
        try folder.write("shopping.list", "shopping\n  - [ ] 400 g chickpeas  [recipe hummus]\n  - [x] milk\n")
        return (
            folder, CollectionLoader.reload(nil, root: folder.path, sourceMaps: false),
            CollectionLoader.load(root: folder.path)
        )
    }

    @Test func aSourceMapMadeLaterEqualsTheOneAParseKeeps() throws {
        let (folder, lazy, eager) = try OpenPathTests.bothLoads()
        defer { folder.remove() }
        #expect(lazy.files.count == 3)
        #expect(lazy.files.map(\.relativePath) == eager.files.map(\.relativePath))
        for (without, with) in zip(lazy.files, eager.files) {
            #expect(!without.hasSourceMap)
            #expect(with.hasSourceMap)
            #expect(without.result.sourceMap.isEmpty)
            let made = without.resultWithSourceMap().sourceMap
            let kept = with.result.sourceMap
            #expect(!kept.isEmpty)
            #expect(made.paths == kept.paths)
            for path in kept.paths { #expect(made.offsets(path) == kept.offsets(path), "\(with.relativePath) \(path)") }
            // What the load did keep is the same either way.
            #expect(without.result.tree.lines.count == with.result.tree.lines.count)
            #expect(without.diagnostics.count == with.diagnostics.count)
            #expect(with.resultWithSourceMap().sourceMap.paths == kept.paths)
        }
    }

    @Test func renameFindsItsPositionsInACollectionLoadedWithoutSourceMaps() throws {
        let (folder, lazy, eager) = try OpenPathTests.bothLoads()
        defer { folder.remove() }
        func edits(_ collection: KitchenCollection) throws -> [String: String] {
            let found = try RecipeRename.edits(
                renaming: "hummus", to: "chickpea-dip", recipeFile: "recipes/hummus.recipe", in: collection)
            return Dictionary(uniqueKeysWithValues: found.map { ($0.file.relativePath, String(decoding: $0.bytes, as: UTF8.self)) })
        }
        let made = try edits(lazy)
        #expect(made == (try edits(eager)))
        #expect(made.keys.sorted() == ["plans/2026-W48.plan", "recipes/hummus.recipe", "shopping.list"])
        #expect(made["recipes/hummus.recipe"]?.contains("\n  id chickpea-dip\n") == true)
        #expect(made["plans/2026-W48.plan"]?.contains("  lunch: chickpea-dip x2  -- with pita\n") == true)
        #expect(made["shopping.list"]?.contains("[recipe chickpea-dip]") == true)
    }

    @Test func theStoreKeepsNoTreesOrSourceMapsAndMakesThemForAFileAsAParseWould() throws {
        let (folder, _, eager) = try OpenPathTests.bothLoads()
        defer { folder.remove() }
        let store = WriteBackStore(root: folder.path)
        _ = store.load()
        #expect(store.collection.files.map(\.relativePath) == eager.files.map(\.relativePath))
        for (without, with) in zip(store.collection.files, eager.files) {
            #expect(without.kept.isEmpty)
            #expect(without.result.tree.lines.isEmpty && without.result.sourceMap.isEmpty)
            #expect(without.diagnostics.count == with.diagnostics.count)
            let tree = without.result(keeping: .syntaxTree).tree
            #expect(!tree.lines.isEmpty)
            #expect(tree.lines.map(\.kind) == with.result.tree.lines.map(\.kind))
            #expect(tree.lines.map(\.fullRange) == with.result.tree.lines.map(\.fullRange))
            #expect(without.result(keeping: .sourceMap).sourceMap.paths == with.result.sourceMap.paths)
        }
    }

    @Test func editsThroughTheStoreStillFindTheirLines() throws {
        let (folder, _, _) = try OpenPathTests.bothLoads()
        defer { folder.remove() }
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: nil)
        #expect(session.execute("fav hummus").succeeded)
        #expect(folder.read("recipes/hummus.recipe")?.contains("\n  favourite\n") == true)
        #expect(folder.read("recipes/hummus.recipe")?.hasPrefix("-- from Nadia\nrecipe Classic Hummus\n") == true)
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("recipes/hummus.recipe")?.contains("favourite") == false)
        #expect(session.execute("rename hummus to chickpea-dip").succeeded)
        #expect(folder.read("plans/2026-W48.plan")?.contains("  lunch: chickpea-dip x2  -- with pita\n") == true)
        #expect(folder.read("shopping.list")?.contains("[recipe chickpea-dip]") == true)
    }
}
