import Synchronization

/// Counts the ingredients `AmountPresentation` presents, and apart the
/// lists of a whole recipe's ingredients it makes at once, while it is
/// bound to a task: a test asks how many a command presented, so that a
/// command that writes a huge recipe's ingredients as it goes is seen to
/// present each once and hold no list of them. Nothing is counted when
/// none is bound.
package final class PresentationTally: Sendable {
    @TaskLocal package static var current: PresentationTally?

    private let presentedCount = Atomic<Int>(0)
    private let listCount = Atomic<Int>(0)

    package init() {}

    /// The ingredients presented while bound, one at a time or in lists.
    package var presented: Int { presentedCount.load(ordering: .relaxed) }

    /// The lists of every ingredient of a recipe made while bound.
    package var wholeLists: Int { listCount.load(ordering: .relaxed) }

    package func add(_ count: Int, wholeList: Bool) {
        _ = presentedCount.add(count, ordering: .relaxed)
        if wholeList { _ = listCount.add(1, ordering: .relaxed) }
    }
}
