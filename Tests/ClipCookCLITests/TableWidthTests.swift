import Foundation
import Testing

/// Tables line up by terminal columns, not by characters: an emoji or a CJK
/// character takes two columns, a combining accent none (`list`, `search`,
/// `food search`).
@Suite struct TableWidthTests {
    static func spaces(_ n: Int) -> String { String(repeating: " ", count: n) }

    /// The columns of the test's own texts: one a scalar, but two for the
    /// wide ones they use and none for the combining accent.
    static func columns(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            switch scalar {
            case "🔥", "🍵", "日", "本", "の", "鍋", "抹", "茶": total + 2
            case "\u{0301}": total
            default: total + 1
            }
        }
    }

    @Test func listPadsTitlesByTheirColumns() throws {
        let root = try Executable.temporaryDirectory(holding: [
            "recipes/poppers.recipe": "recipe Spicy 🔥 Jalapeño Poppers\n  id poppers\n  category snack\n  servings 4\n",
            "recipes/nabe.recipe": "recipe 日本の鍋\n  id nabe\n  category dinner\n  servings 2\n",
            // "e" and U+0301: two scalars, one character, one column.
            "recipes/brulee.recipe": "recipe Cre\u{0301}me bru\u{0302}le\u{0301}e\n  id brulee\n  category dinner\n  servings 2\n",
            "recipes/toast.recipe": "recipe Plain Toast\n  id toast\n  category breakfast\n  servings 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "list"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        // The widest title, "Spicy 🔥 Jalapeño Poppers", takes 25 columns (24 characters).
        let expected = [
            "   brulee   Cre\u{0301}me bru\u{0302}le\u{0301}e" + Self.spaces(25 - 12) + "  dinner",
            "   toast    Plain Toast" + Self.spaces(25 - 11) + "  breakfast",
            "   poppers  Spicy 🔥 Jalapeño Poppers  snack",
            "   nabe     日本の鍋" + Self.spaces(25 - 8) + "  dinner",
            "4 recipes",
        ]
        #expect(result.stdout.split(separator: "\n").map(String.init) == expected)
    }

    @Test func listCutsAWideTitleAtItsColumnLimit() throws {
        // 30 wide characters (60 columns): cut to 47 columns and "…" (48 in all),
        // with a space where half of a wide character would not fit.
        let title = String(repeating: "鍋", count: 30)
        let root = try Executable.temporaryDirectory(holding: [
            "recipes/pots.recipe": "recipe \(title)\n  id pots\n  category dinner\n  servings 2\n",
            "recipes/toast.recipe": "recipe Plain Toast\n  id toast\n  category breakfast\n  servings 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "list"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "   toast  Plain Toast" + Self.spaces(48 - 11) + "  breakfast",
                "   pots   " + String(repeating: "鍋", count: 23) + " …  dinner",
                "2 recipes",
            ])
    }

    @Test func searchRowsLineUpAndFitIn120Columns() throws {
        let long = """
            recipe Roast Chicken with Lemon, Garlic, Thyme and a Very Long Name Indeed
              id a-very-long-identifier-for-a-roast-chicken-recipe-today
              category dinner
              servings 4
              tags chicken, roast

            caption
              | The chicken of Sundays.

            ingredients
              - 1 whole chicken

            steps
              1. Roast the chicken.

            nutrition per serving
              calories 650  protein 50  carbs 20  fats 30

            """
        let root = try Executable.temporaryDirectory(holding: [
            "recipes/roast.recipe": long,
            "recipes/soup.recipe":
                "recipe Chicken Soup 🔥\n  id soup\n  category lunch\n  servings 2\n\nnutrition per serving\n  calories 320  protein 25  carbs 30  fats 9\n",
            "recipes/wrap.recipe": "recipe Wrap\n  id wrap\n  category lunch\n  servings 1\n\ningredients\n  - 100 g chicken\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "search chicken"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").dropLast().map(String.init)
        #expect(rows.count == 3)
        // Each row's category starts at the same column, and no row is wider than 120.
        var starts: Set<Int> = []
        for row in rows {
            let category = try #require(row.range(of: "  dinner") ?? row.range(of: "  lunch"))
            starts.insert(Self.columns(row[..<category.lowerBound]))
            #expect(Self.columns(row) <= 120, "\(row)")
        }
        #expect(starts.count == 1, "\(rows)")
        #expect(rows.contains { $0.contains("(title, caption, ingredients, steps, tags)") || $0.contains("(title,") })
    }

    @Test func foodSearchLinesUpNamesByTheirColumns() throws {
        let foods = """
            foods
            food "Kyotomatcha 抹茶 latte" calories 60  protein 3  carbs 8  fats 2
            food "Kyotomatcha plain" calories 2  protein 0  carbs 0  fats 0
            food "Kyotomatcha 🍵 float" calories 150  protein 2  carbs 20  fats 7

            """
        let root = try Executable.temporaryDirectory(holding: ["foods/own.foods": foods])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "food search kyotomatcha"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Kyotomatcha") }
        #expect(rows.count == 3)
        // The values start at the same column on every row: after the widest
        // name ("Kyotomatcha 抹茶 latte", 22 columns) and two blanks.
        for row in rows {
            let digit = try #require(row.firstIndex { $0.isNumber })
            #expect(Self.columns(row[..<digit]) == 24, "\(row)")
        }
    }

    @Test func foodSearchWithoutAMatchIsAnAnswer() throws {
        let root = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Executable.run(["init", root.path]).exitCode == 0)
        let result = try Executable.run(["-C", root.path, "-c", "food search qqqzzx; stats"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("no food matches 'qqqzzx'\n"))
        // The script went on.
        #expect(result.stdout.contains("recipes: 0"))
        #expect(result.stderr.isEmpty)
    }
}
