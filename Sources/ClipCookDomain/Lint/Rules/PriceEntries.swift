import ClipCookCore
import ClipCookLanguage

/// The prices a foods file gives alone (`food eggs` / `price 0.35 each`),
/// read against the collection's foods as `FoodPricing` reads them: the
/// table (SR28 and the foods files' own foods), and which entry prices
/// each food first.
package struct PriceEntryLookup {
    package let table: FoodTable
    /// For each food priced in a foods file: where, as `path:line`. Own
    /// price lines are listed first (a food's own price comes first), then
    /// the entries in path order and line order. The place is worked out
    /// when reported (`place`), not for every price.
    private var firstPrice: [String: (file: LintFile, index: Int?, path: String)] = [:]

    package init(_ context: LintContext) {
        let foodsFiles = context.files.filter { if case .foods? = $0.document { true } else { false } }
            .sorted { $0.path < $1.path }
        var own = FoodTable.scopedOwnFoods.foods
        if own.isEmpty {
            // Files linted from text (no collection bound): their own foods.
            for file in foodsFiles {
                if case .foods(let list)? = file.document { own += list.foods.map { $0.food(file: file.path) } }
            }
        }
        table = FoodTable.collection(own)
        for file in foodsFiles {
            guard case .foods(let list)? = file.document else { continue }
            for (index, food) in list.foods.enumerated() where food.price != nil {
                let key = Self.ownKey(food.name)
                if firstPrice[key] == nil { firstPrice[key] = (file, nil, "foods[\(index)].price") }
            }
        }
        for file in foodsFiles {
            guard case .foods(let list)? = file.document else { continue }
            for (index, entry) in list.prices.enumerated() {
                guard let key = target(of: entry).map(Self.key) else { continue }
                if firstPrice[key] == nil { firstPrice[key] = (file, index, "prices[\(index)]") }
            }
        }
    }

    package func target(of entry: FoodPrice) -> Food? {
        FoodPricing.target(of: entry.name, in: table)
    }

    /// Where `food` is priced first, unless that is entry `index` of `file` itself.
    package func earlierPrice(of food: Food, than index: Int, in file: LintFile) -> String? {
        guard let first = firstPrice[Self.key(food)] else { return nil }
        return first.file.path == file.path && first.index == index ? nil : Self.place(first.file, first.path)
    }

    package static func key(_ food: Food) -> String {
        food.file != nil || food.id.isEmpty ? ownKey(food.name) : "sr28:" + food.id
    }

    package static func ownKey(_ name: String) -> String { "own:" + TextFolding.fold(name) }

    package static func place(_ file: LintFile, _ path: String) -> String {
        file.range(at: path).map { "\(file.path):\($0.start.line)" } ?? file.path
    }
}

/// A price given alone for a food that is neither in the nutrition table
/// nor in a foods file: it prices nothing.
public struct PriceUnknownFood: LintRule {
    public let description = RuleDescription(
        id: "price-unknown-food", name: "Price for an unknown food", defaultSeverity: .warning,
        rationale: "a price for a food no ingredient can map to is never counted, so every cost it was meant for stays unpriced")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .foods(let list)? = file.document, !list.prices.isEmpty else { return [] }
        let lookup = PriceEntryLookup(context)
        var findings: [LintFinding] = []
        for (index, entry) in list.prices.enumerated() where lookup.target(of: entry) == nil {
            let closest = lookup.table.closestFoods(to: entry.name).map { "'\($0.name)'" }
            findings.append(
                LintFinding(
                    "no food '\(entry.name)' to price in the nutrition table or the foods files",
                    at: file.range(atFirstOf: "prices[\(index)].name", "prices[\(index)]"),
                    notes: (closest.isEmpty ? [] : ["closest foods: " + closest.joined(separator: ", ")])
                        + ["name the food as an ingredient names it ('food search WORD' lists the table's foods), or give its values"]))
        }
        return findings
    }
}

/// A price given alone in a unit the food it prices has no weight for.
public struct PriceUnknownUnit: LintRule {
    public let description = RuleDescription(
        id: "price-unknown-unit", name: "Price in an unknown unit", defaultSeverity: .warning,
        rationale: "a price in a unit that is neither a unit nor a portion of its food converts to no amount, so it is never counted")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .foods(let list)? = file.document, list.prices.contains(where: { $0.price.unit != nil }) else { return [] }
        let lookup = PriceEntryLookup(context)
        var findings: [LintFinding] = []
        for (index, entry) in list.prices.enumerated() {
            guard let unit = entry.price.unit, let food = lookup.target(of: entry),
                !Price.isKnownUnit(unit, portions: food.portions)
            else { continue }
            findings.append(
                LintFinding(
                    "unknown unit '\(unit)' of the price of '\(food.name)'",
                    at: file.range(atFirstOf: "prices[\(index)].price.unit", "prices[\(index)].price"),
                    notes: ["expected " + Price.acceptedUnits(portions: food.portions)]))
        }
        return findings
    }
}

/// A food priced twice: by its own price line and a price given alone, or
/// by two prices given alone. Only the first is used (`FoodPricing`).
public struct DuplicatePrice: LintRule {
    public let description = RuleDescription(
        id: "duplicate-price", name: "Duplicate price", defaultSeverity: .warning,
        rationale: "of two prices for one food only the first is used, so the other is silently ignored")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .foods(let list)? = file.document, !list.prices.isEmpty else { return [] }
        let lookup = PriceEntryLookup(context)
        var findings: [LintFinding] = []
        for (index, entry) in list.prices.enumerated() {
            guard let food = lookup.target(of: entry), let first = lookup.earlierPrice(of: food, than: index, in: file) else { continue }
            let named =
                TextFolding.fold(entry.name) == TextFolding.fold(food.name)
                ? "'\(entry.name)'" : "'\(entry.name)' ('\(food.name)')"
            findings.append(
                LintFinding(
                    "\(named) already has a price at \(first); only that one is used",
                    at: file.range(atFirstOf: "prices[\(index)].name", "prices[\(index)]"),
                    notes: ["remove one of the prices"]))
        }
        return findings
    }
}
