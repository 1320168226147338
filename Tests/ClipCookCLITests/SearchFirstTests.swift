import Foundation
import Testing

/// The first searches after opening scan the recipes' folded text and
/// print their lines without the list index; later ones read the table
/// of words, and after `list` the lines come from the list index. A user
/// sees the same either way (issue 38).
@Suite struct SearchFirstTests {
    static var collection: [String: String] {
        var files = [
            "recipes/creme.recipe": SearchLimitTests.recipe("Crème Brûlée", "crème fraîche"),
            "recipes/caramel.recipe": SearchLimitTests.recipe("Cre\u{300}me Caramel", "cream"),
            "recipes/miso.recipe": SearchLimitTests.recipe("味噌汁 Miso Soup", "味噌 miso paste"),
            "recipes/tacos.recipe": SearchLimitTests.recipe("Fish Tacos 🌮", "jalapeño"),
            "recipes/pho.recipe": SearchLimitTests.recipe("Phở Bò", "beef brisket"),
            "recipes/old.recipe": SearchLimitTests.recipe("Old Chicken Stew", "chicken legs", archived: true),
        ]
        for (name, recipe) in SearchLimitTests.collection { files[name] = recipe }
        return files
    }

    static let queries = [
        "chicken", "creme", "CRÈME", "miso", "味噌", "tacos 🌮", "pho", "phở", "jalapeno", "stew", "chicken all", "chicken archived",
        "chicken limit 3", "onion limit 0", "zzz",
    ]

    @Test func everySearchOfASessionPrintsWhatTheFirstPrints() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        for query in Self.queries {
            let once = try Executable.run(["-C", root.path, "-c", "search \(query)"])
            #expect(once.exitCode == 0, "\(once.stderr)")
            let five = try Executable.run(["-C", root.path, "-c", Array(repeating: "search \(query)", count: 5).joined(separator: "; ")])
            #expect(five.stdout == String(repeating: once.stdout, count: 5), "search \(query)")
            let listed = try Executable.run(["-C", root.path, "-c", "list all; search \(query)"])
            #expect(listed.stdout.hasSuffix(once.stdout), "search \(query) after list")
            let json = try Executable.run(["-C", root.path, "--json", "-c", "search \(query)"])
            let jsonFive = try Executable.run(["-C", root.path, "--json", "-c", "search \(query); search \(query); search \(query); search \(query)"])
            #expect(jsonFive.stdout == String(repeating: json.stdout, count: 4), "search \(query) as JSON")
        }
    }

    @Test func accentsAndOtherScriptsAreFoundByTheFirstSearch() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let creme = try Executable.run(["-C", root.path, "-c", "search creme"])
        let lines = creme.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(creme.stdout)")
        #expect(lines.first?.contains("Crème Brûlée") == true, "\(creme.stdout)")
        #expect(lines.dropFirst().first?.contains("Crème Caramel") == true, "\(creme.stdout)")
        #expect(creme.stdout.hasSuffix("2 recipes\n"))
        let miso = try Executable.run(["-C", root.path, "-c", "search 味噌"])
        #expect(miso.stdout.contains("味噌汁 Miso Soup"), "\(miso.stdout)")
        #expect(miso.stdout.hasSuffix("1 recipe\n"), "\(miso.stdout)")
        let taco = try Executable.run(["-C", root.path, "-c", "search jalapeno"])
        #expect(taco.stdout.contains("Fish Tacos 🌮"), "\(taco.stdout)")
    }

    /// Files whose bytes differ from the searched text (escapes, comments,
    /// case, accents, a soft hyphen, full-width letters), among thirty plain
    /// ones, so that the first searches fold only the files that may hold
    /// their words (`SearchPrefilter`): they print what the fourth search,
    /// which folds every recipe, prints.
    static var prefiltered: [String: String] {
        var files = [
            "recipes/escaped.recipe": "recipe \"Escaped Ch\\u{69}cken\"\n  category dinner\n\nsteps\n  1. \"Roast the ch\\u{49}CKEN.\"\n",
            "recipes/commented.recipe": "-- chicken\nrecipe Plain Rice  -- chicken\n  category lunch\n\ningredients\n  - 200 g rice  -- chicken\n",
            "recipes/curry.recipe": "recipe CHICKEN Curry\n  category dinner\n  tags Spicy\n\ningredients\n  - 500 g Chicken THIGHS, cut SMALL\n",
            "recipes/creme.recipe": "recipe Crème Brûlée\n  category snack\n\ncaption\n  | Une crème FRAÎCHE -- garlic\n",
            "recipes/caramel.recipe": "recipe Cre\u{300}me Caramel\n  category snack\n",
            "recipes/hyphen.recipe": "recipe Soft\u{AD}hyphen Stew\n  category dinner\n\nsteps\n  1. Add the chick\u{AD}en.\n",
            "recipes/wide.recipe": "recipe Wide Dish\n  category dinner\n\ningredients\n  - ｃｈｉｃｋｅｎ wings\n",
            "recipes/strudel.recipe": "recipe Straße Strudel\n  category snack\n\nsteps\n  - Roll the dough thin.  [timer 5 min \"garlic\"]\n",
        ]
        for number in 1...30 {
            files["recipes/toast-\(number).recipe"] = "recipe Toast \(number)\n  category breakfast\n\nsteps\n  - Toast the bread.\n"
        }
        return files
    }

    @Test func theFirstSearchesFoldOnlyWhatMayHoldTheirWords() throws {
        let root = try Executable.temporaryDirectory(holding: Self.prefiltered)
        defer { try? FileManager.default.removeItem(at: root) }
        // How many each finds, where it does not hang on how Foundation folds a soft hyphen.
        let expected: [String: Int?] = [
            "chicken": nil, "CHICKEN": nil, "softhyphen": nil, "wings": 1, "creme": 2, "strasse": 1, "straße": 1, "fraiche": 1,
            "garlic": 1, "thighs": 1, "rice": 1, "chicken curry": 1, "zzz": 0,
        ]
        for (query, count) in expected {
            for flags in [[], ["--json"]] {
                let four = try Executable.run(
                    ["-C", root.path] + flags + ["-c", Array(repeating: "search \(query)", count: 4).joined(separator: "; ")])
                #expect(four.exitCode == 0, "\(four.stderr)")
                let once = try Executable.run(["-C", root.path] + flags + ["-c", "search \(query)"])
                #expect(four.stdout == String(repeating: once.stdout, count: 4), "search \(query) \(flags)")
            }
            guard let count else { continue }
            let shown = try Executable.run(["-C", root.path, "-c", "search \(query)"])
            let summary = count == 0 ? "no recipes match" : count == 1 ? "1 recipe\n" : "\(count) recipes\n"
            #expect(shown.stdout.contains(summary), "search \(query): \(shown.stdout)")
        }
    }
}
