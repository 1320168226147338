import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct CollectionLoaderTests {
    @Test func findsTheCollectionFilesAndSkipsHiddenFoldersAndBuild() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in [
            "recipes/pasta.recipe", "recipes/toast.recipe", "plans/2026-W48.plan", "shopping.list",
            "settings", "inbox.list", "extra/party.inbox", "old/home.settings", "deep/er/still.recipe", "foods/a.foods",
        ] {
            try folder.write(path, "plan\n")
        }
        for ignored in [
            ".git/objects/x.recipe", ".build/debug/y.recipe", "recipes/.pasta.recipe.tmp-1-2",
            "recipes/.hidden.recipe", "notes.txt", "README.md", "other.list", "recipes/.recipe", "foods/.foods",
        ] {
            try folder.write(ignored, "plan\n")
        }
        let collection = CollectionLoader.load(root: folder.path)
        #expect(
            collection.files.map(\.relativePath) == [
                "deep/er/still.recipe", "extra/party.inbox", "foods/a.foods", "inbox.list", "old/home.settings", "plans/2026-W48.plan",
                "recipes/pasta.recipe", "recipes/toast.recipe", "settings", "shopping.list",
            ])
        let pasta = try #require(collection.file(relativePath: "recipes/pasta.recipe"))
        #expect(pasta.absolutePath == CollectionLoader.absolutePath(of: folder.path) + "/recipes/pasta.recipe")
        #expect(pasta.source.path == folder.path + "/recipes/pasta.recipe")
        #expect(pasta.source.bytes == Array("plan\n".utf8))
        #expect(
            pasta.fingerprint
                == FileFingerprint(
                    size: 5, modificationSeconds: pasta.fingerprint?.modificationSeconds ?? -1,
                    modificationNanoseconds: pasta.fingerprint?.modificationNanoseconds ?? -1,
                    contentHash: FileFingerprint.fnv1a64(Array("plan\n".utf8))))
    }

    @Test func aBinaryFileIsOneDiagnosticAndTheRestStillLoads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/photo.recipe", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])
        try folder.write("recipes/toast.recipe", "recipe Toast\n  category breakfast\n")
        let collection = CollectionLoader.load(root: folder.path)
        #expect(collection.files.count == 2)
        let photo = try #require(collection.file(relativePath: "recipes/photo.recipe"))
        #expect(photo.diagnostics.count == 1)
        #expect(photo.diagnostics.first?.message == "binary file (a NUL byte at offset 8); not a ClipCook text file")
        // The PNG signature holds two LFs, so offset 8 starts line 3.
        #expect(photo.diagnostics.first?.range?.start.description == "3:1")
        #expect(photo.document == nil)
        #expect(collection.hasErrors)
    }

    @Test func aFifoIsReportedWithoutWaitingForAWriter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/pipe.recipe", 0o644) == 0)
        let collection = CollectionLoader.load(root: folder.path)
        let pipe = try #require(collection.file(relativePath: "pipe.recipe"))
        #expect(pipe.diagnostics.map(\.message) == ["not a regular file"])
        #expect(pipe.fingerprint == nil)
    }

    @Test func aMissingFolderIsAnError() {
        let collection = CollectionLoader.load(root: "/nonexistent/clipcook-kitchen")
        #expect(collection.files.isEmpty)
        #expect(collection.diagnostics.map(\.headline) == ["/nonexistent/clipcook-kitchen: error: no such collection folder"])
        #expect(collection.settings == Settings())
    }

    @Test func aSymbolicLinkLoopIsWalkedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/toast.recipe", "recipe Toast\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/recipes/again", withDestinationPath: "..")
        let collection = CollectionLoader.load(root: folder.path)
        #expect(collection.files.map(\.relativePath) == ["recipes/toast.recipe"])
    }

    @Test(arguments: [
        (".", "recipes/a.recipe", "recipes/a.recipe"),
        ("kitchen/", "recipes/a.recipe", "kitchen/recipes/a.recipe"),
        ("/home/sam/kitchen", "settings", "/home/sam/kitchen/settings"),
        ("/", "settings", "/settings"),
    ])
    func displayPaths(_ root: String, _ relative: String, _ expected: String) {
        #expect(CollectionLoader.displayPath(root: root, relativePath: relative) == expected)
    }

    @Test(arguments: [
        ("recipes/pasta.recipe", true), ("a.plan", true), ("settings", true), ("home.settings", true),
        ("shopping.list", true), ("inbox.list", true), ("x/y.inbox", true), ("foods/own.foods", true),
        (".recipe", false), ("recipes/.x.recipe", false), ("shopping.txt", false), ("groceries.list", false),
        ("settings.json", false),
    ])
    func collectionFileNames(_ path: String, _ expected: Bool) {
        #expect(CollectionLoader.isCollectionFile(relativePath: path) == expected)
    }

    @Test func replacingAFileKeepsPathOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/b.recipe", "recipe B\n")
        var collection = CollectionLoader.load(root: folder.path)
        try folder.write("recipes/a.recipe", "recipe A\n")
        collection.replace(CollectionLoader.loadFile(relativePath: "recipes/a.recipe", root: folder.path))
        #expect(collection.files.map(\.relativePath) == ["recipes/a.recipe", "recipes/b.recipe"])
        try folder.write("recipes/b.recipe", "recipe B2\n")
        collection.replace(CollectionLoader.loadFile(relativePath: "recipes/b.recipe", root: folder.path))
        #expect(collection.files.count == 2)
        #expect(collection.file(relativePath: "recipes/b.recipe")?.source.bytes == Array("recipe B2\n".utf8))
        collection.remove(relativePath: "recipes/a.recipe")
        #expect(collection.files.map(\.relativePath) == ["recipes/b.recipe"])
    }

    /// Files added and removed anywhere (first, between, last): every path
    /// still finds its own file, and the order stays the order of the paths.
    @Test func addingAndRemovingKeepsEveryPathsPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["d", "h", "m", "t"] { try folder.write("recipes/\(name).recipe", "recipe \(name)\n") }
        var collection = CollectionLoader.load(root: folder.path)
        var expected = ["d", "h", "m", "t"]
        let steps: [(name: String, adds: Bool)] = [
            ("a", true), ("z", true), ("k", true), ("h", false), ("a", false), ("b", true), ("z", false),
            ("t", false), ("q", false), ("u", true),
        ]
        for step in steps {
            let relative = "recipes/\(step.name).recipe"
            if step.adds {
                try folder.write(relative, "recipe \(step.name)\n")
                collection.replace(CollectionLoader.loadFile(relativePath: relative, root: folder.path))
                expected.append(step.name)
            } else {
                collection.remove(relativePath: relative)
                expected.removeAll { $0 == step.name }
            }
            expected.sort()
            #expect(collection.files.map(\.relativePath) == expected.map { "recipes/\($0).recipe" })
            for name in expected {
                #expect(collection.file(relativePath: "recipes/\(name).recipe")?.source.bytes == Array("recipe \(name)\n".utf8))
            }
            #expect(collection.file(relativePath: relative) == nil || step.adds)
        }
        #expect(expected == ["b", "d", "k", "m", "u"])
    }
}
