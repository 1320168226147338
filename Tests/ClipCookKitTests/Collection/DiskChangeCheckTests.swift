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

/// The check before each REPL command: every kind of change on disk is
/// noticed, with the kernel's reports (where there are any) and with the
/// walk over every file, and nothing is reported when nothing changed.
@Suite struct DiskChangeCheckTests {
    static let tea = "recipe Tea\n  category snack\n"

    /// A store on a fresh folder, loaded, its check told whether to use the kernel's reports.
    static func store(_ folder: TemporaryFolder, watching: Bool) -> WriteBackStore {
        let store = WriteBackStore(root: folder.path)
        store.changeCheck.usesFolderWatch = watching
        _ = store.load()
        return store
    }

    static func modificationTime(_ path: String) -> timespec {
        var info = stat()
        _ = stat(path, &info)
        return info.st_mtim
    }

    /// Writes `text` over the file's bytes without truncating, creating or
    /// renaming it (as an editor that saves in place does), then puts its
    /// modification time back: only its change time tells.
    static func overwriteInPlace(_ path: String, with text: String) {
        let before = modificationTime(path)
        let descriptor = open(path, O_WRONLY)
        #expect(descriptor >= 0)
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        close(descriptor)
        var times = [before, before]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test(arguments: [true, false])
    func aSettledFileEditedInPlaceInAnUnchangedFolderIsNoticed(watching: Bool) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/a.recipe", DiskChangeCheckTests.tea)
        try folder.write("recipes/b.recipe", "recipe Toast\n  category snack\n")
        // Two seconds old: the stamps taken by the load are trusted.
        try await DiskChangeCheckTests.settle()
        let store = DiskChangeCheckTests.store(folder, watching: watching)
        #expect(store.collection.files.allSatisfy { $0.stamp != nil })
        #expect(store.changedOnDisk().isEmpty)
        #expect(store.changedOnDisk().isEmpty)
        let folderTime = DiskChangeCheckTests.modificationTime(folder.path + "/recipes")
        DiskChangeCheckTests.overwriteInPlace(folder.path + "/recipes/b.recipe", with: "recipe Toasy")
        let after = DiskChangeCheckTests.modificationTime(folder.path + "/recipes")
        #expect(after.tv_sec == folderTime.tv_sec && after.tv_nsec == folderTime.tv_nsec)
        #expect(store.changedOnDisk() == [folder.path + "/recipes/b.recipe"])
        #expect(store.load().recipes.map(\.recipe.title) == ["Tea", "Toasy"])
        #expect(store.changedOnDisk().isEmpty)
    }

    @Test(arguments: [true, false])
    func aFileChangedInTheSameMomentWithTheSameSizeIsNoticed(watching: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/a.recipe", DiskChangeCheckTests.tea)
        let store = DiskChangeCheckTests.store(folder, watching: watching)
        #expect(store.collection.files.first?.stamp == nil)
        #expect(store.changedOnDisk().isEmpty)
        DiskChangeCheckTests.overwriteInPlace(folder.path + "/recipes/a.recipe", with: "recipe Tex")
        #expect(store.changedOnDisk() == [folder.path + "/recipes/a.recipe"])
        #expect(store.load().recipes.map(\.recipe.title) == ["Tex"])
        #expect(store.changedOnDisk().isEmpty)
    }

    @Test(arguments: [true, false])
    func newRemovedAndRenamedFilesAndNewFoldersAreNoticed(watching: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/a.recipe", DiskChangeCheckTests.tea)
        try folder.write("recipes/b.recipe", "recipe Toast\n  category snack\n")
        let store = DiskChangeCheckTests.store(folder, watching: watching)
        #expect(store.changedOnDisk().isEmpty)

        try folder.write("recipes/c.recipe", "recipe Cake\n  category snack\n")
        #expect(store.changedOnDisk() == [folder.path + "/recipes/c.recipe"])
        _ = store.load()
        #expect(store.changedOnDisk().isEmpty)

        try FileManager.default.removeItem(atPath: folder.path + "/recipes/a.recipe")
        #expect(store.changedOnDisk() == [folder.path + "/recipes/a.recipe"])
        _ = store.load()

        try FileManager.default.moveItem(atPath: folder.path + "/recipes/b.recipe", toPath: folder.path + "/recipes/d.recipe")
        #expect(Set(store.changedOnDisk()) == [folder.path + "/recipes/b.recipe", folder.path + "/recipes/d.recipe"])
        _ = store.load()

        try folder.write("plans/more/e.recipe", "recipe Eggs\n  category breakfast\n")
        #expect(store.changedOnDisk() == [folder.path + "/plans/more/e.recipe"])
        #expect(store.load().recipes.map(\.recipe.title) == ["Eggs", "Cake", "Toast"])
        // A file in the folder that appeared is watched from then on.
        DiskChangeCheckTests.overwriteInPlace(folder.path + "/plans/more/e.recipe", with: "recipe Egg!")
        #expect(store.changedOnDisk() == [folder.path + "/plans/more/e.recipe"])
        _ = store.load()

        try FileManager.default.removeItem(atPath: folder.path + "/plans")
        #expect(store.changedOnDisk() == [folder.path + "/plans/more/e.recipe"])
        _ = store.load()
        #expect(store.changedOnDisk().isEmpty)
    }

    @Test(arguments: [true, false])
    func hiddenFilesOtherFilesAndTheStoresOwnWritesAreNotReported(watching: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/a.recipe", DiskChangeCheckTests.tea)
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: nil)
        let store = try #require(session.store as? WriteBackStore)
        store.changeCheck.usesFolderWatch = watching
        #expect(store.changedOnDisk().isEmpty)
        try folder.write("recipes/.a.recipe.tmp", "scratch")
        try folder.write("recipes/notes.txt", "scratch")
        #expect(store.changedOnDisk().isEmpty)
        #expect(session.execute("fav tea").succeeded)
        #expect(store.changedOnDisk().isEmpty)
        #expect(folder.read("recipes/a.recipe")?.contains("favourite") == true)
    }

    @Test(arguments: [true, false])
    func aSymbolicLinkIsCheckedThroughItsTarget(watching: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".shared/tea.recipe", DiskChangeCheckTests.tea)
        try FileManager.default.createDirectory(atPath: folder.path + "/recipes", withIntermediateDirectories: true)
        #expect(symlink(folder.path + "/.shared/tea.recipe", folder.path + "/recipes/tea.recipe") == 0)
        let store = DiskChangeCheckTests.store(folder, watching: watching)
        #expect(store.collection.recipes.map(\.title) == ["Tea"])
        #expect(store.changedOnDisk().isEmpty)
        DiskChangeCheckTests.overwriteInPlace(folder.path + "/.shared/tea.recipe", with: "recipe Tex")
        #expect(store.changedOnDisk() == [folder.path + "/recipes/tea.recipe"])
    }

    /// Gives the file at `path` the modification time of the file at `other`.
    static func copyModificationTime(to path: String, from other: String) {
        let time = modificationTime(other)
        var times = [time, time]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    /// Files old enough that the load trusts their stamps (two seconds).
    /// The wait is a task's sleep, not the thread's: the test pool has a
    /// thread a core, and a blocked one ran no other test meanwhile.
    static func settle() async throws {
        try await Task.sleep(for: .milliseconds(2_200))
    }

    @Test(arguments: [true, false])
    func aFileReplacedByRenameWithTheSameSizeAndTimeIsNoticed(watching: Bool) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/a.recipe", DiskChangeCheckTests.tea)
        try folder.write("recipes/b.recipe", "recipe Toast\n  category snack\n")
        try await DiskChangeCheckTests.settle()
        let store = DiskChangeCheckTests.store(folder, watching: watching)
        #expect(store.collection.files.allSatisfy { $0.stamp != nil })
        #expect(store.changedOnDisk().isEmpty)
        #expect(store.changedOnDisk().isEmpty)
        // As an editor saves: a new file of the same size and time, renamed over the old one.
        try folder.write("recipes/.a.recipe.swp", "recipe Tex\n  category snack\n")
        DiskChangeCheckTests.copyModificationTime(
            to: folder.path + "/recipes/.a.recipe.swp", from: folder.path + "/recipes/a.recipe")
        #expect(rename(folder.path + "/recipes/.a.recipe.swp", folder.path + "/recipes/a.recipe") == 0)
        #expect(store.changedOnDisk() == [folder.path + "/recipes/a.recipe"])
        #expect(store.load().recipes.map(\.recipe.title) == ["Tex", "Toast"])
        #expect(store.changedOnDisk().isEmpty)
    }

    @Test(arguments: [true, false])
    func aFolderReplacedByOneWithTheSameFilesIsNoticed(watching: Bool) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let toast = "recipe Toast\n  category snack\n"
        try folder.write("recipes/a.recipe", DiskChangeCheckTests.tea)
        try folder.write("recipes/b.recipe", toast)
        try await DiskChangeCheckTests.settle()
        let store = DiskChangeCheckTests.store(folder, watching: watching)
        #expect(store.changedOnDisk().isEmpty)
        #expect(store.changedOnDisk().isEmpty)
        // The folder moved out of sight and another made in its place, with
        // files of the same names, bytes and times: only their inodes tell.
        #expect(rename(folder.path + "/recipes", folder.path + "/.recipes-before") == 0)
        try folder.write("recipes/a.recipe", DiskChangeCheckTests.tea)
        try folder.write("recipes/b.recipe", toast)
        for name in ["a.recipe", "b.recipe"] {
            DiskChangeCheckTests.copyModificationTime(
                to: folder.path + "/recipes/" + name, from: folder.path + "/.recipes-before/" + name)
        }
        #expect(store.changedOnDisk() == [folder.path + "/recipes/a.recipe", folder.path + "/recipes/b.recipe"])
        _ = store.load()
        #expect(store.changedOnDisk().isEmpty)
    }

    @Test(arguments: [true, false])
    func aSymbolicLinkPointedAtAnotherFileIsNoticed(watching: Bool) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".shared/tea.recipe", DiskChangeCheckTests.tea)
        try folder.write(".shared/tex.recipe", "recipe Tex\n  category snack\n")
        DiskChangeCheckTests.copyModificationTime(
            to: folder.path + "/.shared/tex.recipe", from: folder.path + "/.shared/tea.recipe")
        try FileManager.default.createDirectory(atPath: folder.path + "/recipes", withIntermediateDirectories: true)
        #expect(symlink(folder.path + "/.shared/tea.recipe", folder.path + "/recipes/tea.recipe") == 0)
        try await DiskChangeCheckTests.settle()
        let store = DiskChangeCheckTests.store(folder, watching: watching)
        #expect(store.collection.recipes.map(\.title) == ["Tea"])
        #expect(store.changedOnDisk().isEmpty)
        #expect(store.changedOnDisk().isEmpty)
        // The link now leads to a file of the same size and time.
        #expect(symlink(folder.path + "/.shared/tex.recipe", folder.path + "/recipes/.tea.recipe.new") == 0)
        #expect(rename(folder.path + "/recipes/.tea.recipe.new", folder.path + "/recipes/tea.recipe") == 0)
        #expect(store.changedOnDisk() == [folder.path + "/recipes/tea.recipe"])
        #expect(store.load().recipes.map(\.recipe.title) == ["Tex"])
        #expect(store.changedOnDisk().isEmpty)
    }

    /// The walk keeps what it met for the next walk over the same
    /// collection: a folder whose names change in the middle, and a
    /// collection that changed in between (the store's own writes, which
    /// move files to other places in it), are still compared exactly, on
    /// every walk (the kernel's reports name each change once).
    @Test func theWalkComparesExactlyAfterNamesAndTheCollectionChange() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = (10..<22).map { "recipes/f\($0).recipe" }
        for (index, name) in names.enumerated() {
            try folder.write(name, "recipe Dish \(index)\n  category snack\n")
        }
        try await DiskChangeCheckTests.settle()
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: nil)
        let store = try #require(session.store as? WriteBackStore)
        store.changeCheck.usesFolderWatch = false
        #expect(store.collection.files.count == 12)
        #expect(store.changedOnDisk().isEmpty)
        #expect(store.changedOnDisk().isEmpty)

        // One name gone from the middle, one new, one file edited in place.
        try FileManager.default.removeItem(atPath: folder.path + "/recipes/f15.recipe")
        try folder.write("recipes/f15b.recipe", "recipe Dish 5b\n  category snack\n")
        DiskChangeCheckTests.overwriteInPlace(folder.path + "/recipes/f19.recipe", with: "recipe Dish 99")
        let expected = ["recipes/f15b.recipe", "recipes/f19.recipe", "recipes/f15.recipe"]
        #expect(store.changedOnDisk() == expected.map { folder.path + "/" + $0 })
        #expect(store.changedOnDisk() == expected.map { folder.path + "/" + $0 })
        _ = store.load()
        #expect(store.changedOnDisk().isEmpty)
        #expect(store.changedOnDisk().isEmpty)

        // The store writes one file and adds another (every later file moves one place on).
        #expect(session.execute("fav dish 3").succeeded)
        #expect(store.changedOnDisk().isEmpty)
        #expect(session.execute("new Apple Pie").succeeded)
        #expect(store.collection.files.first?.relativePath.contains("apple") == true)
        #expect(store.changedOnDisk().isEmpty)
        DiskChangeCheckTests.overwriteInPlace(folder.path + "/recipes/f20.recipe", with: "recipe Dish X")
        #expect(store.changedOnDisk() == [folder.path + "/recipes/f20.recipe"])
        #expect(store.changedOnDisk() == [folder.path + "/recipes/f20.recipe"])
    }

    #if os(Linux)
        @Test func onALocalFileSystemTheKernelsReportsAreUsed() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("recipes/a.recipe", DiskChangeCheckTests.tea)
            let device = try #require(FolderWatch.device(ofFolder: folder.path))
            let store = DiskChangeCheckTests.store(folder, watching: true)
            _ = store.changedOnDisk()
            #expect(store.changeCheck.isWatching == FolderWatch.isLocalFileSystem(device: device))
            let proc = try #require(FolderWatch.device(ofFolder: "/proc"))
            #expect(!FolderWatch.isLocalFileSystem(device: proc))
        }
    #endif
}
