import ArgumentParser
import ClipCookKit
import Foundation

/// `clipcook import PATH... --into DIR [--force]`: JSON (an export or one
/// document), and recipes in the other formats (JSON-LD, captions...),
/// become ClipCook files in a collection folder. `clipcook import inbox`
/// imports the collection's pending links instead (`ImportInbox`).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write ClipCook files into a collection from a JSON export or document.",
        discussion: """
            Recipes go to recipes/NAME.recipe, meal slots to plans/YYYY-Www.plan (one file per ISO week), \
            and the shopping list, settings and inbox to shopping.list, settings and inbox.list. \
            Existing files are never overwritten without --force; when any would be, nothing is written.
            A folder imports every .json, .cook, .html, .htm, .txt and .md file below it (by format detection);             a file that cannot be read is reported with its line and reason and the others are still imported.
            \(ImportInbox.discussion)
            """)

    @Argument(help: "The files or folders to read ('-' for standard input), or 'inbox'.")
    var paths: [String] = []

    @Option(help: "The collection folder to write into (created when missing).")
    var into: String?

    @Option(help: "The format of the inputs (default: detected from each file).")
    var from: InteropFormat?

    @Flag(help: "Import the collection's inbox (the same as 'import inbox').")
    var inbox = false

    @Option(name: .customShort("C"), help: "With 'inbox': the collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).")
    var collection: String?

    @Option(help: "With 'inbox': create a blank recipe for this entry (its URL or id) instead of reading its caption.")
    var manual: [String] = []

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    func validate() throws {
        if inbox || paths == ["inbox"] { return }
        guard !paths.isEmpty else { throw ValidationError("name the files or folders to import, or 'inbox'") }
        guard into != nil else { throw ValidationError("missing --into DIR: the collection folder to write into") }
    }

    func run() throws {
        if inbox || paths == ["inbox"] {
            return try ImportInbox(collection: collection, manual: manual).run()
        }
        let into = self.into ?? "."
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: into, isDirectory: &isFolder), isFolder.boolValue {
            CommandIO.reportSweep(root: into)
        }
        let (content, failures) = try ImportSources.read(paths, as: from)
        guard let content else { throw ExitCode(1) }

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
        if failures > 0 { throw ExitCode(1) }
    }
}
