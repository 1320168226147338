import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Turns script text into commands: one per line or per `;`, `#` comment
/// lines and a first-line shebang skipped, a line ending in `\` continued on
/// the next line. Lines may end in LF or CRLF. In a script a quote must close
/// on its line (a command with an open quote is marked `unterminatedQuote`);
/// at the interactive prompt (`quotesSpanLines`) an open quote continues on
/// the next line.
public enum CommandScript {
    public struct Command: Hashable, Sendable {
        /// The command text (continuation lines joined).
        public var text: String
        /// 1-based line where the command starts.
        public var line: Int
        /// The line ended inside a quote (an error in a script).
        public var unterminatedQuote: Bool

        public init(text: String, line: Int, unterminatedQuote: Bool = false) {
            self.text = text
            self.line = line
            self.unterminatedQuote = unterminatedQuote
        }
    }

    /// The script's lines, split at LF or CRLF (a lone CR ends a line too).
    static func lines(of script: String) -> [Substring] {
        script.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    public static func commands(in script: String, quotesSpanLines: Bool = false) -> [Command] {
        var commands: [Command] = []
        var current = ""
        var startLine = 1
        var quoting = CommandQuoting()
        func finish(unterminated: Bool = false) {
            let trimmed = current.trimmingBlanks()
            if !trimmed.isEmpty { commands.append(Command(text: trimmed, line: startLine, unterminatedQuote: unterminated)) }
            current = ""
        }
        for (index, line) in lines(of: script).enumerated() {
            let lineNumber = index + 1
            if !quoting.isInsideQuote, current.trimmingBlanks().isEmpty {
                let content = line.drop { $0 == " " || $0 == "\t" }
                if content.hasPrefix("#") { continue }
                startLine = lineNumber
            }
            quoting.scan(line) { ch, role in
                if role == .plain, ch == ";" {
                    finish()
                    startLine = lineNumber
                } else {
                    current.append(ch)
                }
            }
            if quoting.isInsideQuote {
                if quotesSpanLines {
                    current.append("\n")
                    continue
                }
                finish(unterminated: true)
                quoting = CommandQuoting()
                continue
            }
            if current.hasSuffix("\\") {
                current.removeLast()
                current.append(" ")
                _ = quoting.feed(" ", next: nil)
                continue
            }
            finish()
            quoting = CommandQuoting()
        }
        finish(unterminated: quoting.isInsideQuote)
        return commands
    }

    /// Whether `text` typed so far needs another line: a trailing backslash,
    /// or (when `quotesSpanLines`, at the interactive prompt) an open quote.
    public static func needsMoreInput(_ text: String, quotesSpanLines: Bool = true) -> Bool {
        let trimmed = text.trimmingBlanks()
        if trimmed.hasPrefix("#") { return false }
        var quoting = CommandQuoting()
        var lastOutside: Character?
        quoting.scan(text) { ch, role in
            if role == .plain, ch != " ", ch != "\t" { lastOutside = ch }
        }
        return (quotesSpanLines && quoting.isInsideQuote) || (lastOutside == "\\" && text.last == "\\")
    }
}
