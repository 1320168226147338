import Foundation
import Testing

/// `undo` in the real REPL (through tmux) takes back a change another
/// process made (issue 39), and over a file edited by hand since, asks as
/// for any conflict: keeping the version on disk drops the change.
@Suite(.serialized) struct InteractiveUndoTests {
    @Test func theREPLUndoesAnotherProcessesChangeAndAsksOverAHandEdit() throws {
        guard let terminal = try PaneDriver.start() else { return }
        defer { terminal.stop() }
        try terminal.waitForPrompt()
        let original = try Data(contentsOf: terminal.recipeFile)

        // Another process (as clipcook mcp or the kitchen view would) makes a change.
        #expect(try Executable.run(["-C", terminal.kitchen.path, "-c", "fav overnight-oats"]).exitCode == 0)
        #expect(try Data(contentsOf: terminal.recipeFile) != original)
        terminal.submit("undo")
        try terminal.waitFor { $0.contains("undid: favourite 'Overnight Oats' (made by clipcook -c or a script)") }
        try terminal.waitForPrompt()
        #expect(try Data(contentsOf: terminal.recipeFile) == original)

        // Again, then the file is edited by hand: the REPL asks; keep theirs keeps the hand edit.
        #expect(try Executable.run(["-C", terminal.kitchen.path, "-c", "fav overnight-oats"]).exitCode == 0)
        var edited = try Data(contentsOf: terminal.recipeFile)
        edited.append(contentsOf: Array("# typed by hand\n".utf8))
        try edited.write(to: terminal.recipeFile)
        terminal.submit("undo")
        try terminal.waitFor { $0.contains("keep [m]ine, keep [t]heirs") }
        terminal.submit("t")
        try terminal.waitFor { $0.contains("kept the version on disk; 'favourite 'Overnight Oats'' not undone") }
        try terminal.waitForPrompt()
        #expect(try Data(contentsOf: terminal.recipeFile) == edited)
        terminal.submit("undo")
        try terminal.waitFor { $0.contains("nothing to undo") }
        try terminal.waitForPrompt()
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }
}
