import ClipCookCore
import ClipCookLanguage

/// Ids name things for the REPL, plans and shopping lists: two things with
/// one id make every reference ambiguous.
public struct DuplicateID: LintRule {
    public let description = RuleDescription(
        id: "duplicate-id", name: "Duplicate id", defaultSeverity: .error,
        rationale: "two things with one id make every reference to that id ambiguous")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file.document {
        case .recipe(let recipe):
            let ingredients = recipe.ingredients
            let steps = recipe.steps
            return recipeAcrossCollection(recipe, file, context)
                + withinFile(
                    ItemIDList(count: ingredients.count, id: { ingredients[$0].id }, derived: DerivedID.ingredient(position:), prefix: "i"),
                    what: "ingredient", list: "ingredients", file)
                + withinFile(
                    ItemIDList(count: steps.count, id: { steps[$0].id }, derived: DerivedID.step(position:), prefix: "s"),
                    what: "step", list: "steps", file)
        case .plan(let plan):
            let slots = plan.mealSlots
            return withinFile(ItemIDList(count: slots.count, id: { slots[$0].id }), what: "meal slot", list: "mealSlots", file)
                + slotsAcrossCollection(plan, file, context)
        case .shoppingList(let list):
            let items = list.shoppingItems
            return withinFile(ItemIDList(count: items.count, id: { items[$0].id }), what: "shopping item", list: "shoppingItems", file)
        case .inbox(let inbox):
            let entries = inbox.pendingImports
            return withinFile(ItemIDList(count: entries.count, id: { entries[$0].id }), what: "pending import", list: "pendingImports", file)
        case .settings, .pantry, .aisles, .foods, nil:
            return []
        }
    }

    private func withinFile(_ ids: ItemIDList, what: String, list: String, _ file: LintFile) -> [LintFinding] {
        var findings: [LintFinding] = []
        ids.forEachRepeat { index, first in
            let id = ids.id(index)
            let firstRange = file.range(at: "\(list)[\(first)]")
            let note = firstRange.map { "first used on line \($0.start.line)" } ?? "first used by \(list)[\(first)]"
            findings.append(
                LintFinding(
                    "duplicate \(what) id '\(id)'",
                    at: file.range(atFirstOf: "\(list)[\(index)].id", "\(list)[\(index)]"),
                    notes: [note, "give it another `[id ...]`, or remove the annotation to get a derived id"]))
        }
        return findings
    }

    private func recipeAcrossCollection(_ recipe: Recipe, _ file: LintFile, _ context: LintContext) -> [LintFinding] {
        let others = (context.recipesByID[recipe.id] ?? []).filter { $0.file.path != file.path }
        guard !others.isEmpty else { return [] }
        let places = others.map { place($0.file, "title") }
        return [
            LintFinding(
                "recipe id '\(recipe.id)' is also used by \(places.joined(separator: ", "))",
                at: file.range(atFirstOf: "id", "title"),
                notes: ["give one of them another `id`"])
        ]
    }

    private func slotsAcrossCollection(_ plan: Plan, _ file: LintFile, _ context: LintContext) -> [LintFinding] {
        // The first use of the id in the first other file that has it.
        func elsewhere(_ id: String) -> String? {
            guard let use = context.mealSlotUses[id]?.first(where: { context.files[$0.fileIndex].path != file.path }) else {
                return nil
            }
            return place(context.files[use.fileIndex], "mealSlots[\(use.slotIndex)]")
        }
        return plan.mealSlots.enumerated().compactMap { index, slot in
            guard let other = elsewhere(slot.id) else { return nil }
            return LintFinding(
                "meal slot id '\(slot.id)' is also used by \(other)",
                at: file.range(atFirstOf: "mealSlots[\(index)].id", "mealSlots[\(index)]"),
                notes: ["give one of them another `[id ...]`"])
        }
    }

    private func place(_ file: LintFile, _ path: String) -> String {
        file.range(at: path).map { "\(file.path):\($0.start.line)" } ?? file.path
    }
}
