import Foundation
import Testing

/// `convert` and `import` with Cooklang files, run through the built executable.
@Suite struct CooklangCommandTests {
    static let soup = """
        ---
        title: Tomato Soup
        servings: 2
        tags: soup
        ---
        Soften @onion{1}(diced) in @butter{20%g} in a #pot.
        ~{5%minutes}

        Add @tomatoes{800%g} and @stock{500%ml}; simmer for ~{20%minutes}.
        """

    @Test func aCookFileConvertsToTheLanguage() throws {
        let folder = try Executable.temporaryDirectory(holding: ["Tomato Soup.cook": Self.soup])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["convert", folder.appendingPathComponent("Tomato Soup.cook").path, "--to", "clipcook"])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                recipe Tomato Soup
                  category dinner
                  servings 2
                  tags soup, cookware:pot

                ingredients
                  - 1 onion, diced
                  - 20 g butter
                  - 800 g tomatoes
                  - 500 ml stock

                steps
                  1. Soften onion in butter in a pot.  [timer 5 min]
                  2. Add tomatoes and stock; simmer for 20 minutes.  [timer 20 min]

                """)
    }

    @Test func aCookFileConvertsToJSON() throws {
        let result = try Executable.run(["convert", "-", "--from", "cooklang", "--to", "json", "--derived"], stdin: Self.soup)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains(#""name" : "butter""#))
        #expect(result.stdout.contains(#""quantity" : 20"#))
        #expect(result.stdout.contains(#""seconds" : 1200"#))
        #expect(result.stdout.contains(#""title" : "Tomato Soup""#))
    }

    @Test func aRecipeConvertsToCooklangAndBack() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recipe = Executable.examplesDirectory.appendingPathComponent("recipes/overnight-oats.recipe").path
        let cook = folder.appendingPathComponent("oats.cook").path
        let toCook = try Executable.run(["convert", recipe, "--to", "cooklang", "-o", cook])
        #expect(toCook.exitCode == 0)
        let text = try String(contentsOfFile: cook, encoding: .utf8)
        #expect(text.contains("Stir the @rolled oats{½%cup}, @milk{½%cup}"))
        let back = try Executable.run(["convert", cook, "--to", "clipcook"])
        #expect(back.exitCode == 0)
        let original = try Executable.run(["convert", recipe, "--to", "json"])
        let viaCooklang = try Executable.run(["convert", "-", "--from", "clipcook", "--to", "json"], stdin: back.stdout)
        #expect(viaCooklang.stdout == original.stdout)
    }

    @Test func aPlanIsNotCooklang() throws {
        let plan = Executable.examplesDirectory.appendingPathComponent("plans/2026-W48.plan").path
        let result = try Executable.run(["convert", plan, "--to", "cooklang"])
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("error: only a recipe can be written as Cooklang; this is a meal plan"))
    }

    @Test func importTakesCookFilesAndFolders() throws {
        let folder = try Executable.temporaryDirectory(holding: [
            "cook/Tomato Soup.cook": Self.soup,
            "cook/more/Toast.cook": "Toast @bread{2%slices}.\n",
            "cook/notes.rtf": "not a recipe, and not a format import reads",
            "Tea.cook": ">> title: Tea\nBrew @tea{1%bag}.\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let into = folder.appendingPathComponent("collection").path
        let result = try Executable.run([
            "import", folder.appendingPathComponent("cook").path, folder.appendingPathComponent("Tea.cook").path,
            "--into", into,
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("read 3 of 3 files"))
        let names = try FileManager.default.contentsOfDirectory(atPath: into + "/recipes").sorted()
        #expect(names == ["tea.recipe", "toast.recipe", "tomato-soup.recipe"])
        let lint = try Executable.run(["lint", into])
        #expect(lint.exitCode == 0, "\(lint.stdout)")

        let again = try Executable.run(["import", folder.appendingPathComponent("Tea.cook").path, "--into", into])
        #expect(again.exitCode == 0)
        #expect(again.stderr.contains("nothing to import"))
        let missing = try Executable.run(["import", folder.appendingPathComponent("nope.cook").path, "--into", into])
        #expect(missing.exitCode == 1)
        #expect(missing.stderr.contains("no such file"))
    }

    /// Issue 22's 430-byte file: seven levels of ten aliases of the level below.
    static let laughs: String = {
        var yaml = "---\na0: &a0 [" + Array(repeating: "x", count: 10).joined(separator: ", ") + "]\n"
        for level in 1...7 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        return yaml + "title: Laugh\n---\nAdd @salt{1%g}.\n"
    }()

    /// `clipcook ARGS` with its address space limited to 1.5 GB (the file
    /// took 741 MB to 3.85 GB before), when `prlimit` is there to do it.
    static func runLimited(_ arguments: [String]) throws -> Executable.Result {
        let prlimit = "/usr/bin/prlimit"
        guard FileManager.default.isExecutableFile(atPath: prlimit) else { return try Executable.run(arguments) }
        let clipcook = Executable.productsDirectory.appendingPathComponent("clipcook").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: prlimit)
        process.arguments = ["--as=1500000000", "--", clipcook] + arguments
        process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both are small here; standard error is read after standard output has closed.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Executable.Result(
            exitCode: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    @Test func aYAMLAliasBombIsRefusedAtTheAlias() throws {
        #expect(Self.laughs.utf8.count < 600)
        let folder = try Executable.temporaryDirectory(holding: ["l.cook": Self.laughs])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("l.cook").path
        let result = try Self.runLimited(["convert", file, "--to", "json"])
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains(file + ":5:45: error: the front matter's aliases expand past 10000 nodes; alias '*a2' is refused"))
    }

    @Test func importOfAFolderWithAYAMLAliasBombStaysBounded() throws {
        let folder = try Executable.temporaryDirectory(holding: [
            "cook/l.cook": Self.laughs, "cook/Tomato Soup.cook": Self.soup,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let into = folder.appendingPathComponent("collection").path
        let result = try Self.runLimited(["import", folder.appendingPathComponent("cook").path, "--into", into])
        #expect(result.exitCode == 1, "\(result.stderr)")
        #expect(result.stderr.contains("l.cook:5:45: error: the front matter's aliases expand past 10000 nodes"))
        #expect(result.stderr.contains("read 1 of 2 files; 1 could not be imported"))
    }

    @Test func aCookFileWithoutServingsIsImportedWithAWarning() throws {
        let result = try Executable.run(["convert", "-", "--from", "cooklang", "--to", "clipcook"], stdin: "Toast @bread{2%slices}.\n")
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("servings 1"))
        #expect(result.stderr.contains("1:1: warning: the file gives no servings; the recipe serves 1"))
    }
}
