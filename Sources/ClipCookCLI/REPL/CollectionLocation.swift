import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Which folder is the collection, and the session opened on it.
enum CollectionLocation {
    /// `-C DIR`, else `$CLIPCOOK_COLLECTION`, else the current folder when it
    /// looks like a collection (a `settings` file, or a `recipes` or `plans`
    /// folder); otherwise an error that says how to open or create one.
    static func resolve(_ option: String?) throws -> String {
        let environment = ProcessInfo.processInfo.environment["CLIPCOOK_COLLECTION"].flatMap { $0.isEmpty ? nil : $0 }
        if option == nil, environment == nil {
            guard CollectionPaths.looksLikeCollection(".") else {
                FileHandle.standardError.write(
                    Data(
                        ("clipcook: error: the current folder is not a collection (no settings file, recipes/ or plans/ folder); "
                            + "open one with -C DIR or $CLIPCOOK_COLLECTION, or create one with 'clipcook init DIR'\n").utf8))
                throw ExitCode(2)
            }
            return "."
        }
        let path = option ?? environment ?? "."
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            let origin = option != nil ? "-C" : environment != nil ? "$CLIPCOOK_COLLECTION" : "the current folder"
            throw ValidationError("no collection folder at '\(path)' (from \(origin))")
        }
        return path
    }

    static func openSession(
        at root: String, json: Bool, interaction: any SessionInteraction = ScriptInteraction(),
        style: TextStyle = .plain
    ) throws -> Session {
        CommandIO.reportSweep(root: root)
        let session = Session(
            store: WriteBackStore(root: root), interaction: interaction, style: style, format: json ? .json : .text,
            today: today())
        session.face = interaction.isInteractive ? .repl : .cli
        // Scripts time cook mode on a virtual clock that only `wait N` moves.
        if !interaction.isInteractive { session.clock = ManualCookClock() }
        for problem in session.kitchen.problems {
            ScriptRunner.report(problem.rendered)
        }
        return session
    }

    /// Today in the local time zone, or `$CLIPCOOK_TODAY` (yyyy-MM-dd) when
    /// set, so that scripts and tests can fix the day.
    static func today() -> Day? {
        if let fixed = ProcessInfo.processInfo.environment["CLIPCOOK_TODAY"], let day = Day(fixed) { return day }
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return Day(year: year, month: month, day: day)
    }
}
