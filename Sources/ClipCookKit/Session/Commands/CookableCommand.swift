import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `cookable` (and `suggest pantry`): recipes ranked by how much of each is
/// at home, what each is missing, food expiring soon preferred.
///
/// Each ingredient is looked up in the pantry by name (else by food) and
/// compared by amount across units; the share at home weighs ingredients by
/// their grams where the food table converts them. Salt, pepper, water and
/// oil count as present, and so does an item the pantry lists without an
/// amount (always there). A recipe using pantry food that expires within
/// `Session.expiringSoonDays` days gains 10 points a food (up to 20).
/// Archived recipes are left out. One pass over the collection.
struct CookableCommand: SessionCommand {
    let spec = CommandSpec(
        "cookable", synopsis: "cookable [all]",
        summary: "recipes ranked by how much of each is at home, with what is missing (as 'suggest pantry')",
        details: [
            "Salt, pepper, water and oil count as present, and so does any pantry item without an amount.",
            "Recipes using pantry food that expires within 3 days come first among equals (+10 points a food, up to 20).",
            "Without 'all': the best 10, leaving out recipes with nothing at home.",
        ],
        argument: .choices(["all"]))

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.suggestPantry(arguments)
    }
}

extension Session {
    func suggestPantry(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let words = arguments.map { $0.lowercased() }
        guard words.isEmpty || words == ["all"] else {
            return .failure(CommandError("unexpected '\(arguments[0])'", suggestion: "usage: suggest pantry [all]"))
        }
        let all = words == ["all"]
        if let error = pantryFileError() { return .failure(error) }
        var pantry = shopping.pantry ?? Pantry()
        // Food past its date is not at home for cooking: shown apart, not counted.
        let past = pantry.items.filter { item in item.expires.map { day in today.map { day < $0 } ?? false } ?? false }
        pantry.items.removeAll { past.contains($0) }
        let pastNote =
            past.isEmpty
            ? nil
            : "not counted, past its date: "
                + past.map { TerminalText.line("\($0.name) (\($0.expires.map(\.description) ?? ""))") }
                .joined(separator: ", ")
        let pastJSON = JSONValue.array(past.map { .string($0.name) })
        let stock = PantryStock(pantry, food: pantryFood)
        let soonUntil = today?.adding(days: Self.expiringSoonDays)
        let foodTable = foods
        var coverages: [PantryCoverage] = []
        for entry in kitchen.recipes where !entry.recipe.isArchived && !entry.recipe.ingredients.isEmpty {
            coverages.append(PantryCoverage(entry.recipe, stock: stock, today: today, soonUntil: soonUntil, table: foodTable))
        }
        var ranked = PantryCoverage.ranked(coverages)
        if !all { ranked = Array(ranked.filter { $0.share > 0 }.prefix(10)) }
        guard !ranked.isEmpty else {
            var text =
                pantry.items.isEmpty && past.isEmpty
                ? "the pantry is empty; 'pantry add 1 kg flour' adds an item"
                : "no recipe uses anything in the pantry"
            if let pastNote { text += "\n" + pastNote }
            return .success(
                CommandOutcome(
                    command: "", text: text, data: ["recipes": .array([]), "count": .int(0), "pastDate": pastJSON]))
        }
        let rows = ranked.enumerated().map { k, c in ["\(k + 1). " + PlanText.clip(c.recipe.title, 34), "\(Self.percent(c.share))%"] }
        let table = PlanText.table(header: [], rows: rows).filter { !$0.isEmpty }
        var lines = ["At home for \(plural(ranked.count, "recipe")) (share of the ingredients by weight; +10 a food expiring soon):"]
        for (line, c) in zip(table, ranked) {
            var details: [String] = []
            if !c.expiringSoon.isEmpty { details.append("uses soon: " + c.expiringSoon.joined(separator: ", ")) }
            // The first few missing things; the JSON has the first 1,000 and the count.
            let shown = c.missing.prefix(4).joined(separator: ", ") + (c.missingCount > 4 ? " and \(c.missingCount - 4) more" : "")
            details.append(c.missingCount == 0 ? "nothing missing" : "missing: " + shown)
            lines.append(line + "  " + details.joined(separator: "; "))
        }
        if let pastNote { lines.append(pastNote) }
        let data: [String: JSONValue] = [
            "count": .int(ranked.count), "pastDate": pastJSON,
            "recipes": .array(
                ranked.map { c in
                    .object([
                        "id": .string(c.recipe.id), "title": .string(c.recipe.title), "percent": .int(Self.percent(c.share)),
                        "missing": .array(c.missing.map(JSONValue.string)), "missingCount": .int(c.missingCount),
                        "expiringSoon": .array(c.expiringSoon.map(JSONValue.string)),
                    ])
                }),
        ]
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }

    /// A share 0...1 as a whole percentage, rounded down (99.6% is not all of it).
    static func percent(_ share: Double) -> Int {
        guard share.isFinite else { return 0 }
        return Int(max(0, min(100, (share * 100 + 1e-9).rounded(.down))))
    }
}
