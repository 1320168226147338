import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// What `clipcook import inbox` does to a collection, worked out without
/// touching the disk: for each pending import whose status is `importing`,
///
/// - a caption that yields a recipe -> a new `recipes/NAME.recipe` (the
///   draft of `CaptionReader`), and the entry's status becomes `ready` (its
///   title filled in when it had none);
/// - a link that a recipe of the collection already has as its source ->
///   `ready`, no new file;
/// - an entry named for "edit manually" (by id or URL; `importing` or
///   `failed`) -> a blank recipe with the link and its platform
///   (SYS-003.3), `ready`;
/// - anything else (no caption, or nothing found in it) -> `failed`; the
///   entry, its link and its caption stay in the inbox, and the reason is
///   reported.
///
/// Other entries that are `ready` or `failed` already are left alone. The inbox
/// file is edited in place (only the status lines change, a title line may
/// be added) and then put in the canonical layout, comments kept.
public struct InboxImport: Sendable {
    public struct Outcome: Hashable, Sendable {
        public var url: String
        public var status: ImportStatus
        /// The recipe written for it, when one is.
        public var recipeId: String?
        public var relativePath: String?
        /// Why it failed, or a note ("already in the collection").
        public var reason: String?
    }

    public struct NewFile: Hashable, Sendable {
        public var relativePath: String
        public var text: String
    }

    /// A pending link as the caller fetched and read it (this type fetches nothing).
    public struct FetchedLink: Sendable {
        public var recipe: Recipe?
        /// The page's address after redirects (its canonical link).
        public var source: String?
        public var image: (bytes: [UInt8], fileExtension: String)?
        public var failure: String?

        public init(recipe: Recipe?, source: String?, image: (bytes: [UInt8], fileExtension: String)?, failure: String?) {
            self.recipe = recipe
            self.source = source
            self.image = image
            self.failure = failure
        }
    }

    public struct NewImage: Hashable, Sendable {
        public var relativePath: String
        public var bytes: [UInt8]
    }

    /// The pending links without a caption that `init` reads from `fetched`:
    /// what the caller fetches first.
    public static func linksToFetch(in collection: KitchenCollection, manual: Set<String> = []) -> [String] {
        guard let file = collection.files(of: .inbox).first, case .inbox(let inbox)? = file.document else { return [] }
        let sources = Set(collection.recipes.compactMap(\.sourceUrl))
        return inbox.pendingImports.filter { entry in
            entry.status == .importing && !manual.contains(entry.id) && !manual.contains(entry.url) && !sources.contains(entry.url)
                && (entry.caption ?? "").trimmingBlanks().isEmpty && isWebLink(entry.url)
        }.map(\.url)
    }

    static func isWebLink(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    public var outcomes: [Outcome] = []
    public var newImages: [NewImage] = []
    public var newFiles: [NewFile] = []
    /// The inbox file's new text; nil when nothing changes.
    public var inboxText: String?
    public var inboxFile: CollectionFile?

    public init(collection: KitchenCollection, manual: Set<String> = [], fetched: [String: FetchedLink] = [:]) {
        guard let file = collection.files(of: .inbox).first, case .inbox(let inbox)? = file.document else { return }
        inboxFile = file
        var takenIds = Set(collection.recipes.map(\.id))
        var takenPaths = Set(collection.files.map(\.relativePath))
        var bySource: [String: String] = [:]
        for recipe in collection.recipes {
            if let url = recipe.sourceUrl, bySource[url] == nil { bySource[url] = recipe.id }
        }
        var edits: [(range: Range<Int>, text: String)] = []
        for (index, entry) in inbox.pendingImports.enumerated() {
            let isManual = manual.contains(entry.id) || manual.contains(entry.url)
            guard entry.status == .importing || (isManual && entry.status == .failed) else { continue }
            var outcome = Outcome(url: entry.url, status: .failed)
            var recipe: Recipe?
            var image: (bytes: [UInt8], fileExtension: String)?
            if isManual {
                recipe = CaptionReader.blank(url: entry.url, title: entry.title)
            } else if let existing = bySource[entry.url] {
                outcome.status = .ready
                outcome.recipeId = existing
                outcome.reason = "already in the collection as '\(existing)'"
            } else if let caption = entry.caption, !caption.trimmingBlanks().isEmpty {
                let draft = CaptionReader.read(caption, url: Self.isWebLink(entry.url) ? entry.url : nil)
                if let failure = draft.failure {
                    outcome.reason = failure
                } else {
                    var draftRecipe = draft.recipe
                    if let title = entry.title, !title.isEmpty, draftRecipe.title == CaptionReader.fallbackTitle(draftRecipe.sourcePlatform) {
                        draftRecipe.title = String(title.prefix(Recipe.maxTitleLength))
                        draftRecipe.id = DerivedID.recipe(title: draftRecipe.title)
                    }
                    if draftRecipe.thumbnail == nil { draftRecipe.thumbnail = entry.thumbnail }
                    recipe = draftRecipe
                    // Shown after the ready line: how the category was chosen.
                    outcome.reason = draft.categoryNote
                }
            } else if let link = fetched[entry.url] {
                if let source = link.source, let existing = bySource[source] {
                    outcome.status = .ready
                    outcome.recipeId = existing
                    outcome.reason = "already in the collection as '\(existing)'"
                } else if let read = link.recipe {
                    recipe = read
                    image = link.image
                } else {
                    outcome.reason = link.failure ?? "nothing was read from the link"
                }
            } else {
                outcome.reason =
                    "no caption to read; paste the post's caption under the entry (caption | ...), "
                    + "or run 'clipcook import inbox --manual \(entry.url)' for a blank recipe to fill in"
            }
            if var recipe {
                var id = recipe.id
                var counter = 2
                while takenIds.contains(id) {
                    id = "\(recipe.id)-\(counter)"
                    counter += 1
                }
                recipe.id = id
                takenIds.insert(id)
                var newImage: NewImage?
                if let image {
                    let path = ImageBytes.relativePath(recipeId: id, fileExtension: image.fileExtension)
                    if !takenPaths.contains(path) {
                        newImage = NewImage(relativePath: path, bytes: image.bytes)
                        recipe.thumbnail = path
                    }
                }
                let text = Language.print(.recipe(recipe))
                let reparsed = Language.parse(text)
                if case .recipe(let again)? = reparsed.document, again == recipe {
                    let base = ImportPlan.fileName(for: id)
                    var name = base
                    var n = 2
                    while takenPaths.contains("recipes/\(name).recipe") {
                        name = "\(base)-\(n)"
                        n += 1
                    }
                    let path = "recipes/\(name).recipe"
                    takenPaths.insert(path)
                    newFiles.append(NewFile(relativePath: path, text: text))
                    if let newImage {
                        takenPaths.insert(newImage.relativePath)
                        newImages.append(newImage)
                    }
                    outcome.status = .ready
                    outcome.recipeId = id
                    outcome.relativePath = path
                } else {
                    outcome.reason = "the draft recipe cannot be written as ClipCook text"
                }
            }
            if let range = file.result.sourceMap["pendingImports[\(index)].status"]?.offsets {
                edits.append((range, outcome.status.rawValue))
                if let edit = Self.reasonEdit(index: index, failure: outcome.status == .failed ? outcome.reason : nil, in: file) {
                    edits.append(edit)
                }
                // The extracted title (DATA-005), on a line of its own after the status line.
                if outcome.relativePath != nil, entry.title == nil, let recipeTitle = recipe?.title,
                    file.result.sourceMap["pendingImports[\(index)].title"] == nil
                {
                    let bytes = file.source.bytes
                    let indent = Self.indent(before: range.lowerBound, in: bytes)
                    var lineEnd = range.upperBound
                    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                    let line = indent + "title " + TextQuoting.lineValue(recipeTitle)
                    if lineEnd < bytes.count {
                        edits.append((lineEnd + 1..<lineEnd + 1, line + "\n"))
                    } else {
                        edits.append((lineEnd..<lineEnd, "\n" + line))
                    }
                }
            }
            outcomes.append(outcome)
        }
        guard !edits.isEmpty else { return }
        var bytes = file.source.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        let edited = SourceFile(path: file.source.path, bytes: bytes)
        inboxText = (try? Formatter.format(edited)) ?? String(decoding: bytes, as: UTF8.self)
    }

    /// The comment that says why an entry failed, on the line above its
    /// `pending` line (what `inbox` lists as its reason): put there, or
    /// replaced, for a failure; taken away when the entry did not fail.
    static func reasonEdit(index: Int, failure: String?, in file: CollectionFile) -> (range: Range<Int>, text: String)? {
        guard let url = file.result.sourceMap["pendingImports[\(index)].url"]?.offsets else { return nil }
        let bytes = file.source.bytes
        var start = url.lowerBound
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var old = start..<start
        if start > 0 {
            var previous = start - 1
            while previous > 0, bytes[previous - 1] != 0x0A { previous -= 1 }
            if bytes[previous..<start].starts(with: Array(reasonPrefix.utf8)) { old = previous..<start }
        }
        let text = failure.map { reasonPrefix + $0.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ") + "\n" } ?? ""
        return old.isEmpty && text.isEmpty ? nil : (old, text)
    }

    /// What starts the comment above a failed entry (also `InboxText.reasonPrefix`).
    package static let reasonPrefix = "-- failed: "

    /// The blanks at the start of the line that holds `offset`.
    package static func indent(before offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
