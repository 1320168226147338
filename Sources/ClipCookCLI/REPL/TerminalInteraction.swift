import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import LineEditing

/// Questions asked at the terminal, answered on the same line editor.
final class TerminalInteraction: SessionInteraction {
    /// Set once the editor exists (the editor's completer needs the session first).
    var editor: LineEditor?
    let style: TextStyle

    init(style: TextStyle) {
        self.style = style
    }

    var isInteractive: Bool { true }

    private func ask(_ prompt: String) -> String? {
        guard let editor else { return nil }
        switch editor.read(prompt: prompt) {
        case .line(let text): return text.trimmingCharacters(in: .whitespaces).lowercased()
        case .interrupted, .endOfInput: return nil
        }
    }

    func choose(_ question: String, options: [String]) -> Int? {
        tell(question)
        for (number, option) in options.enumerated() { tell("  \(number + 1). \(option)") }
        while true {
            guard let answer = ask("number (Return to cancel): "), !answer.isEmpty else { return nil }
            if let number = Int(answer), (1...options.count).contains(number) { return number - 1 }
            tell("please answer a number from 1 to \(options.count), or press Return")
        }
    }

    func confirm(_ question: String, defaultAnswer: Bool) -> Bool {
        while true {
            guard let answer = ask(question + (defaultAnswer ? " [Y/n] " : " [y/N] ")) else { return false }
            switch answer {
            case "": return defaultAnswer
            case "y", "yes": return true
            case "n", "no": return false
            default: tell("please answer y or n")
            }
        }
    }

    func resolve(_ conflict: Conflict) -> ConflictChoice? {
        if conflict.isDeletedOnDisk {
            tell(style.warn("\(conflict.path) was deleted on disk since it was read"))
        } else {
            tell(style.warn("\(conflict.path) changed on disk since it was read"))
        }
        let canRebase = conflict.rebased != nil
        tell(
            (canRebase ? "a: make my change on the version on disk; " : "")
                + "m: write mine over it; t: keep theirs, drop my change; d: show the difference; c: cancel")
        let question = (canRebase ? "[a]pply on top, " : "") + "keep [m]ine, keep [t]heirs, show the [d]ifference, or [c]ancel? "
        while true {
            guard let answer = ask(question) else { return nil }
            switch answer {
            case "a" where canRebase, "apply" where canRebase: return .applyOnTop
            case "m", "mine": return .keepMine
            case "t", "theirs": return .keepTheirs
            case "d", "diff", "difference": tell(conflict.difference)
            case "c", "cancel", "": return nil
            default: tell(canRebase ? "please answer a, m, t, d or c" : "please answer m, t, d or c")
            }
        }
    }

    func edit(path: String) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        // The editor setting may carry arguments ("code --wait"): let the shell split it.
        // In the foreground: a terminal editor reads the keyboard.
        let status = ForegroundCommand.run(shell: editor + " \"$1\"", name: "clipcook-edit", arguments: [path])
        _ = LineEditor.takeInterrupt()
        switch status {
        case nil, 126, 127:
            // Not started (the shell's "not executable" / "not found"), or killed.
            return false
        case 0:
            return true
        case let code?:
            // The editor ran but gave up (vim's :cq): the file is checked as it is now.
            tell(style.warn("the editor exited with status \(code)"))
            return true
        }
    }

    func tell(_ text: String) {
        print(text)
    }
}
