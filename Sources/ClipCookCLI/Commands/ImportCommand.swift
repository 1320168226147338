import ArgumentParser
import ClipCookKit
import Foundation

/// `clipcook import FILE.json --into DIR [--force]`: JSON (an export or one
/// document) becomes ClipCook files in a collection folder.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write ClipCook files into a collection from a JSON export or document.",
        discussion: """
            Recipes go to recipes/NAME.recipe, meal slots to plans/YYYY-Www.plan (one file per ISO week), \
            and the shopping list, settings and inbox to shopping.list, settings and inbox.list. \
            Existing files are never overwritten without --force; when any would be, nothing is written.
            """)

    @Argument(help: "The JSON file to read, or - for standard input.")
    var file: String

    @Option(help: "The collection folder to write into (created when missing).")
    var into: String

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    func run() throws {
        let source = try CommandIO.readInput(file)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: into, isDirectory: &isFolder), isFolder.boolValue {
            CommandIO.reportSweep(root: into)
        }
        let result = DocumentReader.read(source, as: .json)
        CommandIO.report(result.diagnostics, in: source)
        guard let content = result.content else { throw ExitCode(1) }

        var texts: [(relative: String, path: String, bytes: [UInt8])] = []
        for planned in ImportPlan(content).files {
            let text = Language.print(planned.document)
            texts.append((planned.relativePath, CollectionLoader.displayPath(root: into, relativePath: planned.relativePath),
                          Array(text.utf8)))
        }
        var existing: [String: FileFingerprint] = [:]
        for (_, path, _) in texts {
            do {
                if let fingerprint = try FileFingerprint.current(atPath: path) { existing[path] = fingerprint }
            } catch {
                throw CommandIO.fail(path, error.message)
            }
        }
        if !existing.isEmpty, !force {
            CommandIO.report(texts.filter { existing[$0.path] != nil }.map {
                Diagnostic(.error, "file already exists", path: $0.path, range: nil)
            }, in: nil)
            CommandIO.printError("nothing was written; use --force to overwrite these files")
            throw ExitCode(1)
        }
        // All or nothing, even when killed (StagedWrite).
        do {
            try StagedWrite.commit(texts.map {
                StagedWrite.File(relativePath: $0.relative, bytes: $0.bytes, expecting: existing[$0.path])
            }, root: into)
        } catch {
            throw CommandIO.fail(error.path, error.message, notes: ["nothing was written"])
        }
        for (_, path, _) in texts {
            CommandIO.printError("\(existing[path] == nil ? "created" : "replaced") \(path)")
        }
    }
}
