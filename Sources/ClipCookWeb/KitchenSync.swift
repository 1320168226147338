import ClipCookCore
import ClipCookLanguage
import ClipCookStore
import ClipCookKit
import Foundation

/// What the pages say of the last sync of `serve --sync`.
struct SyncStatus: Sendable, Equatable {
    /// When it ended.
    var finished: Date
    /// The sync's one-line summary, or git's message when it failed.
    var summary: String
    var failed: Bool
    /// Each place the sync left marked ("plans/2026-W49.plan:12: ours … / theirs …").
    var conflicts: [String] = []

    /// The line of the page's foot: "Last sync 2026-11-28 09:12: up to date".
    var line: String {
        let time = Self.timeText(finished)
        if failed { return "Sync failed \(time): \(summary)" }
        let marked = conflicts.isEmpty ? "" : "; \(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s") marked (see Problems)"
        return "Last sync \(time): \(summary)\(marked)"
    }

    static func timeText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}

/// `serve --sync INTERVAL`: syncs the collection (`SyncEngine`) on the
/// interval, once at start, and `delay` after the last change made through
/// the pages (a burst of changes makes one sync).
///
/// One loop runs one sync at a time, never two at once. The sync runs on a
/// thread of its own, not the server's: pages keep being served while git
/// fetches and pushes. It holds the collection's lock while it commits and
/// merges (`SyncEngine`), so it never runs while a write is under way and a
/// write waits for it; the service then reads what the merge changed on
/// disk, as it follows any change on disk.
struct KitchenSync: Sendable {
    let root: String
    let interval: Duration
    let delay: Duration
    let service: KitchenService
    /// Where a failure or a conflict is logged (standard error).
    let log: @Sendable (String) -> Void

    /// How often the loop looks for changes made through the pages.
    static let tick = Duration.milliseconds(250)
    /// The default wait after a change made through the pages.
    static let defaultDelay = Duration.seconds(3)
    private static let queue = DispatchQueue(label: "clipcook.serve.sync")

    init(root: String, interval: Duration, delay: Duration = defaultDelay, service: KitchenService, log: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.interval = interval
        self.delay = delay
        self.service = service
        self.log = log
    }

    /// Syncs until the task is cancelled; a sync under way is let finish.
    func run() async {
        // Nothing is synced until the server listens (a port in use stops it first).
        while await !service.isServing {
            do {
                try await Task.sleep(for: Self.tick)
            } catch {
                return
            }
        }
        let clock = ContinuousClock()
        var last: ContinuousClock.Instant?
        var seen = await service.changesMade
        var changedAt: ContinuousClock.Instant?
        var logged: String?
        while !Task.isCancelled {
            let now = clock.now
            let changes = await service.changesMade
            if changes != seen {
                seen = changes
                changedAt = now
            }
            let due = last.map { now - $0 >= interval } ?? true
            let settled = changedAt.map { now - $0 >= delay } ?? false
            if due || settled {
                changedAt = nil
                let status = await Self.sync(root: root)
                last = clock.now
                logged = report(status, after: logged)
                await service.noteSync(status)
            }
            do {
                try await Task.sleep(for: Self.tick)
            } catch {
                return
            }
        }
    }

    /// Logs a failure once (until a sync succeeds again) and each conflict;
    /// the failure logged now.
    private func report(_ status: SyncStatus, after logged: String?) -> String? {
        let relative = Self.shown(status.summary, root: root)
        if status.failed {
            if relative != logged { log("clipcook serve: sync failed: \(TerminalText.escaped(relative))\n") }
            return relative
        }
        for place in status.conflicts { log("clipcook serve: sync: conflict: \(TerminalText.escaped(place))\n") }
        return nil
    }

    /// `text` as a page shows it: paths relative to the collection, and the
    /// collection's own folder named, not spelt out (a page never says where
    /// the server keeps the files).
    static func shown(_ text: String, root: String) -> String {
        var text = PagePaths.relative(text, root: root)
        for folder in Set([root, CollectionLoader.absolutePath(of: root)]).sorted(by: { $0.count > $1.count }) where folder.count > 1 {
            text = text.replacingOccurrences(of: folder, with: "the collection folder")
        }
        return text
    }

    /// One sync on the sync thread, the server's threads left free.
    static func sync(root: String) async -> SyncStatus {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: syncNow(root: root)) }
        }
    }

    static func syncNow(root: String) -> SyncStatus {
        do {
            let report = try SyncEngine(folder: root).run()
            return SyncStatus(finished: Date(), summary: report.line, failed: false, conflicts: report.conflicts.map(\.description))
        } catch {
            return SyncStatus(finished: Date(), summary: error.message, failed: true)
        }
    }
}
