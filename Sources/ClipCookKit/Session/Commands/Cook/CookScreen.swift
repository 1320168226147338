import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What cook mode prints and writes to JSON: the step screen, timer lines,
/// the state object, expiry announcements and the prompts' timer part.
extension Session {
    /// "Step N of M", a progress bar, the step, the ingredients it uses and its timers.
    func stepScreen() -> String {
        guard let cooking = cookSession else { return "" }
        let now = clock.now
        var lines: [String] = []
        let title = style.bold(CookText.visible(cooking.recipe.title)) + style.dim(" (serves \(cooking.servings))")
        lines.append(title)
        lines.append(
            style.accent("Step \(cooking.stepNumber) of \(cooking.stepCount)") + "  " + progressBar(cooking.stepNumber, of: cooking.stepCount))
        lines.append(CookText.visible(cooking.step.text))
        let used = cooking.stepIngredients
        if !used.isEmpty {
            lines.append("")
            lines += used.map { "  \(style.bullet) " + ingredientLine($0) }
        }
        let timers = cooking.stepTimers
        if !timers.isEmpty {
            lines.append("")
            for definition in timers {
                lines.append("  " + timerLine(definition, board: timerBoard.timer(named: definition.name), now: now))
            }
        }
        return lines.joined(separator: "\n")
    }

    func progressBar(_ done: Int, of total: Int, width: Int = 20) -> String {
        guard total > 0 else { return "" }
        let filled = min(width, max(0, done * width / total))
        let (full, empty) = style.unicode ? ("█", "░") : ("#", "-")
        return "[" + String(repeating: full, count: filled) + String(repeating: empty, count: width - filled) + "]"
    }

    func ingredientLine(_ ingredient: Ingredient) -> String {
        Self.ingredientLine(ingredient, style: style)
    }

    static func ingredientLine(_ ingredient: Ingredient, style: TextStyle) -> String {
        var line = ""
        if !ingredient.amount.isEmpty { line += style.bold(CookText.visible(ingredient.amount)) + " " }
        line += CookText.visible(ingredient.name)
        if let notes = ingredient.notes, !notes.isEmpty { line += ", " + CookText.visible(notes) }
        return line
    }

    /// `timer rest  10:00  ready  (timer start rest)`.
    func timerLine(_ definition: TimerDefinition, board: KitchenTimer?, now: Duration) -> String {
        var line = "timer " + style.bold(definition.name) + "  "
        if let board {
            line += CookTime.clock(CookTime.wholeSecondsUp(board.remaining(at: now))) + "  " + board.stateName
        } else {
            line += CookTime.clock(definition.seconds) + "  ready"
            var hint = "timer start \(definition.name)"
            if definition.isSuggested { hint = "suggested from the text; " + hint }
            if let upper = definition.upperSeconds { hint += "; check again by " + CookTime.clock(upper) }
            line += "  " + style.dim("(" + hint + ")")
        }
        return line
    }

    /// `rest 9:42` or `rest 9:42 paused`.
    func timerSummary(_ timer: KitchenTimer) -> String {
        let left = CookTime.clock(CookTime.wholeSecondsUp(timer.remaining(at: clock.now)))
        return timer.name + " " + left + (timer.isPaused ? " paused" : "")
    }

    /// The timers as they stand now, for `timers` and cook mode's state.
    func timerList() -> CookTimerList {
        CookTimerList(cooking: cookSession, board: timerBoard, now: clock.now)
    }

    /// The state of cook mode, as `--json` prints it after every cook
    /// command, its timers written in pieces (attach it to the outcome).
    func cookStateMember() -> JSONPieces.Member {
        timerList().state(isCooking: isCooking)
    }

    // MARK: Expiry

    /// The timers due by now, marked done, as announcement lines.
    public func takeTimerAnnouncements() -> [String] {
        timerBoard.expire(now: clock.now).map(announcement)
    }

    func attachExpiredTimers(to outcome: inout CommandOutcome) {
        let expired = timerBoard.expire(now: clock.now)
        guard !expired.isEmpty else { return }
        outcome.announcements = expired.map(announcement)
        // Attached, so that a reply made lazily or written in pieces stays so.
        outcome.attach(
            "expired",
            .array(
                expired.map { timer in
                    .object(["name": .string(timer.name), "recipe": .string(timer.recipe), "step": .int(timer.step)])
                }))
        if outcome.hasKnownMember("cook") { outcome.attach("cook", cookStateMember()) }
    }

    func announcement(_ timer: KitchenTimer) -> String {
        let length = DurationText.format(seconds: CookTime.wholeSecondsUp(timer.length))
        let whose = timer.recipe.isEmpty ? "" : ", step \(timer.step) of \(CookText.visible(timer.recipe))"
        return style.bold("timer \(timer.name) is done") + " (\(length)\(whose))"
    }

    /// How long until the next running timer is due (nil: none running).
    public var timeUntilNextTimer: Duration? {
        timerBoard.nextDeadline.map { max(.zero, $0 - clock.now) }
    }

    // MARK: Prompts

    /// The prompt: `cook 3/5> ` in cook mode, else the REPL's, with the
    /// running timers in front: `[rest 9:42] clipcook> `.
    public func prompt(repl: String) -> String {
        var prompt = repl
        if isCooking, let cooking = cookSession { prompt = "cook \(cooking.stepNumber)/\(cooking.stepCount)> " }
        let live = timerBoard.live
        guard !live.isEmpty else { return prompt }
        return "[" + live.map(timerSummary).joined(separator: ", ") + "] " + prompt
    }
}

/// Text from the collection as a terminal may show it: control characters
/// (a JSON import can carry them escaped) in caret notation, never raw.
enum CookText {
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 {
                shown += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            } else if isControl(scalar) {
                shown += "^?"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
