import ArgumentParser
import ClipCookKit
import Foundation

/// `clipcook export --to json [-C DIR] [-o FILE]`: the whole collection as
/// the JSON export object.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the whole collection as one JSON document.",
        discussion: "Nothing is exported when any file of the collection has errors: they are listed instead.")

    @Option(help: "The output format (json).")
    var to: InteropFormat = .json

    @Option(name: .customShort("C"), help: "The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).")
    var collection: String?

    @Option(name: .shortAndLong, help: "Write here (atomically) instead of standard output.")
    var output: String?

    func validate() throws {
        guard to == .json else {
            throw ValidationError("a whole collection can only be exported as json; use 'convert' for one document")
        }
    }

    func run() throws {
        let root = try collection ?? CollectionLocation.resolve(nil)
        let export = try collectionExport(root: root)
        // Written a round of recipes at a time as they are encoded
        // (`JSONDocumentEncoder.write`): the same bytes as encoding the
        // export whole, without ever holding all of them.
        try CommandIO.writeJSON(to: output, source: root) { sink in
            try JSONDocumentEncoder.write(export, to: sink)
        }
    }

    /// The models of the collection at `root`, after reporting its problems.
    /// The files (text, syntax trees) are let go of before the JSON is made.
    private func collectionExport(root: String) throws -> CollectionExport {
        // Positions of values are not needed: no source maps.
        let kitchen = CollectionLoader.reload(nil, root: root, sourceMaps: false)
        for file in kitchen.files {
            CommandIO.report(file.diagnostics, in: file.source)
        }
        CommandIO.report(kitchen.collectionDiagnostics, in: nil)
        guard !kitchen.hasErrors else { throw ExitCode(1) }
        return kitchen.export()
    }
}
