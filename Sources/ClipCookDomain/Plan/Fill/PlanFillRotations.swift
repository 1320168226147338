import ClipCookCore

/// The week search's widest move: up to three pairs of recipes trade their
/// days at once (`relabel`), chosen by an estimate before any is made.
///
/// Trading one pair at a time cannot reach a week whose main meals group
/// differently (the pancakes' days taking the pasta and the onigiri, the
/// shakshuka's the wrap and the curry): each single trade on the way makes
/// some day worse. So every trade of one, two or three of a missing day's
/// pairs is estimated first: each day it touches scores what its main
/// meals allow with its snack slots chosen freely (`dayEstimate`, one day
/// model per distinct set of main meals, kept), the days it does not touch
/// score as they are. The few trades that look better than the week as it
/// is are then made for real (`relabel`, snack variety and the budget
/// included) and the first that is better is kept.
extension MealPlanSolver {
    /// How many of the trades estimated best are made for real.
    package static let rotationTries = 4
    /// The most trades of three pairs a missing day estimates.
    package static let rotationThrice = 150

    /// A day's score: whether it misses, and its weighted gap.
    package struct DayScore {
        package var missed: Bool
        package var gap: Double
    }

    package static func dayScore(_ problem: PlanFillProblem, _ total: MacroTotals) -> DayScore {
        var gap = 0.0
        for (k, deviation) in problem.deviations(total).enumerated() {
            let band = problem.tolerance(k)
            gap += (k == 0 ? calorieWeight : 1) * (min(abs(deviation), band) + outsideWeight * max(abs(deviation) - band, 0))
        }
        return DayScore(missed: !problem.isWithinTolerance(total), gap: gap)
    }

    /// The best score `day` reaches with its main meals (`fixing`) kept and
    /// its snack slots free of the variety rule; nil when it cannot be filled.
    static func dayEstimate(_ problem: PlanFillProblem, openings: [Int], fixing: [Int: Int]) -> DayScore? {
        guard let choices = solveDay(problem, openings: openings, penalties: Penalties(), fixing: fixing), let first = openings.first
        else { return nil }
        let day = problem.openings[first].day
        var total = problem.fixed.indices.contains(day) ? problem.fixed[day] : .zero
        for choice in choices { total = total + problem.candidates[choice.candidate].perServing * choice.servings }
        return dayScore(problem, total)
    }

    /// The trades to make for real for a missing day, the best estimated
    /// first, and how many day models the estimates took.
    static func rotations(
        _ problem: PlanFillProblem, openingsOfDay: [[Int]], chosen: [PlanFillProblem.Fill.Choice?], day: Int,
        cache: inout [[Int]: DayScore?]
    ) -> (moves: [[(Int, Int)]], solves: Int) {
        let pairs = relabelPairs(problem, openings: openingsOfDay[day], chosen: chosen)
        let totals = problem.totals(of: PlanFillProblem.Fill(choices: chosen.compactMap { $0 }))
        let now = totals.map { dayScore(problem, $0) }
        let current = (now.filter(\.missed).count, now.reduce(0) { $0 + $1.gap })
        var moves: [[(Int, Int)]] = []
        for (i, a) in pairs.enumerated() {
            moves.append([a])
            for (j, b) in pairs.enumerated() where j > i && disjoint([a, b]) {
                moves.append([a, b])
                for c in pairs[(j + 1)...] where disjoint([a, b, c]) && moves.count < rotationThrice { moves.append([a, b, c]) }
            }
        }
        var solves = 0
        var estimated: [(move: [(Int, Int)], missed: Int, gap: Double)] = []
        for move in moves {
            var partner: [Int: Int] = [:]
            for (a, b) in move { (partner[a], partner[b]) = (b, a) }
            var touched = Set<Int>()
            var trial = chosen
            for (o, choice) in chosen.enumerated() {
                guard let choice, let other = partner[choice.candidate] else { continue }
                trial[o] = PlanFillProblem.Fill.Choice(candidate: other, servings: choice.servings)
                touched.insert(problem.openings[o].day)
            }
            var scores = now
            var possible = true
            for touchedDay in touched.sorted() {
                var fixing: [Int: Int] = [:]
                var key: [Int] = [touchedDay]
                for o in openingsOfDay[touchedDay] where [.breakfast, .lunch, .dinner].contains(problem.openings[o].meal) {
                    guard let choice = trial[o], problem.openings[o].candidates.contains(choice.candidate) else {
                        possible = false
                        break
                    }
                    fixing[o] = choice.candidate
                    key += [o, choice.candidate]
                }
                guard possible else { break }
                if cache[key] == nil {
                    cache[key] = .some(dayEstimate(problem, openings: openingsOfDay[touchedDay], fixing: fixing))
                    solves += 1
                }
                guard let score = cache[key] ?? nil else {
                    possible = false
                    break
                }
                scores[touchedDay] = score
            }
            guard possible else { continue }
            let missed = scores.filter(\.missed).count, gap = scores.reduce(0) { $0 + $1.gap }
            if (missed, gap) < current { estimated.append((move, missed, gap)) }
        }
        let best = estimated.sorted { ($0.missed, $0.gap) < ($1.missed, $1.gap) }.prefix(rotationTries).map(\.move)
        return (Array(best), solves)
    }

    static func disjoint(_ pairs: [(Int, Int)]) -> Bool {
        let all = pairs.flatMap { [$0.0, $0.1] }
        return Set(all).count == all.count
    }
}
