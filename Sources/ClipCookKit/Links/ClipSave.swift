import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What the kitchen view's Add page and the MCP `import` tool save: a
/// pasted caption read into a recipe, or a recipe's text (as previewed,
/// or edited) with the image its `thumbnail` link named, downloaded by the
/// caller. Both through the write-back, revertible with `undo`.
extension Session {
    /// A pasted caption (a TikTok or Instagram post's text) read into a new recipe.
    package func importCaption(_ text: String) -> Result<CommandOutcome, CommandError> {
        guard let files = store as? any FileEditingStore else { return .failure(CommandError("this collection cannot be changed")) }
        let given = text.trimmingBlanks()
        guard !given.isEmpty else { return .failure(CommandError("the caption is empty")) }
        let draft = CaptionReader.read(given, url: nil)
        if let failure = draft.failure { return .failure(CommandError("the caption holds no recipe: \(failure)")) }
        var recipe = draft.recipe
        recipe.id = freeRecipeId(recipe.id)
        return writeLinkedRecipe(recipe, image: nil, origin: "the caption (", notes: draft.categoryNote.map { [$0] } ?? [], files: files)
    }

    /// The `thumbnail` of a recipe's text when it is an http or https link
    /// (an image still to download), else nil.
    package static func remoteThumbnail(of text: String) -> String? {
        let parsed = Language.parse(SourceFile(path: "recipes/new.recipe", bytes: Array(text.utf8)))
        guard case .recipe(let recipe)? = parsed.document, let thumbnail = recipe.thumbnail else { return nil }
        let lower = thumbnail.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") ? thumbnail : nil
    }

    /// Saves a recipe given as its text: read and linted first (refused with
    /// every diagnostic at its line when it has an error, nothing written),
    /// then written in the canonical layout. With `image`, the image is
    /// saved as `images/ID.EXT` and the text's `thumbnail` names it.
    package func saveClippedText(_ text: String, image: (bytes: [UInt8], fileExtension: String)?) -> CommandOutcome {
        var text = text
        var imagePath: String?
        if let image {
            let parsed = Language.parse(SourceFile(path: "recipes/new.recipe", bytes: Array(text.utf8)))
            if case .recipe(let recipe)? = parsed.document, !parsed.diagnostics.hasErrors,
                let range = parsed.sourceMap["thumbnail"]?.offsets
            {
                let path = ImageBytes.relativePath(recipeId: recipe.id, fileExtension: image.fileExtension)
                var bytes = Array(text.utf8)
                if range.lowerBound >= 0, range.upperBound <= bytes.count {
                    bytes.replaceSubrange(range, with: Array(path.utf8))
                    text = String(decoding: bytes, as: UTF8.self)
                    imagePath = path
                }
            }
        }
        var outcome = createRecipe(text: text)
        guard outcome.error == nil, let image, let imagePath, let files = store as? any FileEditingStore else { return outcome }
        if files.loadedBytes(of: imagePath) == image.bytes { return outcome }
        do {
            _ = try files.writeFile(imagePath, bytes: image.bytes, previous: nil, summary: "image \(imagePath)", overwrite: false)
            outcome.text += "\nimage: \(imagePath)"
            outcome.data["image"] = .string(imagePath)
        } catch {
            outcome.text += "\nwarning: the image was not saved (\(imagePath) exists already)"
        }
        return outcome
    }

    /// A link whose page holds no recipe, kept in the inbox as failed with
    /// its title and the reason (what `import URL` does on the command line),
    /// so that nothing clipped from the phone is lost. A link already in the
    /// inbox is left as it is.
    package func keepInInbox(link: String, title: String?, reason: String) -> Result<CommandOutcome, CommandError> {
        guard let files = store as? any FileEditingStore else { return .failure(CommandError("this collection cannot be changed")) }
        if let refused = LinkImport.refusal(link) { return .failure(CommandError(refused)) }
        if let held = loadedInbox(), let entry = held.inbox.pendingImports.first(where: { $0.url == link }) {
            return .success(
                CommandOutcome(
                    command: "inbox", text: "already in the inbox as \(entry.id)", data: ["id": .string(entry.id), "changed": .bool(false)]))
        }
        let shownTitle = title.map { String($0.trimmingBlanks().prefix(Recipe.maxTitleLength)) }.flatMap { $0.isEmpty ? nil : $0 }
        let entry = PendingImport(id: DerivedID.pendingImports(urls: [link]).first ?? "import", url: link, status: .failed, title: shownTitle)
        let (path, bytes) = inboxFile(files)
        let text = InboxText.appending([(entry, reason)], to: bytes.map { String(decoding: $0, as: UTF8.self) })
        let result = applyChange({ overwrite throws(StoreError) in
            try files.writeFile(path, bytes: Array(text.utf8), previous: bytes, summary: "inbox: add \(entry.id)", overwrite: overwrite)
        })
        return result.map { _ in
            CommandOutcome(
                command: "inbox", text: "kept \(entry.id) in the inbox as failed (\(reason)); 'inbox retry \(entry.id)' tries it again",
                data: ["id": .string(entry.id), "changed": .bool(true)])
        }
    }
}
