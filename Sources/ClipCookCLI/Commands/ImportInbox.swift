import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook import inbox [-C DIR] [--manual URL|ID]...`: turns the pending
/// imports of the collection's inbox into draft recipes (see `InboxImport`).
struct ImportInbox {
    static let discussion = """
        'clipcook import inbox' (or --inbox) imports the collection's inbox instead: each entry of inbox.list whose status is 'importing' is read: a caption that holds a recipe, \
        or a link without a caption whose page holds one (fetched as above, with its image), \
        becomes recipes/NAME.recipe and the entry 'ready'; an entry whose link a recipe already has as its source becomes 'ready' without a second recipe; an entry without a usable caption becomes \
        'failed' and stays in the inbox with its link and caption, and the reason is printed. \
        --manual URL (or the entry's id) creates a blank recipe with the link and its platform instead \
        ("edit manually"). Exit status 1 when any entry failed.
        """

    var collection: String?
    var manual: [String]
    var noImages = false

    func run() throws {
        let root = try CollectionLocation.resolve(collection)
        let kitchen = CollectionLoader.load(root: root)
        guard let inboxFile = kitchen.files(of: .inbox).first else {
            throw CommandIO.fail(root, "the collection has no inbox (inbox.list)")
        }
        guard !inboxFile.hasErrors else {
            CommandIO.report(inboxFile.diagnostics, in: inboxFile.source)
            throw ExitCode(1)
        }
        // The pending links without a caption are fetched first (nothing is written yet).
        var fetched: [String: InboxImport.FetchedLink] = [:]
        let links = InboxImport.linksToFetch(in: kitchen, manual: Set(manual))
        for (link, outcome) in zip(links, LinkImport.run(links, images: !noImages)) {
            switch outcome {
            case .failed(let error):
                fetched[link] = .init(recipe: nil, source: nil, image: nil, failure: error.message)
            case .noRecipe(_, let page):
                fetched[link] = .init(recipe: nil, source: page.source, image: nil, failure: page.failure ?? WebPageReader.noRecipe)
            case .recipe(let recipe, let image, let page, let notes):
                let saved = image.map { ($0.bytes, ($0.relativePath as NSString).pathExtension) }
                fetched[link] = .init(recipe: recipe, source: page.source, image: saved, failure: nil)
                for note in notes { CommandIO.printError(TerminalText.escaped("\(page.source): warning: \(note)")) }
            }
        }
        let work = InboxImport(collection: kitchen, manual: Set(manual), fetched: fetched)
        guard let inboxText = work.inboxText else {
            print("inbox: nothing to import (no entry is 'importing')")
            return
        }
        // The new recipes and the inbox under one hold of the collection's
        // lock: the recipes first, then the inbox if it is still as read.
        let writer = CollectionWriter(root: root)
        do throws(AtomicWriter.WriteError) {
            try writer.locked(for: inboxFile.absolutePath) { () throws(AtomicWriter.WriteError) in
                var created: [String] = []
                do throws(AtomicWriter.WriteError) {
                    for image in work.newImages {
                        let path = CollectionLoader.displayPath(root: root, relativePath: image.relativePath)
                        try writer.create(image.bytes, at: path)
                        created.append(path)
                    }
                    for file in work.newFiles {
                        let path = CollectionLoader.displayPath(root: root, relativePath: file.relativePath)
                        try writer.create(Array(file.text.utf8), at: path)
                        created.append(path)
                    }
                    try writer.replace(
                        Array(inboxText.utf8), at: inboxFile.absolutePath,
                        expecting: FileFingerprint(bytes: inboxFile.source.bytes))
                } catch {
                    for path in created.reversed() { try? writer.remove(path) }
                    throw error
                }
            }
        } catch {
            throw CommandIO.fail(error.path, error.message, notes: ["nothing was written"])
        }
        var failed = 0
        for outcome in work.outcomes {
            switch outcome.status {
            case .ready:
                let target = outcome.relativePath.map { CollectionLoader.displayPath(root: root, relativePath: $0) }
                print(
                    TerminalText.escaped(
                        "ready   \(outcome.url)" + (target.map { " -> \($0)" } ?? "")
                            + (outcome.reason.map { " (\($0))" } ?? "")))
            case .failed, .importing:
                failed += 1
                CommandIO.report(
                    [
                        Diagnostic(
                            .error, "\(outcome.url): \(outcome.reason ?? "failed")",
                            path: inboxFile.source.path, range: nil)
                    ], in: nil)
            }
        }
        let ready = work.outcomes.count - failed
        print("inbox: \(ready) ready, \(failed) failed; \(work.newFiles.count) recipe\(work.newFiles.count == 1 ? "" : "s") written")
        if failed > 0 { throw ExitCode(1) }
    }
}
