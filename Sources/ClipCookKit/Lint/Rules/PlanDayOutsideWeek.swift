/// Plans filed by week (`plans/2026-W48.plan`) should only hold days of
/// that week.
public struct PlanDayOutsideWeek: LintRule {
    public let description = RuleDescription(
        id: "plan-day-outside-week", name: "Plan day outside its file's week", defaultSeverity: .warning,
        rationale: "a day filed under the wrong week is missed by anyone reading that week's plan")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let plan = file.plan, let week = ISOWeek(fileName: file.path) else { return [] }
        guard week.isValid, let days = week.days else {
            return [LintFinding(
                "file name names week \(week.week), but \(week.year) has \(ISOWeek.weeks(in: week.year)) ISO weeks",
                at: nil, notes: ["name plan files yyyy-Www.plan with a real ISO week"])]
        }
        var reported: Set<Day> = []
        var findings: [LintFinding] = []
        for (index, slot) in plan.mealSlots.enumerated() where !days.contains(slot.day) {
            // One finding for each day line, not for each meal under it.
            guard reported.insert(slot.day).inserted else { continue }
            findings.append(LintFinding(
                "day \(slot.day) is outside week \(week.name) (\(days.lowerBound) to \(days.upperBound))",
                at: file.range(atFirstOf: "mealSlots[\(index)].day", "mealSlots[\(index)]"),
                notes: ["move the day to the plan file of its own week"]))
        }
        return findings
    }
}
