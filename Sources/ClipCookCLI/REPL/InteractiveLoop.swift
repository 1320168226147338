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
        let folder = URL(fileURLWithPath: root).standardizedFileURL.path
        print(style.bold("ClipCook") + " " + style.dim(folder))
        print(session.summary)
        print(style.dim("type 'help' for the commands, Tab to complete, Ctrl-D to quit"))
        var pending = ""
        while true {
            switch editor.read(prompt: pending.isEmpty ? InteractiveLoop.prompt : InteractiveLoop.continuationPrompt) {
            case .endOfInput:
                print("")
                return 0
            case .interrupted:
                pending = ""
            case .line(let line):
                pending += pending.isEmpty ? line : "\n" + line
                if CommandScript.needsMoreInput(pending) { continue }
                let text = pending
                pending = ""
                editor.remember(text)
                if runLine(text) { return 0 }
            }
        }
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
                print(outcome.jsonLine)
            } else if !outcome.text.isEmpty {
                print(outcome.text)
            }
            if let error = outcome.error {
                var message = style.error("error:") + " " + error.message
                if let suggestion = error.suggestion { message += "; " + suggestion }
                ScriptRunner.report(message)
                for candidate in error.candidates { ScriptRunner.report("  " + candidate) }
            }
            if outcome.quits { return true }
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
