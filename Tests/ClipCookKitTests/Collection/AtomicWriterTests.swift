import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct AtomicWriterTests {
    @Test func createsParentFoldersAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.path + "/plans/2026/2026-W48.plan"
        let written = try AtomicWriter.write(Array("plan\n".utf8), to: target)
        #expect(folder.read("plans/2026/2026-W48.plan") == "plan\n")
        #expect(folder.allFiles() == ["plans/2026/2026-W48.plan"])
        let onDisk = try #require(try FileFingerprint.current(atPath: target))
        #expect(written == onDisk)
    }

    @Test func replacesWhenTheFileIsAsItWasRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("shopping.list", "shopping\n  - [ ] milk\n")
        let path = folder.path + "/shopping.list"
        let read = try FileBytes.load(atPath: path)
        let next = try AtomicWriter.write(Array("shopping\n  - [x] milk\n".utf8), to: path, expecting: read.fingerprint)
        #expect(folder.read("shopping.list") == "shopping\n  - [x] milk\n")
        // The returned fingerprint is good for the next write.
        try AtomicWriter.write(Array("shopping\n".utf8), to: path, expecting: next)
        #expect(folder.read("shopping.list") == "shopping\n")
        #expect(folder.allFiles() == ["shopping.list"])
    }

    @Test func refusesAndWritesNothingWhenTheFileChangedOnDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("shopping.list", "shopping\n  - [ ] milk\n")
        let path = folder.path + "/shopping.list"
        let read = try FileBytes.load(atPath: path)
        try folder.write("shopping.list", "shopping\n  - [ ] eggs\n")  // someone else's edit
        #expect(throws: AtomicWriter.WriteError.changedOnDisk(path)) {
            try AtomicWriter.write(Array("shopping\n  - [x] milk\n".utf8), to: path, expecting: read.fingerprint)
        }
        #expect(folder.read("shopping.list") == "shopping\n  - [ ] eggs\n")
        #expect(folder.allFiles() == ["shopping.list"])
    }

    @Test func aDeletedFileCountsAsChanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/settings"
        let expected = FileFingerprint(bytes: Array("settings\n".utf8))
        #expect(throws: AtomicWriter.WriteError.changedOnDisk(path)) {
            try AtomicWriter.write(Array("settings\n".utf8), to: path, expecting: expected)
        }
        #expect(folder.allFiles().isEmpty)
    }

    @Test func createNeverOverwrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/recipes/toast.recipe"
        try AtomicWriter.create(Array("recipe Toast\n".utf8), at: path)
        #expect(throws: AtomicWriter.WriteError.alreadyExists(path)) {
            try AtomicWriter.create(Array("recipe Other\n".utf8), at: path)
        }
        #expect(folder.read("recipes/toast.recipe") == "recipe Toast\n")
        #expect(folder.allFiles() == ["recipes/toast.recipe"])
    }

    @Test func aFileInTheWayOfAParentFolderIsAnErrorAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes", "not a folder")
        let path = folder.path + "/recipes/toast.recipe"
        #expect(throws: AtomicWriter.WriteError.self) {
            try AtomicWriter.write(Array("recipe Toast\n".utf8), to: path)
        }
        #expect(folder.allFiles() == ["recipes"])
    }

    @Test func keepsThePermissionsOfTheFileItReplaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("settings", "settings\n")
        let path = folder.path + "/settings"
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicWriter.write(Array("settings\n  units imperial\n".utf8), to: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aSymbolicLinkNamedByTheUserIsKeptAndItsTargetIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("shared/settings", "settings\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/settings", withDestinationPath: "shared/settings")
        try AtomicWriter.write(Array("settings\n  units imperial\n".utf8), to: folder.path + "/settings", named: true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/settings") == "shared/settings")
        #expect(folder.read("shared/settings") == "settings\n  units imperial\n")
    }

    @Test func aSymbolicLinkIsNeverWrittenThroughUnlessNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("outside/passwd", "root:x:0:0\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/min.recipe", withDestinationPath: folder.path + "/outside/passwd")
        #expect(throws: AtomicWriter.WriteError.self) {
            try AtomicWriter.write(Array("recipe Min\n".utf8), to: folder.path + "/min.recipe")
        }
        #expect(folder.read("outside/passwd") == "root:x:0:0\n")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/min.recipe")
                == folder.path + "/outside/passwd")
    }

    @Test func aFolderLinkLeadingOutOfTheCollectionIsNotWrittenInto() throws {
        let folder = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        defer { folder.remove(); elsewhere.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/recipes", withDestinationPath: elsewhere.path)
        do {
            try AtomicWriter.create(Array("recipe Toast\n".utf8), at: folder.path + "/recipes/toast.recipe", within: folder.path)
            Issue.record("wrote outside the collection")
        } catch {
            #expect(error.message.contains("outside the collection"))
        }
        #expect(elsewhere.allFiles().isEmpty)
        // Inside the collection it writes.
        try AtomicWriter.create(Array("recipe Toast\n".utf8), at: folder.path + "/toast.recipe", within: folder.path)
        #expect(folder.read("toast.recipe") == "recipe Toast\n")
    }

    @Test func noFolderIsMadeOutsideTheCollectionBeforeTheCheck() throws {
        let folder = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        defer { folder.remove(); elsewhere.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/plans", withDestinationPath: elsewhere.path)
        #expect(throws: AtomicWriter.WriteError.self) {
            try AtomicWriter.create(Array("plan\n".utf8), at: folder.path + "/plans/2026/w48.plan", within: folder.path)
        }
        #expect(throws: AtomicWriter.WriteError.self) {
            try AtomicWriter.write(Array("plan\n".utf8), to: folder.path + "/plans/old/w48.plan", within: folder.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func aDeviceIsWrittenInPlaceWhenNamedAndNeverReplaced() throws {
        var info = stat()
        try AtomicWriter.write(Array("{}\n".utf8), to: "/dev/null", named: true)
        #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        #expect(throws: AtomicWriter.WriteError.self) {
            try AtomicWriter.write(Array("{}\n".utf8), to: "/dev/null")
        }
        #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aFIFOIsWrittenInPlaceWhenNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path + "/out"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader first, so that opening the FIFO for writing does not wait.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicWriter.write(Array("hello\n".utf8), to: fifo, named: true)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, 16) }
        #expect(count == 6 && Array(buffer[0..<6]) == Array("hello\n".utf8))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(throws: AtomicWriter.WriteError.self) {
            try AtomicWriter.write(Array("hello\n".utf8), to: fifo)
        }
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(folder.allFiles() == ["out"])
    }

    @Test func splitsAPathIntoFolderAndName() {
        #expect(AtomicWriter.split("a/b/c.plan") == ("a/b", "c.plan"))
        #expect(AtomicWriter.split("c.plan") == (".", "c.plan"))
        #expect(AtomicWriter.split("/c.plan") == ("/", "c.plan"))
    }
}
