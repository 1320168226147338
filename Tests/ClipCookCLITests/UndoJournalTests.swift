import Foundation
import Testing

/// The collection's undo journal (issue 39) through the built executable: a
/// change made by one process (`clipcook mcp`, `clipcook -c`) is undone by
/// `undo` in a later one, byte for byte, never over a file edited since,
/// and the journal keeps only the last 100 changes, out of git.
@Suite struct UndoJournalTests {
    static func copyOfExamples() throws -> URL {
        let folder = try Executable.temporaryDirectory().appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: folder)
        return folder
    }

    static func bytes(_ folder: URL, _ relative: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(relative))
    }

    static func journalEntries(_ folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".clipcook/undo").path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func writesMadeThroughMCPAreUndoneByALaterCommandByteForByte() throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let recipe = "recipes/banana-bread.recipe"
        let originalRecipe = try Self.bytes(folder, recipe)
        let originalPantry = try? Self.bytes(folder, "pantry")
        // Two sessions, one after the other: requests sent together may be served in either order.
        let (answers, _, exit) = try MCPExecutableTests.session(
            [
                MCPExecutableTests.initialize, MCPExecutableTests.initialized,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"favourite","arguments":{"recipe":"banana-bread"}}}"#,
            ], in: folder)
        #expect(exit == 0)
        #expect(MCPExecutableTests.toolText(answers["2"]).contains("Banana Bread"))
        let (_, _, pantryExit) = try MCPExecutableTests.session(
            [
                MCPExecutableTests.initialize, MCPExecutableTests.initialized,
                #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"pantry_add","arguments":{"name":"red lentils","amount":"500 g"}}}"#,
            ], in: folder)
        #expect(pantryExit == 0)
        #expect(try Self.bytes(folder, recipe) != originalRecipe)
        #expect(Self.journalEntries(folder).count == 2)

        let environment = ["CLIPCOOK_TODAY": "2026-11-25"]
        let first = try Executable.run(["-C", folder.path, "-c", "undo"], environment: environment)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("undid: "), "\(first.stdout)")
        #expect(first.stdout.contains("(made through clipcook mcp)"))
        #expect((try? Self.bytes(folder, "pantry")) == originalPantry)
        #expect(try Self.bytes(folder, recipe) != originalRecipe)

        let second = try Executable.run(["-C", folder.path, "-c", "undo"], environment: environment)
        #expect(second.stdout == "undid: favourite 'Banana Bread' (made through clipcook mcp)\n", "\(second.stderr)")
        #expect(try Self.bytes(folder, recipe) == originalRecipe)
        #expect(Self.journalEntries(folder).isEmpty)

        let third = try Executable.run(["-C", folder.path, "-c", "undo"], environment: environment)
        #expect(third.exitCode != 0)
        #expect(third.stderr.contains("nothing to undo"))
    }

    @Test func undoIsRefusedOverAFileEditedByHandSinceTheChange() throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let recipe = "recipes/banana-bread.recipe"
        let made = try Executable.run(["-C", folder.path, "-c", "fav banana-bread"])
        #expect(made.exitCode == 0, "\(made.stderr)")
        var edited = try Self.bytes(folder, recipe)
        edited.append(contentsOf: Array("# a note typed by hand\n".utf8))
        try edited.write(to: folder.appendingPathComponent(recipe))

        let refused = try Executable.run(["-C", folder.path, "-c", "undo"])
        #expect(refused.exitCode != 0)
        #expect(
            refused.stderr.contains(
                "recipes/banana-bread.recipe changed since 'favourite 'Banana Bread'' (made by clipcook -c or a script); not undoing it"),
            "\(refused.stderr)")
        #expect(try Self.bytes(folder, recipe) == edited)
        #expect(Self.journalEntries(folder).count == 1)
    }

    @Test func theJournalKeepsTheLastHundredChangesOutOfGit() throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let recipe = "recipes/banana-bread.recipe"
        let original = try Self.bytes(folder, recipe)
        #expect(try Executable.run(["-C", folder.path, "-c", "fav banana-bread"]).exitCode == 0)
        let favourite = try Self.bytes(folder, recipe)
        // 104 more changes in another process: unfav, fav, ... ending as a favourite.
        let toggles = (0..<52).map { _ in "unfav banana-bread\nfav banana-bread" }.joined(separator: "\n")
        let run = try Executable.run(["-C", folder.path, "-c", toggles])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(Self.journalEntries(folder).count == 100)
        let ignore = try String(contentsOf: folder.appendingPathComponent(".clipcook/.gitignore"), encoding: .utf8)
        #expect(ignore.split(separator: "\n").contains("*"))

        // A hundred undos take it back to the fifth change (a favourite); the 101st finds nothing.
        let undos = try Executable.run(["-C", folder.path, "-c", Array(repeating: "undo", count: 100).joined(separator: "\n")])
        #expect(undos.exitCode == 0, "\(undos.stderr)")
        #expect(try Self.bytes(folder, recipe) == favourite)
        #expect(try Self.bytes(folder, recipe) != original)
        let more = try Executable.run(["-C", folder.path, "-c", "undo"])
        #expect(more.stderr.contains("nothing to undo"))
    }

    @Test func aChangeUndoneInItsOwnSessionIsNotUndoneAgainLater() throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let recipe = "recipes/banana-bread.recipe"
        let original = try Self.bytes(folder, recipe)
        #expect(try Executable.run(["-C", folder.path, "-c", "rate banana-bread 4"]).exitCode == 0)
        let rated = try Self.bytes(folder, recipe)
        let same = try Executable.run(["-C", folder.path, "-c", "fav banana-bread\nundo"])
        #expect(same.stdout.hasSuffix("undid: favourite 'Banana Bread'\n"), "\(same.stdout)")
        #expect(try Self.bytes(folder, recipe) == rated)
        // The journal still holds the rating, made by the first process, and only it.
        let later = try Executable.run(["-C", folder.path, "-c", "undo"])
        #expect(later.stdout == "undid: rate 'Banana Bread' 4 (made by clipcook -c or a script)\n", "\(later.stdout)")
        #expect(try Self.bytes(folder, recipe) == original)
        #expect(Self.journalEntries(folder).isEmpty)
    }

    @Test func gitNeverSeesTheJournal() throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let git = "/usr/bin/git"
        guard FileManager.default.isExecutableFile(atPath: git) else { return }
        #expect(try Executable.runProgram(git, ["init", "--quiet"], in: folder).0 == 0)
        #expect(try Executable.run(["-C", folder.path, "-c", "fav banana-bread"]).exitCode == 0)
        #expect(!Self.journalEntries(folder).isEmpty)
        let (status, listing) = try Executable.runProgram(git, ["status", "--porcelain", "--untracked-files=all"], in: folder)
        #expect(status == 0)
        #expect(!listing.contains(".clipcook"), "\(listing)")
        #expect(listing.contains("recipes/"))
    }
}
