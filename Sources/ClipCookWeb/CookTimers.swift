import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import Foundation

/// Cook mode's timers of each browser, one `TimerBoard` a cook session (the
/// browser's `clipcook_cook` cookie) and recipe, kept by the server so that
/// a reload or a locked screen loses none: a timer's end time is here, and
/// each page works out from it what is left. The board reads the wall
/// clock as the time since 1970, so its deadlines are end times, and a
/// restarted server that reads them back (`CookTimerFile`) finds a timer
/// that ran out meanwhile done.
struct CookTimers: Sendable {
    /// A key's board, and when it was last used (to forget the oldest).
    private struct Kept: Sendable {
        var board = TimerBoard()
        var used: Duration
    }

    private var boards: [String: Kept] = [:]

    init() {}

    /// One board as the state file keeps it.
    struct Saved: Sendable, Equatable {
        var session: String
        var recipe: String
        var used: Duration
        var timers: [KitchenTimer]
    }

    /// Every board with a timer on it, the most recently used first.
    var saved: [Saved] {
        boards.compactMap { key, kept -> Saved? in
            guard !kept.board.timers.isEmpty, let split = key.firstIndex(of: "\n") else { return nil }
            return Saved(
                session: String(key[..<split]), recipe: String(key[key.index(after: split)...]), used: kept.used, timers: kept.board.timers)
        }.sorted { $0.used != $1.used ? $0.used > $1.used : ($0.session, $0.recipe) < ($1.session, $1.recipe) }
    }

    /// The boards of a state file, at most `maxBoards` of them.
    init(saved: [Saved]) {
        for entry in saved.prefix(Self.maxBoards) {
            var board = TimerBoard()
            board.restore(entry.timers)
            boards[Self.key(entry.session, entry.recipe)] = Kept(board: board, used: entry.used)
        }
    }
    /// At most this many boards are kept; the least recently used goes first.
    static let maxBoards = 512

    /// What a page's timer button asks for.
    enum Action: String, Sendable, CaseIterable {
        case start, pause, resume, cancel, dismiss
    }

    /// What an action came to: done, or nothing to do because the timer
    /// already runs (the page then shows that one: never a second).
    enum Outcome: Sendable, Equatable {
        case done(String)
        case alreadyStarted(String)
    }

    /// The wall clock, as the time since 1970.
    static func now() -> Duration {
        .seconds(Date().timeIntervalSince1970)
    }

    private static func key(_ session: String, _ recipe: String) -> String { session + "\n" + recipe }

    /// The timers of `recipe` for the browser of `session`, those due by
    /// `now` marked done.
    mutating func timers(session: String, recipe: String, now: Duration) -> [KitchenTimer] {
        let key = Self.key(session, recipe)
        guard var kept = boards[key] else { return [] }
        _ = kept.board.expire(now: now)
        boards[key] = kept
        return kept.board.timers
    }

    mutating func apply(
        _ action: Action, _ definition: TimerDefinition, session: String, recipe: Recipe, now: Duration
    ) throws(CookError) -> Outcome {
        let key = Self.key(session, recipe.id)
        var kept = boards[key] ?? Kept(used: now)
        kept.used = now
        _ = kept.board.expire(now: now)
        let name = definition.name
        let label = definition.label ?? "step \(definition.step)"
        let outcome: Outcome
        switch action {
        case .start:
            if let running = kept.board.timer(named: name), !running.isExpired {
                outcome = .alreadyStarted("timer '\(label)' is already \(running.stateName)")
            } else {
                try kept.board.start(definition, recipe: recipe.title, now: now)
                outcome = .done("started timer '\(label)'")
            }
        case .pause:
            try kept.board.pause(name, now: now)
            outcome = .done("paused timer '\(label)'")
        case .resume:
            try kept.board.resume(name, now: now)
            outcome = .done("resumed timer '\(label)'")
        case .cancel, .dismiss:
            guard kept.board.timer(named: name) != nil else {
                throw CookError("timer '\(label)' has not been started", kind: .notFound)
            }
            kept.board.reset(name)
            outcome = .done(action == .cancel ? "cancelled timer '\(label)'" : "dismissed timer '\(label)'")
        }
        boards[key] = kept
        forgetOldest()
        return outcome
    }

    private mutating func forgetOldest() {
        guard boards.count > Self.maxBoards else { return }
        let byAge = boards.sorted { $0.value.used < $1.value.used }
        for (key, _) in byAge.prefix(boards.count - Self.maxBoards) { boards[key] = nil }
    }
}
