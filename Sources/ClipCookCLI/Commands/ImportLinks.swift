import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// The links of `clipcook import URL... --into DIR`: each is fetched and
/// read (`LinkImport`); what it gives joins the files' content, to be
/// written with them in one staged write. A link that cannot be fetched
/// is said in one line with its address and counted as a failure; a page
/// with no recipe goes to the inbox as `failed`, with its reason.
struct ImportLinks {
    var recipes: [Recipe] = []
    var images: [LinkImport.Image] = []
    /// Inbox entries for pages without a recipe, with the reason.
    var inboxEntries: [(entry: PendingImport, reason: String?)] = []
    var failures = 0

    init(_ links: [String], images: Bool, collection: KitchenCollection) {
        guard !links.isEmpty else { return }
        var bySource: [String: String] = [:]
        for recipe in collection.recipes {
            if let url = recipe.sourceUrl, bySource[url] == nil { bySource[url] = recipe.id }
        }
        var inboxURLs = Set<String>()
        if let file = collection.files(of: .inbox).first, case .inbox(let inbox)? = file.document {
            inboxURLs = Set(inbox.pendingImports.map(\.url))
        }
        for outcome in LinkImport.run(links, images: images) {
            switch outcome {
            case .failed(let error):
                failures += 1
                CommandIO.printError(TerminalText.escaped(error.line))
            case .noRecipe(let entry, let page):
                failures += 1
                let kept = inboxURLs.insert(entry.url).inserted
                if kept { inboxEntries.append((entry, page.failure ?? WebPageReader.noRecipe)) }
                CommandIO.printError(
                    TerminalText.escaped(
                        "\(entry.url): \(page.failure ?? WebPageReader.noRecipe); "
                            + (kept ? "kept in the inbox as failed" : "already in the inbox")))
            case .recipe(let recipe, let image, let page, let notes):
                if let existing = bySource[page.source] ?? bySource[recipe.sourceUrl ?? ""] {
                    print(TerminalText.escaped("\(page.source): already in the collection as '\(existing)'"))
                    continue
                }
                recipes.append(recipe)
                if let image { self.images.append(image) }
                var line =
                    "\(page.source): \(recipe.title) (\(page.readFrom ?? "page") from \(page.siteName), "
                    + "\(recipe.ingredients.count) ingredient\(recipe.ingredients.count == 1 ? "" : "s")"
                if let image { line += ", image \(image.relativePath)" }
                print(TerminalText.escaped(line + ")"))
                for note in notes { CommandIO.printError(TerminalText.escaped("\(page.source): warning: \(note)")) }
            }
        }
    }

    /// The files' content with the links' recipes added.
    func merged(into content: InteropContent?) -> InteropContent? {
        guard !recipes.isEmpty else { return content }
        var export = CollectionExport()
        switch content {
        case nil: break
        case .export(let whole): export = whole
        case .document(.recipe(let recipe)): export.recipes = [recipe]
        case .document(.plan(let plan)): export.mealSlots = plan.mealSlots
        case .document(.shoppingList(let list)): export.shoppingItems = list.shoppingItems
        case .document(.inbox(let inbox)): export.pendingImports = inbox.pendingImports
        case .document(.settings(let settings)): export.user = settings
        case .document(let other):
            // A pantry, aisles or foods file is imported on its own.
            CommandIO.printError("a \(other.kind.displayName) file is imported on its own, not with links; the links' recipes are left out")
            return content
        }
        export.recipes += recipes
        return .export(export)
    }

    /// The writes for the links' images and inbox entries, added to the plan's.
    func writes(adding plan: [CollectionImport.FileWrite], collection: KitchenCollection, root: String, force: Bool)
        -> [CollectionImport.FileWrite]
    {
        var writes = plan
        let written = Set(plan.map(\.relativePath))
        for image in images {
            // Only beside a recipe that is written now.
            let id = (image.relativePath as NSString).deletingPathExtension.split(separator: "/").last.map(String.init) ?? ""
            guard collection.recipes.first(where: { $0.id == id }) == nil || force || !written.isDisjoint(with: writesFor(id, plan)) else {
                continue
            }
            let path = CollectionLoader.displayPath(root: root, relativePath: image.relativePath)
            let current = try? FileBytes.load(atPath: path).bytes
            if current == image.bytes { continue }
            if current != nil, !force {
                CommandIO.printError(TerminalText.escaped("\(root): exists: \(image.relativePath); use --force to update it"))
                continue
            }
            writes.append(CollectionImport.FileWrite(relativePath: image.relativePath, bytes: image.bytes, expected: current))
        }
        if !inboxEntries.isEmpty {
            let file = collection.files(of: .inbox).first
            let relative = file?.relativePath ?? "inbox.list"
            var base = file?.source.bytes
            var expected = base
            if let index = writes.firstIndex(where: { $0.relativePath == relative }) {
                base = writes[index].bytes
                expected = writes[index].expected
                writes.remove(at: index)
            }
            let text = InboxText.appending(inboxEntries, to: base.map { String(decoding: $0, as: UTF8.self) })
            writes.append(CollectionImport.FileWrite(relativePath: relative, bytes: Array(text.utf8), expected: expected))
        }
        return writes
    }

    private func writesFor(_ id: String, _ plan: [CollectionImport.FileWrite]) -> Set<String> {
        Set(plan.map(\.relativePath).filter { $0.hasPrefix("recipes/") && $0.contains(ImportPlan.fileName(for: id)) })
    }
}
