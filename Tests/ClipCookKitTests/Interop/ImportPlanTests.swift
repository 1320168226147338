import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct ImportPlanTests {
    @Test(arguments: [
        ("2026-11-23", "2026-W48"), ("2026-11-29", "2026-W48"), ("2026-11-30", "2026-W49"),
        ("2027-01-01", "2026-W53"), ("2024-12-30", "2025-W01"), ("2021-01-03", "2020-W53"), ("2026-01-01", "2026-W01"),
    ])
    func isoWeeks(_ day: String, _ week: String) throws {
        #expect(try #require(Day(day)).isoWeek.description == week)
    }

    @Test(arguments: [
        ("creamy-tuscan-chicken-pasta", "creamy-tuscan-chicken-pasta"),
        ("../../etc/passwd", "etc-passwd"),
        ("Crème Brûlée", "creme-brulee"),
        ("a/b\\c", "a-b-c"),
        ("..", "recipe-b4a03f2d"),  // low 32 bits of FNV-1a 64 of the id
        ("寿司", "recipe-7501f28e"),
        (String(repeating: "x", count: 300), String(repeating: "x", count: 80)),
    ])
    func safeFileNames(_ id: String, _ expected: String) {
        let name = ImportPlan.fileName(for: id)
        #expect(name == expected)
        #expect(!name.contains("/") && !name.contains(".."))
    }

    @Test func anExportBecomesOneFileAPieceAndOnePlanAWeek() throws {
        let monday = try #require(Day("2026-11-23"))
        let nextMonday = try #require(Day("2026-11-30"))
        let export = CollectionExport(
            user: Settings(units: .imperial),
            recipes: [
                Recipe(id: "toast", title: "Toast", category: .breakfast),
                Recipe(id: "Toast", title: "Other toast", category: .breakfast),
            ],
            mealSlots: [
                MealSlot(id: "a", day: nextMonday, meal: .lunch, recipeId: "toast"),
                MealSlot(id: "b", day: monday, meal: .lunch, recipeId: "toast"),
                MealSlot(id: "c", day: nextMonday, meal: .breakfast, recipeId: "toast"),
            ],
            shoppingItems: [ShoppingItem(id: "milk", name: "milk")])
        let files = ImportPlan(.export(export)).files
        #expect(
            files.map(\.relativePath) == [
                "recipes/toast.recipe", "recipes/toast-2.recipe", "plans/2026-W48.plan", "plans/2026-W49.plan",
                "shopping.list", "settings",
            ])
        guard case .plan(let week49) = files[3].document else {
            Issue.record("not a plan")
            return
        }
        #expect(week49.mealSlots.map(\.id) == ["a", "c"])
    }

    @Test func defaultSettingsAndEmptyListsWriteNothing() {
        #expect(ImportPlan(.export(CollectionExport())).files.isEmpty)
        #expect(ImportPlan(.document(.settings(Settings()))).files.map(\.relativePath) == ["settings"])
        #expect(
            ImportPlan(.document(.inbox(Inbox(pendingImports: [PendingImport(id: "p", url: "u")])))).files
                .map(\.relativePath) == ["inbox.list"])
    }
}

/// File names of ASCII ids come from a fast path over the bytes; it must
/// agree with the general one, by decomposed scalars, on every such id.
@Suite struct ImportPlanASCIINameTests {
    @Test func theASCIIPathAgreesWithTheUnicodePath() {
        var generator = JSONRobustnessTests.Generator(state: 0x0DDB_1A5E_5BAD_5EED)
        let alphabet = Array("aZz09-_ ./\\:!~AbC\t\u{7F}")
        var ids = ["", "-", "--a--", "A-B", "..", "x/../y", String(repeating: "ab-", count: 60)]
        for _ in 0..<2000 {
            ids.append(String((0..<generator.below(100)).map { _ in alphabet[generator.below(alphabet.count)] }))
        }
        for id in ids {
            #expect(ImportPlan.fileName(for: id) == RecipeFileName.unicodeFileName(for: id), "\(id)")
            if let fast = RecipeFileName.asciiFileName(for: id) { #expect(fast == RecipeFileName.unicodeFileName(for: id)) }
        }
        #expect(RecipeFileName.asciiFileName(for: "Crème") == nil)
    }
}
