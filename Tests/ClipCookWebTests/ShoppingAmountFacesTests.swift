import Foundation
import Testing

/// The amounts of a shopping list read the same in the terminal (`shop`)
/// and on the kitchen view's shopping page (a real server): both show each
/// item through `ShoppingListView`, rounded once. The list is made by
/// `shop add`, whose sums are written as a cook reads them (`1.533 kg`,
/// `116 2/3 g`, `1 11/24 cups`: `ShopReadableAmountTests`), and shown in the
/// settings' units.
@Suite(.serialized) struct ShoppingAmountFacesTests {
    static let bread = """
        recipe Bread
          category snack
          servings 6

        ingredients
          - 1 kg plain flour
          - 533 g plain flour
          - 1 cup milk
          - 1/3 cup milk
          - 2 tbsp milk

        steps
          1. Mix.

        """

    static let cake = """
        recipe Cake
          category snack
          servings 6

        ingredients
          - 100 g butter

        steps
          1. Mix.

        """

    /// A kitchen of the two recipes with its settings in `units`.
    static func kitchen(units: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-web-\(UUID().uuidString)")
        let kitchen = folder.appendingPathComponent("kitchen")
        try FileManager.default.createDirectory(at: kitchen.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        try Data("settings\n  units \(units)\n".utf8).write(to: kitchen.appendingPathComponent("settings"))
        try Data(bread.utf8).write(to: kitchen.appendingPathComponent("recipes/bread.recipe"))
        try Data(cake.utf8).write(to: kitchen.appendingPathComponent("recipes/cake.recipe"))
        return kitchen
    }

    /// 1 kg + 533 g of flour; 1 cup + ⅓ cup + 2 tbsp (⅛ cup) of milk, 35/24
    /// cups (345.0 ml); 100 g of butter for 7 of 6 servings, 116 ⅔ g. Shown
    /// rounded once: in metric 1.55 kg (to 0.05 kg), 345 ml, 115 g (to 5 g);
    /// in imperial 3.38 lb as 3 ½ lb, 1.46 cups as 1 ½ cups, 4.12 oz as 4 oz.
    @Test(arguments: [
        ("metric", ["1.55 kg plain flour", "345 ml milk", "115 g butter"]),
        ("imperial", ["3 ½ lb plain flour", "1 ½ cups milk", "4 oz butter"]),
    ])
    func theTerminalAndThePageShowTheSameAmounts(units: String, expected: [String]) throws {
        let kitchen = try Self.kitchen(units: units)
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let text = try AmountFacesTests.run(["-C", kitchen.path, "-c", "shop add bread; shop add cake servings 7; shop"])
        let list = try String(contentsOf: kitchen.appendingPathComponent("shopping.list"), encoding: .utf8)
        #expect(list.contains("  - [ ] 1.533 kg plain flour  [recipe bread]"), "\(list)")
        #expect(list.contains("  - [ ] 1 11/24 cups milk  [recipe bread]"), "\(list)")
        #expect(list.contains("  - [ ] 116 2/3 g butter  [recipe cake]"), "\(list)")
        // The terminal's rows: `[ ] LABEL  RECIPE`.
        let terminal = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  [ ] ") }.map { line in
            let label = String(line.dropFirst(6))
            return label.range(of: "  ").map { String(label[..<$0.lowerBound]) } ?? label
        }
        // The page's rows: `<b>AMOUNT</b> NAME` and the needed note.
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let page = try http.get("/shopping")
        #expect(page.status == 200)
        let pattern = "<span class=\"name\">(?:<b>([^<]*)</b> )?([^<]*)(?: <small class=\"needed\">([^<]*)</small>)?</span>"
        let web = AmountFacesTests.matches(pattern, in: page.body).map { parts in
            let label = parts[0].isEmpty ? parts[1] : parts[0] + " " + parts[1]
            return AmountFacesTests.unescapeHTML(parts[2].isEmpty ? label : label + " " + parts[2])
        }
        #expect(Set(terminal) == Set(expected), "\(units): the terminal shows \(terminal)")
        #expect(web == terminal, "\(units): the page shows \(web), the terminal \(terminal)")
    }
}
