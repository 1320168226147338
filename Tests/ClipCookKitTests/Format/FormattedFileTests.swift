import Foundation
import Testing
@testable import ClipCookKit

/// What `clipcook fmt` does per file: read, format, write back only over what was read.
@Suite struct FormattedFileTests {
    static let messy = "recipe   Toast\ncategory  BREAKFAST\ningredients\n-  2 slices bread\nsteps\n1.   Toast the bread.\n"
    static let canonical = "recipe Toast\n  category breakfast\n\ningredients\n  - 2 slices bread\n\nsteps\n  1. Toast the bread.\n"

    @Test func writesTheCanonicalTextOverTheFileAsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("toast.recipe", Self.messy)
        let path = folder.path + "/toast.recipe"
        let formatted = try FormattedFile(path: path, read: FileBytes.load(atPath: path), displayPath: "toast.recipe")
        #expect(formatted.changes)
        #expect(formatted.text == Self.canonical)
        try formatted.write()
        #expect(folder.read("toast.recipe") == Self.canonical)
    }

    @Test func refusesToOverwriteAFileChangedAfterItWasRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("toast.recipe", Self.messy)
        let path = folder.path + "/toast.recipe"
        let formatted = try FormattedFile(path: path, read: FileBytes.load(atPath: path), displayPath: "toast.recipe")
        let edited = Self.messy + "-- the cook's edit, saved while fmt ran\n"
        try folder.write("toast.recipe", edited)
        #expect(throws: AtomicWriter.WriteError.changedOnDisk(path)) { try formatted.write() }
        #expect(folder.read("toast.recipe") == edited)
        #expect(folder.allFiles() == ["toast.recipe"])
    }

    @Test func aCanonicalFileHasNoChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("toast.recipe", Self.canonical)
        let path = folder.path + "/toast.recipe"
        let formatted = try FormattedFile(path: path, read: FileBytes.load(atPath: path), displayPath: "toast.recipe")
        #expect(!formatted.changes)
    }

    @Test func aFileWithErrorsIsNotFormatted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.recipe", "recipe X\n  category dinner\n  servings many\n")
        let path = folder.path + "/bad.recipe"
        let read = try FileBytes.load(atPath: path)
        #expect(throws: FormatError.self) { try FormattedFile(path: path, read: read, displayPath: "bad.recipe") }
    }
}
