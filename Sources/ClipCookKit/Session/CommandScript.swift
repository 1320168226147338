/// Turns script text into commands: one per line or per `;`, `#` comment
/// lines and a first-line shebang skipped, a line ending in `\` or inside an
/// open quote continued on the next line.
public enum CommandScript {
    public struct Command: Hashable, Sendable {
        /// The command text (continuation lines joined).
        public var text: String
        /// 1-based line where the command starts.
        public var line: Int

        public init(text: String, line: Int) {
            self.text = text
            self.line = line
        }
    }

    public static func commands(in script: String) -> [Command] {
        var commands: [Command] = []
        var current = ""
        var startLine = 1
        var quote: Character?
        var escaped = false
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
        func finish() {
            let trimmed = current.trimmingBlanks()
            if !trimmed.isEmpty { commands.append(Command(text: trimmed, line: startLine)) }
            current = ""
        }
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            var line = Substring(rawLine)
            if line.last == "\r" { line = line.dropLast() }
            if quote == nil, current.trimmingBlanks().isEmpty {
                let content = line.drop { $0 == " " || $0 == "\t" }
                if content.hasPrefix("#") || (index == 0 && content.hasPrefix("#!")) { continue }
                startLine = lineNumber
            }
            var continued = false
            for ch in line {
                if let open = quote {
                    current.append(ch)
                    if escaped { escaped = false } else if ch == "\\" && open == "\"" { escaped = true } else if ch == open { quote = nil }
                    continue
                }
                if ch == ";" {
                    finish()
                    startLine = lineNumber
                } else {
                    if ch == "\"" || ch == "'" { quote = ch }
                    current.append(ch)
                }
            }
            if quote != nil {
                current.append("\n")
                continue
            }
            if current.hasSuffix("\\") {
                current.removeLast()
                current.append(" ")
                continued = true
            }
            if !continued { finish() }
        }
        finish()
        return commands
    }

    /// Whether `text` typed so far needs another line: an open quote or a
    /// trailing backslash.
    public static func needsMoreInput(_ text: String) -> Bool {
        var quote: Character?
        var escaped = false
        var lastOutside: Character?
        for ch in text {
            if let open = quote {
                if escaped { escaped = false } else if ch == "\\" && open == "\"" { escaped = true } else if ch == open { quote = nil }
                continue
            }
            if ch == "\"" || ch == "'" { quote = ch }
            if ch != " " && ch != "\t" { lastOutside = ch }
        }
        let trimmed = text.trimmingBlanks()
        if trimmed.hasPrefix("#") { return false }
        return quote != nil || (lastOutside == "\\" && text.last == "\\")
    }
}

extension StringProtocol {
    func trimmingBlanks() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}
