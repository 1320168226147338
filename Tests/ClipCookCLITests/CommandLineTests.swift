import Foundation
import Testing

/// The command line as `git -C` users expect it: global options anywhere,
/// a version, usage errors, collection discovery, `init`.
@Suite struct CommandLineTests {
    static let warningOnlyKitchen: [String: String] = [
        "settings": "settings\n  units metric\n\ngoals\n  calories 2200  protein 120  carbs 250  fats 70\n",
        "recipes/toast.recipe":
            "recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  - 1 slice bread\n\nsteps\n  1. Toast the bread.\n",
    ]

    @Test func collectionOptionWorksBeforeTheSubcommand() throws {
        let kitchen = try Executable.temporaryDirectory(holding: Self.warningOnlyKitchen)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let script = kitchen.appendingPathComponent("s.cc")
        try "stats\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try Executable.run(["-C", kitchen.path, "run", script.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("recipes: 1 (1 active"))
        let lint = try Executable.run(["-C", kitchen.path, "lint"])
        #expect(lint.stdout.contains("settings:5:12: warning: goals' macros add up to 2110 kcal"))
        let fmt = try Executable.run(["-C", kitchen.path, "fmt", "--check"])
        #expect(fmt.exitCode == 0, "\(fmt.stdout)\(fmt.stderr)")
    }

    @Test func lintFindsTheCollectionFromTheEnvironmentOrTheCurrentFolder() throws {
        let kitchen = try Executable.temporaryDirectory(holding: Self.warningOnlyKitchen)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let elsewhere = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let fromEnvironment = try Executable.run(["lint"], environment: ["CLIPCOOK_COLLECTION": kitchen.path], currentDirectory: elsewhere)
        #expect(fromEnvironment.stdout.contains("goals' macros add up to 2110 kcal"))
        let fromHere = try Executable.run(["lint"], environment: ["CLIPCOOK_COLLECTION": ""], currentDirectory: kitchen)
        #expect(fromHere.stdout.contains("settings:5:12: warning"))
    }

    @Test func aFolderThatIsNotACollectionGetsOneLineSayingWhatToDo() throws {
        let elsewhere = try Executable.temporaryDirectory(holding: ["notes.txt": "hello\n"])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let result = try Executable.run(["-c", "stats"], environment: ["CLIPCOOK_COLLECTION": ""], currentDirectory: elsewhere)
        #expect(result.exitCode == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("not a collection"))
        #expect(result.stderr.contains("clipcook init"))
    }

    @Test func lintExitsZeroOnWarningsAndOneUnderStrict() throws {
        let kitchen = try Executable.temporaryDirectory(holding: Self.warningOnlyKitchen)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let plain = try Executable.run(["lint", kitchen.path])
        #expect(plain.exitCode == 0)
        #expect(plain.stderr.contains("1 warning"))
        let strict = try Executable.run(["lint", "--strict", kitchen.path])
        #expect(strict.exitCode == 1)
        #expect(strict.stdout.contains("error: goals' macros"))
        let broken = try Executable.run(["lint", "-"], stdin: "recipe\n  servings zero\n")
        #expect(broken.exitCode == 1)
    }

    @Test func versionAndUnknownHelpTopic() throws {
        let version = try Executable.run(["--version"])
        #expect(version.exitCode == 0)
        #expect(version.stdout.hasPrefix("clipcook "))
        let unknown = try Executable.run(["help", "frobnicate"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("no subcommand 'frobnicate'"))
        let near = try Executable.run(["help", "lnit"])
        #expect(near.stderr.contains("did you mean 'lint'?") || near.stderr.contains("did you mean 'init'?"))
        let known = try Executable.run(["help", "lint"])
        #expect(known.exitCode == 0)
    }

    @Test func scriptsWithCRLFLineEndingsRunLineByLine() throws {
        let kitchen = try Executable.temporaryDirectory(holding: Self.warningOnlyKitchen)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let script = kitchen.appendingPathComponent("crlf.cc")
        try Data("# stats\r\nfav toast\r\nlist favourites\r\n".utf8).write(to: script)
        let result = try Executable.run(["run", script.path, "-C", kitchen.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("added 'Toast' to the favourites"))
        #expect(result.stdout.contains("1 recipe"))
    }

    @Test func apostrophesInsideWordsAreLettersAndAnOpenQuoteIsAnErrorAtItsLine() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "recipes/nonna.recipe": "recipe Nonna's Sunday Ragù\n  category dinner\n  servings 6\n"
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let found = try Executable.run(["-C", kitchen.path, "-c", "search nonna's; show nonna's sunday"])
        #expect(found.exitCode == 0, "\(found.stderr)")
        #expect(found.stdout.contains("Nonna's Sunday Ragù"))
        let script = kitchen.appendingPathComponent("q.cc")
        try "stats\nsearch \"ragu\nstats\n".write(to: script, atomically: true, encoding: .utf8)
        let open = try Executable.run(["run", script.path, "-C", kitchen.path])
        #expect(open.exitCode == 1)
        #expect(open.stderr.hasPrefix("\(script.path):2: error: unterminated quote"))
        #expect(open.stdout.components(separatedBy: "recipes: 1").count == 2)  // the third line never ran
        let help = try Executable.run(["-C", kitchen.path, "-c", "help"])
        #expect(help.stdout.contains("an apostrophe inside a word is a letter"))
    }

    @Test func initCreatesACollectionThatFormatsAndLintsClean() throws {
        let parent = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let kitchen = parent.appendingPathComponent("kitchen")
        let created = try Executable.run(["init", kitchen.path])
        #expect(created.exitCode == 0)
        for name in ["settings", "shopping.list", "recipes", "plans", "foods/own.foods"] {
            #expect(FileManager.default.fileExists(atPath: kitchen.appendingPathComponent(name).path))
        }
        #expect(try String(contentsOf: kitchen.appendingPathComponent("settings"), encoding: .utf8).contains("calories 2200"))
        let lint = try Executable.run(["lint", "--strict", kitchen.path])
        #expect(lint.exitCode == 0, "\(lint.stdout)")
        #expect(try Executable.run(["fmt", "--check", kitchen.path]).exitCode == 0)
        try "-- mine\nsettings\n  units imperial\n".write(to: kitchen.appendingPathComponent("settings"), atomically: true, encoding: .utf8)
        let again = try Executable.run(["init", kitchen.path])
        #expect(again.stdout.contains("nothing created"))
        #expect(try String(contentsOf: kitchen.appendingPathComponent("settings"), encoding: .utf8) == "-- mine\nsettings\n  units imperial\n")
    }

    @Test func discoveryDoesNotFollowLinksToFolders() throws {
        let outside = try Executable.temporaryDirectory(holding: ["recipes/far.recipe": "recipe Far Away\n  servings 1\n"])
        defer { try? FileManager.default.removeItem(at: outside) }
        let kitchen = try Executable.temporaryDirectory(holding: Self.warningOnlyKitchen)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        try FileManager.default.createSymbolicLink(
            atPath: kitchen.appendingPathComponent("elsewhere").path, withDestinationPath: outside.path)
        let result = try Executable.run(["-C", kitchen.path, "-c", "stats"])
        #expect(result.stdout.hasPrefix("recipes: 1 (1 active"))
    }
}
