import Foundation
import Testing

/// `clipcook import inbox` and `clipcook import PATH...` with the web formats, run as a user would.
@Suite struct ImportInboxTests {
    static let inbox = """
        -- shared from the phone
        inbox
        pending https://www.instagram.com/reel/Cxyz123/
          status importing  -- came in this morning
          caption
            | 🍋 Lemon Garlic Orzo 🍋
            | Serves 2
            | Ingredients:
            | - 1 cup orzo
            | - 2 cloves garlic, minced
            | Method:
            | 1. Boil the orzo.
            | 2. Stir in the garlic.

        pending http://127.0.0.1:9/ramen
          status importing
          id import-ramen

        pending https://www.tiktok.com/@x/video/1
          status ready

        """

    static let settings = "settings\n  units metric\n"

    func read(_ url: URL, _ path: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func readyFailedAndTheReasons() throws {
        let root = try Executable.temporaryDirectory(holding: ["inbox.list": Self.inbox, "settings": Self.settings])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["import", "inbox", "-C", root.path])
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("ready   https://www.instagram.com/reel/Cxyz123/ -> \(root.path)/recipes/lemon-garlic-orzo.recipe"))
        #expect(result.stdout.contains("inbox: 1 ready, 1 failed; 1 recipe written"))
        // A link without a caption is fetched; here nothing answers, and the reason says so.
        #expect(result.stderr.contains("inbox.list: error: http://127.0.0.1:9/ramen: could not connect"), "\(result.stderr)")
        let recipe = try #require(read(root, "recipes/lemon-garlic-orzo.recipe"))
        #expect(
            recipe.hasPrefix(
                "recipe Lemon Garlic Orzo\n  category dinner\n  servings 2\n  source https://www.instagram.com/reel/Cxyz123/\n  platform instagram\n")
        )
        #expect(recipe.contains("ingredients\n  - 1 cup orzo\n  - 2 cloves garlic, minced\n"))
        let inbox = try #require(read(root, "inbox.list"))
        // Status lines changed in place, comments kept, the title added, the failed entry kept whole.
        #expect(
            inbox.contains(
                "pending https://www.instagram.com/reel/Cxyz123/\n  status ready  -- came in this morning\n  title Lemon Garlic Orzo\n  caption\n"))
        #expect(inbox.contains("pending http://127.0.0.1:9/ramen\n  status failed\n  id import-ramen\n"))
        #expect(inbox.contains("pending https://www.tiktok.com/@x/video/1\n  status ready\n"))
        #expect(inbox.hasPrefix("-- shared from the phone\n"))
        // Everything written is canonical.
        let check = try Executable.run(["fmt", "--check", root.path])
        #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")
        // A second run has nothing left to do.
        let again = try Executable.run(["import", "--inbox", "-C", root.path])
        #expect(again.exitCode == 0)
        #expect(again.stdout == "inbox: nothing to import (no entry is 'importing')\n")
    }

    @Test func editManuallyMakesABlankRecipeWithTheLink() throws {
        let failed = Self.inbox.replacingOccurrences(
            of: "http://127.0.0.1:9/ramen\n  status importing", with: "https://youtu.be/8hT2kLmNpQr\n  status failed")
        let root = try Executable.temporaryDirectory(holding: ["inbox.list": failed, "settings": Self.settings])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Executable.run(["import", "inbox", "-C", root.path])
        let result = try Executable.run(["import", "inbox", "-C", root.path, "--manual", "import-ramen"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            read(root, "recipes/recipe-from-youtube.recipe")
                == "recipe Recipe from YouTube\n  category dinner\n  servings 1\n  source https://youtu.be/8hT2kLmNpQr\n  platform youtube\n")
        let inbox = try #require(read(root, "inbox.list"))
        #expect(inbox.contains("pending https://youtu.be/8hT2kLmNpQr\n  status ready\n  title Recipe from YouTube\n  id import-ramen\n"))
    }

    @Test func aCollectionWithoutAnInboxIsAnError() throws {
        let root = try Executable.temporaryDirectory(holding: ["settings": Self.settings])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["import", "inbox", "-C", root.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("the collection has no inbox (inbox.list)"))
    }

    @Test func aFolderOfWebFormatsWithOneBadFile() throws {
        let inputs = try Executable.temporaryDirectory(holding: [
            "saved/pasta.html": """
            <html><head><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe",
            "name": "Pasta", "recipeIngredient": ["200 g spaghetti"], "recipeInstructions": "Boil."}</script></head></html>
            """,
            "saved/caption.txt": "Toast\nIngredients:\n- 2 slices bread\nMethod:\n1. Toast it.\n",
            "saved/broken.json": "{\"@context\": \"https://schema.org\",\n \"@type\": \"Recipe\",\n \"name\": }\n",
            "saved/.hidden/skip.html": "<html></html>",
        ])
        defer { try? FileManager.default.removeItem(at: inputs) }
        let kitchen = inputs.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", inputs.appendingPathComponent("saved").path, "--into", kitchen.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("saved/broken.json:3:10: error: expected a JSON value"))
        #expect(result.stderr.contains("read 2 of 3 files; 1 could not be imported"))
        #expect(read(kitchen, "recipes/pasta.recipe")?.hasPrefix("recipe Pasta\n") == true)
        #expect(read(kitchen, "recipes/toast.recipe")?.contains("  - 2 slices bread\n") == true)
    }

    @Test func convertDetectsTheWebFormats() throws {
        let folder = try Executable.temporaryDirectory(holding: [
            "r.json": #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Soup", "recipeYield": "2"}"#,
            "c.txt": "Salad\nIngredients:\n- 1 cucumber\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let soup = try Executable.run(["convert", folder.appendingPathComponent("r.json").path, "--to", "clipcook"])
        #expect(soup.stdout == "recipe Soup\n  category dinner\n  servings 2\n")
        let salad = try Executable.run(["convert", folder.appendingPathComponent("c.txt").path, "--to", "clipcook"])
        #expect(salad.stdout.contains("ingredients\n  - 1 cucumber\n"))
        let back = try Executable.run(["convert", folder.appendingPathComponent("c.txt").path, "--to", "caption"])
        #expect(back.exitCode == 1)
        #expect(back.stderr.contains("caption is read only"))
    }
}
