import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `import URL [--no-images]`: fetches a recipe page (or a social post) and
/// writes it as a new recipe, with its image, through the write-back; a
/// page with no recipe goes to the inbox as failed. `import inbox` works
/// through the inbox (see `InboxCommand`).
struct ImportCommand: SessionCommand {
    let spec = CommandSpec(
        "import", synopsis: "import URL [--no-images] | import inbox",
        summary: "fetch a recipe from a link (or every pending link and caption of the inbox)",
        details: [
            "http and https only; at most 5 redirects, 30 s and 10 MB of page. The recipe's image is saved as images/ID.jpg|png|webp."
        ],
        argument: .text)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if arguments.first?.lowercased() == "inbox" { return session.importInbox() }
        let images = !arguments.contains("--no-images")
        let links = arguments.filter { $0 != "--no-images" }
        guard links.count == 1, let link = links.first else {
            return .failure(CommandError("'import' needs one link", suggestion: "for example: import https://example.com/banana-bread"))
        }
        return session.importLink(link, images: images)
    }
}

extension Session {
    func importLink(_ link: String, images: Bool) -> Result<CommandOutcome, CommandError> {
        guard LinkImport.isLink(link) else {
            return .failure(CommandError("'\(link)' is not a link", suggestion: "files are imported with 'clipcook import FILE --into DIR'"))
        }
        guard store is any FileEditingStore else { return .failure(CommandError("this collection cannot be changed")) }
        return saveFetched(LinkImport.run([link], images: images).first, link: link)
    }

    /// Writes what a fetch of `link` gave: the recipe (with its image), or
    /// the page without one to the inbox as failed; a failed fetch is an error.
    package func saveFetched(_ outcome: LinkImport.Outcome?, link: String) -> Result<CommandOutcome, CommandError> {
        guard let files = store as? any FileEditingStore else { return .failure(CommandError("this collection cannot be changed")) }
        switch outcome {
        case nil:
            return .failure(CommandError("\(link): nothing was fetched"))
        case .failed(let error)?:
            return .failure(CommandError(error.line))
        case .noRecipe(let entry, let page)?:
            return addToInbox([(entry, page.failure ?? WebPageReader.noRecipe)], files: files, url: link)
        case .recipe(var recipe, let image, let page, let notes)?:
            if let existing = kitchen.recipes.first(where: { $0.recipe.sourceUrl == page.source }) {
                return .success(
                    CommandOutcome(
                        command: "", text: "\(page.source): already in the collection as '\(existing.recipe.id)'",
                        data: ["id": .string(existing.recipe.id), "changed": .bool(false)]))
            }
            recipe.id = freeRecipeId(recipe.id)
            var image = image
            if let found = image {
                let ext = (found.relativePath as NSString).pathExtension
                image?.relativePath = ImageBytes.relativePath(recipeId: recipe.id, fileExtension: ext)
                recipe.thumbnail = image?.relativePath
            }
            return writeLinkedRecipe(recipe, image: image, origin: "\(page.siteName) (\(page.readFrom ?? "page"), ", notes: notes, files: files)
        }
    }

    /// The one place `import URL` writes: the image, then the recipe (which `undo` takes back).
    func writeLinkedRecipe(
        _ recipe: Recipe, image: LinkImport.Image?, origin: String, notes: [String], files: any FileEditingStore
    ) -> Result<CommandOutcome, CommandError> {
        let taken = Set(kitchen.recipes.compactMap(\.path))
        var name = ImportPlan.fileName(for: recipe.id)
        var n = 2
        while taken.contains("recipes/\(name).recipe") {
            name = "\(ImportPlan.fileName(for: recipe.id))-\(n)"
            n += 1
        }
        let relative = "recipes/\(name).recipe"
        let text = Language.print(.recipe(recipe))
        if let image {
            do {
                _ = try files.writeFile(
                    image.relativePath, bytes: image.bytes, previous: nil,
                    summary: "image of '\(recipe.title)'", overwrite: false)
            } catch {
                let reason: String
                switch error {
                case .conflict: reason = "exists already"
                case .failed(let message, _): reason = message
                }
                return .failure(CommandError("\(image.relativePath): \(reason)", suggestion: "nothing was written"))
            }
        }
        let result = applyChange({ overwrite throws(StoreError) in
            try files.writeFile(relative, bytes: Array(text.utf8), previous: nil, summary: "import '\(recipe.title)'", overwrite: overwrite)
        })
        switch result {
        case .failure(let error): return .failure(error)
        case .success:
            var lines = [
                "imported '\(recipe.title)' from \(origin)"
                    + "\(recipe.ingredients.count) ingredient\(recipe.ingredients.count == 1 ? "" : "s")) -> \(relative)"
            ]
            if let image { lines.append("image: \(image.relativePath)") }
            lines += notes.map { "warning: \($0)" }
            return .success(
                CommandOutcome(
                    command: "", text: lines.joined(separator: "\n"),
                    data: ["id": .string(recipe.id), "path": .string(relative), "changed": .bool(true)]))
        }
    }

    /// `id`, or `id-2`, `id-3`... when a recipe of the collection has it.
    func freeRecipeId(_ id: String) -> String {
        let taken = Set(kitchen.recipes.map(\.recipe.id))
        var candidate = id
        var n = 2
        while taken.contains(candidate) {
            candidate = "\(id)-\(n)"
            n += 1
        }
        return candidate
    }
}
