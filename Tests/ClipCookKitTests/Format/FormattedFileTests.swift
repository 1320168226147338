import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// What `clipcook fmt` does per file: read, format, write back only over what was read.
@Suite struct FormattedFileTests {
    static let messy = "recipe   Toast\ncategory  BREAKFAST\ningredients\n-  2 slices bread\nsteps\n1.   Toast the bread.\n"
    static let canonical = "recipe Toast\n  category breakfast\n\ningredients\n  - 2 slices bread\n\nsteps\n  1. Toast the bread.\n"

    /// `text` written to `toast.recipe` in `folder`, then read and formatted.
    func formatted(_ text: String, in folder: TemporaryFolder) throws -> FormattedFile {
        try folder.write("toast.recipe", text)
        let path = folder.path + "/toast.recipe"
        return try FormattedFile(path: path, read: FileBytes.load(atPath: path), displayPath: "toast.recipe")
    }

    @Test func writesTheCanonicalTextOverTheFileAsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try formatted(Self.messy, in: folder)
        #expect(file.changes)
        #expect(file.text == Self.canonical)
        #expect(file.source.path == "toast.recipe")
        try file.write()
        #expect(folder.read("toast.recipe") == Self.canonical)
    }

    @Test func refusesToOverwriteAFileChangedAfterItWasRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try formatted(Self.messy, in: folder)
        let edited = Self.messy + "-- the cook's edit, saved while fmt ran\n"
        try folder.write("toast.recipe", edited)
        #expect(throws: AtomicWriter.WriteError.changedOnDisk(file.path)) { try file.write() }
        #expect(folder.read("toast.recipe") == edited)
        #expect(folder.allFiles() == ["toast.recipe"])
    }

    @Test func aCanonicalFileHasNoChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try !formatted(Self.canonical, in: folder).changes)
    }

    @Test func aFileWithErrorsIsNotFormatted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: FormatError.self) { try formatted("recipe X\n  category dinner\n  servings many\n", in: folder) }
    }
}
