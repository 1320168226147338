import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import LineEditing

/// The REPL on a terminal: banner, prompt, line editing, history,
/// completion, Ctrl-C and Ctrl-D.
final class InteractiveLoop {
    let root: String
    let session: Session
    let interaction: TerminalInteraction
    let style: TextStyle
    /// A command to run before the first prompt (`clipcook cook RECIPE`).
    var openingCommand: String?
    /// The start of a command continued on the next line.
    private var pending = ""
    /// Whether the editor is reading a command (not a question a command asks).
    private var readingCommand = false
    static let prompt = "clipcook> "
    static let continuationPrompt = "     ...> "

    init(root: String, json: Bool) throws {
        self.root = root
        LineEditor.prepareLocale()
        LineEditor.installInterruptHandler()
        let probe = TerminalStyle.detect(settings: Settings())
        interaction = TerminalInteraction(style: probe)
        session = try CollectionLocation.openSession(at: root, json: json, interaction: interaction, style: probe)
        style = TerminalStyle.detect(settings: session.kitchen.settings)
        session.style = style
        session.isCancelled = { LineEditor.interruptPending }
        session.stateFolder = InteractiveLoop.historyPath().map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    }

    /// Runs until `quit` or Ctrl-D; returns the exit status.
    func run() -> Int32 {
        let editor = LineEditor(programName: "clipcook", historyPath: InteractiveLoop.historyPath(), historySize: 1000) {
            [session] before in
            let proposal = session.completions(before: before)
            if let prefix = proposal.pathPrefix {
                return LineEditor.Completion(
                    replacing: proposal.replacing, candidates: PathCompletion.candidates(for: prefix).map(CommandLexer.quoteIfNeeded))
            }
            return LineEditor.Completion(replacing: proposal.replacing, candidates: proposal.candidates)
        }
        interaction.editor = editor
        defer { interaction.editor = nil }
        // A timer that runs out while the user types is announced at once,
        // above the line being edited.
        editor.interjection = LineEditor.Interjection(
            delay: { [session] in session.timeUntilNextTimer },
            messages: { [weak self] in
                guard let self else { return ([], nil) }
                // A question asked in the middle of a command keeps its own prompt.
                return (self.session.takeTimerAnnouncements(), self.readingCommand ? self.currentPrompt : nil)
            })
        let folder = URL(fileURLWithPath: root).standardizedFileURL.path
        print(style.bold("ClipCook") + " " + style.dim(folder))
        print(session.summary)
        print(style.dim("type 'help' for the commands, Tab to complete, Ctrl-D to quit"))
        if let opening = openingCommand {
            if runLine(opening) { return 0 }
        }
        var interruptedOnce = false
        while true {
            readingCommand = true
            let input = editor.read(prompt: currentPrompt)
            readingCommand = false
            if case .interrupted = input {} else { interruptedOnce = false }
            switch input {
            case .endOfInput:
                print("")
                // Ctrl-D in cook mode leaves cook mode, not the REPL.
                if session.isCooking {
                    print(session.leaveCookMode().text)
                    continue
                }
                if mayQuit() { return 0 }
            case .interrupted:
                pending = ""
                // Ctrl-C cancels the line; a second one in a row leaves cook mode.
                if session.isCooking {
                    if interruptedOnce {
                        print(session.leaveCookMode().text)
                        interruptedOnce = false
                    } else {
                        print(style.dim("(Ctrl-C again to leave cook mode; the timers keep running)"))
                        interruptedOnce = true
                    }
                }
            case .line(let line):
                // Return on an empty line is 'next' in cook mode.
                if pending.isEmpty, session.isCooking, line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    if runLine("next") { return 0 }
                    continue
                }
                pending += pending.isEmpty ? line : "\n" + line
                if CommandScript.needsMoreInput(pending) { continue }
                let text = pending
                pending = ""
                editor.remember(text)
                if runLine(text) { return 0 }
            }
        }
    }

    /// Whether to end the REPL: yes, unless timers are still counting and the
    /// user says to stay (quitting stops them).
    private func mayQuit() -> Bool {
        let live = session.timerBoard.live
        guard !live.isEmpty else { return true }
        let names = live.map(\.name).joined(separator: ", ")
        let question = (live.count == 1 ? "timer \(names) is" : "\(live.count) timers (\(names)) are") + " still counting; quit anyway?"
        return interaction.confirm(question, defaultAnswer: false)
    }

    /// The prompt for the next line: cook mode's or the REPL's, with the
    /// running timers in front.
    private var currentPrompt: String {
        pending.isEmpty ? session.prompt(repl: InteractiveLoop.prompt) : InteractiveLoop.continuationPrompt
    }

    /// Runs the commands of one entered line; true when the session should end.
    private func runLine(_ text: String) -> Bool {
        for command in CommandScript.commands(in: text, quotesSpanLines: true) {
            _ = LineEditor.takeInterrupt()
            let words = CommandLexer.split(command.text).words.map(\.text)
            if let first = words.first, ["run", "source"].contains(first.lowercased()) {
                let runner = ScriptRunner(session: session, keepGoing: false)
                _ = runner.perform(command, name: "<repl>")
                if runner.quitting { return true }
                continue
            }
            let outcome = session.execute(command.text)
            if session.format == .json {
                ScriptRunner.printJSONLine(of: outcome)
            } else {
                ScriptRunner.printText(of: outcome)
            }
            if !outcome.announcements.isEmpty {
                print("\u{07}" + outcome.announcements.joined(separator: "\n"))
            }
            if let error = outcome.error {
                var message = style.error("error:") + " " + error.message
                if let suggestion = error.suggestion { message += "; " + suggestion }
                ScriptRunner.report(message)
                for candidate in error.candidates { ScriptRunner.report("  " + candidate) }
            }
            if outcome.quits, mayQuit() { return true }
            if LineEditor.takeInterrupt() {
                ScriptRunner.report("interrupted")
                break
            }
        }
        return false
    }

    /// `$XDG_STATE_HOME/clipcook/history`, else `~/.local/state/clipcook/history`
    /// (the folder is created); nil when neither can be found or made.
    static func historyPath() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let folder = base + "/clipcook"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder + "/history"
    }
}
