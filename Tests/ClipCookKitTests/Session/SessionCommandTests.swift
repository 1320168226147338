import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct SessionCommandTests {
    @Test func summaryCountsRecipesPlansAndShopping() throws {
        let store = MemoryStore(SampleKitchen.recipes)
        store.shoppingItems = [ShoppingItem(id: "milk", name: "milk"), ShoppingItem(id: "eggs", name: "eggs", checked: true)]
        let session = try SampleKitchen.session(store)
        #expect(session.summary == "5 recipes (1 archived), 0 plans (0 meals), 2 shopping items (1 to buy)")
    }

    @Test func listPrintsOneLinePerRecipeAndACount() throws {
        let outcome = try SampleKitchen.session().execute("list where protein >= 30 and calories < 600")
        #expect(outcome.succeeded)
        let lines = outcome.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains("chicken-caesar-wrap") && lines[0].contains("Chicken Caesar Wrap") && lines[0].contains("520 kcal"))
        #expect(lines[1].hasPrefix("*") && lines[1].contains("creamy-tuscan-chicken-pasta"))
        #expect(lines[2] == "2 recipes")
    }

    @Test func listAsJSONIsOneDocument() throws {
        let session = try SampleKitchen.session()
        let outcome = session.execute("list category breakfast")
        #expect(!outcome.jsonLine.contains("\n"))
        #expect(
            outcome.jsonLine.hasPrefix(#"{"command":"list","ok":true,"recipes":[{"category":"Breakfast","id":"overnight-oats","isArchived":false"#))
    }

    /// list and search make their JSON only when it is read; a value set
    /// afterwards (as cook mode adds its state) is kept beside it.
    @Test func searchDataIsMadeWhenReadAndKeepsWhatIsAdded() throws {
        var outcome = try SampleKitchen.session().execute("search Chicken")
        guard case .array(let recipes)? = outcome.data["recipes"] else {
            Issue.record("no recipes in \(outcome.jsonLine)")
            return
        }
        #expect(recipes.count == 2)
        #expect(outcome.data["query"] == .string("Chicken"))
        outcome.data["extra"] = .bool(true)
        #expect(outcome.data["extra"] == .bool(true))
        #expect(outcome.data["query"] == .string("Chicken"))
        #expect(outcome.jsonLine.hasPrefix(#"{"command":"search","extra":true,"ok":true,"query":"Chicken","recipes":[{"#))
    }

    @Test func unknownCommandSuggestsTheClosest() throws {
        let outcome = try SampleKitchen.session().execute("lsit favourites")
        #expect(outcome.error == CommandError("unknown command 'lsit'", suggestion: "did you mean 'list'?", kind: .notFound))
        #expect(outcome.jsonLine == #"{"command":"lsit","error":"unknown command 'lsit'","ok":false,"suggestion":"did you mean 'list'?"}"#)
        let nothingClose = try SampleKitchen.session().execute("xyzzy")
        #expect(nothingClose.error?.suggestion == "type 'help' to see the commands")
    }

    @Test func searchRanksTitlesFirst() throws {
        let outcome = try SampleKitchen.session().execute("search Chicken")
        let lines = outcome.text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains("chicken-caesar-wrap"))
        #expect(!outcome.text.contains("old-lentil-soup"))  // archived
        let all = try SampleKitchen.session().execute("search Chicken all").text.split(separator: "\n")
        #expect(all.count == 4)
        #expect(all[2].contains("old-lentil-soup") && all[2].hasSuffix("(steps)"))
        #expect(try SampleKitchen.session().execute("search").error?.message == "'search' needs some text")
    }

    @Test func showPrintsTheCard() throws {
        let outcome = try SampleKitchen.session().execute("show creamy")
        #expect(outcome.succeeded)
        #expect(
            outcome.text.hasPrefix("Creamy Tuscan Chicken Pasta *\ndinner | serves 4 | prep 10 min | cook 25 min\ntags: pasta, chicken, weeknight"))
        #expect(outcome.text.contains("  - 500 g chicken breast, sliced thin"))
        #expect(outcome.text.contains("  1. Cook the penne in salted water. [11 min]"))
        #expect(outcome.text.contains("  580 kcal  protein 42 g  carbs 55 g  fats 22 g"))
        #expect(outcome.text.hasSuffix("file: recipes/creamy-tuscan-chicken-pasta.recipe"))
    }

    @Test func showParsesItsOptions() throws {
        let session = try SampleKitchen.session()
        let scaled = session.execute("show Creamy Tuscan Chicken Pasta servings 8 units imperial")
        #expect(scaled.succeeded)
        #expect(scaled.text.contains("serves 8 (scaled from 4)"))
        #expect(session.execute("show creamy servings 0").error?.message == "servings must be a whole number from 1 to 10000, not '0'")
        #expect(session.execute("show creamy units furlongs").error?.message == "unknown units 'furlongs'")
        #expect(session.execute("show creamy servings").error?.message == "'servings' needs a value")
    }

    @Test func ambiguousPrefixListsTheCandidates() throws {
        let outcome = try SampleKitchen.session().execute("show c")
        #expect(outcome.error?.message == "'c' matches 3 recipes")
        #expect(
            outcome.error?.candidates == [
                "creamy-tuscan-chicken-pasta (Creamy Tuscan Chicken Pasta)", "creme-brulee (Crème brûlée)",
                "chicken-caesar-wrap (Chicken Caesar Wrap)",
            ])
    }

    @Test func recipeLookupByIdTitleAndAccentFreePrefix() throws {
        let entries = MemoryStore(SampleKitchen.recipes).entries
        for text in ["overnight-oats", "Overnight Oats", "overnight", "OVERN", "over"] {
            #expect(try RecipeResolver.resolve(text, in: entries).get().recipe.id == "overnight-oats")
        }
        #expect(try RecipeResolver.resolve("creme b", in: entries).get().recipe.id == "creme-brulee")
        guard case .failure(let error) = RecipeResolver.resolve("overnite-oats", in: entries) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message == "no recipe 'overnite-oats'")
        #expect(error.suggestion == "did you mean 'overnight-oats'?")
    }

    @Test func helpListsEveryCommandAndExplainsOne() throws {
        let session = try SampleKitchen.session()
        let all = session.execute("help")
        for name in ["list", "search", "show", "fav", "unfav", "archive", "restore", "delete", "undo", "new", "edit", "reload", "stats", "quit"] {
            #expect(all.text.contains("\n  \(name) "), "help lists \(name)")
        }
        let one = session.execute("help show")
        #expect(one.text.hasPrefix("usage: show RECIPE [servings N] [units metric|imperial]"))
        #expect(session.execute("help shwo").error?.suggestion == "did you mean 'show'?")
    }

    @Test func statsAndQuit() throws {
        let session = try SampleKitchen.session()
        let stats = session.execute("stats")
        #expect(stats.text.hasPrefix("recipes: 5 (4 active, 1 archived, 1 favourite)\nby category: breakfast 1, lunch 1, dinner 1, snack 1"))
        #expect(session.execute("stats now").error?.message == "'stats' takes no arguments, got 'now'")
        #expect(session.execute("quit").quits)
        #expect(session.execute("exit").quits)
    }

    @Test func setFormatSwitchesToJSON() throws {
        let session = try SampleKitchen.session()
        #expect(session.execute("set format json").succeeded)
        #expect(session.format == .json)
        #expect(session.execute("set format yaml").error?.message == "unknown format 'yaml'")
    }

    @Test func editNeedsATerminal() throws {
        let outcome = try SampleKitchen.session().execute("edit oats")
        #expect(outcome.error?.message == "'edit' needs a terminal")
    }

    @Test(arguments: [
        "\"", "show \"unterminated", "'''", "list where (((", "list sort", "fav", "\u{0}", "undo undo", String(repeating: "x ", count: 5000),
    ])
    func oddInputNeverCrashes(text: String) throws {
        let outcome = try SampleKitchen.session().execute(text)
        #expect(!outcome.jsonLine.isEmpty)
    }
}
