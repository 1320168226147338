#if canImport(Glibc)
    import Glibc
#endif
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// The rows that write a collection out and read it back in (`export`, `import`).
extension BenchRow {
    static func export(_ context: BenchContext) -> Measurement {
        let run = ChildProcess.repeated(
            [context.clipcook, "export", "-C", context.folder, "--to", "json", "-o", context.exportPath],
            repeats: context.childRepeats)
        return Measurement(
            cell: "\(ms(run.seconds)) (cpu \(ms(run.cpuSeconds))), \(mb(run.peakRSSBytes))" + status(run),
            growth: run.cpuSeconds,
            values: ["seconds": run.seconds, "cpuSeconds": run.cpuSeconds, "peakRSSBytes": Double(run.peakRSSBytes)],
            met: context.size == tenThousand ? run.seconds <= 1 && run.peakRSSBytes <= 200_000_000 : nil)
    }

    /// `clipcook import` of the export into a new, empty collection folder,
    /// as a user imports: each repeat into a folder of its own, and the
    /// folders deleted only after every timing is taken. Deleting thousands
    /// of files just before makes ext4 (without a journal, as here) step over
    /// the freed inodes for a while when it allocates new ones, which costs
    /// seconds of system time that are not the import's; so the row starts
    /// only once its previous deletion is `settleSeconds` old, after a sync.
    /// The same run then imports once more into the folder it just emptied,
    /// to show that filesystem effect apart ("same folder after deletion").
    static func importExport(_ context: BenchContext) -> Measurement {
        if !FileManager.default.fileExists(atPath: context.exportPath) { _ = export(context) }
        let runsFolder = context.scratch + "/imports"
        // One marker for every size: a deletion at 1k slows the import at 10k too.
        let marker = URL(fileURLWithPath: context.scratch).deletingLastPathComponent().path + "/imports-deleted-at"
        let manager = FileManager.default
        // Leftovers of an interrupted run, then the pause after the last deletion.
        if manager.fileExists(atPath: runsFolder) {
            try? manager.removeItem(atPath: runsFolder)
            noteDeletion(marker)
        }
        settleAfterDeletion(marker)
        try? manager.createDirectory(atPath: runsFolder, withIntermediateDirectories: true)
        var runs: [ChildRun] = []
        for index in 0..<context.childRepeats {
            let into = runsFolder + "/fresh-\(index)"
            runs.append(ChildProcess.run([context.clipcook, "import", context.exportPath, "--into", into]))
        }
        // The same import into a folder whose files were deleted a moment ago.
        let reused = runsFolder + "/fresh-0"
        try? manager.removeItem(atPath: reused)
        let afterDeletion = ChildProcess.run([context.clipcook, "import", context.exportPath, "--into", reused])
        try? manager.removeItem(atPath: runsFolder)
        noteDeletion(marker)

        let seconds = median(runs.map(\.seconds))
        let cpu = median(runs.map(\.cpuSeconds))
        let user = median(runs.map(\.userSeconds))
        let system = median(runs.map(\.systemSeconds))
        let peak = runs.map(\.peakRSSBytes).max() ?? 0
        let failed = (runs + [afterDeletion]).first { $0.status != 0 }
        return Measurement(
            cell: "\(ms(seconds)) (user \(ms(user)), sys \(ms(system))), \(mb(peak));"
                + " same folder after deletion \(ms(afterDeletion.seconds)) (user \(ms(afterDeletion.userSeconds)),"
                + " sys \(ms(afterDeletion.systemSeconds)))" + (failed.map(status) ?? ""),
            growth: cpu,
            values: [
                "seconds": seconds, "cpuSeconds": cpu, "userSeconds": user, "systemSeconds": system,
                "peakRSSBytes": Double(peak),
                "afterDeletionSeconds": afterDeletion.seconds, "afterDeletionUserSeconds": afterDeletion.userSeconds,
                "afterDeletionSystemSeconds": afterDeletion.systemSeconds,
            ],
            met: context.size == tenThousand ? failed == nil && seconds <= 3 : nil)
    }

    /// How long after deleting many files the import row waits: ext4 skips an
    /// inode freed less than a minute ago (five while its inode table block
    /// is not yet written out, hence the sync first).
    static let settleSeconds = 65.0

    /// Records when the import row last deleted its folders.
    static func noteDeletion(_ marker: String) {
        _ = FileManager.default.createFile(atPath: marker, contents: Data("\(Date().timeIntervalSince1970)\n".utf8))
    }

    /// Syncs, then waits until the last deletion recorded in `marker` is `settleSeconds` old.
    static func settleAfterDeletion(_ marker: String) {
        guard let data = FileManager.default.contents(atPath: marker),
            let then = Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
            then.isFinite
        else { return }
        let wait = then + settleSeconds - Date().timeIntervalSince1970
        guard wait > 0 else { return }
        sync()
        FileHandle.standardError.write(Data(String(format: "    waiting %.0f s after the last deletion of imported files\n", wait).utf8))
        Thread.sleep(forTimeInterval: min(wait, settleSeconds))
    }
}
