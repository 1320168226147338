import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `plan add`, `plan remove`, `plan move` and `plan copy`: each reads its
/// arguments completely before anything is written, then writes the plan
/// file(s) of the weeks concerned through the store, as one undoable change.
extension Session {
    func planAdd(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let usage =
            "plan add DATE SLOT [also] RECIPE [xN] | plan add DATE SLOT [also] food NAME AMOUNT | plan add DATE SLOT [also] quick \"NAME\" KCAL P C F"
        let day: Day, meal: MealType
        switch readDayAndSlot(&words, today: today) {
        case .success(let found): (day, meal) = found
        case .failure(let error): return .failure(error)
        }
        // `also`: a second item in a meal that has one, on purpose.
        var also = false
        if words.first?.lowercased() == "also" {
            also = true
            words.removeFirst()
        }
        var slot = MealSlot(id: "", day: day, meal: meal)
        let what: String
        switch words.first?.lowercased() {
        case nil:
            return .failure(CommandError("missing what to add", suggestion: "usage: \(usage)"))
        case "quick":
            let values = words.dropFirst()
            guard values.count == 5 else {
                return .failure(
                    CommandError(
                        "'plan add … quick' takes a name and four numbers", suggestion: "for example: plan add today lunch quick \"Apple\" 95 0 25 0")
                )
            }
            let name = values[values.startIndex]
            var numbers: [Int] = []
            for text in values.dropFirst() {
                guard let number = Int(text), number >= 0, number <= 100_000 else {
                    return .failure(
                        CommandError("'\(text)' is not a whole number from 0 to 100000", suggestion: "write KCAL PROTEIN CARBS FATS, e.g. 95 0 25 0"))
                }
                numbers.append(number)
            }
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return .failure(CommandError("the quick item needs a name")) }
            slot.quickAdd = QuickAddItem(name: name, calories: numbers[0], protein: numbers[1], carbs: numbers[2], fats: numbers[3])
            what = "'\(TerminalText.line(name))'"
        case "food":
            switch foodQuickAdd(Array(words.dropFirst())) {
            case .success(let (item, portion)):
                slot.quickAdd = item
                slot.food = portion
                what = "'\(TerminalText.line(item.name))' (\(TerminalText.line(portion.amount)))"
            case .failure(let error):
                return .failure(error)
            }
        default:
            var recipeWords = Array(words)
            var servings: Double?
            if let last = recipeWords.last, recipeWords.count > 1, let value = PlanText.multiplier(last) {
                servings = value
                recipeWords.removeLast()
            } else if recipeWords.count > 2, ["x", "×"].contains(recipeWords[recipeWords.count - 2].lowercased()),
                let value = PlanText.multiplier("x" + recipeWords[recipeWords.count - 1])
            {
                servings = value
                recipeWords.removeLast(2)
            }
            let entry: RecipeEntry
            switch resolveAsking(recipeWords.joined(separator: " ")) {
            case .success(let found): entry = found
            case .failure(let error): return .failure(error)
            }
            slot.recipeId = entry.recipe.id
            slot.servings = servings
            what = "'\(TerminalText.line(entry.recipe.title))'" + (servings.map { " ×" + PlanPrinter.servings($0) } ?? "")
        }
        if !also, let refusal = planAddToFilledMeal(day, meal, what) { return refusal }
        let summary = "plan add \(what) to \(SlotName.spelling(meal)) on \(day)"
        return writePlan(summary: summary, weeks: [day.isoWeek]) { edits throws(StoreError) in
            edits[day.isoWeek]?.insert(slot)
        }
    }

    /// `food NAME AMOUNT`: the food and the table's values for the amount
    /// (the words from the first that starts with a number).
    func foodQuickAdd(_ words: [String]) -> Result<(QuickAddItem, FoodPortion), CommandError> {
        guard let start = words.firstIndex(where: { Quantity($0) != nil || Amount($0) != nil }), start > 0 else {
            return .failure(
                CommandError(
                    "'food' needs a name and an amount", suggestion: "for example: food egg 2 large, food \"greek yogurt\" 170 g, food milk 1 cup"))
        }
        let name = words[..<start].joined(separator: " ")
        let amount = words[start...].joined(separator: " ")
        let food: Food
        switch foods.resolve(name) {
        case .success(let found): food = found
        case .failure(let error): return .failure(error)
        }
        let grams: Double
        switch FoodAmount.grams(amount, of: food) {
        case .success(let value): grams = value
        case .failure(let error): return .failure(error)
        }
        let values = food.values(grams: grams).rounded
        let item = QuickAddItem(name: food.name, calories: values.calories, protein: values.protein, carbs: values.carbs, fats: values.fats)
        return .success((item, FoodPortion(name: name, amount: amount)))
    }

    func planRemove(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let where_: (day: Day, meal: MealType, number: Int?)
        switch readPlace(&words, today: today) {
        case .success(let place): where_ = place
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, "plan remove DATE SLOT [N]") { return .failure(error) }
        let week = where_.day.isoWeek
        var label = ""
        let result = writePlan(summary: "", weeks: [week]) { edits throws(StoreError) in
            guard var edit = edits[week] else { return }
            let ref = try PlanText.pick(edit, where_.day, where_.meal, where_.number)
            label = PlanText.describe(ref.slot)
            edit.remove(ref)
            edits[week] = edit
        } summarise: {
            "plan remove \(label) from \(SlotName.spelling(where_.meal)) on \(where_.day)"
        }
        return result
    }

    func planMove(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let usage = "plan move DATE SLOT [N] to DATE SLOT"
        let from: (day: Day, meal: MealType, number: Int?)
        switch readPlace(&words, today: today) {
        case .success(let place): from = place
        case .failure(let error): return .failure(error)
        }
        guard words.first?.lowercased() == "to" else {
            return .failure(CommandError(words.first.map { "unexpected '\($0)'" } ?? "missing 'to DATE SLOT'", suggestion: "usage: \(usage)"))
        }
        words.removeFirst()
        let day: Day, meal: MealType
        switch readDayAndSlot(&words, today: today) {
        case .success(let found): (day, meal) = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, usage) { return .failure(error) }
        var label = ""
        return writePlan(summary: "", weeks: [from.day.isoWeek, day.isoWeek]) { edits throws(StoreError) in
            guard var source = edits[from.day.isoWeek] else { return }
            let ref = try PlanText.pick(source, from.day, from.meal, from.number)
            label = PlanText.describe(ref.slot)
            source.remove(ref)
            edits[from.day.isoWeek] = source
            var moved = ref.slot
            moved.id = ""
            moved.day = day
            moved.meal = meal
            edits[day.isoWeek]?.insert(moved)
        } summarise: {
            "plan move \(label) from \(SlotName.spelling(from.meal)) on \(from.day) to \(SlotName.spelling(meal)) on \(day)"
        }
    }

    func planCopy(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let wholeWeek = words.first?.lowercased() == "week"
        if wholeWeek { words.removeFirst() }
        let usage = wholeWeek ? "plan copy week DATE to DATE" : "plan copy DATE to DATE"
        let source: Day, target: Day
        switch DateExpression.require(&words, today: today, order: dateOrder) {
        case .success(let found): source = found
        case .failure(let error): return .failure(error)
        }
        guard words.first?.lowercased() == "to" else {
            return .failure(CommandError(words.first.map { "unexpected '\($0)'" } ?? "missing 'to DATE'", suggestion: "usage: \(usage)"))
        }
        words.removeFirst()
        switch DateExpression.require(&words, today: today, order: dateOrder) {
        case .success(let found): target = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, usage) { return .failure(error) }
        var pairs: [(Day, Day)] = [(source, target)]
        if wholeWeek {
            guard let from = source.isoWeek.monday, let to = target.isoWeek.monday else { return .failure(CommandError("no such week")) }
            pairs = (0..<7).compactMap { k in from.adding(days: k).flatMap { a in to.adding(days: k).map { (a, $0) } } }
        }
        let slots = pairs.flatMap { from, to in
            kitchen.mealSlots.filter { $0.day == from && ($0.recipeId != nil || $0.quickAdd != nil) }.map { slot -> MealSlot in
                var copy = slot
                copy.id = ""
                copy.day = to
                copy.createdAt = nil
                return copy
            }
        }
        guard !slots.isEmpty else {
            return .failure(CommandError(wholeWeek ? "nothing planned in \(source.isoWeek)" : "nothing planned on \(source)"))
        }
        let summary = wholeWeek ? "plan copy week \(source.isoWeek) to \(target.isoWeek)" : "plan copy \(source) to \(target)"
        let weeks = Array(Set(slots.map(\.day.isoWeek))).sorted { $0.description < $1.description }
        return writePlan(summary: summary, weeks: weeks) { edits throws(StoreError) in
            for slot in slots { edits[slot.day.isoWeek]?.insert(slot) }
        }
    }

    /// `DATE SLOT`.
    func readDayAndSlot(_ words: inout ArraySlice<String>, today: Day) -> Result<(Day, MealType), CommandError> {
        DateExpression.require(&words, today: today, order: dateOrder).flatMap { day in SlotName.read(&words).map { (day, $0) } }
    }

    /// `DATE SLOT [N]`.
    func readPlace(_ words: inout ArraySlice<String>, today: Day) -> Result<(day: Day, meal: MealType, number: Int?), CommandError> {
        let day: Day, meal: MealType
        switch readDayAndSlot(&words, today: today) {
        case .success(let found): (day, meal) = found
        case .failure(let error): return .failure(error)
        }
        var number: Int?
        if let first = words.first, first.allSatisfy(\.isNumber) {
            guard first.count <= 4, let value = Int(first), value >= 1 else {
                return .failure(CommandError("'\(first)' is not an item number", suggestion: "items are numbered from 1, as 'plan DATE' shows them"))
            }
            number = value
            words.removeFirst()
        }
        return .success((day, meal, number))
    }

    /// Edits the plan files of `weeks` (loaded, or new) with `edit`, then
    /// writes the ones that changed, as one undoable change.
    func writePlan(
        summary: String, weeks: [ISOWeek], _ edit: (inout [ISOWeek: PlanEdit]) throws(StoreError) -> Void,
        summarise: (() -> String)? = nil
    ) -> Result<CommandOutcome, CommandError> {
        guard let files = store as? any FileEditingStore else {
            return .failure(CommandError("this collection cannot be changed"))
        }
        var unique: [ISOWeek] = []
        for week in weeks where !unique.contains(week) { unique.append(week) }
        var text = ""
        var paths: [String] = []
        let outcome = applyChange { overwrite throws(StoreError) -> StoreChange in
            var edits: [ISOWeek: PlanEdit] = [:]
            var before: [ISOWeek: (path: String, bytes: [UInt8]?)] = [:]
            for week in unique {
                let path = files.planFilePath(for: week)
                let bytes = files.loadedBytes(of: path)
                before[week] = (path, bytes)
                edits[week] = try PlanEdit(bytes: bytes, path: path)
            }
            try edit(&edits)
            text = summarise?() ?? summary
            var changes: [StoreChange] = []
            // Two weeks in one file are written once.
            var written: Set<String> = []
            for week in unique {
                guard let (path, bytes) = before[week], let edited = edits[week], !written.contains(path) else { continue }
                written.insert(path)
                let output = try edited.formatted()
                if output == bytes { continue }
                changes.append(try files.writeFile(path, bytes: output, previous: bytes, summary: text, overwrite: overwrite))
                paths.append(path)
            }
            guard var first = changes.first else { throw .failed("nothing to change", kind: .invalidInput) }
            first.alsoChanged = Array(changes.dropFirst())
            return first
        }
        switch outcome {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success:
            return .success(
                CommandOutcome(
                    command: "", text: text + " (" + paths.joined(separator: ", ") + ")" + undoHint,
                    data: ["changed": .bool(true), "summary": .string(text), "paths": .array(paths.map(JSONValue.string))]))
        }
    }
}

extension PlanText {
    /// `x2`, `x1.5`, `×2`: a servings multiplier from 0.01 to 100.
    static func multiplier(_ word: String) -> Double? {
        let lowered = word.lowercased()
        guard lowered.hasPrefix("x") || lowered.hasPrefix("×") else { return nil }
        guard let value = Double(lowered.dropFirst()), value.isFinite, value > 0, value <= 100 else { return nil }
        return value
    }

    /// The item of `meal` on `day` to act on: the Nth, or the only one.
    static func pick(_ edit: PlanEdit, _ day: Day, _ meal: MealType, _ number: Int?) throws(StoreError) -> PlanEdit.MealRef {
        let items = edit.meals(on: day).filter { $0.slot.meal == meal && ($0.slot.recipeId != nil || $0.slot.quickAdd != nil) }
        let slotName = SlotName.spelling(meal)
        guard !items.isEmpty else { throw .failed("nothing planned for \(slotName) on \(day)", kind: .notFound) }
        if let number {
            guard number <= items.count else {
                throw .failed("\(slotName) on \(day) has \(items.count) item\(items.count == 1 ? "" : "s"), not \(number)", kind: .notFound)
            }
            return items[number - 1]
        }
        guard items.count == 1 else {
            throw .failed("\(slotName) on \(day) has \(items.count) items; say which, from 1 to \(items.count)", kind: .invalidInput)
        }
        return items[0]
    }

    static func describe(_ slot: MealSlot) -> String {
        var parts: [String] = []
        if let id = slot.recipeId { parts.append("'\(TerminalText.line(id))'" + (slot.servings.map { " ×" + PlanPrinter.servings($0) } ?? "")) }
        if let quick = slot.quickAdd { parts.append("'\(TerminalText.line(quick.name))'") }
        return parts.joined(separator: " + ")
    }
}
