import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What Tab offers after `plan add`, `plan remove`, `plan move`, `plan copy`,
/// `plan done` and `plan note` (the completers of their specs): a date, then
/// a meal slot, then what the sub-command takes.
extension Session {
    /// A date, then a slot; nil once both are typed (the caller goes on),
    /// [] when what is typed is not a date or a slot.
    private func planDayThenSlot(_ rest: inout ArraySlice<String>, typed: String) -> [String]? {
        if rest.isEmpty { return values(of: .day, typed: typed, quoted: false) }
        guard let today, case .success? = DateExpression.read(&rest, today: today, order: dateOrder) else { return [] }
        if rest.isEmpty { return values(of: .mealSlot, typed: typed, quoted: false) }
        guard case .success = SlotName.read(&rest) else { return [] }
        return nil
    }

    /// `plan remove|done|note DATE SLOT ...`: the date and the slot.
    func planSlotCompletions(_ arguments: [String], typed: String) -> [String] {
        var rest = ArraySlice(arguments)
        return planDayThenSlot(&rest, typed: typed) ?? []
    }

    /// `plan add DATE SLOT RECIPE | food NAME | quick ...`.
    func planAddCompletions(_ arguments: [String], typed: String) -> [String] {
        var rest = ArraySlice(arguments)
        if let early = planDayThenSlot(&rest, typed: typed) { return early }
        if rest.isEmpty { return values(of: .recipe, typed: typed, quoted: false) + CompletionEngine.matching(typed, ["food", "quick"]) }
        if rest.first?.lowercased() == "food", rest.count == 1 { return values(of: .food, typed: typed, quoted: false) }
        return []
    }

    /// `plan move DATE SLOT [N] to DATE SLOT`.
    func planMoveCompletions(_ arguments: [String], typed: String) -> [String] {
        var rest = ArraySlice(arguments)
        if let early = planDayThenSlot(&rest, typed: typed) { return early }
        guard let to = rest.firstIndex(where: { $0.lowercased() == "to" }) else { return CompletionEngine.matching(typed, ["to"]) }
        var target = rest[(to + 1)...]
        return planDayThenSlot(&target, typed: typed) ?? []
    }

    /// `plan copy [week] DATE to DATE`.
    func planCopyCompletions(_ arguments: [String], typed: String) -> [String] {
        var rest = ArraySlice(arguments)
        if rest.first?.lowercased() == "week" { rest.removeFirst() }
        if rest.isEmpty {
            return values(of: .day, typed: typed, quoted: false) + CompletionEngine.matching(typed, arguments.isEmpty ? ["week"] : [])
        }
        return rest.count == 1 ? CompletionEngine.matching(typed, ["to"]) : values(of: .day, typed: typed, quoted: false)
    }
}
