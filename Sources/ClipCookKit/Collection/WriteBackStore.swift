import Foundation

/// The collection folder on disk as the session's store: loaded with
/// `CollectionLoader`, every change written back with `AtomicWriter`
/// (temporary file, fsync, rename), editing only the element concerned, and
/// never over a file that changed since it was read (`.conflict`).
public final class WriteBackStore: CollectionStore {
    public let root: String
    private var collection: KitchenCollection
    /// Size and modification time of every file as loaded, by relative path.
    private var stamps: [String: DiskStamp] = [:]

    public init(root: String) {
        self.root = root
        collection = KitchenCollection(root: root, absoluteRoot: root, files: [])
    }

    public func load() -> KitchenSnapshot {
        collection = CollectionLoader.load(root: root)
        stamps = [:]
        for file in collection.files {
            // The fingerprint taken while reading; a stat now only for files that could not be read.
            stamps[file.relativePath] = file.fingerprint.map(DiskStamp.init) ?? DiskStamp(path: file.absolutePath)
        }
        let renderer = DiagnosticRenderer()
        var problems: [FileProblem] = collection.files.filter(\.hasErrors).map { file in
            FileProblem(
                path: file.source.path, rendered: renderer.render(file.diagnostics, in: file.source),
                errorCount: file.diagnostics.filter { $0.severity == .error }.count)
        }
        if !collection.loadDiagnostics.isEmpty {
            problems.append(FileProblem(
                path: root, rendered: renderer.render(collection.loadDiagnostics, in: nil),
                errorCount: collection.loadDiagnostics.filter { $0.severity == .error }.count))
        }
        return KitchenSnapshot(
            root: root,
            recipes: collection.recipeEntries.map { RecipeEntry(recipe: $0.recipe, path: $0.file.relativePath) },
            planFileCount: collection.files(of: .plan).count, mealSlots: collection.mealSlots,
            shoppingItems: collection.shoppingItems, settings: collection.settings, problems: problems)
    }

    public func setFlag(_ flag: RecipeFlag, to value: Bool, in entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange {
        let file = try self.file(of: entry)
        guard let edited = SourceEdit.setFlag(flag.rawValue, to: value, in: file.result.tree) else {
            throw .failed("\(file.source.path): no recipe header to edit")
        }
        try write(edited, to: file.absolutePath, shownAs: file.source.path, expecting: overwrite ? nil : file.source.bytes)
        let verb = value ? flag.rawValue : (flag == .favourite ? "unfavourite" : "restore")
        return StoreChange(
            summary: "\(verb) '\(entry.recipe.title)'", recipeId: entry.recipe.id, path: file.absolutePath,
            previousBytes: file.source.bytes, previousRecipe: entry.recipe, writtenBytes: edited)
    }

    public func delete(_ entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange {
        let file = try self.file(of: entry)
        if !overwrite { try expect(file.source.bytes, at: file.absolutePath, shownAs: file.source.path, mine: []) }
        guard unlink(file.absolutePath) == 0 || errno == ENOENT else {
            throw .failed("\(file.source.path): cannot delete: \(String(cString: strerror(errno)))")
        }
        return StoreChange(
            summary: "delete '\(entry.recipe.title)'", recipeId: entry.recipe.id, path: file.absolutePath,
            previousBytes: file.source.bytes, previousRecipe: entry.recipe, writtenBytes: nil)
    }

    public func createRecipe(title: String, id: String) throws(StoreError) -> StoreChange {
        let relative = "recipes/\(id).recipe"
        let absolute = absolutePath(relative)
        let bytes = Array(RecipeTemplate.text(title: title).utf8)
        do {
            try AtomicWriter.create(bytes, at: absolute, within: root)
        } catch {
            throw .failed("\(relative): \(error.message)")
        }
        return StoreChange(
            summary: "new '\(title)'", recipeId: id, path: absolute, previousBytes: nil, previousRecipe: nil,
            writtenBytes: bytes)
    }

    public func revert(_ change: StoreChange, overwrite: Bool) throws(StoreError) {
        guard let path = change.path else { throw .failed("nothing on disk to revert") }
        let shown = displayPath(path)
        if !overwrite {
            try expect(change.writtenBytes, at: path, shownAs: shown, mine: change.previousBytes ?? [])
        }
        if let previous = change.previousBytes {
            try write(previous, to: path, shownAs: shown, expecting: nil)
        } else if unlink(path) != 0 && errno != ENOENT {
            throw .failed("\(shown): cannot delete: \(String(cString: strerror(errno)))")
        }
    }

    public func editablePath(of entry: RecipeEntry) -> String? {
        entry.path.map(absolutePath)
    }

    public func contents(ofFile path: String) -> [UInt8]? {
        try? FileBytes.load(atPath: path).bytes
    }

    public func replaceContents(ofFile path: String, with bytes: [UInt8]) throws(StoreError) {
        try write(bytes, to: path, shownAs: displayPath(path), expecting: nil)
    }

    public func check(file path: String) -> FileProblem? {
        let relative = relativePath(path)
        let file = CollectionLoader.readFile(
            absolutePath: path, displayPath: CollectionLoader.displayPath(root: root, relativePath: relative),
            relativePath: relative)
        guard file.hasErrors else { return nil }
        return FileProblem(
            path: file.source.path, rendered: DiagnosticRenderer().render(file.diagnostics, in: file.source),
            errorCount: file.diagnostics.filter { $0.severity == .error }.count)
    }

    public func changedOnDisk() -> [String] {
        let (paths, _) = CollectionLoader.filePaths(root: root)
        var changed: [String] = []
        var present: Set<String> = []
        for relative in paths {
            present.insert(relative)
            if stamps[relative] != DiskStamp(path: absolutePath(relative)) {
                changed.append(CollectionLoader.displayPath(root: root, relativePath: relative))
            }
        }
        for relative in stamps.keys.sorted() where !present.contains(relative) {
            changed.append(CollectionLoader.displayPath(root: root, relativePath: relative))
        }
        return changed
    }

    // MARK: Files

    private func file(of entry: RecipeEntry) throws(StoreError) -> CollectionFile {
        guard let relative = entry.path, let file = collection.file(relativePath: relative) else {
            throw .failed("'\(entry.recipe.title)' has no file in the collection; run 'reload'")
        }
        return file
    }

    /// Throws `.conflict` unless the file at `path` holds `expected` (nil: no file).
    private func expect(_ expected: [UInt8]?, at path: String, shownAs shown: String, mine: [UInt8]) throws(StoreError) {
        let current = try? FileBytes.load(atPath: path).bytes
        guard current != expected else { return }
        throw .conflict(Conflict(path: shown, mine: mine, theirs: current))
    }

    private func write(_ bytes: [UInt8], to path: String, shownAs shown: String, expecting: [UInt8]?) throws(StoreError) {
        do {
            try AtomicWriter.write(
                bytes, to: path, expecting: expecting.map { FileFingerprint(bytes: $0) }, within: root)
        } catch {
            if case .changedOnDisk = error {
                throw .conflict(Conflict(path: shown, mine: bytes, theirs: try? FileBytes.load(atPath: path).bytes))
            }
            throw .failed("\(shown): \(error.message)")
        }
    }

    private func absolutePath(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : (root.hasSuffix("/") ? root : root + "/") + relative
    }

    private func relativePath(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func displayPath(_ path: String) -> String {
        CollectionLoader.displayPath(root: root, relativePath: relativePath(path))
    }
}

/// What a cheap look at a file tells: its size and modification time (nil
/// fields when it cannot be looked at).
struct DiskStamp: Hashable {
    var size: Int?
    var seconds: Int?
    var nanoseconds: Int?

    init(_ fingerprint: FileFingerprint) {
        size = fingerprint.size
        seconds = fingerprint.modificationSeconds
        nanoseconds = fingerprint.modificationNanoseconds
    }

    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        size = Int(info.st_size)
        (seconds, nanoseconds) = FileBytes.modificationTime(info)
    }
}
