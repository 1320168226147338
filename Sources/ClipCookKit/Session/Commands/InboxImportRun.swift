import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

extension Session {
    /// `import inbox`: every pending entry is read, its caption when it has
    /// one, else its link fetched (`LinkImport`); a recipe is written (with
    /// its image) and the entry marked `ready` with its title, else it is
    /// marked `failed` with the reason above it. An entry whose link a
    /// recipe of the collection already has as its source is marked `ready`
    /// without a new file, so a re-run never imports the same entry twice.
    func importInbox() -> Result<CommandOutcome, CommandError> {
        guard let files = store as? any FileEditingStore else { return .failure(CommandError("this collection cannot be changed")) }
        guard let (file, inbox) = loadedInbox() else {
            return .failure(CommandError("the collection has no inbox", suggestion: "inbox add URL|TEXT adds a link or a caption"))
        }
        var bySource: [String: String] = [:]
        for entry in kitchen.recipes { if let url = entry.recipe.sourceUrl, bySource[url] == nil { bySource[url] = entry.recipe.id } }
        var edits: [InboxEdit] = []
        var lines: [String] = []
        var ready = 0
        var failed = 0
        for (index, entry) in inbox.pendingImports.enumerated() where entry.status == .importing {
            func fail(_ reason: String) {
                failed += 1
                edits.append(InboxEdit(index: index, status: .failed, reason: .some(reason)))
                lines.append("failed  \(entry.id)  \(entry.url): \(reason)")
            }
            if let existing = bySource[entry.url] {
                ready += 1
                edits.append(InboxEdit(index: index, status: .ready, reason: .some(nil)))
                lines.append("ready   \(entry.id)  already in the collection as '\(existing)'")
                continue
            }
            var recipe: Recipe
            var image: LinkImport.Image?
            if let caption = entry.caption, !caption.trimmingBlanks().isEmpty {
                let draft = CaptionReader.read(caption, url: LinkImport.isLink(entry.url) ? entry.url : nil)
                if let failure = draft.failure { fail(failure); continue }
                recipe = draft.recipe
                if let title = entry.title, !title.isEmpty { recipe.title = title; recipe.id = DerivedID.recipe(title: title) }
            } else if LinkImport.isLink(entry.url) {
                switch LinkImport.run([entry.url], images: true).first {
                case .recipe(let read, let saved, let page, _)?:
                    if let existing = bySource[page.source] {
                        ready += 1
                        edits.append(InboxEdit(index: index, status: .ready, reason: .some(nil)))
                        lines.append("ready   \(entry.id)  already in the collection as '\(existing)'")
                        continue
                    }
                    recipe = read
                    image = saved
                case .noRecipe(_, let page)?: fail(page.failure ?? WebPageReader.noRecipe); continue
                case .failed(let error)?: fail(error.message); continue
                case nil: fail("nothing was fetched"); continue
                }
            } else {
                fail("no caption to read and no link to fetch")
                continue
            }
            recipe.id = freeRecipeId(recipe.id)
            if let saved = image {
                image?.relativePath = ImageBytes.relativePath(recipeId: recipe.id, fileExtension: (saved.relativePath as NSString).pathExtension)
                recipe.thumbnail = image?.relativePath
            }
            switch writeInboxRecipe(recipe, image: image, files: files) {
            case .failure(let error): fail(error.message)
            case .success(let path):
                ready += 1
                if let url = recipe.sourceUrl { bySource[url] = recipe.id }
                bySource[entry.url] = recipe.id
                edits.append(InboxEdit(index: index, status: .ready, reason: .some(nil), title: recipe.title))
                lines.append("ready   \(entry.id)  \(recipe.title) -> \(path)")
            }
        }
        guard !edits.isEmpty else {
            return .success(CommandOutcome(command: "", text: "inbox: nothing to import (no entry is pending)", data: ["changed": .bool(false)]))
        }
        let text = InboxEdit.apply(edits, to: file)
        let result = applyChange({ overwrite throws(StoreError) in
            try files.writeFile(
                file.relativePath, bytes: Array(text.utf8), previous: file.source.bytes,
                summary: "import inbox", overwrite: overwrite)
        })
        if case .failure(let error) = result { return .failure(error) }
        lines.append("inbox: \(ready) ready, \(failed) failed")
        let outcome = CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: ["ready": .int(ready), "failed": .int(failed)])
        return failed > 0 ? .failure(CommandError(outcome.text)) : .success(outcome)
    }

    /// Writes an inbox entry's recipe (and its image) as new files; the path written.
    private func writeInboxRecipe(_ recipe: Recipe, image: LinkImport.Image?, files: any FileEditingStore) -> Result<String, CommandError> {
        let taken = Set(kitchen.recipes.compactMap(\.path))
        var name = ImportPlan.fileName(for: recipe.id)
        var n = 2
        while taken.contains("recipes/\(name).recipe") || files.loadedBytes(of: "recipes/\(name).recipe") != nil {
            name = "\(ImportPlan.fileName(for: recipe.id))-\(n)"
            n += 1
        }
        let relative = "recipes/\(name).recipe"
        do {
            if let image {
                _ = try files.writeFile(image.relativePath, bytes: image.bytes, previous: nil, summary: "image", overwrite: false)
            }
            _ = try files.writeFile(
                relative, bytes: Array(Language.print(.recipe(recipe)).utf8), previous: nil,
                summary: "import '\(recipe.title)'", overwrite: false)
        } catch {
            switch error {
            case .conflict(let conflict): return .failure(CommandError("\(conflict.path): exists already"))
            case .failed(let message, let kind): return .failure(CommandError(message, kind: kind))
            }
        }
        return .success(relative)
    }
}
