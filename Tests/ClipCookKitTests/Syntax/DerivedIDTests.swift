import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    @Suite struct DerivedIDTests {
        @Test(arguments: [
            ("Creamy Tuscan Chicken Pasta", "creamy-tuscan-chicken-pasta"), ("Crème Brûlée!", "creme-brulee"),
            ("  --Grandma's  Bread-- ", "grandmas-bread"), ("Ｃafé 2", "cafe-2"), ("e\u{301}clair", "eclair"),
            ("Grandma’s Crêpes", "grandmas-crepes"), ("Mum's Stew", "mums-stew"), ("日本のカレー", "日本のカレー"),
            ("Борщ по-київськи", "борщ-по-київськи"), ("Smørrebrød & Æbleskiver", "smorrebrod-aebleskiver"),
            ("Spicy 🔥 Jalapeño Poppers", "spicy-jalapeno-poppers"),
        ])
        func slugs(_ title: String, _ id: String) {
            #expect(DerivedID.recipe(title: title) == id)
        }

        /// ASCII titles take a byte path; it slugs as the Unicode path does.
        @Test func asciiTitlesSlugAsTheUnicodePathDoes() {
            let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
            let titles =
                printable + printable.map { "a\($0)b" } + printable.map { "\($0)Z9\($0)" } + [
                    "", "Creamy Tuscan Chicken Pasta", "  --Grandma's  Bread-- ", "Mum's Stew", "A&B (v2) -- 100% [quick]",
                    "'", "x'y'z", "___", "Tab\there", "UPPER lower 0123",
                ]
            for title in titles {
                #expect(DerivedID.asciiSlug(title) == DerivedID.unicodeSlug(title), "\(title)")
            }
            #expect(DerivedID.asciiSlug("Crème") == nil)
        }

        @Test func emptySlugFallsBackToTheHash() {
            // FNV-1a 32 of the empty string is the offset basis 0x811c9dc5; of "a" it is 0xe40c292c.
            #expect(DerivedID.recipe(title: "") == "r-811c9dc5")
            #expect(DerivedID.fnv1a("a") == 0xE40C_292C)
            #expect(DerivedID.recipe(title: "🔥🔥") == "r-" + DerivedID.hex8(DerivedID.fnv1a("🔥🔥")))
        }

        @Test func repeatsAreNumbered() throws {
            #expect(DerivedID.shoppingItems(names: ["Milk", "eggs", "milk", "MILK"]) == ["milk", "eggs", "milk-2", "milk-3"])
            #expect(DerivedID.pendingImports(urls: ["a", "a"]) == ["import-e40c292c", "import-e40c292c-2"])
            let day = try #require(Day(year: 2026, month: 11, day: 23))
            #expect(
                DerivedID.mealSlots([(day, .morningSnack), (day, .lunch), (day, .morningSnack)])
                    == ["2026-11-23-morning-snack-1", "2026-11-23-lunch-1", "2026-11-23-morning-snack-2"])
        }

        /// The per-day counts give the ids of the plain definition: the
        /// day and the meal's slug, numbered by how often that pair came
        /// before, wherever in the plan (days repeat, out of order).
        @Test func countingPerDayGivesTheIdsOfNumberingEachDayAndMeal() throws {
            var generator = SystemRandomNumberGenerator()
            var slots: [(day: Day, meal: MealType)] = []
            for _ in 0..<3_000 {
                let day = try #require(
                    Day(
                        year: 2026, month: Int.random(in: 1...2, using: &generator),
                        day: Int.random(in: 1...28, using: &generator)))
                slots.append((day, MealType.allCases.randomElement(using: &generator) ?? .lunch))
            }
            var seen: [String: Int] = [:]
            let plain = slots.map { slot -> String in
                let base = "\(slot.day)-\(DerivedID.slug(slot.meal.rawValue))"
                seen[base, default: 0] += 1
                return "\(base)-\(seen[base, default: 0])"
            }
            #expect(DerivedID.mealSlots(slots) == plain)
            #expect(plain.contains { $0.hasSuffix("-evening-snack-3") })
        }
    }
}
