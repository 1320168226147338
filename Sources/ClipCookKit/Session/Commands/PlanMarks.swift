import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `plan done DATE SLOT [N]`, `plan undone DATE SLOT [N]`, `plan note DATE SLOT [N] TEXT` and `plan
/// servings DATE SLOT [N] SERVINGS`: mark a planned meal eaten (`[eaten]`),
/// give it a note (`[note ...]`) or change its servings (`x2`).
extension Session {
    func planDone(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let place: (day: Day, meal: MealType, number: Int?)
        switch readPlace(&words, today: today) {
        case .success(let found): place = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, "plan done DATE SLOT [N]") { return .failure(error) }
        return markMeal(place, verb: "done") { slot throws(StoreError) in
            guard !slot.isEaten else { throw .failed("\(PlanText.describe(slot)) on \(place.day) is already marked eaten", kind: .invalidInput) }
            slot.isEaten = true
        }
    }

    /// `plan undone DATE SLOT [N]`: takes `[eaten]` off a meal marked by mistake.
    func planUndone(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let place: (day: Day, meal: MealType, number: Int?)
        switch readPlace(&words, today: today) {
        case .success(let found): place = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, "plan undone DATE SLOT [N]") { return .failure(error) }
        return markMeal(place, verb: "undone") { slot throws(StoreError) in
            guard slot.isEaten else { throw .failed("\(PlanText.describe(slot)) on \(place.day) is not marked eaten", kind: .invalidInput) }
            slot.isEaten = false
        }
    }

    func planNote(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let place: (day: Day, meal: MealType, number: Int?)
        switch readPlace(&words, today: today) {
        case .success(let found): place = found
        case .failure(let error): return .failure(error)
        }
        guard !words.isEmpty else {
            return .failure(CommandError("missing the note", suggestion: "usage: plan note DATE SLOT [N] TEXT ('\"\"' removes the note)"))
        }
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return markMeal(place, verb: "note") { slot throws(StoreError) in
            slot.notes = text.isEmpty ? nil : text
        }
    }

    /// `plan servings DATE SLOT [N] SERVINGS`: a planned meal's servings
    /// (`2`, `1.5`, `x2`), from 0.01 to 100.
    func planServings(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let usage = "plan servings DATE SLOT [N] SERVINGS"
        guard let last = words.last else { return .failure(CommandError("missing day", suggestion: "usage: \(usage)")) }
        words.removeLast()
        guard let servings = PlanText.multiplier(last.lowercased().hasPrefix("x") || last.hasPrefix("×") ? last : "x" + last) else {
            return .failure(CommandError("'\(last)' is not a number of servings from 0.01 to 100", suggestion: "usage: \(usage)"))
        }
        let place: (day: Day, meal: MealType, number: Int?)
        switch readPlace(&words, today: today) {
        case .success(let found): place = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, usage) { return .failure(error) }
        return markMeal(place, verb: "servings") { slot throws(StoreError) in
            guard slot.recipeId != nil || slot.food != nil else {
                throw .failed(
                    "\(PlanText.describe(slot)) on \(place.day) is a quick item with its own numbers; it has no servings", kind: .invalidInput)
            }
            slot.servings = servings == 1 ? nil : servings
        }
    }

    /// The refusal (or the question, at a terminal) of `plan add` to a meal
    /// that has an item already; nil when it is empty or the cook says yes.
    func planAddToFilledMeal(_ day: Day, _ meal: MealType, _ what: String) -> Result<CommandOutcome, CommandError>? {
        let there = kitchen.mealSlots.filter { $0.day == day && $0.meal == meal && ($0.recipeId != nil || $0.quickAdd != nil) }
        guard !there.isEmpty else { return nil }
        let slot = SlotName.spelling(meal)
        let has = "\(slot) on \(day) already has " + there.map(PlanText.describe).joined(separator: ", ")
        if interaction.isInteractive {
            if interaction.confirm("\(has); add \(what) as well?", defaultAnswer: false) { return nil }
            return .success(CommandOutcome(command: "", text: "nothing added; \(has)", data: ["changed": .bool(false)]))
        }
        return .failure(
            CommandError(
                has, suggestion: "to add a second item: plan add \(day) \(slot) also ...; to change it: plan remove \(day) \(slot), then add"))
    }

    private func markMeal(
        _ place: (day: Day, meal: MealType, number: Int?), verb: String, _ change: (inout MealSlot) throws(StoreError) -> Void
    ) -> Result<CommandOutcome, CommandError> {
        let week = place.day.isoWeek
        var label = ""
        return writePlan(summary: "", weeks: [week]) { edits throws(StoreError) in
            guard var edit = edits[week] else { return }
            let ref = try PlanText.pick(edit, place.day, place.meal, place.number)
            label = PlanText.describe(ref.slot)
            var slot = ref.slot
            // Keep an id the file wrote; a derived one stays derived.
            let derived = PlanEdit.derivedID(of: ref, in: edit)
            try change(&slot)
            edit.replace(ref, with: slot, derivedID: derived)
            edits[week] = edit
        } summarise: {
            "plan \(verb) \(label) at \(SlotName.spelling(place.meal)) on \(place.day)"
        }
    }
}
