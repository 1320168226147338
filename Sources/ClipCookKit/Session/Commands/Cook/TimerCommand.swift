import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `timer start|pause|resume|reset [NAME]`: controls one timer. Without a
/// NAME, the step's timer (or the only one running / paused).
/// `timer DURATION [LABEL]` starts a timer of its own, in cook mode or not.
struct TimerCommand: SessionCommand {
    let spec = CommandSpec(
        "timer", synopsis: "timer DURATION [LABEL] | timer start|pause|resume|reset [NAME]",
        summary: "start a timer of your own, or start, pause, resume or reset a timer",
        details: [
            "DURATION: 10 min, 90 s, 1 h 30 min, 10min; LABEL names it (\"tea\", \"the oven\": the-oven), else it is 'timer'.",
            "In cook mode a timer of your own belongs to the recipe and step shown.",
            "NAME is the timer's label as one word (\"each side\" is each-side), or stepN; 'timers' lists them.",
            "A recipe's timer whose label another recipe's timer already has is named after its recipe too (eggs-shakshuka);",
            "in cook mode 'timer start eggs' starts the recipe's own.",
            "Without NAME: the timer of the step shown, or the only one running (pause) or paused (resume).",
        ],
        subcommands: TimerAction.allCases.map { action in
            CommandSpec(
                action.rawValue, synopsis: "timer \(action.rawValue) [NAME]", summary: action.summary,
                completer: { arguments, typed, session in
                    arguments.isEmpty ? CompletionEngine.matching(typed, session.timerNames(for: action)) : []
                },
                handler: { arguments, session in
                    guard arguments.count <= 1 else {
                        return .failure(CommandError("'timer \(action.rawValue)' takes one timer name, got '\(arguments[1])'"))
                    }
                    return session.timer(action, named: arguments.first)
                })
        })

    /// `timer DURATION [LABEL]`; any other word is not an action.
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if let adHoc = TimerCommand.adHoc(arguments) { return session.startAdHocTimer(seconds: adHoc.seconds, label: adHoc.label) }
        let got = arguments.first.map { ", not '\($0)'" } ?? ""
        return .failure(
            CommandError(
                "'timer' needs a duration (timer 10 min [LABEL]) or start, pause, resume or reset\(got)",
                suggestion: "'timers' lists the timers"))
    }

    /// `10 min tea`: the longest run of words at the front that is a
    /// duration, and the rest as the label.
    static func adHoc(_ arguments: [String]) -> (seconds: Int, label: String?)? {
        for count in stride(from: min(arguments.count, 6), through: 1, by: -1) {
            let text = arguments[..<count].joined(separator: " ")
            guard let seconds = DurationText.seconds(in: text) else { continue }
            let rest = arguments[count...].joined(separator: " ")
            return (seconds, rest.isEmpty ? nil : rest)
        }
        return nil
    }

}

/// What `timer start|pause|resume|reset` does to a timer.
enum TimerAction: String, CaseIterable, Sendable {
    case start, pause, resume, reset

    var summary: String {
        switch self {
        case .start: "start counting down (again, once done)"
        case .pause: "stop counting, keeping the time left"
        case .resume: "go on counting from where it paused"
        case .reset: "stop it and put it back to its full time"
        }
    }

    /// How a message says it was done.
    var done: String {
        switch self {
        case .start: "started"
        case .pause: "paused"
        case .resume: "resumed"
        case .reset: "reset"
        }
    }
}

extension Session {
    /// `timer DURATION [LABEL]`: a timer of the cook's own, named by its
    /// label (`timer` without one), made unique among the timers counting;
    /// in cook mode it belongs to the recipe and step shown.
    func startAdHocTimer(seconds: Int, label: String?) -> Result<CommandOutcome, CommandError> {
        guard (1...DurationMention.maximumSeconds).contains(seconds) else {
            return .failure(CommandError("a timer runs 1 second to \(DurationMention.maximumSeconds / 86_400) days"))
        }
        let base = label.flatMap(TimerDefinition.slug) ?? "timer"
        let taken = Set(timerBoard.live.map(\.name) + (cookSession?.timers.map(\.name) ?? []))
        var name = base
        var counter = 2
        while taken.contains(name) {
            name = "\(base)-\(counter)"
            counter += 1
        }
        let cooking = isCooking ? cookSession : nil
        let definition = TimerDefinition(name: name, step: cooking?.stepNumber ?? 0, seconds: seconds, label: label)
        let now = clock.now
        do throws(CookError) {
            try timerBoard.start(definition, recipe: cooking?.recipe.title ?? "", now: now)
        } catch {
            return .failure(CommandError(error))
        }
        let whose = cooking.map { " (step \($0.stepNumber) of \(CookText.visible($0.recipe.title)))" } ?? ""
        let text = "timer \(name) started: \(CookTime.clock(seconds)) left" + whose
        var outcome = CommandOutcome(command: "", text: text, data: ["timer": .string(name)])
        if cooking != nil { outcome.attach("cook", cookStateMember()) } else { outcome.attach("timers", timerList().jsonElements()) }
        return .success(outcome)
    }

    /// The names `timer ACTION` may take, the likeliest first.
    func timerNames(for action: TimerAction) -> [String] {
        let board = timerBoard.timers
        switch action {
        case .pause: return board.filter(\.isRunning).map(\.name)
        case .resume: return board.filter(\.isPaused).map(\.name)
        case .reset: return board.map(\.name) + (cookSession?.timers.map(\.name) ?? [])
        case .start:
            let step = cookSession.map { cooking in cooking.stepTimers.map(\.name) } ?? []
            return step + (cookSession?.timers.map(\.name) ?? []) + board.filter(\.isExpired).map(\.name)
        }
    }

    func timer(_ action: TimerAction, named typed: String?) -> Result<CommandOutcome, CommandError> {
        let name: String
        switch resolveTimerName(typed, for: action) {
        case .success(let found): name = found
        case .failure(let error): return .failure(error)
        }
        let now = clock.now
        do throws(CookError) {
            switch action {
            case .start:
                if let definition = cookSession?.timer(named: name) {
                    try timerBoard.start(definition, recipe: cookSession?.recipe.title ?? "", now: now)
                } else if let old = timerBoard.timer(named: name) {
                    let definition = TimerDefinition(name: old.name, step: old.step, seconds: CookTime.wholeSecondsUp(old.length))
                    try timerBoard.start(definition, recipe: old.recipe, now: now)
                }
            case .pause: try timerBoard.pause(name, now: now)
            case .resume: try timerBoard.resume(name, now: now)
            case .reset: timerBoard.reset(name)
            }
        } catch {
            return .failure(CommandError(error))
        }
        var text = "timer \(name) \(action.done)"
        if let timer = timerBoard.timer(named: name) {
            text += ": " + CookTime.clock(CookTime.wholeSecondsUp(timer.remaining(at: now))) + " left"
        } else if let definition = cookSession?.timer(named: name) {
            text += " to " + CookTime.clock(definition.seconds)
        }
        var outcome = CommandOutcome(command: "", text: text, data: ["timer": .string(name)])
        if isCooking || cookSession != nil {
            outcome.attach("cook", cookStateMember())
        } else {
            outcome.attach("timers", timerList().jsonElements())
        }
        return .success(outcome)
    }

    /// The timer a `timer ACTION [NAME]` means.
    private func resolveTimerName(_ typed: String?, for action: TimerAction) -> Result<String, CommandError> {
        let known = Array(Set(timerBoard.timers.map(\.name) + (cookSession?.timers.map(\.name) ?? []))).sorted()
        if let typed {
            let name = typed.lowercased()
            // In cook mode, the recipe's own timer with that label, though
            // another recipe's timer has the label as its name.
            if action == .start, let cooking = cookSession, cooking.timer(named: name) == nil {
                let own = cooking.timers.filter { $0.labelName == name }
                if own.count == 1 { return .success(own[0].name) }
            }
            if known.contains(name) { return .success(name) }
            let suggestion = Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" }
            let listing = known.isEmpty ? "there are no timers" : "timers: " + known.joined(separator: ", ")
            return .failure(CommandError("no timer named '\(typed)'", suggestion: suggestion ?? listing, kind: .notFound))
        }
        let board = timerBoard.timers
        let candidates: [String]
        switch action {
        case .pause: candidates = board.filter(\.isRunning).map(\.name)
        case .resume: candidates = board.filter(\.isPaused).map(\.name)
        case .start, .reset: candidates = []
        }
        if candidates.count == 1 { return .success(candidates[0]) }
        if isCooking, let step = cookSession?.stepTimers, !step.isEmpty {
            // The step's first timer that the action applies to.
            let fitting = step.first { definition in
                let timer = timerBoard.timer(named: definition.name)
                switch action {
                case .start: return timer == nil || timer?.isExpired == true
                case .pause: return timer?.isRunning == true
                case .resume: return timer?.isPaused == true
                case .reset: return timer != nil
                }
            }
            return .success((fitting ?? step[0]).name)
        }
        let which = candidates.isEmpty ? known : candidates
        let problem = isCooking ? "step \(cookSession?.stepNumber ?? 0) has no timer" : "which timer?"
        return .failure(
            CommandError(
                problem,
                suggestion: which.isEmpty ? "there are no timers" : "'timer \(action.rawValue) NAME' with one of: " + which.joined(separator: ", ")))
    }
}
