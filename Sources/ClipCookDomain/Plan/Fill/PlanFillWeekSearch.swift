import ClipCookCore

/// The search across the whole range that follows the day-by-day passes of
/// `MealPlanSolver.solve`.
///
/// Day by day, the first days take the recipes that suit them best, and a
/// later day may be left with only recipes that cannot meet the goals
/// together (the pancakes with the ragù and the curry): its own model is
/// solved to optimality, but among what its neighbours left it. The search
/// lets a day that misses the goals (or, over the budget, any day) take
/// back what its neighbours hold: the day is solved again as if the days
/// within its variety window were empty, and those days are solved again
/// around it (all of them, then each alone); a move is kept only when the
/// whole range scores better (`WeekScore`: fewer repeats, then less over
/// the budget, then fewer days missing the goals, then a smaller gap), so
/// a day never gains at the cost of another that met its goals.
///
/// Each move solves a handful of day models of the same size as the
/// passes', and the search makes at most `searchSolves` of them in all: so
/// its work does not grow with the collection, only with the range, and the
/// same problem always gives the same fill.
extension MealPlanSolver {
    /// The most day models the search solves.
    package static let searchSolves = 150

    /// How good a whole fill is, the first field first.
    package struct WeekScore: Comparable {
        /// Recipes back sooner than their variety window allows.
        package var repeats: Int
        /// What the range costs over the budget (zero within it or without one).
        package var overBudget: Money
        package var missedDays: Int
        /// The days' gaps from the goals, weighted as in a day's model.
        package var gap: Double

        package static func < (a: WeekScore, b: WeekScore) -> Bool {
            if a.repeats != b.repeats { return a.repeats < b.repeats }
            if a.overBudget != b.overBudget { return a.overBudget < b.overBudget }
            if a.missedDays != b.missedDays { return a.missedDays < b.missedDays }
            return a.gap < b.gap - 1e-9
        }
    }

    /// The score of `chosen` (every opening chosen).
    package static func score(_ problem: PlanFillProblem, _ chosen: [PlanFillProblem.Fill.Choice?]) -> WeekScore {
        let fill = PlanFillProblem.Fill(choices: chosen.compactMap { $0 })
        let totals = problem.totals(of: fill)
        var gap = 0.0
        var missed = 0
        for total in totals {
            if !problem.isWithinTolerance(total) { missed += 1 }
            for (k, deviation) in problem.deviations(total).enumerated() {
                let band = problem.tolerance(k)
                let inside = min(abs(deviation), band), beyond = max(abs(deviation) - band, 0)
                gap += (k == 0 ? calorieWeight : 1) * (inside + outsideWeight * beyond)
            }
        }
        let over = problem.budget.map { max(problem.cost(of: fill) - $0, .zero) } ?? .zero
        return WeekScore(repeats: problem.repeats(in: fill).count, overBudget: over, missedDays: missed, gap: gap)
    }

    /// Improves `chosen` by the moves of the type's comment, within `searchSolves` day models.
    package static func searchWeek(_ problem: PlanFillProblem, openingsOfDay: [[Int]], chosen: inout [PlanFillProblem.Fill.Choice?]) {
        guard chosen.allSatisfy({ $0 != nil }) else { return }
        let window = problem.candidates.indices.reduce(max(problem.varietyDays, 1)) { max($0, problem.varietyWindow($1)) }
        let days = (0..<problem.dayCount).filter { !openingsOfDay[$0].isEmpty }
        guard days.count > 1 else { return }
        var best = score(problem, chosen)
        var solves = 0
        var estimates: [[Int]: DayScore?] = [:]
        var improved = true
        while improved, solves < searchSolves {
            improved = false
            let totals = problem.totals(of: PlanFillProblem.Fill(choices: chosen.compactMap { $0 }))
            let overBudget = best.overBudget > .zero
            let missing = days.filter { overBudget || !(totals.indices.contains($0) && problem.isWithinTolerance(totals[$0])) }
            // The cheaper moves first: recipes trade their days, the trades estimated first.
            for day in missing {
                let found = rotations(problem, openingsOfDay: openingsOfDay, chosen: chosen, day: day, cache: &estimates)
                solves += found.solves
                for move in found.moves {
                    guard solves < searchSolves else { return }
                    guard let (trial, cost) = relabel(problem, openingsOfDay: openingsOfDay, chosen: chosen, move) else { continue }
                    solves += cost
                    let trialScore = score(problem, trial)
                    if trialScore < best {
                        (best, chosen, improved) = (trialScore, trial, true)
                        break
                    }
                }
                if improved { break }
            }
            guard !improved, window > 1 else { continue }
            for day in missing {
                let neighbours = days.filter { $0 != day && abs($0 - day) < window }
                // All the neighbours released at once, then each alone.
                for released in [neighbours] + neighbours.map({ [$0] }) where !released.isEmpty {
                    guard solves + 1 + released.count <= searchSolves else { return }
                    solves += 1 + released.count
                    guard let trial = resolve(problem, openingsOfDay: openingsOfDay, chosen: chosen, day: day, around: released) else { continue }
                    let trialScore = score(problem, trial)
                    if trialScore < best {
                        (best, chosen, improved) = (trialScore, trial, true)
                        break
                    }
                }
                if improved { break }
            }
        }
    }

    /// `chosen` with `day` solved again as if the days `released` were
    /// empty, then each of those solved again around it, in order; nil when
    /// a day cannot be solved.
    static func resolve(
        _ problem: PlanFillProblem, openingsOfDay: [[Int]], chosen: [PlanFillProblem.Fill.Choice?], day: Int, around released: [Int]
    ) -> [PlanFillProblem.Fill.Choice?]? {
        var trial = chosen
        for other in released { for o in openingsOfDay[other] { trial[o] = nil } }
        for next in [day] + released {
            let penalties = repeatPenalties(problem, day: next, chosen: trial)
            let budget = dayBudget(problem, day: next, openingsOfDay: openingsOfDay, chosen: trial)
            guard let choices = solveVarietyFirst(problem, openings: openingsOfDay[next], penalties: penalties, budget: budget) else {
                return nil
            }
            for (o, choice) in zip(openingsOfDay[next], choices) { trial[o] = choice }
        }
        return trial
    }
}
