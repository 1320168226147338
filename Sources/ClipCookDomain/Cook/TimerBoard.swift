import ClipCookCore
import ClipCookLanguage

/// Every started timer, across steps and recipes, with the pure arithmetic of
/// starting, pausing, resuming, resetting and expiring them at a given time.
/// The caller passes the clock's `now`; nothing here reads a clock.
public struct TimerBoard: Hashable, Sendable {
    /// In the order they were started.
    public private(set) var timers: [KitchenTimer] = []

    public init() {}

    public func timer(named name: String) -> KitchenTimer? {
        timers.first { $0.name == name }
    }

    /// Starts the timer `definition` (again, when it is done).
    public mutating func start(_ definition: TimerDefinition, recipe: String, now: Duration) throws(CookError) {
        let length = Duration.seconds(definition.seconds)
        let fresh = KitchenTimer(
            name: definition.name, recipe: recipe, step: definition.step, length: length,
            state: .running(deadline: now + length))
        if let index = timers.firstIndex(where: { $0.name == definition.name }) {
            let existing = timers[index]
            switch existing.state {
            case .running:
                throw CookError(
                    "timer \(definition.name) is already running (\(CookTime.clock(CookTime.wholeSecondsUp(existing.remaining(at: now)))) left)",
                    suggestion: "'timer reset \(definition.name)' to start it over")
            case .paused:
                throw CookError("timer \(definition.name) is paused", suggestion: "'timer resume \(definition.name)' to go on")
            case .expired:
                timers.remove(at: index)
            }
        }
        timers.append(fresh)
    }

    public mutating func pause(_ name: String, now: Duration) throws(CookError) {
        let index = try started(name)
        guard case .running = timers[index].state else {
            throw CookError("timer \(name) is not running (\(timers[index].stateName))")
        }
        timers[index].state = .paused(remaining: timers[index].remaining(at: now))
    }

    public mutating func resume(_ name: String, now: Duration) throws(CookError) {
        let index = try started(name)
        guard case .paused(let remaining) = timers[index].state else {
            throw CookError("timer \(name) is not paused (\(timers[index].stateName))")
        }
        timers[index].state = .running(deadline: now + remaining)
    }

    /// Stops the timer and forgets it: it can be started again at full length.
    public mutating func reset(_ name: String) {
        timers.removeAll { $0.name == name }
    }

    /// Marks every running timer due at `now` as done and returns them, the
    /// earliest first (timers due at the same instant in the order started).
    public mutating func expire(now: Duration) -> [KitchenTimer] {
        var due: [(deadline: Duration, order: Int)] = []
        for (index, timer) in timers.enumerated() {
            if case .running(let deadline) = timer.state, deadline <= now { due.append((deadline, index)) }
        }
        due.sort { $0.deadline != $1.deadline ? $0.deadline < $1.deadline : $0.order < $1.order }
        return due.map { entry in
            timers[entry.order].state = .expired(at: entry.deadline)
            return timers[entry.order]
        }
    }

    /// When the next running timer is due.
    public var nextDeadline: Duration? {
        timers.compactMap { timer -> Duration? in
            if case .running(let deadline) = timer.state { return deadline }
            return nil
        }.min()
    }

    /// Timers counting down or paused.
    public var live: [KitchenTimer] { timers.filter { !$0.isExpired } }

    /// Puts back the timers an earlier run kept (a restarted kitchen view's),
    /// in their order, the first of each name only; what was here is gone.
    public mutating func restore(_ kept: [KitchenTimer]) {
        var names: Set<String> = []
        timers = kept.filter { names.insert($0.name).inserted }
    }

    /// Forgets the timers that are done.
    public mutating func clearExpired() {
        timers.removeAll(where: \.isExpired)
    }

    private func started(_ name: String) throws(CookError) -> Int {
        guard let index = timers.firstIndex(where: { $0.name == name }) else {
            throw CookError("timer \(name) has not been started", suggestion: "'timer start \(name)'", kind: .notFound)
        }
        return index
    }
}
