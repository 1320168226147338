import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit

/// The growth of the two queries measured with the sizes taking turns: a
/// session of each size is opened, and each round runs the query once on
/// the smaller collection, then once on the larger. On a shared machine the
/// speed of the processor's caches and memory drifts from minute to minute;
/// rows measured one size after the other see different machines, so their
/// ratio carries that drift, while runs taking turns see the same one. The
/// growth is the median of the rounds' CPU time at the larger size over the
/// median at the smaller.
enum InterleavedGrowth {
    static let queries = [
        ("query: filtered sorted list", BenchRow.listCommand),
        ("query: search", BenchRow.searchCommand),
    ]

    struct Result {
        var name: String
        var smaller: Double
        var larger: Double
        var growth: Double { smaller > 0 ? larger / smaller : 0 }
    }

    static func measure(smaller: String, larger: String, rounds: Int, only: String?) -> [Result] {
        let chosen = queries.filter { name, _ in only.map { name.localizedCaseInsensitiveContains($0) } ?? true }
        guard !chosen.isEmpty else { return [] }
        let sessions = [smaller, larger].map {
            Session(store: WriteBackStore(root: $0), interaction: ScriptInteraction(), today: nil)
        }
        return chosen.map { name, command in
            // The first run of each makes the indexes; it is not counted.
            for session in sessions { _ = session.execute(command) }
            var times: [[Double]] = [[], []]
            for _ in 0..<rounds {
                for (index, session) in sessions.enumerated() {
                    let start = threadCPU()
                    _ = session.execute(command)
                    times[index].append(threadCPU() - start)
                }
            }
            return Result(name: name, smaller: median(times[0]), larger: median(times[1]))
        }
    }
}
