import ArgumentParser
import ClipCookKit
import Foundation

/// Which folder is the collection, and the session opened on it.
enum CollectionLocation {
    /// `-C DIR`, else `$CLIPCOOK_COLLECTION`, else the current folder.
    static func resolve(_ option: String?) throws -> String {
        let environment = ProcessInfo.processInfo.environment["CLIPCOOK_COLLECTION"].flatMap { $0.isEmpty ? nil : $0 }
        let path = option ?? environment ?? FileManager.default.currentDirectoryPath
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
        let session = Session(
            store: WriteBackStore(root: root), interaction: interaction, style: style, format: json ? .json : .text,
            today: today())
        // Scripts time cook mode on a virtual clock that only `wait N` moves.
        if !interaction.isInteractive { session.clock = ManualCookClock() }
        for problem in session.kitchen.problems {
            ScriptRunner.report(problem.rendered)
        }
        return session
    }

    /// Today in the local time zone.
    static func today() -> Day? {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return Day(year: year, month: month, day: day)
    }
}
