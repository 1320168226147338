import ClipCookCore
import ClipCookLanguage

/// Plans filed by week (`plans/2026-W48.plan`) should only hold days of
/// that week.
public struct PlanDayOutsideWeek: LintRule {
    public let description = RuleDescription(
        id: "plan-day-outside-week", name: "Plan day outside its file's week", defaultSeverity: .warning,
        rationale: "a day filed under the wrong week is missed by anyone reading that week's plan")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let plan = file.plan, let week = Self.week(filedAs: file.path) else { return [] }
        guard week.isValid, let days = week.days else {
            return [
                LintFinding(
                    "file name names week \(week.week), but \(week.year) has \(ISOWeek.weeks(in: week.year)) ISO weeks",
                    at: nil, notes: ["name plan files yyyy-Www.plan with a real ISO week"])
            ]
        }
        var reported: Set<Day> = []
        var findings: [LintFinding] = []
        for (index, slot) in plan.mealSlots.enumerated() where !days.contains(slot.day) {
            // One finding for each day line, not for each meal under it.
            guard reported.insert(slot.day).inserted else { continue }
            findings.append(
                LintFinding(
                    "day \(slot.day) is outside week \(week) (\(days.lowerBound) to \(days.upperBound))",
                    at: dayRange(of: index, day: slot.day, in: file),
                    notes: ["move the day to the plan file of its own week"]))
        }
        return findings
    }

    /// The week a plan's file name names: `plans/2026-W48.plan`.
    package static func week(filedAs path: String) -> ISOWeek? {
        let name = path.split(separator: "/").last ?? Substring(path)
        guard name.hasSuffix(".plan") else { return nil }
        return ISOWeek(name.dropLast(".plan".count))
    }

    /// The date on the `day` line above the slot's meal line.
    private func dayRange(of index: Int, day: Day, in file: LintFile) -> SourceRange? {
        if let range = file.sourceMap["mealSlots[\(index)].day"] { return range }
        if let meal = file.line(of: .meal, item: index),
            let dayLine = file.tree.lines.last(where: { $0.kind == .day && $0.line < meal.line }),
            let range = file.range(of: day.description, within: dayLine.contentRange)
        {
            return range
        }
        return file.range(at: "mealSlots[\(index)]")
    }
}
