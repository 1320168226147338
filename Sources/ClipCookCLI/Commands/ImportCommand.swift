import ArgumentParser
import ClipCookKit
import Foundation

/// `clipcook import FILE.json --into DIR [--force]`: JSON (an export or one
/// document) becomes ClipCook files in a collection folder. Cooklang files
/// and folders of them (`clipcook import a.cook recipes/ --into DIR`) become
/// recipes the same way.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write ClipCook files into a collection from a JSON export or document, or from Cooklang files.",
        discussion: """
            Recipes go to recipes/NAME.recipe, meal slots to plans/YYYY-Www.plan (one file per ISO week), \
            and the shopping list, settings and inbox to shopping.list, settings and inbox.list. \
            Existing files are never overwritten without --force; when any would be, nothing is written.
            """)

    @Argument(help: "The JSON file to read (- for standard input), or Cooklang .cook files and folders of them.")
    var files: [String]

    @Option(help: "The collection folder to write into (created when missing).")
    var into: String

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    func run() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: into, isDirectory: &isFolder), isFolder.boolValue {
            CommandIO.reportSweep(root: into)
        }
        let content: InteropContent
        if let file = files.first, files.count == 1, !CooklangFiles.isCooklang(file) {
            let source = try CommandIO.readInput(file)
            let result = DocumentReader.read(source, as: .json)
            CommandIO.report(result.diagnostics, in: source)
            guard let read = result.content else { throw ExitCode(1) }
            content = read
        } else {
            content = try CooklangFiles.read(files)
        }

        var texts: [(path: String, bytes: [UInt8])] = []
        for planned in ImportPlan(content).files {
            let text = Language.print(planned.document)
            texts.append((CollectionLoader.displayPath(root: into, relativePath: planned.relativePath), Array(text.utf8)))
        }
        var existing: [String: FileFingerprint] = [:]
        for (path, _) in texts {
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
        try write(texts, replacing: existing)
    }

    /// Writes every file, or none: on a failure the files already written are put back.
    private func write(_ texts: [(path: String, bytes: [UInt8])], replacing existing: [String: FileFingerprint]) throws {
        var done: [(path: String, previous: [UInt8]?)] = []
        for (path, bytes) in texts {
            do {
                if let fingerprint = existing[path] {
                    let previous = try FileBytes.load(atPath: path).bytes
                    try AtomicWriter.write(bytes, to: path, expecting: fingerprint, within: into)
                    done.append((path, previous))
                } else {
                    try AtomicWriter.create(bytes, at: path, within: into)
                    done.append((path, nil))
                }
            } catch {
                for (writtenPath, previous) in done.reversed() {
                    if let previous {
                        _ = try? AtomicWriter.write(previous, to: writtenPath, within: into)
                    } else {
                        unlink(writtenPath)
                    }
                }
                let message = (error as? AtomicWriter.WriteError)?.message ?? (error as? FileReadError)?.message
                    ?? "\(error)"
                throw CommandIO.fail(path, message, notes: ["nothing was written"])
            }
        }
        for (path, previous) in done {
            CommandIO.printError("\(previous == nil ? "created" : "replaced") \(path)")
        }
    }
}
