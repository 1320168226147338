import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook import PATH|URL... --into DIR [--force] [--no-images]`: JSON
/// (an export or one document), recipes in the other formats (JSON-LD,
/// captions...) and recipe pages fetched from http(s) links (`ImportLinks`)
/// become ClipCook files in a collection folder. `clipcook import inbox`
/// imports the collection's pending links instead (`ImportInbox`).
struct ClipImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write ClipCook files into a collection from a JSON export, JSON documents, or recipes in the web formats.",
        discussion: """
            Recipes go to recipes/NAME.recipe, meal slots to plans/YYYY-Www.plan (one file per ISO week), \
            and the shopping list, settings and inbox to shopping.list, settings and inbox.list. \
            Existing files are never overwritten without --force; when any would be, nothing is written.
            A folder imports every .json, .cook, .html, .htm, .txt and .md file below it (by format detection); \
            a file that cannot be read is reported with its line and reason, and the others are still imported.
            An http or https link is fetched (at most 5 redirects, 10 s to connect, 30 s in all, 10 MB of page) \
            and read from its schema.org Recipe (JSON-LD, then microdata), or, for a TikTok, Instagram, YouTube \
            or Facebook post, from the caption in its og:description; the recipe's image is saved as \
            images/ID.jpg|png|webp (at most 5 MB) unless --no-images. A link that cannot be fetched is said \
            in one line and nothing is written for it; a page with no recipe goes to the inbox as 'failed'. \
            Other schemes (file:, ftp:, data:...) are refused.
            \(ImportInbox.discussion)
            """)

    @Argument(help: "The files, folders or links (http or https) to read ('-' for standard input), or 'inbox'.")
    var paths: [String] = []

    @Option(help: "The collection folder to write into (created when missing).")
    var into: String?

    @Option(help: "The format of the inputs (default: detected from each file).", completion: .list(ShellCompletion.readableFormats))
    var from: InteropFormat?

    @Flag(help: "Import the collection's inbox (the same as 'import inbox').")
    var inbox = false

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp(
            "The collection folder (the same as --into; with 'inbox' the default is $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"
        ), completion: .directory)
    var collection: String?

    @Option(help: "With 'inbox': create a blank recipe for this entry (its URL or id) instead of reading its caption.")
    var manual: [String] = []

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    @Flag(name: .customLong("no-images"), help: "Do not download the images of recipes read from links.")
    var noImages = false

    func validate() throws {
        if inbox || paths == ["inbox"] { return }
        guard !paths.isEmpty else { throw ValidationError("name the files or folders to import, or 'inbox'") }
        guard into != nil || collection != nil else { throw ValidationError("missing --into DIR: the collection folder to write into") }
    }

    func run() throws {
        if inbox || paths == ["inbox"] {
            return try ImportInbox(collection: collection, manual: manual, noImages: noImages).run()
        }
        let into = self.into ?? self.collection ?? "."
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: into, isDirectory: &isFolder), isFolder.boolValue {
            CommandIO.reportSweep(root: into)
        }
        let links = paths.filter(LinkImport.isLink)
        let files = paths.filter { !LinkImport.isLink($0) }
        var (content, failures) = files.isEmpty ? (nil, 0) : try ImportSources.read(files, as: from)
        if content == nil, links.isEmpty { throw ExitCode(1) }

        var isCollection: ObjCBool = false
        let folderExists = FileManager.default.fileExists(atPath: into, isDirectory: &isCollection) && isCollection.boolValue
        let collection =
            folderExists
            ? CollectionLoader.load(root: into)
            : KitchenCollection(root: into, absoluteRoot: CollectionLoader.absolutePath(of: into), files: [])
        // What the collection would not read (a link leading out of it) is said, and left alone.
        CommandIO.report(collection.loadDiagnostics, in: nil)
        let linked = ImportLinks(links, images: !noImages, collection: collection)
        failures += linked.failures
        content = linked.merged(into: content)
        guard let content else {
            // No recipe came of the links: only their inbox entries, if any, are written.
            try write(linked.writes(adding: [], collection: collection, root: into, force: force), into: into)
            throw ExitCode(1)
        }
        // In a folder that did not exist a moment ago no name can be taken: no lstat per file.
        let plan = CollectionImport(content, into: collection, force: force) { relative in
            guard folderExists else { return false }
            var info = stat()
            return lstat(CollectionLoader.displayPath(root: into, relativePath: relative), &info) == 0
        }
        for item in plan.skippedItems {
            CommandIO.printError("\(TerminalText.escaped(into)): exists: \(TerminalText.escaped(item)); use --force to update it")
        }
        try write(linked.writes(adding: plan.writes, collection: collection, root: into, force: force), into: into)
        let summary = plan.summary
        if summary.changesNothing, summary.skipped == 0, failures == 0 {
            CommandIO.printError(
                "nothing to import: all \(summary.unchanged) item\(summary.unchanged == 1 ? " is" : "s are") already in the collection")
        } else {
            CommandIO.printError(
                "import: \(summary.created) created, \(summary.updated) updated, \(summary.unchanged) unchanged, "
                    + "\(summary.skipped) skipped, \(failures) failed")
        }
        if failures > 0 || summary.skipped > 0 { throw ExitCode(1) }
    }

    /// Writes every file or none, even when killed (`CollectionWriter.commit`); a file
    /// changed since it was read is not overwritten. The one place this
    /// command writes into the collection (recipes, images, the inbox). On a terminal, a bar
    /// shows the progress of a long import.
    private func write(_ writes: [CollectionImport.FileWrite], into: String) throws {
        guard !writes.isEmpty else { return }
        let progress = ProgressBar(total: writes.count)
        defer { progress.finish() }
        do {
            try CollectionWriter(root: into).commit(
                writes.map {
                    StagedWrite.File(relativePath: $0.relativePath, bytes: $0.bytes, expecting: $0.expected.map(FileFingerprint.init(bytes:)))
                }
            ) { _ in progress.advance() }
        } catch {
            throw CommandIO.fail(error.path, error.message, notes: ["nothing was written"])
        }
    }
}

/// A one-line progress bar on standard error, drawn only on a terminal and
/// only for work of at least `threshold` steps.
final class ProgressBar {
    let total: Int
    let visible: Bool
    private var done = 0
    private var drawn = -1

    init(total: Int, threshold: Int = 50) {
        self.total = total
        visible = total >= threshold && isatty(STDERR_FILENO) != 0
    }

    func advance() {
        done += 1
        guard visible else { return }
        let width = 30
        let filled = total > 0 ? done * width / total : width
        guard filled != drawn else { return }
        drawn = filled
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }

    func finish() {
        guard visible, drawn >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
