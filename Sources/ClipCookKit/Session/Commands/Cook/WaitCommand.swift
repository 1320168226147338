import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `wait N`: lets time pass. In scripts the clock is virtual, so this is how
/// a script reaches a timer's end; at the REPL it waits for real (Ctrl-C
/// stops it).
struct WaitCommand: SessionCommand {
    let spec = CommandSpec(
        "wait", synopsis: "wait DURATION",
        summary: "let time pass: 'wait 90' (seconds) or 'wait 10 min'; scripts move a virtual clock",
        argument: .text)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        let text = arguments.joined(separator: " ")
        guard !text.isEmpty else { return .failure(CommandError("'wait' needs a duration, e.g. 'wait 90' or 'wait 10 min'")) }
        let seconds: Int
        if let plain = Int(text) {
            seconds = plain
        } else if let written = DurationText.seconds(in: text) {
            seconds = written
        } else {
            return .failure(CommandError("'wait' needs a duration such as '90' or '1 h 30 min', not '\(text)'"))
        }
        guard (0...DurationMention.maximumSeconds).contains(seconds) else {
            return .failure(CommandError("'wait' takes 0 seconds to \(DurationMention.maximumSeconds / 86_400) days"))
        }
        let waited = session.clock.wait(.seconds(seconds), isCancelled: session.isCancelled)
        var outcome = CommandOutcome(
            command: "", text: "waited " + DurationText.format(seconds: CookTime.wholeSecondsUp(waited)),
            data: ["waited": .int(CookTime.wholeSecondsUp(waited))])
        if session.isCooking { outcome.attach("cook", session.cookStateMember()) }
        return .success(outcome)
    }
}
