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
}
