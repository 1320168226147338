import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// A deterministic pseudo-random sequence (SplitMix64): the same seed gives
/// the same corpus on every machine.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (the range is small: no overflow).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}

/// Generated collections that look like a real kitchen's: recipes of the
/// size of the examples (about 1.2 KB of text each, with comments, captions,
/// tags, timers and nutrition), 52 weekly plans that use them, a shopping
/// list and settings. Every file is written in canonical form (`fmt` would
/// leave it as it is).
enum Corpus {
    static let version = "2"

    static let cooks = [
        "Nonna", "Amy", "Sam", "Priya", "Jonas", "Mei", "Carlos", "Aisha", "Lena", "Tom",
        "Yuki", "Omar", "Ines", "Ravi", "Chloe", "Mateo", "Hana", "Felix", "Zara", "Ben",
        "Sofia", "Kenji", "Maya", "Luca", "Nora", "Dev", "Ana", "Theo", "Ivy", "Max",
    ]
    static let adjectives = [
        "Creamy", "Spicy", "Smoky", "Crispy", "Zesty", "Garlicky", "Herby", "Sticky",
        "Golden", "Hearty", "Light", "Roasted", "Charred", "Silky", "Tangy", "Sweet",
        "Rustic", "Quick", "Slow-Cooked", "Lemony",
    ]
    static let mains = [
        "Chicken", "Salmon", "Tofu", "Chickpea", "Lentil", "Beef", "Pork", "Prawn", "Mushroom",
        "Halloumi", "Turkey", "Cod", "Aubergine", "Sweet Potato", "Cauliflower", "Lamb",
        "Black Bean", "Paneer", "Tuna", "Egg", "Spinach", "Pumpkin", "Courgette", "Duck",
        "Feta", "Oat", "Banana", "Apple", "Coconut", "Peanut",
    ]
    static let styles = [
        "Pasta", "Curry", "Tacos", "Traybake", "Stir-Fry", "Salad", "Soup", "Stew",
        "Bowl", "Wraps", "Risotto", "Pie", "Noodles", "Skewers", "Burgers", "Bake",
        "Frittata", "Flatbread", "Porridge", "Muffins",
    ]
    static let foods = [
        "chicken breast", "penne", "garlic", "crème fraîche", "baby spinach", "parmesan",
        "olive oil", "lemon", "red onion", "cherry tomatoes", "basmati rice", "coconut milk",
        "green curry paste", "fish sauce", "soy sauce", "ginger", "spring onions", "chickpeas",
        "red lentils", "vegetable stock", "smoked paprika", "ground cumin", "feta", "eggs",
        "plain flour", "butter", "milk", "Greek yogurt", "honey", "rolled oats", "jalapeños",
        "cheddar", "sweet potato", "black beans", "tortillas", "avocado", "lime", "coriander",
        "basil", "mozzarella", "tinned tomatoes", "carrots", "celery", "beef mince", "salmon fillets",
    ]
    static let amounts = [
        "250 g", "500 g", "2 tbsp", "1 tsp", "3 cloves", "1 cup", "½ cup", "200 ml",
        "400 ml", "1 tin", "2", "1", "100 g", "50 g", "1 pinch", "2-3 tbsp", "150 g", "1 l",
    ]
    static let notes = [
        "diced", "finely chopped", "at room temperature", "drained and rinsed", "to taste",
        "thinly sliced", "grated", "or more if you like heat", "fresh or frozen", "zested",
    ]
    static let verbs = [
        "Heat", "Stir", "Add", "Fold in", "Toss", "Simmer", "Roast", "Whisk", "Season",
        "Brown", "Mix", "Pour in", "Scatter over", "Bake", "Fry",
    ]
    static let finishes = [
        "until golden", "until soft", "until fragrant", "until it thickens",
        "until just cooked through", "and keep warm", "over a medium heat",
        "until the edges crisp", "and taste for seasoning", "until bubbling",
    ]
    static let tags = [
        "quick", "meal-prep", "vegetarian", "vegan", "high-protein", "budget", "family",
        "one-pot", "spicy", "gluten-free", "comfort", "weeknight", "freezer", "no-cook",
    ]
    static let comments = [
        "Saw this on TikTok; halved the butter.", "From the Sunday batch-cook list.",
        "Kids' favourite. Double it for leftovers.", "Weeknight version of the restaurant dish.",
        "Tested three times; the timings below are for a fan oven.",
    ]

    /// The text of recipe `index` (author's layout; `files` formats it).
    static func recipeText(_ index: Int) -> (id: String, title: String, text: String) {
        var random = SeededRandom(seed: UInt64(index) &* 2_654_435_761 &+ 17)
        // A bijection of 0..<360_000 gives every recipe its own title.
        let code = (index &* 7919 &+ 13) % 360_000
        let title =
            "\(cooks[code % 30])'s \(adjectives[(code / 30) % 20]) \(mains[(code / 600) % 30]) "
            + styles[(code / 18_000) % 20]
        let id = DerivedID.recipe(title: title)
        var lines: [String] = []
        if random.chance(50) { lines.append("-- " + random.pick(comments)) }
        lines.append("recipe " + title)
        lines.append("  category " + random.pick(["breakfast", "lunch", "dinner", "dinner", "snack"]))
        lines.append("  servings \(random.int(1...8))")
        lines.append("  prep \(random.int(1...8) * 5) min")
        if random.chance(80) { lines.append("  cook \(random.int(1...11) * 5) min") }
        let platform = random.pick(["tiktok", "instagram", "youtube"])
        if random.chance(70) {
            lines.append("  source https://www.\(platform).com/@\(cooks[code % 30].lowercased())cooks/video/\(7_300_000_000 + index)")
            lines.append("  platform \(platform)")
            lines.append("  thumbnail https://cdn.example.com/thumbs/\(id).jpeg")
        }
        var chosenTags: [String] = []
        for _ in 0..<random.int(1...4) {
            let tag = random.pick(tags)
            if !chosenTags.contains(tag) { chosenTags.append(tag) }
        }
        lines.append("  tags " + chosenTags.joined(separator: ", "))
        if random.chance(10) { lines.append("  favourite") }
        if random.chance(5) { lines.append("  archived") }
        if random.chance(40) {
            lines.append("")
            lines.append("caption")
            for _ in 0..<random.int(1...4) {
                lines.append("  | \(random.pick(adjectives)) \(random.pick(foods)) with \(random.pick(foods)), \(random.pick(finishes)).")
            }
        }
        lines.append("")
        lines.append("ingredients")
        var used: [String] = []
        for _ in 0..<random.int(5...14) {
            let food = random.pick(foods)
            if used.contains(food) { continue }
            used.append(food)
            var line = "  - \(random.pick(amounts)) \(food)"
            if random.chance(35) { line += ", " + random.pick(notes) }
            lines.append(line)
        }
        lines.append("")
        lines.append("steps")
        for step in 0..<random.int(3...9) {
            var line = "  \(step + 1). \(random.pick(verbs)) the \(random.pick(used)) \(random.pick(finishes))."
            if random.chance(30) { line += "  [timer \(random.int(1...12) * 5) min]" }
            lines.append(line)
        }
        let protein = random.int(5...60)
        let carbs = random.int(5...90)
        let fats = random.int(2...40)
        lines.append("")
        lines.append("nutrition per serving")
        lines.append("  calories \(4 * protein + 4 * carbs + 9 * fats)  protein \(protein)  carbs \(carbs)  fats \(fats)")
        return (id, title, lines.joined(separator: "\n") + "\n")
    }

    /// A week's plan (ISO week `week` of 2026), six meals a day from the recipes.
    static func planText(week: Int, recipeIDs: [String]) -> String {
        var random = SeededRandom(seed: UInt64(week) &+ 1_000_003)
        let meals = ["breakfast", "morning snack", "lunch", "afternoon snack", "dinner", "evening snack"]
        var lines = ["-- Week \(week) of 2026.", "plan"]
        // 2025-12-29 is the Monday of ISO week 1 of 2026.
        guard let monday = Day(year: 2025, month: 12, day: 29) else { return "plan\n" }
        for weekday in 0..<7 {
            guard let day = monday.adding(days: (week - 1) * 7 + weekday) else { continue }
            if weekday > 0 { lines.append("") }
            lines.append("day \(day)")
            for meal in meals {
                if meal.hasSuffix("snack"), random.chance(50) {
                    let p = random.int(0...15), c = random.int(5...30), f = random.int(0...15)
                    lines.append(
                        "  \(meal): quick \"\(random.pick(["Apple", "Banana", "Almonds", "Greek yogurt", "Toast"]))\" "
                            + "calories \(4 * p + 4 * c + 9 * f) protein \(p) carbs \(c) fats \(f)")
                } else if !recipeIDs.isEmpty {
                    lines.append("  \(meal): \(random.pick(recipeIDs))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func shoppingText(recipeIDs: [String]) -> String {
        var random = SeededRandom(seed: 99)
        var lines = ["-- This week's shopping.", "shopping"]
        var names: [String] = []
        for _ in 0..<40 {
            let food = random.pick(foods)
            if names.contains(food) { continue }
            names.append(food)
            var line = "  - [\(random.chance(30) ? "x" : " ")] \(random.pick(amounts)) \(food)"
            if let id = recipeIDs.first, random.chance(50) { line += "  [recipe \(random.pick(recipeIDs.isEmpty ? [id] : recipeIDs))]" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let settingsText = """
        -- Preferences for this kitchen.
        settings
          units metric
          name Sam Cook

        goals
          calories 2200  protein 140  carbs 230  fats 80

        """

    /// Every file of a collection of `count` recipes: relative path and canonical bytes.
    static func files(recipes count: Int) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        var ids: [String] = []
        files.reserveCapacity(count + 54)
        for index in 0..<count {
            let recipe = recipeText(index)
            ids.append(recipe.id)
            files.append(("recipes/\(recipe.id).recipe", canonical(recipe.text, path: recipe.id)))
        }
        let planned = Array(ids.prefix(400))
        for week in 1...52 {
            files.append((String(format: "plans/2026-W%02d.plan", week), canonical(planText(week: week, recipeIDs: planned), path: "plan")))
        }
        files.append(("shopping.list", canonical(shoppingText(recipeIDs: planned), path: "shopping.list")))
        files.append(("settings", canonical(settingsText, path: "settings")))
        return files
    }

    private static func canonical(_ text: String, path: String) -> [UInt8] {
        Array(((try? Formatter.format(SourceFile(path: path, text: text))) ?? text).utf8)
    }

    /// Writes the collection of `count` recipes below `folder` (replacing
    /// it) unless a stamp says the same generator already wrote it.
    static func materialize(recipes count: Int, in folder: String) throws {
        let stamp = folder + "/.corpus-stamp"
        let expected = "clipcook-bench corpus v\(version) recipes \(count)\n"
        if let existing = try? String(contentsOfFile: stamp, encoding: .utf8), existing == expected {
            return
        }
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/recipes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/plans", withIntermediateDirectories: true)
        let all = files(recipes: count)
        for file in all {
            try Data(file.bytes).write(to: URL(fileURLWithPath: folder + "/" + file.path))
        }
        try expected.write(toFile: stamp, atomically: true, encoding: .utf8)
    }
}
