import Foundation
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Random valid models of every kind, with the text that is hardest for the
/// printer: the language's own punctuation, keywords, escapes, control
/// characters, emoji, combining marks, extreme numbers.
struct ModelGenerator {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    static let pieces: [String] = [
        "a", "b", "Z", "7", "0", " ", " ", "  ", "\t", "\"", "\\", "[", "]", ",", "|", ":", "-", "--", " --", ".", "x", "×",
        "\n", "\r", "\r\n", "😀", "👩‍🍳", "e\u{301}", "\u{301}", "é", "食", "\u{0}", "\u{1}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}",
        "\u{FEFF}", "calories", "quick", "none", "[id ", "[timer ", "[from x]", " [id y]", "[recipe", "500 g ", "2 ", "½", "1 1/2",
        "2-3", "\\u{41}", "\\n", "{", "}", "day", "recipe", "id", "pending", "status", "#", "'", "`", "x2", " x 2",
    ]

    mutating func text(maxPieces: Int = 8) -> String {
        switch rng.int(0...19) {
        case 0: return ""
        case 1: return String(repeating: rng.pick(["a", "é", "😀", " b"]), count: rng.int(50...300))
        case 2...8: return rng.pick(["milk", "Cook the pasta", "500 g flour", "salt, pepper", "Tea", "a pinch", "x"])
        default:
            var s = ""
            for _ in 0..<rng.int(1...maxPieces) { s += rng.pick(Self.pieces) }
            return s
        }
    }

    mutating func optionalText() -> String? { rng.chance(30) ? nil : text() }

    mutating func extremeInt(min: Int = Int.min) -> Int {
        let candidates = [Int.max, Int.max - 1, Swift.max(min, 0), 1, 2, 42, 580, 99_999, min, Swift.max(min, -1), Swift.max(min, Int.min + 1)]
        return rng.chance(50) ? rng.pick(candidates) : rng.int(Swift.max(min, -1_000_000)...1_000_000)
    }

    /// A timer of at least one second, sometimes a range.
    mutating func timer() -> StepTimer {
        let seconds = extremeInt(min: 1)
        var maximum: Int?
        if rng.chance(30) {
            let (sum, overflow) = seconds.addingReportingOverflow(rng.pick([1, 59, 60, 120, 3600]))
            if !overflow { maximum = sum }
        }
        return StepTimer(seconds: seconds, secondsMax: maximum, label: optionalText())
    }

    mutating func day() -> Day {
        let year = rng.pick([1, 1999, 2024, 2026, 9999, rng.int(1...9999)])
        let month = rng.int(1...12)
        let days = [31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        // `days` is the length of that month, so the day is real; another draw otherwise.
        guard let value = Day(year: year, month: month, day: rng.int(1...days)) else { return day() }
        return value
    }

    mutating func timestamp() -> Timestamp? {
        guard rng.chance(60) else { return nil }
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var text = "\(day())T\(two(rng.int(0...23))):\(two(rng.int(0...59))):\(two(rng.int(0...60)))"
        if rng.chance(40) { text += "." + String(repeating: "7", count: rng.int(1...9)) }
        text += rng.pick(["Z", "z", "+01:00", "-05:30", "+00:00", "+23:59"])
        return Timestamp(text)
    }

    mutating func json(depth: Int = 0) -> JSONValue {
        switch rng.int(depth > 2 ? 0...4 : 0...6) {
        case 0: return .null
        case 1: return .bool(rng.chance(50))
        case 2: return .int(extremeInt())
        case 3:
            return .double(
                rng.pick([0.5, -1.25, 1e-300, 1e300, Double.leastNonzeroMagnitude, 1.0, -0.0, 1e16, Double.greatestFiniteMagnitude, 3.14159]))
        case 4: return .string(text())
        case 5: return .array((0..<rng.int(0...4)).map { _ in json(depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<rng.int(0...4) { members[text(maxPieces: 3)] = json(depth: depth + 1) }
            return .object(members)
        }
    }

    mutating func id(derived: String) -> String { rng.chance(60) ? derived : text(maxPieces: 3) }

    mutating func recipe() -> Recipe {
        let title = String(text().prefix(Recipe.maxTitleLength))
        var r = Recipe(id: id(derived: DerivedID.recipe(title: title)), title: title, category: rng.pick(RecipeCategory.allCases))
        r.thumbnail = optionalText()
        r.sourceUrl = optionalText()
        r.sourcePlatform = rng.chance(50) ? nil : rng.pick(SourcePlatform.allCases)
        r.caption = optionalText()
        r.prepTime = optionalText()
        r.cookTime = optionalText()
        r.servings = rng.chance(50) ? rng.int(1...12) : rng.pick([1, Int.max])
        r.ingredients = (0..<rng.int(0...6)).map { k in
            Ingredient(
                id: id(derived: DerivedID.ingredient(position: k)), name: text(),
                amount: rng.chance(40) ? rng.pick(["", "500 g", "2", "2 large", "1 1/2 cups", "½", "a pinch", "2-3"]) : text(),
                notes: optionalText())
        }
        r.steps = (0..<rng.int(0...6)).map { k in
            Step(
                id: id(derived: DerivedID.step(position: k)), order: rng.chance(70) ? k + 1 : extremeInt(), text: text(),
                timers: (0..<rng.int(0...3)).map { _ in timer() })
        }
        if rng.chance(60) {
            r.nutrition = Nutrition(
                calories: extremeInt(min: 0), protein: extremeInt(min: 0),
                carbs: extremeInt(min: 0), fats: extremeInt(min: 0))
        }
        r.aiMeta = rng.chance(40) ? json() : nil
        r.isArchived = rng.chance(30)
        r.isFavourite = rng.chance(30)
        r.createdAt = timestamp()
        r.updatedAt = timestamp()
        r.tags = (0..<rng.int(0...4)).map { _ in text(maxPieces: 3) }
        r.rating = rng.chance(40) ? RecipeRating(halves: rng.int(2...10)) : nil
        r.difficulty = rng.chance(40) ? RecipeDifficulty.allCases[rng.int(0...3)] : nil
        return r
    }

    mutating func plan() -> Plan {
        var slots: [MealSlot] = []
        var day = day()
        for _ in 0..<rng.int(0...12) {
            if rng.chance(30) { day = self.day() }
            let meal = rng.pick(MealType.allCases)
            var slot = MealSlot(id: "", day: day, meal: meal, createdAt: timestamp())
            if rng.chance(60) {
                slot.recipeId = rng.chance(50) ? rng.pick(["overnight-oats", "a.b~c_d-1", "x", "none", "quick", "X2"]) : text(maxPieces: 3)
                if rng.chance(50) {
                    slot.servings = rng.pick([1, 2, 0.5, 1.5, 1e-300, 1e300, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 1e15, 0.1])
                }
            }
            if rng.chance(50) {
                slot.quickAdd = QuickAddItem(
                    name: text(), calories: extremeInt(min: 0), protein: extremeInt(min: 0),
                    carbs: extremeInt(min: 0), fats: extremeInt(min: 0))
            }
            slots.append(slot)
        }
        let derived = DerivedID.mealSlots(slots.map { ($0.day, $0.meal) })
        for k in slots.indices { slots[k].id = id(derived: derived[k]) }
        return Plan(mealSlots: slots)
    }

    mutating func shoppingList() -> ShoppingList {
        var items = (0..<rng.int(0...8)).map { _ in
            ShoppingItem(
                id: "", name: rng.chance(30) ? "milk" : text(), recipeId: optionalText(), recipeName: optionalText(),
                checked: rng.chance(50), amount: rng.chance(40) ? nil : (rng.chance(50) ? rng.pick(["", "500 g", "2", "1 bag"]) : text()),
                createdAt: timestamp())
        }
        let derived = DerivedID.shoppingItems(names: items.map(\.name))
        for k in items.indices { items[k].id = id(derived: derived[k]) }
        return ShoppingList(shoppingItems: items)
    }

    mutating func settings() -> Settings {
        var s = Settings(
            id: optionalText(), email: optionalText(), displayName: optionalText(),
            units: rng.pick(MeasurementSystem.allCases), darkMode: rng.chance(50), isPremium: rng.chance(50),
            schemaVersion: extremeInt(), createdAt: timestamp(), updatedAt: timestamp(),
            color: rng.chance(50) ? nil : rng.pick(ColorPreference.allCases))
        if rng.chance(30) { s.pantryFromShopping = rng.chance(50) }
        if rng.chance(50) {
            s.nutritionGoals = NutritionGoals(
                calories: rng.pick([1200, 4000, rng.int(1200...4000)]), protein: extremeInt(min: 0),
                carbs: extremeInt(min: 0), fats: extremeInt(min: 0))
        }
        for _ in 0..<rng.int(0...4) {
            s.lint[rng.chance(50) ? rng.pick(["calories-match-macros", "goals", "lint", "units"]) : text(maxPieces: 3)] = rng.pick(RuleLevel.allCases)
        }
        return s
    }

    mutating func inbox() -> Inbox {
        var items = (0..<rng.int(0...5)).map { _ in
            PendingImport(
                id: "", url: rng.chance(40) ? "https://www.tiktok.com/@cook/video/1" : text(),
                status: rng.pick(ImportStatus.allCases), title: optionalText(), thumbnail: optionalText(),
                caption: optionalText(), createdAt: timestamp())
        }
        let derived = DerivedID.pendingImports(urls: items.map(\.url))
        for k in items.indices { items[k].id = id(derived: derived[k]) }
        return Inbox(pendingImports: items)
    }

    mutating func document() -> Document {
        switch rng.int(0...4) {
        case 0: .recipe(recipe())
        case 1: .plan(plan())
        case 2: .shoppingList(shoppingList())
        case 3: .settings(settings())
        default: .inbox(inbox())
        }
    }
}
