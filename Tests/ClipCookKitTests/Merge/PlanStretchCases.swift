@testable import ClipCookCore

/// Plans as people write them, and the changes two people make to one,
/// drawn from a seeded generator: for comparing the merge of the days that
/// differ (`PlanStretches`) with the merge of the whole files.
struct PlanStretchCases {
    /// SplitMix64: the same cases on every run.
    struct Draw {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Int(z % UInt64(max(1, bound)))
        }

        mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
    }

    static let meals = ["breakfast", "morning snack", "lunch", "afternoon snack", "dinner", "evening snack"]
    static let recipes = ["overnight-oats", "red-lentil-soup", "classic-hummus", "green-curry", "banana-bread"]

    var draw: Draw
    /// Written ids handed out so far (each used once).
    var written = 0

    init(seed: UInt64) {
        draw = Draw(state: seed)
    }

    /// A meal line: recipes with and without servings, quick-adds, foods,
    /// `none`, written ids, notes, comments, uneven spacing.
    mutating func mealLine() -> String {
        let meal = Self.meals[draw.next(Self.meals.count)]
        let recipe = Self.recipes[draw.next(Self.recipes.count)]
        var content: String
        switch draw.next(8) {
        case 0, 1: content = recipe
        case 2: content = "\(recipe) x\(1 + draw.next(4))"
        case 3: content = "quick \"Apple\" calories 95  protein 0  carbs 25  fats 0"
        case 4: content = "none"
        case 5:
            written += 1
            content = "\(recipe)  [id slot-\(written)]"
        case 6: content = "\(recipe)  [note \"double portion\"]"
        default: content = "food egg 2 large"
        }
        let gap = draw.chance(10) ? "   " : " "
        let comment = draw.chance(20) ? "  -- note \(draw.next(1000))" : ""
        return "  \(meal):\(gap)\(content)\(comment)\n"
    }

    /// The lines of one day (a blank line and comments above it, at times).
    mutating func dayLines(_ day: Day) -> [String] {
        var lines: [String] = []
        switch draw.next(6) {
        case 0: break
        case 1: lines.append("\n\n")
        default: lines.append("\n")
        }
        if draw.chance(20) { lines.append("-- week of \(day)\n") }
        if draw.chance(5) { lines.append("\n") }
        lines.append("day \(day)" + (draw.chance(10) ? "  -- busy" : "") + "\n")
        for _ in 0..<(1 + draw.next(4)) {
            lines.append(mealLine())
            if draw.chance(5) { lines.append("  -- then a walk\n") }
        }
        return lines
    }

    /// A plan of `count` days, every other day from `first` (so that a day
    /// can be added between two).
    mutating func plan(days count: Int, from first: Day) -> [String] {
        var lines = draw.chance(50) ? ["-- the family's plan\n", "plan\n"] : ["plan\n"]
        for k in 0..<count {
            guard let day = first.adding(days: 2 * k) else { break }
            lines += dayLines(day)
        }
        return lines
    }

    /// `lines` with one to three changes: a meal changed, removed or added,
    /// a day added between two or at the end, a comment changed.
    mutating func changed(_ lines: [String], first: Day, days: Int) -> [String] {
        var lines = lines
        for _ in 0..<(1 + draw.next(3)) {
            let meals = lines.indices.filter { lines[$0].hasPrefix("  ") && lines[$0].contains(":") && !lines[$0].hasPrefix("  --") }
            let dayAt = lines.indices.filter { lines[$0].hasPrefix("day ") }
            switch draw.next(7) {
            case 0 where !meals.isEmpty:
                lines[meals[draw.next(meals.count)]] = mealLine()
            case 1 where !meals.isEmpty:
                lines.remove(at: meals[draw.next(meals.count)])
            case 2 where !dayAt.isEmpty:
                let at = dayAt[draw.next(dayAt.count)]
                lines.insert(mealLine(), at: at + 1)
            case 3:
                if let day = first.adding(days: 2 * days + 2 * draw.next(3)) { lines += dayLines(day) }
            case 4 where !dayAt.isEmpty:
                // A day between two: the day before the next day line's.
                let at = dayAt[draw.next(dayAt.count)]
                if let next = Day(String(lines[at].dropFirst(4).prefix(10))), let day = next.adding(days: -1) {
                    lines.insert(contentsOf: ["day \(day)\n", mealLine(), "\n"], at: at)
                }
            case 5:
                let comments = lines.indices.filter { lines[$0].hasPrefix("--") || lines[$0].hasPrefix("  --") }
                if let at = comments.isEmpty ? nil : comments[draw.next(comments.count)] { lines[at] = "-- changed \(draw.next(99))\n" }
            default:
                if !meals.isEmpty { lines[meals[draw.next(meals.count)]] = "  dinner: green-curry x\(2 + draw.next(3))\n" }
            }
        }
        return lines
    }
}
