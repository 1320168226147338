#if canImport(Glibc)
    import Glibc
#endif
import ClipCookCore
import ClipCookWeb
import Dispatch
import Foundation
import Synchronization

extension BenchRow {
    /// The day the Today row shows: a Tuesday of week 48 of 2026, whose
    /// plan (six meals a day) both corpora write.
    static let todayRowDay = "2026-11-24"

    /// The phone's Today page (`GET /today` of `clipcook serve`) made in
    /// process by the server's own service (`PhonePageMaker`), after the
    /// warm-up the server does before its first request: the planned and
    /// eaten totals against the goals, the day's six meals and the recipes
    /// that fit what is left (`suggest`). The first page after the warm-up
    /// is timed apart; p50 and p99 over the pages after it (wall time, and
    /// the process's CPU time, since the page is made on the runtime's threads).
    static func todayPage(_ context: BenchContext) -> Measurement {
        guard let day = Day(todayRowDay) else {
            return Measurement(cell: "failed: no day \(todayRowDay)", growth: nil, values: [:], met: false)
        }
        let root = context.folder
        let pages = context.queryRepeats
        let timing =
            waitFor { await TodayPageTiming.measure(root: root, day: day, pages: pages) }
            ?? TodayPageTiming(failure: "the page was not waited for")
        if let failure = timing.failure {
            return Measurement(cell: "failed: \(failure)", growth: nil, values: [:], met: false)
        }
        let p50 = percentile(timing.times, 50), p99 = percentile(timing.times, 99)
        let cpu50 = percentile(timing.cpuTimes, 50), cpu99 = percentile(timing.cpuTimes, 99)
        return Measurement(
            cell: "p50 \(ms(p50)), p99 \(ms(p99)) (cpu p50 \(ms(cpu50)), p99 \(ms(cpu99))); the first after the warm-up"
                + " \(ms(timing.first)); \(timing.meals) meals, \(timing.suggestions) suggestions, \(timing.bytes / 1024) KB;"
                + " server ready in \(ms(timing.ready))",
            growth: cpu50,
            values: [
                "p50Seconds": p50, "p99Seconds": p99, "cpuP50Seconds": cpu50, "cpuP99Seconds": cpu99,
                "firstSeconds": timing.first, "readySeconds": timing.ready, "pageBytes": Double(timing.bytes),
                "meals": Double(timing.meals), "suggestions": Double(timing.suggestions),
            ],
            met: context.size == tenThousand ? p99 <= 0.02 : nil)
    }
}

/// What the Today row measured: the times of the pages and what the last one held.
struct TodayPageTiming: Sendable {
    var ready = 0.0
    var first = 0.0
    var times: [Double] = []
    var cpuTimes: [Double] = []
    var bytes = 0
    var meals = 0
    var suggestions = 0
    var failure: String?

    /// Opens the collection at `root` as `serve` does with `today` set to
    /// `day`, then makes the Today page `pages` times after a first one.
    static func measure(root: String, day: Day, pages: Int) async -> TodayPageTiming {
        var timing = TodayPageTiming()
        let start = now()
        let maker: PhonePageMaker
        do {
            maker = try await PhonePageMaker.open(root: root, today: day)
        } catch {
            timing.failure = "cannot start the kitchen view: \(error)"
            return timing
        }
        timing.ready = now() - start
        var page = ""
        let firstStart = now()
        switch await maker.today() {
        case .success(let html): page = html
        case .failure(let missing):
            timing.failure = missing.reason
            return timing
        }
        timing.first = now() - firstStart
        for _ in 0..<max(1, pages) {
            let cpuStart = processCPU()
            let wallStart = now()
            let made = await maker.today()
            timing.times.append(now() - wallStart)
            timing.cpuTimes.append(processCPU() - cpuStart)
            if case .success(let html) = made { page = html } else { timing.failure = "a later page was not made" }
        }
        // The page must be the day's tracker: its meals and suggestions are counted.
        guard page.contains("<h1>Today ") else {
            timing.failure = "the page is not Today's (\(page.prefix(80)))"
            return timing
        }
        timing.bytes = page.utf8.count
        timing.meals = occurrences(of: "action=\"/today/eat\"", in: page) + occurrences(of: "✓ eaten", in: page)
        timing.suggestions = occurrences(of: "<li class=\"suggestion\"", in: page)
        return timing
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}

/// The result of `work`, waited for on this (synchronous) thread: the
/// benchmark's rows are synchronous, the kitchen view's service is an actor.
func waitFor<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value? {
    let done = DispatchSemaphore(value: 0)
    let result = AwaitedValue<Value>()
    Task {
        let value = await work()
        result.value.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.value.withLock { $0 }
}

/// Where `waitFor` keeps the value its task gives.
final class AwaitedValue<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
}
