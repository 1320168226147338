import ClipCookCore
import ClipCookDomain
import ClipCookStore
import Foundation

/// Cook mode's timers kept across a restart of the kitchen view: a small
/// JSON file in the collection's hidden state folder, `.clipcook/` (with a
/// `.gitignore` of `*`, so that `sync` never commits it), written
/// atomically through the collection's writer after each timer change and
/// read when the server starts. It holds each timer's end time (or what
/// was left of a paused one), so a timer that ran out while the server was
/// down is read back as done.
enum CookTimerFile {
    static let folder = UndoJournal.folderName
    static let name = "cook-timers.json"
    /// A bigger file is not read: this server never writes one.
    static let maxBytes = 1 << 20
    static let maxTimersPerBoard = 100
    static let maxNameBytes = 512
    /// No time of a timer is past this many seconds since 1970 (the year 2286).
    static let maxSeconds = 10_000_000_000.0

    struct Contents: Codable {
        var version: Int
        var boards: [Board]
    }

    struct Board: Codable {
        var cook: String
        var recipe: String
        var used: Double
        var timers: [Timer]
    }

    /// A timer: `state` running (`at` its end), paused (`at` what is left)
    /// or done (`at` when it ran out); `length` its whole length, in seconds.
    struct Timer: Codable {
        var name: String
        var recipe: String
        var step: Int
        var length: Double
        var state: String
        var at: Double
    }

    static func path(root: String) -> String {
        ((root as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(name)
    }

    /// The timers the file keeps; none, with the reason, when it cannot be read.
    static func read(root: String) -> (timers: CookTimers, problem: String?) {
        let path = path(root: root)
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.load(atPath: path, limit: maxBytes).bytes
        } catch {
            if case .notFound = error { return (CookTimers(), nil) }
            return (CookTimers(), "\(folder)/\(name): \(error.message); cook mode's timers start empty")
        }
        guard let contents = try? JSONDecoder().decode(Contents.self, from: Data(bytes)), contents.version == 1 else {
            return (CookTimers(), "\(folder)/\(name) is not a file of cook timers this version wrote; cook mode's timers start empty")
        }
        return (CookTimers(saved: contents.boards.compactMap(saved)), nil)
    }

    /// Writes `timers` (only the boards with a timer); the reason when it could not.
    static func write(_ timers: CookTimers, root: String) -> String? {
        let writer = CollectionWriter(root: root)
        let contents = Contents(version: 1, boards: timers.saved.map(board))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(contents) else { return "could not write the cook timers" }
        do throws(AtomicWriter.WriteError) {
            try UndoJournal(writer: writer).keepOutOfGit()
            try writer.overwrite(Array(data) + [UInt8(ascii: "\n")], at: path(root: root))
            return nil
        } catch {
            return "\(folder)/\(name): \(error.message); the cook timers are kept until the server stops"
        }
    }

    static func board(_ saved: CookTimers.Saved) -> Board {
        Board(
            cook: saved.session, recipe: saved.recipe, used: CookTime.seconds(saved.used),
            timers: saved.timers.map { timer in
                let (state, at): (String, Duration)
                switch timer.state {
                case .running(let deadline): (state, at) = ("running", deadline)
                case .paused(let remaining): (state, at) = ("paused", remaining)
                case .expired(let when): (state, at) = ("done", when)
                }
                return Timer(
                    name: timer.name, recipe: timer.recipe, step: timer.step, length: CookTime.seconds(timer.length), state: state,
                    at: CookTime.seconds(at))
            })
    }

    /// A board read back, or nil when anything in it is not what this server writes.
    static func saved(_ board: Board) -> CookTimers.Saved? {
        guard isName(board.cook), isName(board.recipe), let used = duration(board.used), board.timers.count <= maxTimersPerBoard else {
            return nil
        }
        var timers: [KitchenTimer] = []
        for timer in board.timers {
            guard isName(timer.name), timer.recipe.utf8.count <= maxNameBytes, (1...1_000_000).contains(timer.step),
                let length = duration(timer.length), let at = duration(timer.at)
            else { return nil }
            let state: KitchenTimer.State
            switch timer.state {
            case "running": state = .running(deadline: at)
            case "paused": state = .paused(remaining: at)
            case "done": state = .expired(at: at)
            default: return nil
            }
            timers.append(KitchenTimer(name: timer.name, recipe: timer.recipe, step: timer.step, length: length, state: state))
        }
        return CookTimers.Saved(session: board.cook, recipe: board.recipe, used: used, timers: timers)
    }

    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maxNameBytes && !text.contains("\n")
    }

    /// Seconds as a duration, to the millisecond: nil unless 0 to `maxSeconds`.
    static func duration(_ seconds: Double) -> Duration? {
        guard seconds.isFinite, seconds >= 0, seconds <= maxSeconds, let milliseconds = Int64(exactly: (seconds * 1000).rounded()) else {
            return nil
        }
        return .milliseconds(milliseconds)
    }
}
