import Foundation
import Testing

/// Scripting, end to end: the built `clipcook` with commands from -c, a
/// script file, or standard input.
@Suite struct ScriptTests {
    @Test func commandsFromDashCRunInOrderWithoutBannerOrPrompt() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "set format text; help undo\nstats"])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout.hasPrefix(
                "format: text\nusage: undo\n\nrevert the last change, even another session's (repeat to go further back)\n"
                    + "recipes: 0 (0 active"))
        #expect(!result.stdout.contains("clipcook>"))
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func theFirstFailingCommandStopsTheScript() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let script = kitchen.appendingPathComponent("week.cc")
        try "# weekly check\nhelp quit\n\nlsit favourites\nhelp stats\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try Executable.run(["run", script.path, "-C", kitchen.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "\(script.path):4: error: unknown command 'lsit'; did you mean 'list'?\n")
        #expect(result.stdout.hasPrefix("usage: quit"))
        #expect(!result.stdout.contains("usage: stats"))
    }

    @Test func keepGoingRunsEverythingAndStillFails() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "--keep-going", "-c", "show nothing; help quit; fav"])
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("usage: quit"))
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 2)
        #expect(errors[0].hasPrefix("-c:1: error: no recipe 'nothing'"))
        #expect(errors[1] == "-c:1: error: missing recipe name or id")
    }

    @Test func standardInputThatIsNotATerminalIsAScript() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        try FileManager.default.createDirectory(at: kitchen.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        let result = try Executable.run(
            [], stdin: "help quit\n# note\nshow \"two\nlines\"\nhelp list\n", environment: ["CLIPCOOK_COLLECTION": ""],
            currentDirectory: kitchen)
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("<stdin>:3: error: unterminated quote"))
        #expect(!result.stdout.contains("usage: list"))
    }

    @Test func jsonPrintsOneDocumentPerCommand() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["--json", "--keep-going", "-C", kitchen.path, "-c", "stats; list; bogus"])
        #expect(result.exitCode == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object != nil)
        }
        #expect(lines[0].contains(#""command":"stats""#) && lines[0].contains(#""ok":true"#))
        #expect(lines[1] == #"{"command":"list","ok":true,"recipes":[]}"#)
        #expect(lines[2] == #"{"command":"bogus","error":"unknown command 'bogus'","ok":false,"suggestion":"type 'help' to see the commands"}"#)
    }

    @Test func setFormatJsonSwitchesMidScript() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "list\nset format json\nlist"])
        #expect(
            result.stdout
                == "no recipes match\n{\"command\":\"set\",\"format\":\"json\",\"ok\":true}\n{\"command\":\"list\",\"ok\":true,\"recipes\":[]}\n")
    }

    @Test func aShebangScriptRunsDirectly() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        // env -S needs `clipcook` on PATH.
        let script = kitchen.appendingPathComponent("check")
        try "#!/usr/bin/env -S clipcook run\nhelp reload\nquit\nhelp stats\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let process = Process()
        process.executableURL = script
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Executable.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CLIPCOOK_COLLECTION"] = kitchen.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("usage: reload"))
        #expect(!text.contains("usage: stats"))  // quit ends the script
    }

    @Test func nestedRunReportsTheInnerFileAndLine() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let inner = kitchen.appendingPathComponent("inner.cc")
        try "help new\n\nneww\n".write(to: inner, atomically: true, encoding: .utf8)
        let result = try Executable.run(["-C", kitchen.path, "-c", "run \(inner.path); help quit"])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "\(inner.path):3: error: unknown command 'neww'; did you mean 'new'?\n")
        let missing = try Executable.run(["-C", kitchen.path, "-c", "run /no/such/file"])
        #expect(missing.stderr == "-c:1: error: cannot run '/no/such/file': no such file\n")
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try Executable.run(["--no-such-flag"]).exitCode == 2)
        #expect(try Executable.run(["run"]).exitCode == 2)
        #expect(try Executable.run(["-C", "/no/such/folder", "-c", "stats"]).exitCode == 2)
        let missing = try Executable.run(["run", "/no/such/script", "-C", Executable.examplesDirectory.path])
        #expect(missing.exitCode == 1)
        #expect(missing.stderr == "/no/such/script: error: no such file\n")
    }

    @Test func theCollectionComesFromTheEnvironmentWhenNoDashC() throws {
        let result = try Executable.run(["-c", "stats"], environment: ["CLIPCOOK_COLLECTION": "/no/such/kitchen"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("no collection folder at '/no/such/kitchen' (from $CLIPCOOK_COLLECTION)"))
    }

    @Test func aScriptChangesTheCollectionFilesAndReportsBrokenFiles() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let recipes = kitchen.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        try
            "-- mine\nrecipe Green Shakshuka\n  category breakfast\n  servings 2\n\ningredients\n  - 4 eggs\n  - 1 cup spinach\n\nnutrition per serving\n  calories 320 protein 21 carbs 12 fats 20\n"
            .write(to: recipes.appendingPathComponent("shakshuka.recipe"), atomically: true, encoding: .utf8)
        try "recipe Bad\n  servings zero\n".write(to: recipes.appendingPathComponent("bad.recipe"), atomically: true, encoding: .utf8)

        let result = try Executable.run(["--json", "-C", kitchen.path, "-c", "fav green; list favourites; show green servings 4"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.contains("bad.recipe:2:"))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""changed":true"#))
        #expect(lines[1].contains(#""id":"green-shakshuka""#) && lines[1].contains(#""isFavourite":true"#))
        #expect(lines[2].contains(#""amount":"8""#) && lines[2].contains(#""amount":"2 cups""#))
        let written = try String(contentsOf: recipes.appendingPathComponent("shakshuka.recipe"), encoding: .utf8)
        #expect(written.hasPrefix("-- mine\nrecipe Green Shakshuka\n  category breakfast\n  servings 2\n  favourite\n\n"))
    }
}
