import ClipCookCore

/// The exact search over a range's main meals, made before the week search
/// when a collection has few recipes for its main meals (the examples:
/// three breakfasts, six lunches and dinners).
///
/// Each day's main meals (its open breakfast, lunch and dinner) may take
/// only so many combinations of recipes. Each combination is scored once
/// with the day's snack slots chosen freely (`dayEstimate`; days alike share
/// the score), then a depth-first search with bounds picks one combination
/// a day that keeps every recipe its variety window apart and misses the
/// goals on the fewest days, then with the smallest gap: a branch is left
/// as soon as what it has plus the best each day left could do is no better
/// than the best week found. The week found is then made for real, day by
/// day in order, the snacks chosen with their variety (no food twice a day
/// or on two days running, nothing in the same slot two days running), and
/// kept only when the whole range scores better (`WeekScore`).
///
/// Every bound is a count, never the clock: at most `exactCombinations`
/// combinations a day, `exactEstimates` day models to score them and
/// `exactNodes` steps of the search; a collection with more recipes for its
/// main meals (16 a slot) leaves the week to the passes and the week search,
/// so the work does not grow with the collection.
extension MealPlanSolver {
    /// The most combinations of main meals a day may have for the exact search.
    package static let exactCombinations = 160
    /// The most day models the exact search solves to score the combinations.
    package static let exactEstimates = 400
    /// The most steps (a combination tried on a day) of the exact search.
    package static let exactNodes = 400_000

    static let mainMeals: Set<MealType> = [.breakfast, .lunch, .dinner]

    /// A day's combination scored: what the day's model is, and its main meals' candidates.
    struct EstimateKey: Hashable {
        var fixed: [Double]
        var meals: [MealType]
        var combination: [Int]
    }

    /// Replaces `chosen` with the week of the exact search when it scores better.
    package static func exactWeek(_ problem: PlanFillProblem, openingsOfDay: [[Int]], chosen: inout [PlanFillProblem.Fill.Choice?]) {
        guard chosen.allSatisfy({ $0 != nil }), problem.dayCount > 1 else { return }
        let mains = openingsOfDay.map { $0.filter { mainMeals.contains(problem.openings[$0].meal) } }
        var combinations: [[[Int]]] = []
        for day in 0..<problem.dayCount {
            guard let found = mainCombinations(problem, day: day, mains: mains[day]), !found.isEmpty else { return }
            combinations.append(found)
        }
        // Each combination's score, a day model for each distinct one.
        var keys: [[EstimateKey]] = []
        for day in 0..<problem.dayCount {
            let fixed = problem.fixed.indices.contains(day) ? problem.fixed[day].values : [0, 0, 0, 0]
            let meals = openingsOfDay[day].map { problem.openings[$0].meal }
            keys.append(combinations[day].map { EstimateKey(fixed: fixed, meals: meals, combination: $0) })
        }
        let distinct = Set(keys.joined())
        guard distinct.count <= exactEstimates else { return }
        var estimates: [EstimateKey: DayScore] = [:]
        for day in 0..<problem.dayCount {
            for (key, combination) in zip(keys[day], combinations[day]) where estimates[key] == nil {
                guard !openingsOfDay[day].isEmpty else {
                    let total = problem.fixed.indices.contains(day) ? problem.fixed[day] : .zero
                    estimates[key] = dayScore(problem, total)
                    continue
                }
                let fixing = Dictionary(uniqueKeysWithValues: zip(mains[day], combination))
                if let score = dayEstimate(problem, openings: openingsOfDay[day], fixing: fixing) { estimates[key] = score }
            }
        }
        // Each day's combinations that can be filled, the best first.
        var options: [[(combination: [Int], score: DayScore)]] = []
        for day in 0..<problem.dayCount {
            let scored = zip(keys[day], combinations[day]).compactMap { key, combination in
                estimates[key].map { (combination: combination, score: $0) }
            }
            guard !scored.isEmpty else { return }
            options.append(
                scored.sorted { a, b in
                    rank(a.score) != rank(b.score) ? rank(a.score) < rank(b.score) : a.combination.lexicographicallyPrecedes(b.combination)
                })
        }
        guard let week = bestWeek(problem, mains: mains, options: options) else { return }
        var best = score(problem, chosen)
        var trial = chosen
        for (day, combination) in week.enumerated() {
            for (o, candidate) in zip(mains[day], combination) { trial[o] = PlanFillProblem.Fill.Choice(candidate: candidate, servings: 1) }
            for o in openingsOfDay[day] where !mains[day].contains(o) { trial[o] = nil }
        }
        // Made for real in order, then each day again seeing all the others.
        for pass in 0..<2 {
            for day in 0..<problem.dayCount where !openingsOfDay[day].isEmpty {
                let fixing = Dictionary(uniqueKeysWithValues: zip(mains[day], week[day]))
                let penalties = repeatPenalties(problem, day: day, chosen: trial)
                let budget = dayBudget(problem, day: day, openingsOfDay: openingsOfDay, chosen: trial)
                guard let choices = solveVarietyFirst(problem, openings: openingsOfDay[day], penalties: penalties, budget: budget, fixing: fixing)
                else { return }
                for (o, choice) in zip(openingsOfDay[day], choices) { trial[o] = choice }
            }
            guard pass > 0 || trial.allSatisfy({ $0 != nil }) else { return }
            let trialScore = score(problem, trial)
            if trialScore < best { (best, chosen) = (trialScore, trial) }
        }
    }

    /// A day score as a key to sort and add: days missed, then the gap.
    static func rank(_ score: DayScore) -> (Int, Double) { (score.missed ? 1 : 0, score.gap) }

    /// Every way to fill `mains` (the day's open main meals) with distinct
    /// recipes none of which the planned meals hold within its variety
    /// window; nil when there are more than `exactCombinations`.
    static func mainCombinations(_ problem: PlanFillProblem, day: Int, mains: [Int]) -> [[Int]]? {
        var count = 1
        for o in mains {
            let (product, overflow) = count.multipliedReportingOverflow(by: problem.openings[o].candidates.count)
            guard !overflow, product <= exactCombinations * 4 else { return nil }
            count = product
        }
        let planned = { (c: Int) -> Bool in
            problem.fixedRecipes.enumerated().contains { other, ids in
                abs(other - day) < problem.varietyWindow(c) && ids.contains(problem.candidates[c].id)
            }
        }
        var found: [[Int]] = [[]]
        for o in mains {
            var next: [[Int]] = []
            for partial in found {
                for c in problem.openings[o].candidates where !planned(c) {
                    let id = problem.candidates[c].id
                    if partial.contains(where: { problem.candidates[$0].id == id }) { continue }
                    next.append(partial + [c])
                }
            }
            found = next
        }
        return found.count <= exactCombinations ? found : nil
    }

    /// The combination of each day, in order, that keeps the variety rule
    /// and scores best, within `exactNodes` steps; nil when none keeps it.
    static func bestWeek(
        _ problem: PlanFillProblem, mains: [[Int]], options: [[(combination: [Int], score: DayScore)]]
    ) -> [[Int]]? {
        let days = options.count
        // The best each day could do alone, and summed over the days from each on.
        var rest = Array(repeating: (0, 0.0), count: days + 1)
        for day in stride(from: days - 1, through: 0, by: -1) {
            let first = options[day].first.map { rank($0.score) } ?? (0, 0)
            rest[day] = (rest[day + 1].0 + first.0, rest[day + 1].1 + first.1)
        }
        var best: (rank: (Int, Double), week: [Int])?
        var picked: [Int] = []
        var nodes = 0
        func fits(_ day: Int, _ combination: [Int]) -> Bool {
            for (earlier, index) in picked.enumerated() {
                for a in options[earlier][index].combination {
                    for b in combination where problem.candidates[a].id == problem.candidates[b].id {
                        if day - earlier < max(problem.varietyWindow(a), problem.varietyWindow(b)) { return false }
                    }
                }
            }
            return true
        }
        func search(_ day: Int, _ sofar: (Int, Double)) {
            if day == days {
                if best.map({ sofar < $0.rank }) ?? true { best = (sofar, picked) }
                return
            }
            for (index, option) in options[day].enumerated() {
                guard nodes < exactNodes else { return }
                nodes += 1
                let r = rank(option.score)
                let after = (sofar.0 + r.0, sofar.1 + r.1)
                // The options are sorted best first: none after this one can do better.
                if let found = best, !((after.0 + rest[day + 1].0, after.1 + rest[day + 1].1 + 1e-9) < found.rank) { break }
                guard fits(day, option.combination) else { continue }
                picked.append(index)
                search(day + 1, after)
                picked.removeLast()
            }
        }
        search(0, (0, 0))
        return best.map { found in found.week.enumerated().map { options[$0.offset][$0.element].combination } }
    }
}
