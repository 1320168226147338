import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook macros [DATE] [-C DIR] [--json]`: the REPL's `macros` from the shell.
struct MacrosReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "macros",
        abstract: "Show a day's calories and macros against the goals (or 'week [DATE]').",
        discussion: "DATE: today, tomorrow, yesterday, a weekday, last monday, +N, -N or yyyy-MM-dd (default today).")

    @Argument(
        help: ArgumentHelp("'week' and/or a day.", valueName: "date"),
        completion: .custom { ShellCompletion.macros($0, $1, $2) })
    var words: [String] = []

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"),
        completion: .directory)
    var collection: String?

    @Flag(help: "Print {day, calories, protein, carbs, fats, goals, slots} as JSON.")
    var json = false

    func run() throws {
        let root = try CollectionLocation.resolve(collection)
        let session = try CollectionLocation.openSession(at: root, json: json)
        if !json, isatty(STDOUT_FILENO) != 0 { session.style = TerminalStyle.detect(settings: session.kitchen.settings) }
        let outcome = session.execute((["macros"] + words.map(CommandLexer.quoteIfNeeded)).joined(separator: " "))
        if let error = outcome.error {
            ScriptRunner.report("clipcook macros: error: \(error.oneLine)")
            throw ExitCode(1)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let bytes = try encoder.encode(JSONValue.object(outcome.data))
            print(String(decoding: bytes, as: UTF8.self))
        } else {
            print(outcome.text)
        }
    }
}
