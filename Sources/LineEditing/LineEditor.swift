import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The interactive line editor: libedit with emacs bindings, a history file,
/// `^R` reverse search and Tab completion. The only code in the program that
/// talks to C. Use it only when standard input and output are terminals.
public final class LineEditor {
    /// What one call to `read(prompt:)` produced.
    public enum Input: Equatable, Sendable {
        case line(String)
        /// Ctrl-C: the line being typed was thrown away.
        case interrupted
        /// Ctrl-D on an empty line, or the terminal went away.
        case endOfInput
    }

    /// The answer of a completer: replace the last `replacing` characters
    /// before the cursor with one of `candidates`.
    public struct Completion: Sendable {
        public var replacing: Int
        public var candidates: [String]

        public init(replacing: Int, candidates: [String]) {
            self.replacing = replacing
            self.candidates = candidates
        }
    }

    /// Given the text before the cursor, the possible completions.
    public typealias Completer = (String) -> Completion?

    private var editLine: OpaquePointer?
    private var history: OpaquePointer?
    private let historyPath: String?
    private var promptText: UnsafeMutablePointer<CChar>?
    private let completer: Completer?

    /// Something to say while the user may be typing (a timer that ran out):
    /// `delay` tells how long until it is due (nil: nothing pending), and
    /// `messages` is then asked for the lines to print and the prompt to
    /// show from then on. Both run on the editing thread, inside `read`.
    public struct Interjection {
        public var delay: () -> Duration?
        public var messages: () -> (lines: [String], prompt: String?)

        public init(delay: @escaping () -> Duration?, messages: @escaping () -> (lines: [String], prompt: String?)) {
            self.delay = delay
            self.messages = messages
        }
    }

    /// Set to print messages above the line being edited as they fall due;
    /// the prompt and the partial input are redrawn after them.
    public var interjection: Interjection?

    /// Opens the editor on standard input/output. `historyPath` is loaded now
    /// and saved after every `remember`; its folder must exist.
    public init(programName: String, historyPath: String?, historySize: Int = 1000, completer: Completer? = nil) {
        self.historyPath = historyPath
        self.completer = completer
        LineEditor.prepareLocale()
        history = cc_history_open(Int32(max(1, historySize)))
        if let history, let historyPath {
            _ = cc_history_load(history, historyPath)
        }
        editLine = cc_el_open(programName)
        guard let editLine else { return }
        let client = Unmanaged.passUnretained(self).toOpaque()
        cc_el_configure(editLine, client, { el in LineEditor.owner(of: el)?.promptText }, history)
        cc_el_bind_function(editLine, "clipcook-complete", "complete the word before the cursor", "^I") { el, _ in
            guard let editor = LineEditor.owner(of: el) else { return UInt8(CC_ERROR) }
            return editor.complete()
        }
        cc_el_set_wait_hook(editLine) { el, due in
            LineEditor.owner(of: el)?.waitForKey(due: due != 0) ?? -1
        }
        // The user's ~/.editrc, if any, may add or change bindings.
        el_source(editLine, nil)
    }

    deinit {
        if let editLine { el_end(editLine) }
        if let history { history_end(history) }
        free(promptText)
    }

    /// Shows `prompt` and reads one line (without its newline).
    public func read(prompt: String) -> Input {
        free(promptText)
        promptText = strdup(prompt)
        guard let editLine else { return .endOfInput }
        _ = cc_take_interrupt()
        var count: Int32 = 0
        guard let raw = el_gets(editLine, &count) else {
            if count == -1, cc_errno() == cc_eintr() || cc_peek_interrupt() != 0 {
                _ = cc_take_interrupt()
                cc_el_print("^C\n")
                return .interrupted
            }
            return .endOfInput
        }
        var text = String(cString: raw)
        if text.hasSuffix("\n") { text.removeLast() }
        if cc_take_interrupt() != 0 && text.isEmpty {
            return .interrupted
        }
        return .line(text)
    }

    /// Adds `line` to the history (a repeat of the last entry is dropped) and
    /// saves the history file.
    public func remember(_ line: String) {
        var entry = Substring(line)
        while let last = entry.last, last == " " || last == "\t" { entry = entry.dropLast() }
        guard let history, !entry.allSatisfy({ $0 == " " || $0 == "\t" }) else { return }
        _ = cc_history_enter(history, String(entry))
        if let historyPath { _ = cc_history_save(history, historyPath) }
    }

    // MARK: Messages while typing

    /// Called by the read function before it waits for a key and when that
    /// wait timed out: prints what is due above the line, redraws the prompt
    /// and the input, and returns the milliseconds to wait (-1: no limit).
    private func waitForKey(due: Bool) -> Int32 {
        guard let interjection else { return -1 }
        guard var delay = interjection.delay() else { return -1 }
        if due || delay <= .zero {
            let (lines, prompt) = interjection.messages()
            if !lines.isEmpty {
                // Clear the prompt and the input (from the row the cursor is
                // on up to the first, when the input wraps), print the lines
                // with a bell, then let libedit draw the prompt and the input
                // again below them.
                cc_el_print(clearingEditedRows() + lines.map { $0 + "\r\n" }.joined() + "\u{07}")
                if let prompt {
                    free(promptText)
                    promptText = strdup(prompt)
                }
                if let editLine { cc_el_refresh(editLine) }
            }
            guard let next = interjection.delay() else { return -1 }
            delay = next
        }
        return LineEditor.milliseconds(delay)
    }

    /// Moves the cursor to the start of the prompt and clears to the end of
    /// the screen.
    private func clearingEditedRows() -> String {
        let prompt = promptText.map { String(cString: $0) } ?? ""
        let columns = prompt.count + textBeforeCursor().count
        let rowsUp = columns / max(1, LineEditor.terminalWidth())
        return (rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : "") + "\r\u{1B}[J"
    }

    /// A poll timeout: rounded up so that the wait never ends early, and at
    /// most a minute (the prompt's time left is redrawn at least that often).
    static func milliseconds(_ delay: Duration) -> Int32 {
        guard delay > .zero else { return 0 }
        let parts = delay.components
        if parts.seconds >= 60 { return 60_000 }
        let whole = Int32(parts.seconds) * 1000
        let fraction = Int32((parts.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        return whole + fraction
    }

    // MARK: Terminal and signals

    /// Sets LC_CTYPE from the environment (C.UTF-8 when unset), without which
    /// libedit drops non-ASCII input.
    public static func prepareLocale() { cc_set_locale() }

    /// Makes Ctrl-C interrupt a blocking read instead of killing the program;
    /// `takeInterrupt()` then tells whether it happened.
    public static func installInterruptHandler() { _ = cc_install_interrupt_handler() }

    /// Whether Ctrl-C was pressed since the last call (clears the flag).
    public static func takeInterrupt() -> Bool { cc_take_interrupt() != 0 }

    /// Whether Ctrl-C was pressed (the flag is kept).
    public static var interruptPending: Bool { cc_peek_interrupt() != 0 }

    public static var standardInputIsTerminal: Bool { cc_is_terminal(0) != 0 }
    public static var standardOutputIsTerminal: Bool { cc_is_terminal(1) != 0 }

    // MARK: Completion

    private static func owner(of el: OpaquePointer?) -> LineEditor? {
        guard let el, let client = cc_el_client(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(client).takeUnretainedValue()
    }

    private func textBeforeCursor() -> String {
        guard let editLine, let info = el_line(editLine) else { return "" }
        let start = UnsafeRawPointer(info.pointee.buffer)
        let cursor = UnsafeRawPointer(info.pointee.cursor)
        guard let start, let cursor else { return "" }
        let length = cursor - start
        guard length > 0 else { return "" }
        let bytes = UnsafeRawBufferPointer(start: start, count: length)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func complete() -> UInt8 {
        guard let editLine, let completer else { return UInt8(CC_ERROR) }
        let before = textBeforeCursor()
        guard let completion = completer(before), !completion.candidates.isEmpty else {
            return UInt8(CC_REFRESH_BEEP)
        }
        let typed = String(before.unicodeScalars.suffix(completion.replacing))
        let candidates = completion.candidates
        var replacement = candidates.count == 1 ? candidates[0] : LineEditor.commonPrefix(candidates)
        if candidates.count == 1, !replacement.hasSuffix("/") { replacement += " " }
        if replacement.unicodeScalars.count > typed.unicodeScalars.count
            || (candidates.count == 1 && replacement != typed)
        {
            if completion.replacing > 0 { el_deletestr(editLine, Int32(completion.replacing)) }
            _ = el_insertstr(editLine, replacement)
            return UInt8(CC_REFRESH)
        }
        guard candidates.count > 1 else { return UInt8(CC_REFRESH_BEEP) }
        cc_el_print("\n" + LineEditor.columns(candidates, width: LineEditor.terminalWidth()) + "\n")
        return UInt8(CC_REDISPLAY)
    }

    /// The longest common prefix, compared case-insensitively but taken from
    /// the first candidate (completion matches regardless of case).
    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map({ Array($0) }) else { return "" }
        for word in words.dropFirst() {
            let chars = Array(word)
            var n = 0
            while n < prefix.count, n < chars.count, prefix[n].lowercased() == chars[n].lowercased() { n += 1 }
            prefix = Array(prefix[0..<n])
        }
        return String(prefix)
    }

    static func columns(_ words: [String], width: Int) -> String {
        let cell = (words.map(\.count).max() ?? 0) + 2
        let perRow = max(1, width / max(1, cell))
        var rows: [String] = []
        var index = 0
        while index < words.count {
            let row = words[index..<min(words.count, index + perRow)]
            rows.append(
                row.map { $0.padding(toLength: cell, withPad: " ", startingAt: 0) }.joined()
                    .trimmingTrailingSpaces())
            index += perRow
        }
        return rows.joined(separator: "\n")
    }

    static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}

extension String {
    fileprivate func padding(toLength length: Int, withPad pad: String, startingAt: Int) -> String {
        count >= length ? self : self + String(repeating: pad, count: length - count)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
