import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A meal is kept small (a plan can hold a million of them), and reads and
/// writes as if every property were stored.
@Suite struct CompactMealSlotTests {
    @Test func aMealAndADayAreSmall() {
        #expect(MemoryLayout<Day>.stride == 4)
        #expect(MemoryLayout<MealSlot>.stride <= 64)
    }

    @Test func aDayKeepsItsPartsAndOrder() throws {
        let days = ["0001-01-01", "1900-02-28", "1999-12-31", "2024-02-29", "2026-11-23", "9999-12-31"].compactMap(Day.init)
        #expect(days.count == 6)
        #expect(days == days.sorted())
        for (a, b) in zip(days, days.dropFirst()) { #expect(a < b && !(b < a)) }
        let day = try #require(Day(year: 2024, month: 2, day: 29))
        #expect((day.year, day.month, day.day) == (2024, 2, 29))
        #expect(day.description == "2024-02-29")
        #expect(Day(year: 10000, month: 1, day: 1) == nil)
        #expect(Day(year: 2026, month: 2, day: 29) == nil)
    }

    static let plan = """
        plan
        day 2026-11-23
          breakfast: overnight-oats x2
          breakfast: quick "Apple, big" calories 95  protein 0  carbs 25  fats 0  [created 2026-11-20T18:00:00Z]
          lunch: creamy-tuscan-chicken-pasta  [id my-lunch] [note "half"] [eaten]
          dinner: food egg 2 large
          dinner: none
        day 2026-11-24
          breakfast: overnight-oats

        """

    @Test func aParsedMealReadsItsDerivedOrWrittenId() throws {
        guard case .plan(let plan) = try #require(Language.parse(Self.plan).document) else {
            Issue.record("not a plan")
            return
        }
        #expect(
            plan.mealSlots.map(\.id) == [
                "2026-11-23-breakfast-1", "2026-11-23-breakfast-2", "my-lunch",
                "2026-11-23-dinner-1", "2026-11-23-dinner-2", "2026-11-24-breakfast-1",
            ])
        #expect(
            plan.mealSlots.map(\.id)
                == DerivedID.mealSlots(plan.mealSlots.map { ($0.day, $0.meal) })
                .enumerated().map { $0.offset == 2 ? "my-lunch" : $0.element })
        let second = plan.mealSlots[1]
        #expect(second.quickAdd == QuickAddItem(name: "Apple, big", calories: 95, protein: 0, carbs: 25, fats: 0))
        #expect(second.createdAt?.text == "2026-11-20T18:00:00Z")
        #expect(second.notes == nil && second.food == nil && second.recipeId == nil)
        let lunch = plan.mealSlots[2]
        #expect(lunch.recipeId == "creamy-tuscan-chicken-pasta" && lunch.notes == "half" && lunch.isEaten)
        #expect(plan.mealSlots[3].food == FoodPortion(name: "egg", amount: "2 large"))
        #expect(plan.mealSlots[0].servings == 2)
    }

    @Test func aNumberedIdEqualsTheSameIdWrittenOut() throws {
        guard case .plan(let plan) = try #require(Language.parse(Self.plan).document) else {
            Issue.record("not a plan")
            return
        }
        let parsed = plan.mealSlots[0]
        let written = MealSlot(
            id: "2026-11-23-breakfast-1", day: parsed.day, meal: .breakfast,
            recipeId: "overnight-oats", servings: 2)
        #expect(parsed == written)
        #expect(parsed.hashValue == written.hashValue)
        #expect(Set([parsed, written]).count == 1)
        var other = written
        other.id = "2026-11-23-breakfast-2"
        #expect(parsed != other)
        #expect(plan.mealSlots[0] != plan.mealSlots[1])
    }

    @Test func movingANumberedMealKeepsItsId() throws {
        guard case .plan(let plan) = try #require(Language.parse(Self.plan).document) else {
            Issue.record("not a plan")
            return
        }
        var slot = plan.mealSlots[0]
        slot.day = try #require(Day("2026-12-01"))
        slot.meal = .dinner
        #expect(slot.id == "2026-11-23-breakfast-1")
        #expect(slot.day.description == "2026-12-01" && slot.meal == .dinner)
        slot.id = "renamed"
        #expect(slot.id == "renamed")
    }

    @Test func theRarelySetFieldsReadAndWriteOneByOne() throws {
        let day = try #require(Day("2026-11-23"))
        var slot = MealSlot(id: "m", day: day, meal: .lunch, recipeId: "toast")
        #expect(slot.quickAdd == nil && slot.createdAt == nil && slot.notes == nil && slot.food == nil)
        let copy = slot
        slot.notes = "crispy"
        slot.createdAt = Timestamp("2026-11-20T18:00:00Z")
        slot.quickAdd = QuickAddItem(name: "Toast", calories: 80, protein: 3, carbs: 15, fats: 1)
        slot.quickAdd?.calories = 90
        slot.food = FoodPortion(name: "bread", amount: "2 slices")
        #expect(slot.notes == "crispy" && slot.createdAt?.text == "2026-11-20T18:00:00Z")
        #expect(slot.quickAdd?.calories == 90 && slot.quickAdd?.name == "Toast")
        #expect(slot.food?.amount == "2 slices")
        #expect(copy.notes == nil && copy.quickAdd == nil, "a copy does not share the change")
        slot.notes = nil
        slot.createdAt = nil
        slot.quickAdd = nil
        slot.food = nil
        #expect(slot == copy)
    }

    @Test func theJSONOfAParsedPlanSpellsOutEveryId() throws {
        let document = try #require(Language.parse(Self.plan).document)
        let json = try JSONDocumentEncoder.encode(document)
        for id in ["2026-11-23-breakfast-1", "2026-11-23-breakfast-2", "my-lunch", "2026-11-23-dinner-2", "2026-11-24-breakfast-1"] {
            #expect(json.contains("\"id\" : \"\(id)\"") || json.contains("\"id\":\"\(id)\""), "\(id)")
        }
    }

    @Test func thePlanListIsReservedOnceFromTheLinesWithAColon() {
        #expect(PlanParser.mealLineEstimate(Array(Self.plan.utf8)) == 6)
        #expect(PlanParser.mealLineEstimate(Array("a:b:c\n\n:\nx".utf8)) == 2)
        #expect(PlanParser.mealLineEstimate([]) == 0)
    }

    @Test func aPoolSharesLongStringsUpToItsLimit() {
        var pool = StringPool()
        let first = pool.shared(String("creamy-tuscan-chicken-pasta".reversed().reversed()))
        let again = pool.shared(String("creamy-tuscan-chicken-pasta".reversed().reversed()))
        #expect(first == again && again == "creamy-tuscan-chicken-pasta")
        #expect(pool.shared("short") == "short")
    }
}
