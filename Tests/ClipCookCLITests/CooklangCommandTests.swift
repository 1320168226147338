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
        #expect(result.stdout == """
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
        #expect(again.exitCode == 1)
        #expect(again.stderr.contains("file already exists"))
        let missing = try Executable.run(["import", folder.appendingPathComponent("nope.cook").path, "--into", into])
        #expect(missing.exitCode == 1)
        #expect(missing.stderr.contains("no such file"))
    }
}
