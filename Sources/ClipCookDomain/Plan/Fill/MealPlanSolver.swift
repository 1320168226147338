import CGLPK
import ClipCookCore
import ClipCookLanguage

/// Solves a `PlanFillProblem` with mixed-integer linear models, one a day,
/// solved to optimality by GLPK.
///
/// A day's model, per open meal o, candidate c and servings m: a binary
/// y(o,c,m), exactly one per meal. Per nutrient k (calories, protein,
/// carbs, fats) the day's total minus the goal is split into over and under
/// parts, each first inside the tolerance band (bounded by tolerance ×
/// goal) and then beyond it. The objective adds, as shares of the goal, the
/// deviations inside the band (weight 1, calories 2) and ten times more
/// beyond it, so the goals decide first; then it takes off a little for
/// preferred recipes and adds a little for servings other than one and for
/// a recipe of the other main-meal category, which decide only among fills
/// the goals rate about equally. A recipe chosen on another day less than
/// `varietyDays` away is left out of the day's model, so variety comes
/// before the goals and the budget; only when a day cannot be filled
/// without one (too few recipes for its slots) is the day solved again,
/// first keeping them out of the slots that have enough (`slotsWithEnough`),
/// then with such recipes costing `repeatWeight` (dearer than any goal
/// within its band). One recipe twice on the same day is a row, and a recipe in
/// the same slot as on the day before or after costs `sameSlotWeight`, so
/// recipes that must come back (three snacks for three snack slots) at
/// least move between slots.
///
/// The days are tied only by variety and the budget, so the range is
/// solved day by day: first in order, each day seeing the days before it,
/// then again each day seeing all the others, until a pass changes nothing
/// (at most four). Every day's model is solved to optimality, so the same
/// problem always gives the same fill.
///
/// A budget is a row of each day's model: the day's filled meals cost at
/// most the day's share of the budget, and what goes past it is a column
/// whose cost (`overBudgetWeight` per share of the budget) outweighs any
/// gap from the goals, so the goals give way to the budget and a day only
/// goes over when even its cheapest candidates do. In the first pass a day
/// gets its cheapest possible fill plus a share, by its number of open
/// meals, of what the budget leaves after the planned meals, the days
/// already filled and the cheapest fills of the days still to come; in the
/// later passes, everything the other days (as now filled) and the planned
/// meals leave. So the range stays within the budget whenever each day can,
/// and a later pass may move money between days.
public enum MealPlanSolver {
    package static let outsideWeight = 10.0
    package static let calorieWeight = 2.0
    package static let preferenceWeight = 0.03
    package static let servingsWeight = 0.004
    package static let otherCategoryWeight = 0.002
    package static let repeatWeight = 5.0
    package static let sameSlotWeight = 0.001
    package static let passes = 4
    package static let overBudgetWeight = 100_000.0

    public static func solve(_ problem: PlanFillProblem) -> PlanFillProblem.Fill? {
        guard problem.openings.allSatisfy({ !$0.candidates.isEmpty }) else { return nil }
        let openingsOfDay = (0..<problem.dayCount).map { day in problem.openings.indices.filter { problem.openings[$0].day == day } }
        var chosen: [PlanFillProblem.Fill.Choice?] = Array(repeating: nil, count: problem.openings.count)
        // What each day's model was last solved with: a day whose repeats and
        // budget are as they were would be solved to the same fill again.
        var solvedWith: [Int: (penalties: Penalties, budget: Money?)] = [:]
        for pass in 0..<passes {
            var changed = false
            for day in 0..<problem.dayCount where !openingsOfDay[day].isEmpty {
                let penalties = repeatPenalties(problem, day: day, chosen: chosen)
                let budget = dayBudget(problem, day: day, openingsOfDay: openingsOfDay, chosen: chosen)
                if let last = solvedWith[day], last.penalties == penalties, last.budget == budget { continue }
                solvedWith[day] = (penalties, budget)
                guard let choices = solveVarietyFirst(problem, openings: openingsOfDay[day], penalties: penalties, budget: budget) else {
                    return nil
                }
                for (o, choice) in zip(openingsOfDay[day], choices) where chosen[o] != choice {
                    chosen[o] = choice
                    changed = true
                }
            }
            if !changed && pass > 0 { break }
        }
        exactWeek(problem, openingsOfDay: openingsOfDay, chosen: &chosen)
        searchWeek(problem, openingsOfDay: openingsOfDay, chosen: &chosen)
        let choices = chosen.compactMap { $0 }
        return choices.count == problem.openings.count ? PlanFillProblem.Fill(choices: choices) : nil
    }

    /// The best choices for `openings` (one day's) given `penalties` and
    /// `budget`: variety first, the recipes that would repeat left out,
    /// unless the day cannot be filled without them; then left out of the
    /// slots that have enough; then only costing `repeatWeight`.
    package static func solveVarietyFirst(
        _ problem: PlanFillProblem, openings: [Int], penalties: Penalties, budget: Money?, fixing: [Int: Int] = [:]
    ) -> [PlanFillProblem.Fill.Choice]? {
        solveDay(problem, openings: openings, penalties: penalties, budget: budget, excludingRepeats: true, fixing: fixing)
            ?? solveDay(
                problem, openings: openings, penalties: penalties, budget: budget,
                excludingRepeatsIn: slotsWithEnough(problem, openings: openings, penalties: penalties), fixing: fixing)
            ?? solveDay(problem, openings: openings, penalties: penalties, budget: budget, excludingRepeats: false, fixing: fixing)
    }

    /// What choosing a candidate on a day costs besides the goals: the
    /// recipes that would repeat within the variety window, and the
    /// (slot, recipe) pairs chosen on the day before or after.
    package struct Penalties: Hashable {
        package var repeats: Set<String> = []
        package var sameSlot: Set<SlotRecipe> = []
    }

    package struct SlotRecipe: Hashable {
        package var meal: MealType
        package var candidate: Int
    }

    /// The penalties of `day`, given the other days' choices and planned meals.
    package static func repeatPenalties(_ problem: PlanFillProblem, day: Int, chosen: [PlanFillProblem.Fill.Choice?]) -> Penalties {
        let window = max(problem.varietyDays, 1)
        var penalties = Penalties()
        for (other, planned) in problem.fixedRecipes.enumerated() where abs(other - day) < window {
            penalties.repeats.formUnion(planned)
        }
        for (o, choice) in chosen.enumerated() {
            guard let choice else { continue }
            let opening = problem.openings[o]
            if opening.day != day, abs(opening.day - day) < problem.varietyWindow(choice.candidate) {
                penalties.repeats.insert(problem.candidates[choice.candidate].id)
            }
            if abs(opening.day - day) == 1 { penalties.sameSlot.insert(SlotRecipe(meal: opening.meal, candidate: choice.candidate)) }
        }
        return penalties
    }

    /// What `day`'s filled meals may cost (see the type's comment); nil without a budget.
    package static func dayBudget(_ problem: PlanFillProblem, day: Int, openingsOfDay: [[Int]], chosen: [PlanFillProblem.Fill.Choice?]) -> Money? {
        guard let budget = problem.budget else { return nil }
        var left = budget - problem.fixedCost
        var cheapestOfDay = Money.zero
        var cheapestToCome = Money.zero
        var mealsToCome = 0
        for (other, openings) in openingsOfDay.enumerated() where !openings.isEmpty {
            if other != day, openings.allSatisfy({ chosen[$0] != nil }) {
                for o in openings {
                    if let choice = chosen[o] { left = left - problem.candidates[choice.candidate].cost(servings: choice.servings) }
                }
                continue
            }
            let cheapest = openings.reduce(Money.zero) { sum, o in
                let costs = problem.openings[o].candidates.map {
                    problem.candidates[$0].cost(servings: problem.candidates[$0].servingChoices(problem.servings).min() ?? 1)
                }
                return sum + (costs.min() ?? .zero)
            }
            cheapestToCome = cheapestToCome + cheapest
            mealsToCome += openings.count
            if other == day { cheapestOfDay = cheapest }
        }
        let spare = max(left - cheapestToCome, .zero)
        let share = mealsToCome > 0 ? Double(openingsOfDay[day].count) / Double(mealsToCome) : 1
        return cheapestOfDay + spare.scaled(by: share)
    }

    /// The meals of a day (positions in `openings`) whose slot has a
    /// candidate that would not repeat for each of the day's meals of that
    /// slot: when the day as a whole cannot do without repeats (three snacks
    /// for three snack slots), these still keep variety, so that a budget
    /// does not bring the same breakfast back because the snacks repeat.
    package static func slotsWithEnough(_ problem: PlanFillProblem, openings: [Int], penalties: Penalties) -> Set<Int> {
        var kept = Set<Int>()
        for (position, o) in openings.enumerated() {
            let fresh = Set(problem.openings[o].candidates.filter { !penalties.repeats.contains(problem.candidates[$0].id) })
            let sharing = openings.filter { !Set(problem.openings[$0].candidates).isDisjoint(with: problem.openings[o].candidates) }
            if fresh.count >= sharing.count { kept.insert(position) }
        }
        return kept
    }

    /// The best choices for the openings of one day, within `budget` where
    /// one is given; with `excludingRepeats`, none of the recipes that would
    /// repeat (nil when the day cannot be filled so); with
    /// `excludingRepeatsIn`, none in those meals (positions in `openings`);
    /// the openings in `fixing` take that candidate (only their servings are chosen).
    package static func solveDay(
        _ problem: PlanFillProblem, openings: [Int], penalties: Penalties, budget: Money? = nil, excludingRepeats: Bool = false,
        excludingRepeatsIn: Set<Int> = [], fixing: [Int: Int] = [:]
    ) -> [PlanFillProblem.Fill.Choice]? {
        guard let model = glp_create_prob() else { return nil }
        defer { glp_delete_prob(model) }
        glp_set_obj_dir(model, GLP_MIN)
        let day = problem.openings[openings[0]].day
        var columns: [(slot: Int, candidate: Int, servings: Double)] = []
        for (slot, o) in openings.enumerated() {
            let excluding = fixing[o] == nil && (excludingRepeats || excludingRepeatsIn.contains(slot))
            for c in fixing[o].map({ [$0] }) ?? problem.openings[o].candidates
            where !(excluding && penalties.repeats.contains(problem.candidates[c].id)) {
                for m in problem.candidates[c].servingChoices(problem.servings) { columns.append((slot, c, m)) }
            }
        }
        guard Set(columns.map(\.slot)).count == openings.count else { return nil }
        let deviationStart = columns.count + 1
        let overColumn = Int32(deviationStart + 16)
        let overWeight = budget.map { _ in overBudgetWeight / max(problem.budget?.value ?? 1, 0.01) }
        glp_add_cols(model, Int32(columns.count + 16 + (budget == nil ? 0 : 1)))
        for (index, column) in columns.enumerated() {
            let j = Int32(index + 1)
            glp_set_col_kind(model, j, GLP_BV)
            let candidate = problem.candidates[column.candidate]
            let meal = problem.openings[openings[column.slot]].meal
            var cost = -preferenceWeight * candidate.preference + (column.servings == 1 ? 0 : servingsWeight)
            if penalties.repeats.contains(candidate.id) { cost += repeatWeight }
            if penalties.sameSlot.contains(SlotRecipe(meal: meal, candidate: column.candidate)) { cost += sameSlotWeight }
            let preferred = problem.preferredCategory[meal] ?? PlanFillBuilder.categories(for: meal).first
            if let first = problem.candidateCategories[candidate.id], first != preferred {
                cost += otherCategoryWeight
            }
            glp_set_obj_coef(model, j, cost)
        }
        let goals = problem.goals.values
        for k in 0..<4 {
            let band = max(goals[k] * problem.tolerance(k), 0)
            let weight = (k == 0 ? calorieWeight : 1) * (goals[k] > 0 ? 1 / goals[k] : 0)
            for part in 0..<4 {  // over inside, over beyond, under inside, under beyond
                let j = Int32(deviationStart + k * 4 + part)
                if part % 2 == 0 {
                    glp_set_col_bnds(model, j, GLP_DB, 0, band)
                    glp_set_obj_coef(model, j, weight)
                } else {
                    glp_set_col_bnds(model, j, GLP_LO, 0, 0)
                    glp_set_obj_coef(model, j, weight * outsideWeight)
                }
            }
        }
        if let overWeight {
            glp_set_col_bnds(model, overColumn, GLP_LO, 0, 0)
            glp_set_obj_coef(model, overColumn, overWeight)
        }
        var rows = RowWriter(model: model)
        if let budget {
            // The day's filled meals, less what goes past the budget, within it.
            var entries: [(Int32, Double)] = columns.enumerated().compactMap { index, column in
                let cost = problem.candidates[column.candidate].cost(servings: column.servings).value
                return cost == 0 ? nil : (Int32(index + 1), cost)
            }
            entries.append((overColumn, -1))
            rows.add(entries, type: GLP_UP, lower: 0, upper: budget.value)
        }
        for slot in openings.indices {
            let entries = columns.indices.filter { columns[$0].slot == slot }.map { (Int32($0 + 1), 1.0) }
            rows.add(entries, type: GLP_FX, lower: 1, upper: 1)
        }
        let fixed = problem.fixed.indices.contains(day) ? problem.fixed[day].values : [0, 0, 0, 0]
        for k in 0..<4 {
            var entries: [(Int32, Double)] = columns.enumerated().compactMap { index, column in
                let value = problem.candidates[column.candidate].perServing.values[k] * column.servings
                return value == 0 ? nil : (Int32(index + 1), value)
            }
            let base = deviationStart + k * 4
            entries += [(Int32(base), -1), (Int32(base + 1), -1), (Int32(base + 2), 1), (Int32(base + 3), 1)]
            let target = goals[k] - fixed[k]
            rows.add(entries, type: GLP_FX, lower: target, upper: target)
        }
        // One recipe at most once a day.
        var columnsOfCandidate: [Int: [Int32]] = [:]
        var slotsOfCandidate: [Int: Set<Int>] = [:]
        for (index, column) in columns.enumerated() {
            columnsOfCandidate[column.candidate, default: []].append(Int32(index + 1))
            slotsOfCandidate[column.candidate, default: []].insert(column.slot)
        }
        for (candidate, list) in columnsOfCandidate.sorted(by: { $0.key < $1.key }) where (slotsOfCandidate[candidate]?.count ?? 0) > 1 {
            rows.add(list.map { ($0, 1.0) }, type: GLP_UP, lower: 0, upper: 1)
        }
        rows.load()

        // The LP relaxation first, without presolve, so that the search's
        // callback reads the columns of this model (presolve renumbers them).
        var simplex = glp_smcp()
        glp_init_smcp(&simplex)
        simplex.msg_lev = Int32(GLP_MSG_OFF)
        guard glp_simplex(model, &simplex) == 0, glp_get_status(model) == Int32(GLP_OPT) else { return nil }
        var parameters = glp_iocp()
        glp_init_iocp(&parameters)
        parameters.presolve = Int32(GLP_OFF)
        parameters.msg_lev = Int32(GLP_MSG_OFF)
        parameters.mip_gap = 0
        // A guard only: the search stops at `goodEnough` or `nodeLimit` first.
        parameters.tm_lim = 60_000
        var stop = SearchStop(
            deviationStart: Int32(deviationStart),
            weights: (0..<16).map { index in
                let k = index / 4
                let weight = (k == 0 ? calorieWeight : 1) * (goals[k] > 0 ? 1 / goals[k] : 0)
                return index % 2 == 0 ? weight : weight * outsideWeight
            } + (overWeight.map { [$0] } ?? []))
        parameters.cb_func = { tree, info in
            guard let tree, let info else { return }
            let stop = info.assumingMemoryBound(to: SearchStop.self)
            stop.pointee.check(tree)
        }
        withUnsafeMutablePointer(to: &stop) { pointer in
            parameters.cb_info = UnsafeMutableRawPointer(pointer)
            _ = glp_intopt(model, &parameters)
        }
        let status = glp_mip_status(model)
        guard status == Int32(GLP_OPT) || status == Int32(GLP_FEAS) else { return nil }
        var choices: [PlanFillProblem.Fill.Choice?] = Array(repeating: nil, count: openings.count)
        for (index, column) in columns.enumerated() where glp_mip_col_val(model, Int32(index + 1)) > 0.5 && choices[column.slot] == nil {
            choices[column.slot] = .init(candidate: column.candidate, servings: column.servings)
        }
        let found = choices.compactMap { $0 }
        return found.count == openings.count ? found : nil
    }
}

/// When a day's branch and bound may stop: at a fill whose deviations from
/// the goals (weighted as in the objective) are at most `goodEnough`, or
/// after `nodeLimit` nodes with a fill in hand. Both depend only on the
/// search, never on the clock, so the same model stops at the same fill.
package struct SearchStop {
    package static let goodEnough = 0.01
    package static let nodeLimit: Int32 = 1_000
    package var deviationStart: Int32
    package var weights: [Double]

    package func check(_ tree: OpaquePointer) {
        switch glp_ios_reason(tree) {
        case Int32(GLP_IBINGO):
            guard let model = glp_ios_get_prob(tree) else { return }
            var deviation = 0.0
            for (offset, weight) in weights.enumerated() {
                deviation += weight * glp_mip_col_val(model, deviationStart + Int32(offset))
            }
            if deviation <= Self.goodEnough { glp_ios_terminate(tree) }
        case Int32(GLP_ISELECT):
            var active: Int32 = 0, total: Int32 = 0, generated: Int32 = 0
            glp_ios_tree_size(tree, &active, &total, &generated)
            // A gap below infinity: a fill has been found to fall back on.
            if generated > Self.nodeLimit, glp_ios_mip_gap(tree) < 1e300 { glp_ios_terminate(tree) }
        default:
            return
        }
    }
}

/// Collects a GLPK model's rows and loads them in one call.
package struct RowWriter {
    package let model: OpaquePointer
    private var rowIndices: [Int32] = [0]
    private var columnIndices: [Int32] = [0]
    private var values: [Double] = [0]
    private var rowCount: Int32 = 0

    package init(model: OpaquePointer) {
        self.model = model
    }

    package mutating func add(_ entries: [(Int32, Double)], type: Int32, lower: Double, upper: Double) {
        rowCount += 1
        glp_add_rows(model, 1)
        glp_set_row_bnds(model, rowCount, type, lower, upper)
        for (column, value) in entries {
            rowIndices.append(rowCount)
            columnIndices.append(column)
            values.append(value)
        }
    }

    package func load() {
        glp_load_matrix(model, Int32(values.count - 1), rowIndices, columnIndices, values)
    }
}
