import ClipCookCore

/// The week search's cheaper move: two recipes trade their days.
///
/// A recipe A chosen on a day that misses the goals and another recipe B
/// that could fill the same meal: every meal of the range that holds A gets
/// B and every one that holds B gets A (when B is not chosen anywhere, A's
/// meals simply get B). Each recipe then stands on the days the other stood
/// on, so the variety rule holds as before; the days touched are solved
/// again with their breakfasts, lunches, dinners and traded meals kept
/// (only the servings chosen anew) and their snack slots free. A whole
/// rotation moves at once, which moving one meal at a time cannot do: the
/// pancakes' days can have the wrap and the lunch they had go where the
/// wrap was.
extension MealPlanSolver {
    /// How many recipes not chosen anywhere each meal of a missing day tries in its place.
    package static let relabelUnused = 6

    /// The (A, B) pairs to try for the meals `openings` of one day: each
    /// recipe chosen there with the other recipes of its meal that are
    /// chosen elsewhere, then the first `relabelUnused` not chosen at all.
    static func relabelPairs(_ problem: PlanFillProblem, openings: [Int], chosen: [PlanFillProblem.Fill.Choice?]) -> [(Int, Int)] {
        let used = Set(chosen.compactMap { $0?.candidate })
        var pairs: [(Int, Int)] = []
        for o in openings {
            guard let a = chosen[o]?.candidate, problem.candidates[a].food == nil else { continue }
            let others = problem.openings[o].candidates.filter { $0 != a && problem.candidates[$0].food == nil }
            pairs += others.filter(used.contains).map { (a, $0) }
            pairs += others.filter { !used.contains($0) }.prefix(relabelUnused).map { (a, $0) }
        }
        return pairs
    }

    /// `chosen` with the recipes of each pair of `pairs` trading their meals
    /// and the days touched solved again, and how many day models that took;
    /// nil when a meal of one cannot take the other, or a day cannot be solved.
    static func relabel(
        _ problem: PlanFillProblem, openingsOfDay: [[Int]], chosen: [PlanFillProblem.Fill.Choice?], _ pairs: [(Int, Int)]
    ) -> ([PlanFillProblem.Fill.Choice?], Int)? {
        var partner: [Int: Int] = [:]
        for (a, b) in pairs {
            guard partner[a] == nil, partner[b] == nil, problem.varietyWindow(a) == problem.varietyWindow(b) else { return nil }
            (partner[a], partner[b]) = (b, a)
        }
        var trial = chosen
        var traded = Set<Int>()
        for (o, choice) in chosen.enumerated() {
            guard let choice, let other = partner[choice.candidate] else { continue }
            guard problem.openings[o].candidates.contains(other) else { return nil }
            trial[o] = PlanFillProblem.Fill.Choice(candidate: other, servings: choice.servings)
            traded.insert(o)
        }
        let days = Set(traded.map { problem.openings[$0].day }).sorted()
        for day in days {
            // The main meals and the traded ones stay as they are; the snack slots are free.
            var fixing: [Int: Int] = [:]
            for o in openingsOfDay[day] {
                guard let choice = trial[o] else { continue }
                if traded.contains(o) || [.breakfast, .lunch, .dinner].contains(problem.openings[o].meal) { fixing[o] = choice.candidate }
            }
            let penalties = repeatPenalties(problem, day: day, chosen: trial)
            let budget = dayBudget(problem, day: day, openingsOfDay: openingsOfDay, chosen: trial)
            guard
                let choices = solveVarietyFirst(problem, openings: openingsOfDay[day], penalties: penalties, budget: budget, fixing: fixing)
            else { return nil }
            for (o, choice) in zip(openingsOfDay[day], choices) { trial[o] = choice }
        }
        return (trial, days.count)
    }
}
