import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The collection's foods files in use: they replace or add to the SR28
/// table in `food show`, `food search`, plan lines, `plan add`, completion,
/// and after a reload; and the lint rules on them.
@Suite struct CollectionFoodsTests {
    /// Replaces SR28's egg (143 kcal, 1 large = 50 g) and adds kombucha.
    static let foods = """
        foods
        -- bigger eggs
        food Egg, whole, raw, fresh calories 150  protein 13  carbs 1  fats 10
          portion 1 large = 60 g
        food Kombucha, original calories 21  protein 0  carbs 5  fats 0
          portion 1 bottle = 330 g

        """
    static let plan = """
        plan
        day 2026-11-23
          breakfast: food egg 2 large

        """

    func session(_ folder: TemporaryFolder) throws -> Session {
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
        return session
    }

    func breakfast(_ session: Session) -> QuickAddItem? {
        session.kitchen.mealSlots.first { $0.meal == .breakfast }?.quickAdd
    }

    @Test func aCollectionFoodReplacesTheTableFoodInPlansAndAfterReload() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("plans/2026-W48.plan", Self.plan)
        let session = try session(folder)
        // SR28: 2 large = 100 g of 143 kcal, 12.56 g protein, 0.72 g carbs, 9.51 g fats.
        #expect(breakfast(session) == QuickAddItem(name: "Egg, whole, raw, fresh", calories: 143, protein: 13, carbs: 1, fats: 10))

        // The foods file appears: reloading reads the plan again against it.
        try folder.write("foods/own.foods", Self.foods)
        session.refresh()
        // Ours: 2 large = 120 g of 150 kcal, 13 g protein, 1 g carbs, 10 g fats
        // -> 180 kcal, 15.6 -> 16 g, 1.2 -> 1 g, 12 g.
        #expect(breakfast(session) == QuickAddItem(name: "Egg, whole, raw, fresh", calories: 180, protein: 16, carbs: 1, fats: 12))
        #expect(session.kitchen.ownFoods.map(\.file) == ["foods/own.foods", "foods/own.foods"])

        // A changed foods file is seen too (a large egg of 70 g: 210 kcal).
        try folder.write("foods/own.foods", Self.foods.replacingOccurrences(of: "1 large = 60 g", with: "1 large = 70 g"))
        session.refresh()
        #expect(breakfast(session)?.calories == 210)
    }

    @Test func foodShowAndSearchMarkTheCollectionsFoods() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("foods/own.foods", Self.foods)
        let session = try session(folder)
        let shown = session.execute("food show \"egg, whole, raw, fresh\"")
        #expect(shown.error == nil)
        #expect(
            shown.text == """
                Egg, whole, raw, fresh  (collection: foods/own.foods)
                per 100 g: 150 kcal  protein 13 g  carbs 1 g  fats 10 g
                portions:
                  1 large = 60 g
                """)
        #expect(shown.data["food"]?["source"] == .string("collection"))
        #expect(shown.data["food"]?["file"] == .string("foods/own.foods"))
        let searched = session.execute("food search kombucha")
        #expect(searched.text.hasPrefix("Kombucha, original  21 kcal  protein 0 g  carbs 5 g  fats 0 g  (collection: foods/own.foods)"))
        // SR28 foods keep their number.
        #expect(session.execute("food show milk").text.contains("(SR28 "))
    }

    @Test func aNameIsLookedUpInTheCollectionsFoodsFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("foods/own.foods", "foods\nfood Fage Total 0%, Greek yogurt calories 54  protein 10.3  carbs 3  fats 0\n")
        try folder.write("plans/2026-W48.plan", "plan\nday 2026-11-23\n  breakfast: food greek yogurt 170 g\n")
        let session = try session(folder)
        // SR28 alone would take a plain Greek yogurt.
        #expect(session.execute("food show greek yogurt").text.hasPrefix("Fage Total 0%, Greek yogurt  (collection: foods/own.foods)"))
        // 170 g of 54 kcal, 10.3 g protein, 3 g carbs: 91.8 -> 92 kcal, 17.51 -> 18 g, 5.1 -> 5 g.
        #expect(breakfast(session) == QuickAddItem(name: "Fage Total 0%, Greek yogurt", calories: 92, protein: 18, carbs: 5, fats: 0))
        // A query the collection's foods do not hold every word of goes to SR28.
        #expect(session.execute("food show plain greek yogurt").text.hasPrefix("Yogurt, Greek, plain, whole milk  (SR28 01293"))
    }

    @Test func planAddWritesAFoodOnlyTheCollectionKnows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("foods/own.foods", Self.foods)
        try folder.write("plans/2026-W48.plan", Self.plan)
        let session = try session(folder)
        let added = session.execute("plan add 2026-11-23 lunch food kombucha 1 bottle")
        #expect(added.error == nil, "\(added.error?.message ?? "")")
        #expect(
            folder.read("plans/2026-W48.plan")?.contains("  lunch: food kombucha 1 bottle\n") == true, "\(folder.read("plans/2026-W48.plan") ?? "")")
        // 330 g of 21 kcal and 5 g carbs per 100 g: 69.3 -> 69 kcal, 16.5 -> 17 g.
        let lunch = session.kitchen.mealSlots.first { $0.meal == .lunch }?.quickAdd
        #expect(lunch == QuickAddItem(name: "Kombucha, original", calories: 69, protein: 0, carbs: 17, fats: 0))
        #expect(session.completions(before: "food show Kombu").candidates == ["\"Kombucha, original\""])
        // Without the collection's foods, the same plan does not read.
        let alone = Language.parse(SourceFile(path: "2026-W48.plan", text: folder.read("plans/2026-W48.plan") ?? ""))
        #expect(alone.diagnostics.first?.message == "unknown food 'kombucha'")
    }

    @Test func lintRulesOnFoodsFiles() throws {
        let first = """
            foods
            food Tofu calories 300  protein 8  carbs 1.9  fats 4.8
              portion 1 block = 0 g
            food Seitan calories 370  protein 175  carbs 14  fats 2

            """
        let second = "foods\nfood TOFU calories 76  protein 8  carbs 1.9  fats 4.8\n"
        let context = LintContext.parsing([("foods/a.foods", first), ("foods/b.foods", second)])
        let linter = Linter()
        let a = linter.lint(context.files[0], in: context).map {
            "\($0.diagnostic.range?.start.line ?? 0):\($0.ruleID ?? "") \($0.diagnostic.message)"
        }
        #expect(
            a == [
                // 4×8 + 4×2 + 9×5 = 85 kcal, not 300.
                "2:calories-match-macros calories in 100 g of 'Tofu' 300 kcal differ by 215 kcal from the macros' 85 kcal (4×8 + 4×2 + 9×5)",
                "3:portion-without-weight portion 'block' of 'Tofu' weighs 0 g",
                "4:value-out-of-range protein in 100 g of 'Seitan' is 175, more than the 100 allowed",
            ])
        let b = linter.lint(context.files[1], in: context).map {
            "\($0.diagnostic.range?.start.line ?? 0):\($0.ruleID ?? "") \($0.diagnostic.message)"
        }
        #expect(b == ["2:duplicate-food food 'TOFU' is also defined at foods/a.foods:2; only that one is used"])
    }
}
