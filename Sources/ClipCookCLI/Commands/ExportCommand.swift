import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook export --to json [-C DIR] [-o FILE]`: the whole collection as
/// the JSON export object; `clipcook export --to site DIR`: the kitchen
/// view's pages as a static site (`SiteExport`).
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the whole collection as one JSON document, or as a static web site (--to site DIR).",
        discussion: "Nothing is exported when any file of the collection has errors: they are listed instead.")

    @Option(help: "The output format (json, or site: the kitchen view's pages as files in DIR).", completion: .list(["json", "site"]))
    var to: ExportTarget = .format(.json)

    @Argument(help: "With --to site: the folder to write the site into.")
    var folder: String?

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"),
        completion: .directory)
    var collection: String?

    @Option(name: .shortAndLong, help: "Write here (atomically) instead of standard output.")
    var output: String?

    @Option(help: "With --to site: scale every recipe page to this many servings.")
    var servings: Int?

    func validate() throws {
        switch to {
        case .site:
            guard folder != nil else { throw ValidationError("--to site needs the folder to write the site into") }
            guard output == nil else { throw ValidationError("--to site writes a folder; give it as DIR, not -o") }
            if let servings, !(1...10_000).contains(servings) {
                throw ValidationError("--servings must be between 1 and 10000")
            }
        case .format(let format):
            guard format == .json else {
                throw ValidationError("a whole collection can only be exported as json or site; use 'convert' for one document")
            }
            guard folder == nil else { throw ValidationError("unexpected argument '\(folder ?? "")'") }
            guard servings == nil else { throw ValidationError("--servings scales the pages of --to site") }
        }
    }

    func run() async throws {
        let root = try collection ?? CollectionLocation.resolve(nil)
        if case .site = to, let folder {
            try await SiteExportRun.run(root: root, folder: folder, servings: servings)
            return
        }
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
        // Neither positions of values nor syntax trees are needed: each
        // file's document and diagnostics only, as a session keeps them
        // (a syntax tree is 36 bytes a line, 2.4x a file of short lines).
        let kitchen = CollectionLoader.reload(nil, root: root, keeping: .session, scanned: CollectionLoader.scan(root: root, stamps: false))
        for file in kitchen.files {
            CommandIO.report(file.diagnostics, in: file.source)
        }
        CommandIO.report(kitchen.collectionDiagnostics, in: nil)
        guard !kitchen.hasErrors else { throw ExitCode(1) }
        return kitchen.export()
    }
}
