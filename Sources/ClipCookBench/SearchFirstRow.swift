import ClipCookCore
import Foundation

extension BenchRow {
    /// The searches right after opening, as issue 38 measures them end to
    /// end: `clipcook -c "search chicken; search garlic; search beef"`
    /// minus `clipcook -c stats`, divided by three (medians of the runs;
    /// the two commands taking turns so that both see the same load).
    static func searchFirst(_ context: BenchContext) -> Measurement {
        let opening = [context.clipcook, "-C", context.folder, "-c", "stats"]
        let searching = [context.clipcook, "-C", context.folder, "-c", "search chicken; search garlic; search beef"]
        var opens: [ChildRun] = []
        var searches: [ChildRun] = []
        for _ in 0..<max(5, context.childRepeats) {
            opens.append(ChildProcess.run(opening))
            searches.append(ChildProcess.run(searching))
        }
        let wall = (median(searches.map(\.seconds)) - median(opens.map(\.seconds))) / 3
        let cpu = (median(searches.map(\.cpuSeconds)) - median(opens.map(\.cpuSeconds))) / 3
        let failed = (opens + searches).contains { $0.status != 0 }
        return Measurement(
            cell: "\(ms(wall)) a search beyond opening (cpu \(ms(cpu)))" + (failed ? " (failed)" : ""),
            growth: cpu,
            values: ["secondsPerSearch": wall, "cpuSecondsPerSearch": cpu, "peakRSSBytes": Double(searches.map(\.peakRSSBytes).max() ?? 0)],
            met: context.size == tenThousand ? !failed && wall <= 0.02 : nil)
    }
}
