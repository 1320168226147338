import ClipCookCore
import ClipCookDomain
import ClipCookKit
import Foundation

/// A recipe's cost sums made for one version of the collection.
struct KnownCostTotals: Sendable {
    var id: String
    var generation: Int
    var totals: RecipeCostTotals
}

/// Work too long to do on the service's actor, where every request waits
/// its turn: done one job at a time on a queue of its own, so that neither
/// the actor nor the threads the requests run on are held while it runs,
/// and two huge pages asked at once do not take twice the memory.
enum OffActorWork {
    private static let queue = DispatchQueue(label: "clipcook.kitchen.off-actor")

    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }
}

extension KitchenService {
    /// A page as `render` makes it. A recipe with more ingredients than a
    /// page shows still has its cost summed over every ingredient (seconds
    /// for millions): that is done first, away from the actor, so the
    /// other requests are answered meanwhile; the page is then made on the
    /// actor with the sums, as quickly as any other.
    func serve(_ page: PageRequest, context: PageContext) async -> PageResult {
        if case .recipe(let id, _) = page {
            // A change read meanwhile has them made again (at most twice
            // more; past that the page makes them itself).
            var attempts = 0
            while attempts < 3, await !sumCostAway(id: id) { attempts += 1 }
        }
        return render(page, context: context)
    }

    /// The cost sums of the recipe with `id` made for this version of the
    /// collection, if they were.
    func knownCostTotals(of id: String) -> RecipeCostTotals? {
        guard let known = costTotals, known.id == id, known.generation == generation else { return nil }
        return known.totals
    }

    /// Makes the sums of the recipe with `id` away from the actor when its
    /// page needs them; false when the collection changed meanwhile (the
    /// sums are then not those of the version the page is made from).
    private func sumCostAway(id: String) async -> Bool {
        follow()
        guard knownCostTotals(of: id) == nil, let entry = entry(id: id), entry.recipe.ingredients.count > PageRenderer.maxShown,
            let work = session.costTotalsWork(of: entry.recipe, namesKept: PageRenderer.maxShown)
        else { return true }
        let generation = generation
        let totals = await OffActorWork.run(work)
        costTotals = KnownCostTotals(id: id, generation: generation, totals: totals)
        // Looked at now, so that the page (made at once) reads the same version.
        follow(force: true)
        return self.generation == generation
    }
}
