import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A run of inserts into one plan (what `import` does with a week of
/// meals): the edit keeps where its meals and days stand between inserts
/// (checked against reading the text again after every insert in debug
/// builds), and the file comes out as if each meal had been added alone.
@Suite struct PlanEditInsertTests {
    static let plan = """
        -- my week
        plan
        day 2026-11-24
          lunch: soup  -- hot
          evening snack: none

        -- Thursday: guests
        day 2026-11-26
          dinner: curry

        """

    func slot(_ id: String, _ day: String, _ meal: MealType, _ recipe: String?) throws -> MealSlot {
        MealSlot(id: id, day: try #require(Day(day)), meal: meal, recipeId: recipe)
    }

    @Test func insertsKeepCommentsOrderAndIds() throws {
        var edit = try PlanEdit(bytes: Array(Self.plan.utf8), path: "plans/2026-W48.plan")
        let slots = [
            try slot("x1", "2026-11-24", .breakfast, "oats"),
            try slot("2026-11-24-evening-snack-1", "2026-11-24", .eveningSnack, "cake"),
            try slot("c", "2026-11-25", .dinner, "pasta"),
            try slot("2026-11-28-lunch-1", "2026-11-28", .lunch, "wrap"),
            try slot("e", "2026-11-24", .lunch, "salad"),
            try slot("f", "2026-11-23", .breakfast, nil),
            try slot("g", "2026-11-23", .breakfast, "eggs"),
            try slot("2026-11-25-dinner-2", "2026-11-25", .dinner, "pie"),
        ]
        for slot in slots { edit.insert(slot, keepingId: true) }
        let text = String(decoding: try edit.formatted(), as: UTF8.self)
        #expect(
            text == """
                -- my week
                plan
                day 2026-11-23
                  breakfast: eggs  [id g]

                day 2026-11-24
                  breakfast: oats  [id x1]
                  lunch: soup  -- hot
                  lunch: salad  [id e]
                  evening snack: cake

                day 2026-11-25
                  dinner: pasta  [id c]
                  dinner: pie

                -- Thursday: guests
                day 2026-11-26
                  dinner: curry

                day 2026-11-28
                  lunch: wrap

                """)
        // Every inserted meal reads back with its id.
        guard case .plan(let plan)? = Language.parse(SourceFile(path: "p.plan", text: text)).document else {
            Issue.record("not a plan")
            return
        }
        #expect(Set(plan.mealSlots.map(\.id)).isSuperset(of: ["x1", "2026-11-24-evening-snack-1", "c", "2026-11-28-lunch-1", "e", "g"]))
    }
}
