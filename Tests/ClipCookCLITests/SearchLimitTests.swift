import Foundation
import Testing

/// `search` shows the best 20 hits and says how many more there are
/// (issue 38): at a terminal, in a script and as JSON, unless `all` or
/// `limit N` asks for another number.
@Suite struct SearchLimitTests {
    static func recipe(_ title: String, _ ingredient: String, archived: Bool = false) -> String {
        "recipe \(title)\n  category dinner\n  servings 2\n" + (archived ? "  archived\n" : "")
            + "\ningredients\n  - 200 g \(ingredient)\n  - 1 onion\n"
    }

    /// Three recipes with chicken in the title, 24 with chicken only among
    /// their ingredients (two of those archived) and one without chicken.
    static var collection: [String: String] {
        var files = [
            "recipes/chicken-curry.recipe": recipe("Chicken Curry", "chicken thighs"),
            "recipes/chicken-pie.recipe": recipe("Chicken Pie", "chicken breast"),
            "recipes/roast-chicken.recipe": recipe("Roast Chicken", "whole chicken"),
            "recipes/lentil-soup.recipe": recipe("Lentil Soup", "red lentils"),
            "recipes/old-stew-1.recipe": recipe("Old Stew 1", "chicken legs", archived: true),
            "recipes/old-stew-2.recipe": recipe("Old Stew 2", "chicken legs", archived: true),
        ]
        for number in 1...22 {
            let name = "Stew \(number < 10 ? "0" : "")\(number)"
            files["recipes/stew-\(number).recipe"] = recipe(name, "chicken stock")
        }
        return files
    }

    /// The recipe lines of `output`: those naming a recipe found in its ingredients or title.
    static func lines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("(title") || $0.contains("(ingredients") }
    }

    @Test func aSearchShowsTheBestTwentyAndSaysHowManyMore() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "search chicken"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let shown = Self.lines(result.stdout)
        #expect(shown.count == 20, "\(result.stdout)")
        // The title matches first, then the others by title.
        #expect(shown.prefix(3).allSatisfy { $0.contains("Chicken") }, "\(result.stdout)")
        #expect(shown[3].contains("Stew 01"))
        #expect(shown[19].contains("Stew 17"))
        #expect(!result.stdout.contains("Stew 18"))
        #expect(!result.stdout.contains("Old Stew"), "archived recipes are left out")
        #expect(result.stdout.hasSuffix("and 5 more (search chicken all)\n"), "\(result.stdout)")
    }

    @Test func allShowsEveryHitArchivedOnesToo() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "search chicken all"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(Self.lines(result.stdout).count == 27, "\(result.stdout)")
        #expect(result.stdout.contains("Stew 22"))
        #expect(result.stdout.contains("Old Stew 2"))
        #expect(result.stdout.hasSuffix("27 recipes\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("more ("))
    }

    @Test func limitShowsTheBestN() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let three = try Executable.run(["-C", root.path, "-c", "search chicken limit 3"])
        #expect(three.exitCode == 0, "\(three.stderr)")
        let shown = Self.lines(three.stdout)
        #expect(shown.count == 3, "\(three.stdout)")
        #expect(shown.allSatisfy { $0.contains("Chicken") })
        #expect(three.stdout.hasSuffix("and 22 more (search chicken all)\n"), "\(three.stdout)")
        // Archived ones alone, two of them, with a limit that leaves one out.
        let archived = try Executable.run(["-C", root.path, "-c", "search chicken archived limit 1"])
        #expect(Self.lines(archived.stdout).count == 1, "\(archived.stdout)")
        #expect(archived.stdout.contains("Old Stew 1"))
        #expect(archived.stdout.hasSuffix("and 1 more (search chicken archived all)\n"), "\(archived.stdout)")
        // A limit past the hits shows them all and counts them.
        let many = try Executable.run(["-C", root.path, "-c", "search chicken limit 100"])
        #expect(Self.lines(many.stdout).count == 25)
        #expect(many.stdout.hasSuffix("25 recipes\n"), "\(many.stdout)")
        // `limit` followed by a word is searched for like any other word.
        let text = try Executable.run(["-C", root.path, "-c", "search chicken limit"])
        #expect(text.stdout.contains("no recipes match 'chicken limit'"), "\(text.stdout)")
    }

    @Test func aScriptGetsTheSameTwenty() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let script = root.appendingPathComponent("find.clipcook")
        try "search chicken\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try Executable.run(["-C", root.path, "run", script.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(Self.lines(result.stdout).count == 20, "\(result.stdout)")
        #expect(result.stdout.contains("and 5 more (search chicken all)"))
    }

    @Test func jsonKeepsTheTotal() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "--json", "-c", "search chicken"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let found = try #require(Self.payload(object))
        #expect((found["total"] as? Int) == 25)
        let recipes = try #require(found["recipes"] as? [[String: Any]])
        #expect(recipes.count == 20)
        #expect((recipes.first?["id"] as? String) == "chicken-curry")
        let all = try Executable.run(["-C", root.path, "--json", "-c", "search chicken all"])
        let every = try #require(Self.payload(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any]))
        #expect((every["total"] as? Int) == 27)
        #expect((every["recipes"] as? [[String: Any]])?.count == 27)
    }

    /// The object holding `total`: the output itself or what it wraps.
    static func payload(_ object: [String: Any]?) -> [String: Any]? {
        guard let object else { return nil }
        if object["total"] != nil { return object }
        for value in object.values {
            if let inner = value as? [String: Any], let found = payload(inner) { return found }
        }
        return nil
    }
}
