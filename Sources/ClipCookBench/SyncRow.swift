import ClipCookCore
import ClipCookKit
import Foundation

extension BenchRow {
    /// `sync` with nothing to do (issue 36): the collection committed in a
    /// git repository whose remote (a bare repository beside it) already
    /// holds that commit, then `SyncEngine` run on it: a status, a fetch,
    /// a count of what is ahead, no commit and no push. Wall time (the work
    /// is git's, in child processes), the median of the repeats.
    static func syncIdle(_ context: BenchContext) -> Measurement {
        let root = context.scratch + "/sync-idle"
        let work = root + "/kitchen"
        let remote = root + "/remote.git"
        let files = FileManager.default
        try? files.removeItem(atPath: root)
        defer { try? files.removeItem(atPath: root) }
        do {
            try files.createDirectory(atPath: root, withIntermediateDirectories: true)
            try files.copyItem(atPath: context.folder, toPath: work)
        } catch {
            return Measurement(cell: "failed: \(error)", growth: nil, values: [:], met: false)
        }
        let git = GitRunner(directory: work)
        let setUp: [[String]] = [
            ["init", "-q", "-b", "main"], ["config", "user.name", "bench"], ["config", "user.email", "bench@example.com"],
            ["add", "-A"], ["commit", "-qm", "the collection"], ["init", "-q", "--bare", "-b", "main", remote],
            ["remote", "add", "origin", remote], ["push", "-q", "-u", "origin", "main"],
        ]
        for arguments in setUp {
            guard let output = try? git.run(arguments), output.succeeded else {
                return Measurement(cell: "failed: git \(arguments.first ?? "")", growth: nil, values: [:], met: false)
            }
        }
        let engine = SyncEngine(folder: work, driverExecutable: context.clipcook)
        // The first run sets up the merge driver and commits its .gitattributes: not idle.
        _ = try? engine.run()
        var times: [Double] = []
        var moved = false
        for _ in 0..<max(1, min(context.repeats, 5)) {
            var report: SyncEngine.Report?
            times.append(timed { report = try? engine.run() })
            guard let report else {
                return Measurement(cell: "failed: sync", growth: nil, values: [:], met: false)
            }
            if report.committed != nil || report.incoming > 0 || report.outgoing > 0 { moved = true }
        }
        let seconds = median(times)
        let met: Bool? = context.size >= tenThousand ? seconds <= 1 && !moved : nil
        return Measurement(
            cell: ms(seconds) + (moved ? " (it moved)" : ""), growth: seconds,
            values: ["wallSeconds": seconds], met: met)
    }
}
