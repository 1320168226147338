import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

extension BenchRow {
    /// `plan fill` of an empty week, four meals a day, in the session: the
    /// time, and how many of the 7 days land within the tolerances, against
    /// a greedy fill of the same problem (`GreedyFill`, each meal the
    /// candidate that brings the day closest to its goals, in turn).
    static func planFill(_ context: BenchContext) -> Measurement {
        planFill(context, slots: "breakfast lunch afternoon-snack dinner", greedySlots: [.breakfast, .lunch, .afternoonSnack, .dinner])
    }

    /// `plan fill` of an empty week with every slot (`slots all`: the three
    /// meals and the three snacks, which snack foods may fill too), as the
    /// four-meal row measures it; the greedy fill it is set against picks
    /// among the recipes only.
    static func planFillEverySlot(_ context: BenchContext) -> Measurement {
        planFill(context, slots: "all", greedySlots: MealType.allCases)
    }

    static func planFill(_ context: BenchContext, slots: String, greedySlots: [MealType]) -> Measurement {
        let session = context.session
        // The week filled is named; today only has to be known (the pantry's
        // expiry dates count from it).
        session.today = Day("2031-03-03")
        let command = "plan fill week 2031-03-03 slots \(slots) dry-run"
        var outcome: CommandOutcome?
        var times: [Double] = []
        var wallTimes: [Double] = []
        for _ in 0..<max(1, min(context.repeats, 3)) {
            wallTimes.append(timed { times.append(cpuTimed { outcome = session.execute(command) }) })
        }
        let seconds = median(times), wall = median(wallTimes)
        if let error = outcome?.error {
            return Measurement(cell: "failed: \(error.message)", growth: nil, values: [:], met: false)
        }
        var within = -1
        if case .int(let count)? = outcome?.data["daysWithinTolerance"] { within = count }
        let greedy = greedyDaysWithin(session.kitchen, slots: greedySlots)
        let limit = context.size >= tenThousand ? 10.0 : 2.0
        return Measurement(
            cell: "\(ms(seconds)) (wall \(ms(wall))), \(within)/7 days within (greedy \(greedy)/7)", growth: seconds,
            values: [
                "cpuSeconds": seconds, "seconds": wall, "daysWithinTolerance": Double(within),
                "greedyDaysWithinTolerance": Double(greedy),
            ],
            met: seconds <= limit && within >= 0)
    }

    /// How many days of the row's week a greedy fill brings within the
    /// tolerances (-1 when it finds none).
    static func greedyDaysWithin(_ kitchen: KitchenSnapshot, slots: [MealType]) -> Int {
        guard let monday = Day("2031-03-03") else { return -1 }
        let days = (0..<7).compactMap { monday.adding(days: $0) }
        var builder = PlanFillBuilder(
            days: days, slots: slots,
            goals: kitchen.settings.nutritionGoals)
        builder.varietyDays = kitchen.settings.varietyDays
        builder.slotCategories = kitchen.settings.slotCategories
        let problem = builder.problem(recipes: kitchen.recipes.map(\.recipe), plan: kitchen.mealSlots)
        guard let fill = GreedyFill.solve(problem) else { return -1 }
        return problem.totals(of: fill).filter(problem.isWithinTolerance).count
    }
}
