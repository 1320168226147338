import Synchronization

/// Counts the ingredient records `RecipeCost` makes (one for each priced
/// or unpriced ingredient), and apart those `RecipeNutrition` makes (one
/// for each mapped or unmatched ingredient), while it is bound to a task:
/// a test asks how many a command made, so that a command that needs sums
/// alone is seen to keep no record an ingredient. Nothing is counted when
/// none is bound.
package final class CostRecordTally: Sendable {
    @TaskLocal package static var current: CostRecordTally?

    private let made = Atomic<Int>(0)
    private let nutritionMade = Atomic<Int>(0)

    package init() {}

    /// The cost records made while bound.
    package var records: Int { made.load(ordering: .relaxed) }

    /// The nutrition records made while bound.
    package var nutritionRecords: Int { nutritionMade.load(ordering: .relaxed) }

    package func add(_ count: Int) {
        _ = made.add(count, ordering: .relaxed)
    }

    package func addNutrition(_ count: Int) {
        _ = nutritionMade.add(count, ordering: .relaxed)
    }
}
