import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Runs commands without a terminal: from `-c`, a script file, or standard
/// input. No banner, prompt or colour; errors as `NAME:LINE: error: …` on
/// standard error; the first failure stops the script unless `keepGoing`.
final class ScriptRunner {
    enum ReadError: Error {
        case unreadable(String)
        var message: String {
            switch self {
            case .unreadable(let reason): reason
            }
        }
    }

    let session: Session
    let keepGoing: Bool
    /// Whether any command has failed so far.
    private(set) var failed = false
    /// Set by `quit`: no more commands run.
    private(set) var quitting = false
    private var depth = 0
    static let maxDepth = 16

    init(session: Session, keepGoing: Bool) {
        self.session = session
        self.keepGoing = keepGoing
    }

    /// Runs every command of `text`; false when any failed.
    func run(text: String, name: String) -> Bool {
        for command in CommandScript.commands(in: text) {
            guard perform(command, name: name) else { break }
        }
        return !failed
    }

    /// Reads standard input line by line, running each command once complete.
    func runStandardInput() -> Bool {
        var buffer = ""
        var startLine = 1
        var lineNumber = 0
        func flush() -> Bool {
            defer { buffer = "" }
            for command in CommandScript.commands(in: buffer) {
                let shifted = CommandScript.Command(
                    text: command.text, line: command.line + startLine - 1, unterminatedQuote: command.unterminatedQuote)
                guard perform(shifted, name: "<stdin>") else { return false }
            }
            return true
        }
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            if buffer.isEmpty { startLine = lineNumber }
            buffer += buffer.isEmpty ? line : "\n" + line
            if CommandScript.needsMoreInput(buffer, quotesSpanLines: false) { continue }
            guard flush() else { return !failed }
        }
        if !buffer.isEmpty { _ = flush() }
        return !failed
    }

    /// Runs one command and prints its outcome; false when the script should stop.
    func perform(_ command: CommandScript.Command, name: String) -> Bool {
        guard !quitting else { return false }
        // Ctrl-C during `run FILE` at the prompt stops the script before its next command.
        if session.isCancelled() {
            failed = true
            ScriptRunner.report("\(name):\(command.line): interrupted")
            return false
        }
        if command.unterminatedQuote {
            failed = true
            ScriptRunner.report(
                "\(name):\(command.line): error: unterminated quote; a quote closes on its line "
                    + "(an apostrophe inside a word, as in nonna's, needs no quotes)")
            return keepGoing
        }
        let words = CommandLexer.split(command.text).words.map(\.text)
        if let first = words.first, ["run", "source"].contains(first.lowercased()) {
            return runNested(words.dropFirst().joined(separator: " "), at: command, from: name)
        }
        let outcome = session.execute(command.text)
        show(outcome, at: "\(name):\(command.line)")
        if outcome.quits { quitting = true }
        if !outcome.succeeded {
            failed = true
            return keepGoing
        }
        return !quitting
    }

    func show(_ outcome: CommandOutcome, at place: String) {
        if session.format == .json {
            ScriptRunner.printJSONLine(of: outcome)
        } else {
            ScriptRunner.printText(of: outcome)
            for line in outcome.announcements { print(line) }
        }
        if let error = outcome.error {
            ScriptRunner.report("\(place): error: \(error.oneLine)")
        }
    }

    private func runNested(_ path: String, at command: CommandScript.Command, from name: String) -> Bool {
        let place = "\(name):\(command.line)"
        guard !path.isEmpty else { return fail("\(place): error: 'run' needs a file") }
        guard depth < ScriptRunner.maxDepth else { return fail("\(place): error: scripts nested too deeply (more than \(ScriptRunner.maxDepth))") }
        let text: String
        do {
            text = try ScriptRunner.readScript(at: path)
        } catch {
            return fail("\(place): error: cannot run '\(path)': \(error.message)")
        }
        depth += 1
        defer { depth -= 1 }
        for nested in CommandScript.commands(in: text) {
            guard perform(nested, name: path) else { return false }
        }
        return !quitting
    }

    private func fail(_ message: String) -> Bool {
        ScriptRunner.report(message)
        failed = true
        return keepGoing
    }

    static func readScript(at path: String) throws(ReadError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .unreadable("no such file") }
        guard !isFolder.boolValue else { throw .unreadable("is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable("cannot read file") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Ends the process with `status` while `kept` (the runner, and with it
    /// the session and the whole collection) is still alive: its memory goes
    /// back to the system at once instead of being freed object by object
    /// first, which took tens of milliseconds for 10,000 recipes. `exit`
    /// flushes standard output; nothing else is waiting to be written.
    static func finish(_ status: Int32, keeping kept: AnyObject) -> Never {
        withExtendedLifetime(kept) { exit(status) }
    }

    /// Prints an outcome's text and a line feed (nothing when it has no
    /// text) piece by piece as the command writes it: a huge recipe's card
    /// is never held whole.
    static func printText(of outcome: CommandOutcome) {
        var printed = false
        outcome.writeText { piece in
            print(piece, terminator: "")
            printed = true
        }
        if printed { print("") }
    }

    /// Prints an outcome's JSON line and a line feed, piece by piece as
    /// the command writes it: a huge recipe's reply is never held whole.
    static func printJSONLine(of outcome: CommandOutcome) {
        outcome.writeJSONLine { print($0, terminator: "") }
        print("")
    }

    /// Writes one message to standard error.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
