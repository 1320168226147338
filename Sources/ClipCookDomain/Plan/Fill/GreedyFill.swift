import ClipCookCore
import ClipCookLanguage

/// The baseline `plan fill` is measured against: day by day, opening by
/// opening, the choice that brings the day's running total closest to its
/// share of the goals (what a cook filling a week by hand tends to do),
/// skipping recipes that would repeat within the variety window while
/// another choice is left.
public enum GreedyFill {
    /// The weight of each slot in a day's goals, for the share a partly
    /// filled day should have reached.
    package static func weight(_ meal: MealType) -> Double {
        switch meal {
        case .breakfast: return 3
        case .lunch: return 4
        case .dinner: return 4.5
        default: return 1.5
        }
    }

    public static func solve(_ problem: PlanFillProblem) -> PlanFillProblem.Fill? {
        guard problem.openings.allSatisfy({ !$0.candidates.isEmpty }) else { return nil }
        var choices = Array(repeating: PlanFillProblem.Fill.Choice(candidate: 0, servings: 1), count: problem.openings.count)
        var used: [String: [Int]] = [:]
        for (day, ids) in problem.fixedRecipes.enumerated() {
            for id in ids { used[id, default: []].append(day) }
        }
        let goals = problem.goals.values
        for day in 0..<problem.dayCount {
            let openings = problem.openings.indices.filter { problem.openings[$0].day == day }
            let totalWeight = openings.reduce(0) { $0 + weight(problem.openings[$1].meal) }
            let fixed = problem.fixed.indices.contains(day) ? problem.fixed[day] : .zero
            var running = fixed
            let open = problem.goals - fixed
            var filledWeight = 0.0
            for o in openings {
                let opening = problem.openings[o]
                filledWeight += weight(opening.meal)
                let share = totalWeight > 0 ? filledWeight / totalWeight : 1
                let target = fixed + open * share
                var best: (score: Double, choice: PlanFillProblem.Fill.Choice)?
                for avoidRepeats in [true, false] {
                    for c in opening.candidates {
                        let candidate = problem.candidates[c]
                        if avoidRepeats, let days = used[candidate.id],
                            days.contains(where: { abs($0 - day) < max(problem.varietyDays, 1) })
                        {
                            continue
                        }
                        for m in candidate.servingChoices(problem.servings) {
                            let total = (running + candidate.perServing * m).values
                            var score = 0.0
                            for k in 0..<4 where goals[k] > 0 {
                                score += (k == 0 ? 2 : 1) * abs(total[k] - target.values[k]) / goals[k]
                            }
                            if best == nil || score < (best?.score ?? .infinity) {
                                best = (score, .init(candidate: c, servings: m))
                            }
                        }
                    }
                    if best != nil { break }
                }
                guard let choice = best?.choice else { return nil }
                choices[o] = choice
                running = running + problem.candidates[choice.candidate].perServing * choice.servings
                used[problem.candidates[choice.candidate].id, default: []].append(day)
            }
        }
        return PlanFillProblem.Fill(choices: choices)
    }
}
