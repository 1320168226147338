import Foundation
import Testing

/// What a user sees importing recipes from the web (issue 24): pages
/// without `@context`, the warnings of a page with parts missing, RecipeMD
/// documents the specification calls invalid, and captions whose title,
/// file name and category come from the words.
@Suite struct WebImportCommandTests {
    func files(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".recipe") }.sorted()
    }

    func write(_ text: String, to name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aPageWithoutContextImportsWithoutNamingTheFormatAndWarnsOfWhatIsMissing() throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let page = try write(
            #"{"@type": "Recipe", "name": "Chewy Cookies", "recipeIngredient": ["1 cup flour"], "mainEntityOfPage": {"@id": "https://bake.example/cookies"}}"#,
            to: "cookies.json", in: work)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", page, "--into", kitchen.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: the Recipe has no recipeYield: servings left at 1"))
        #expect(result.stderr.contains("warning: the Recipe has no recipeInstructions: imported without steps"))
        #expect(files(in: kitchen) == ["recipes/chewy-cookies.recipe"])
        let text = try String(contentsOfFile: kitchen.appendingPathComponent("recipes/chewy-cookies.recipe").path, encoding: .utf8)
        #expect(text.contains("category snack"))
        #expect(text.contains("source https://bake.example/cookies"))
    }

    @Test(arguments: [
        ("## Not a title\n", "starts with the title as a '# Title' heading"),
        ("# Tea\n\n*hot*\n\n*cold*\n\n---\n", "a second paragraph of tags"),
        ("# Tea\n\n---\n\n- *1 bag*\n", "has an amount but no name"),
        ("# Tea\n\nBrew it.\n", "no '---' line before the ingredients"),
    ])
    func anInvalidRecipeMDIsRefusedAndNothingIsWritten(_ text: String, _ rule: String) throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let input = try write(text, to: "tea.md", in: work)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", input, "--into", kitchen.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("tea.md:"), "\(result.stderr)")
        #expect(result.stderr.contains("error: "), "\(result.stderr)")
        #expect(result.stderr.contains(rule), "\(result.stderr)")
        #expect(files(in: kitchen).isEmpty)
        let convert = try Executable.run(["convert", input, "--to", "json"])
        #expect(convert.exitCode == 1)
        #expect(convert.stdout.isEmpty)
    }

    @Test func aCaptionsTitleFileNameAndCategoryComeFromItsWords() throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let caption = try write(
            """
            Peanut Butter Overnight Oats 🥜🥣 (SAVE this for later!!)

            ✅ 1/2 cup oats
            ✅ 1/2 cup milk
            ✅ 1 tbsp peanut butter

            Stir everything together in a jar. Leave it in the fridge overnight. Top with banana in the morning.

            Macros per serving: 410 cals | 16P | 52C | 15F
            Follow @oatsbyanna for more!
            #mealprep
            """, to: "oats.txt", in: work)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", caption, "--into", kitchen.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("category breakfast, guessed from 'overnight oats'"), "\(result.stderr)")
        #expect(files(in: kitchen) == ["recipes/peanut-butter-overnight-oats.recipe"])
        let text = try String(
            contentsOfFile: kitchen.appendingPathComponent("recipes/peanut-butter-overnight-oats.recipe").path, encoding: .utf8)
        #expect(text.hasPrefix("recipe Peanut Butter Overnight Oats\n"))
        #expect(text.contains("category breakfast"))
        #expect(text.contains("calories 410  protein 16  carbs 52  fats 15"), "\(text)")
        #expect(text.contains("  3. Top with banana in the morning.\n"))
        #expect(!text.contains("4. Follow"))
    }

    @Test func anInboxImportShowsTheCategoryGuess() throws {
        let inbox = """
            inbox
            pending https://www.instagram.com/reel/Oats123/
              status importing
              caption
                | Chocolate overnight oats 🍫 (SAVE this!!)
                | ✅ 1/2 cup oats
                | ✅ 1/2 cup milk
                | Stir together and chill overnight. Top with cacao nibs.
            """
        let root = try Executable.temporaryDirectory(holding: ["inbox.list": inbox + "\n", "settings": "settings\n  units metric\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["import", "inbox", "-C", root.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "ready   https://www.instagram.com/reel/Oats123/ -> \(root.path)/recipes/chocolate-overnight-oats.recipe "
                    + "(category breakfast, guessed from 'overnight oats')"), "\(result.stdout)")
    }
}
