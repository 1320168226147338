import Foundation
import Testing

/// The REPL's three conversations with the user, at a real (pseudo-)terminal
/// through tmux: `edit` with `$EDITOR`, `delete` with its confirmation and
/// `undo`, and a file changed on disk behind the REPL's back. Each test
/// checks the screen and the bytes on disk.
@Suite(.serialized) struct InteractiveFlowTests {
    // MARK: edit

    @Test func anEditorThatGivesUpOrIsMissingIsToldApart() throws {
        // `false` runs and exits 1, like vim's :cq: reported, and the file is unchanged.
        if let terminal = try PaneDriver.start(environment: ["EDITOR": "false", "VISUAL": ""]) {
            defer { terminal.stop() }
            let before = try Data(contentsOf: terminal.recipeFile)
            try terminal.waitForPrompt()
            terminal.submit("edit overnight-oats")
            try terminal.waitFor { $0.contains("the editor exited with status 1") && $0.contains("no changes") }
            #expect(!terminal.screen().contains("could not start an editor"))
            #expect(try Data(contentsOf: terminal.recipeFile) == before)
        }
        // A command that does not exist never ran: say so, with the remedy.
        if let terminal = try PaneDriver.start(environment: ["EDITOR": "no-such-editor-for-clipcook", "VISUAL": ""]) {
            defer { terminal.stop() }
            try terminal.waitForPrompt()
            terminal.submit("edit overnight-oats")
            try terminal.waitFor { $0.contains("could not start an editor; set $VISUAL or $EDITOR") }
        }
    }

    @Test func anEditThatBreaksTheFileIsUndoneWhenTheUserGivesUp() throws {
        let scripts = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scripts) }
        let log = scripts.appendingPathComponent("editor.log")
        // Like an editor that writes in place: the same file, servings 0.
        let editor = try Self.script(
            named: "break.sh", in: scripts,
            body: """
                echo "edited $1" >> '\(log.path)'
                sed 's/servings 1/servings 0/' "$1" > "$1.new" && cat "$1.new" > "$1" && rm "$1.new"
                """)
        guard let terminal = try PaneDriver.start(environment: ["EDITOR": editor, "VISUAL": ""]) else { return }
        defer { terminal.stop() }
        let before = try Data(contentsOf: terminal.recipeFile)
        let shown = terminal.recipeFile.path
        try terminal.waitForPrompt()

        terminal.submit("edit overnight-oats")
        let diagnostic = "\(shown):3:12: error: servings must be at least 1"
        try terminal.waitFor { $0.contains(diagnostic) && $0.hasSuffix(lastLine: "edit again? [Y/n]") }
        #expect(try Self.lines(of: log) == ["edited \(shown)"])
        #expect(try Data(contentsOf: terminal.recipeFile) != before)  // the editor's broken version, for now

        // Yes: the editor opens again on the broken file, which is still broken.
        terminal.submit("y")
        try terminal.waitFor { Self.count(of: diagnostic, in: $0) == 2 && $0.hasSuffix(lastLine: "edit again? [Y/n]") }
        #expect(try Self.lines(of: log) == ["edited \(shown)", "edited \(shown)"])

        // No: the previous version goes back, byte for byte.
        terminal.submit("n")
        try terminal.waitFor { $0.contains("kept the previous version of \(shown)") }
        try terminal.waitForPrompt()
        #expect(try Data(contentsOf: terminal.recipeFile) == before)

        // The REPL still has the recipe as it was.
        terminal.submit("show overnight-oats")
        try terminal.waitFor { $0.contains("breakfast · serves 1") }
        try terminal.waitForPrompt()
        #expect(!terminal.screen().contains("serves 0"))
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aValidEditIsLoadedAndCanBeUndone() throws {
        let scripts = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scripts) }
        // An editor that talks to the person at the terminal, as vi or nano
        // do: it reads the new number of servings from the keyboard.
        let editor = try Self.script(
            named: "ask.sh", in: scripts,
            body: """
                printf 'servings for %s? ' "$(basename "$1")" > /dev/tty
                read answer < /dev/tty
                sed "s/servings 1/servings $answer/" "$1" > "$1.new" && cat "$1.new" > "$1" && rm "$1.new"
                """)
        guard let terminal = try PaneDriver.start(environment: ["EDITOR": editor, "VISUAL": ""]) else { return }
        defer { terminal.stop() }
        let before = try String(contentsOf: terminal.recipeFile, encoding: .utf8)
        try terminal.waitForPrompt()

        terminal.submit("edit overnight-oats")
        try terminal.waitFor { $0.hasSuffix(lastLine: "servings for overnight-oats.recipe?") }
        terminal.submit("3")
        try terminal.waitFor { $0.contains("saved recipes/overnight-oats.recipe") }
        try terminal.waitForPrompt()
        #expect(
            try String(contentsOf: terminal.recipeFile, encoding: .utf8)
                == before.replacingOccurrences(of: "servings 1", with: "servings 3"))

        terminal.submit("show overnight-oats")
        try terminal.waitFor { $0.contains("breakfast · serves 3") }
        try terminal.waitForPrompt()

        terminal.submit("undo")
        try terminal.waitFor { $0.contains("undid: edit 'Overnight Oats'") }
        try terminal.waitForPrompt()
        #expect(try String(contentsOf: terminal.recipeFile, encoding: .utf8) == before)
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }

    // MARK: delete

    @Test func deleteAsksFirstAndUndoBringsTheFileBack() throws {
        guard let terminal = try PaneDriver.start() else { return }
        defer { terminal.stop() }
        let before = try Data(contentsOf: terminal.recipeFile)
        let confirmation = "delete 'Overnight Oats' (recipes/overnight-oats.recipe) for good? [y/N]"
        try terminal.waitForPrompt()

        // No, then Return alone (the default is no), then Ctrl-C: all keep it.
        for (round, answer) in (["n", "", nil] as [String?]).enumerated() {
            terminal.submit("delete overnight-oats")
            try terminal.waitFor { Self.count(of: confirmation, in: $0) == round + 1 && $0.hasSuffix(lastLine: confirmation) }
            if let answer {
                if !answer.isEmpty { terminal.send(literal: answer) }
                terminal.send(keys: "Enter")
            } else {
                terminal.send(keys: "C-c")
            }
            try terminal.waitFor { Self.count(of: "kept 'Overnight Oats'", in: $0) == round + 1 && $0.hasSuffix(lastLine: "clipcook>") }
            #expect(try Data(contentsOf: terminal.recipeFile) == before)
        }
        #expect(terminal.screen().contains("\(confirmation) n\nkept"))
        #expect(terminal.screen().contains("\(confirmation) ^C\nkept"))

        // An answer that is neither yes nor no is asked again; yes deletes.
        terminal.submit("delete overnight-oats")
        try terminal.waitFor { Self.count(of: confirmation, in: $0) == 4 && $0.hasSuffix(lastLine: confirmation) }
        terminal.submit("maybe")
        try terminal.waitFor { $0.contains("please answer y or n") && $0.hasSuffix(lastLine: confirmation) }
        terminal.submit("yes")
        try terminal.waitFor { $0.contains("deleted 'Overnight Oats' (recipes/overnight-oats.recipe) (undo to revert)") }
        try terminal.waitForPrompt()
        #expect(!FileManager.default.fileExists(atPath: terminal.recipeFile.path))
        terminal.submit("show overnight-oats")
        try terminal.waitFor { $0.contains("error: no recipe 'overnight-oats'") && $0.hasSuffix(lastLine: "clipcook>") }

        terminal.submit("undo")
        try terminal.waitFor { $0.contains("undid: delete 'Overnight Oats'") }
        try terminal.waitForPrompt()
        #expect(try Data(contentsOf: terminal.recipeFile) == before)
        terminal.submit("show overnight-oats")
        try terminal.waitFor { Self.count(of: "Stir and chill overnight.", in: $0) == 1 }
        try terminal.waitForPrompt()
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }

    // MARK: a file changed on disk

    /// The REPL reloads what changed on disk before the next command and
    /// says so; the change then goes on top of their version. (The conflict
    /// dialog is for a change that lands between that reload and the write;
    /// WriteBackStoreTests cover its choices.)
    @Test func anOutsideChangeIsReloadedBeforeTheNextCommand() throws {
        guard let (terminal, original, theirs) = try Self.startWithOutsideChange() else { return }
        defer { terminal.stop() }

        terminal.submit("fav overnight-oats")
        try terminal.waitFor { $0.contains("added 'Overnight Oats' to the favourites") }
        try terminal.waitForPrompt()
        #expect(terminal.screen().contains("reloaded the collection: \(terminal.recipeFile.path) changed on disk"))
        #expect(!terminal.screen().contains(Self.question))
        let after = try String(contentsOf: terminal.recipeFile, encoding: .utf8)
        #expect(after.hasPrefix("-- from the market notes\nrecipe Overnight Oats\n"))
        #expect(after == theirs.replacingOccurrences(of: "  servings 1\n", with: "  servings 1\n  favourite\n"))

        // Undo puts back their version, the one the change was made to.
        terminal.submit("undo")
        try terminal.waitFor { $0.contains("undid: favourite 'Overnight Oats'") }
        try terminal.waitForPrompt()
        #expect(try String(contentsOf: terminal.recipeFile, encoding: .utf8) == theirs)
        #expect(theirs != original)
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }

    // MARK: Support

    static let question = "[a]pply on top, keep [m]ine, keep [t]heirs, show the [d]ifference, or [c]ancel?"

    /// A REPL that has loaded its collection, after which somebody else (another
    /// editor, a git pull) adds a comment to the recipe file on disk.
    static func startWithOutsideChange() throws -> (PaneDriver, original: String, theirs: String)? {
        guard let terminal = try PaneDriver.start() else { return nil }
        let original = try String(contentsOf: terminal.recipeFile, encoding: .utf8)
        try terminal.waitForPrompt()
        let theirs = "-- from the market notes\n" + original
        try Data(theirs.utf8).write(to: terminal.recipeFile)
        return (terminal, original, theirs)
    }

    /// An executable shell script in `folder`; returns its path.
    static func script(named name: String, in folder: URL, body: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    static func lines(of url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    static func count(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}

extension String {
    /// Whether the last non-blank line of a screen, without trailing blanks, is `line`.
    fileprivate func hasSuffix(lastLine line: String) -> Bool {
        let last = split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return last.map { $0.trimmingCharacters(in: .whitespaces) == line } ?? false
    }
}
