import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `plan done DATE SLOT [N]` and `plan note DATE SLOT [N] TEXT`: mark a
/// planned meal eaten (`[eaten]`) or give it a note (`[note ...]`).
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
        } summarise: { "plan \(verb) \(label) at \(SlotName.spelling(place.meal)) on \(place.day)" }
    }
}
