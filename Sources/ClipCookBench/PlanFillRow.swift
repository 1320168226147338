import ClipCookKit
import Foundation

extension BenchRow {
    /// `plan fill` of an empty week, four meals a day, in the session: the
    /// time, and how many of the 7 days land within the tolerances.
    static func planFill(_ context: BenchContext) -> Measurement {
        let session = context.session
        let command = "plan fill week 2031-03-03 slots breakfast lunch afternoon-snack dinner dry-run"
        var outcome: CommandOutcome?
        var times: [Double] = []
        for _ in 0..<max(1, min(context.repeats, 3)) {
            times.append(cpuTimed { outcome = session.execute(command) })
        }
        let seconds = median(times)
        if let error = outcome?.error {
            return Measurement(cell: "failed: \(error.message)", growth: nil, values: [:], met: false)
        }
        var within = -1
        if case .int(let count)? = outcome?.data["daysWithinTolerance"] { within = count }
        let limit = context.size >= tenThousand ? 10.0 : 2.0
        return Measurement(
            cell: "\(ms(seconds)), \(within)/7 days within", growth: seconds,
            values: ["cpuSeconds": seconds, "daysWithinTolerance": Double(within)],
            met: seconds <= limit)
    }
}
