import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// The collection folder on disk as the session's store: loaded with
/// `CollectionLoader`, every change written back through its `writer`
/// (`CollectionWriter`: the lock, the path check, then `AtomicWriter`'s
/// temporary file, fsync and rename), editing only the element concerned, and
/// never over a file that changed since it was read (`.conflict`).
///
/// Loading is incremental: the first `load` reads every file; after the store
/// itself wrote, created or removed files, the next `load` reads only those;
/// after `changedOnDisk` found a few files changed by others, the next `load`
/// reads only those; any other `load` (a `reload`) reads again only the
/// files whose stamp changed (`CollectionLoader.reload`).
public final class WriteBackStore: CollectionStore {
    public let root: String
    package private(set) var collection: KitchenCollection
    private var loaded = false
    /// Relative paths of the files to read again at the next `load`: those
    /// this store changed since the last one, and those `changedOnDisk`
    /// found changed by others (when there are few).
    private var changed: [String] = []
    /// A change to a file that could not be named relative to the root: the next `load` looks at every file.
    private var changedElsewhere = false
    /// The snapshot the last `load` returned.
    private var last: KitchenSnapshot?
    /// More files changed on disk than this and the next `load` looks at every file.
    package static let reportedLimit = 64
    /// What `changedOnDisk` asks.
    package let changeCheck: DiskChangeCheck

    public init(root: String) {
        self.root = root
        collection = KitchenCollection(root: root, absoluteRoot: root, files: [])
        changeCheck = DiskChangeCheck(root: root)
    }

    public func load() -> KitchenSnapshot {
        var patched: KitchenSnapshot?
        // A changed foods file changes how plans read: then every file is looked at.
        if loaded, !changedElsewhere, !changed.isEmpty, last != nil, !changed.contains(where: KitchenCollection.isFoodsFile) {
            // Moved out of `last`, so that it is the only copy and changes in place.
            swap(&patched, &last)
            // The patched snapshot is a new one, whose edits start from the one before.
            if let base = patched?.identity {
                patched?.recipeEdits = RecipeEdits(base: base)
                patched?.identity = SnapshotIdentity()
            }
            var seen = Set<String>()
            for relative in changed where seen.insert(relative).inserted {
                let before = collection.file(relativePath: relative)
                var after: CollectionFile?
                // As the folder walk does: a path that no longer names a file (or
                // names no collection file) is not part of the collection.
                if FileStamp.current(atPath: absolutePath(relative)) == nil
                    || !CollectionLoader.isCollectionFile(relativePath: relative)
                {
                    collection.remove(relativePath: relative)
                } else {
                    let file = CollectionLoader.loadFile(relativePath: relative, root: root)
                    collection.replace(file)
                    after = file
                }
                if var snapshot = patched {
                    patched = nil
                    if patch(&snapshot, relative, before: before, after: after) { patched = snapshot }
                }
            }
        } else {
            // Neither syntax trees nor source maps are kept (a large
            // collection's memory, and a share of its parse time): an edit
            // parses the file it changes again for them (`result(keeping:)`).
            collection = CollectionLoader.reload(
                loaded ? collection : nil, root: root, keeping: .session, scanned: changeCheck.scanForLoad(stamps: loaded))
        }
        loaded = true
        changed = []
        changedElsewhere = false
        let result = patched ?? snapshot()
        last = result
        return result
    }

    /// Updates `snapshot` after one file changed, when that file held a
    /// recipe (or nothing) before and after: only its entry is replaced,
    /// added or removed, in file order. False for any other change (then the
    /// whole snapshot is made again).
    private func patch(_ snapshot: inout KitchenSnapshot, _ relative: String, before: CollectionFile?, after: CollectionFile?) -> Bool {
        func recipeOrNothing(_ file: CollectionFile?) -> Bool {
            guard let file else { return true }
            guard !file.hasErrors, case .recipe? = file.result.document else { return false }
            return true
        }
        guard recipeOrNothing(before), recipeOrNothing(after) else { return false }
        // The recipes are in the order of their files' paths: the first
        // at or after `relative` is found by halving.
        var position = 0
        var high = snapshot.recipes.count
        while position < high {
            let middle = position + (high - position) / 2
            if (snapshot.recipes[middle].path ?? "") < relative { position = middle + 1 } else { high = middle }
        }
        let index = position < snapshot.recipes.count && snapshot.recipes[position].path == relative ? position : nil
        let edit: RecipeEdit
        if case .recipe(let recipe)? = after?.result.document {
            edit = index.map { .replace(position: $0, recipe: recipe) } ?? .insert(position: position, recipe: recipe)
        } else if let index {
            edit = .remove(position: index)
        } else {
            return true
        }
        edit.apply(to: &snapshot.recipes) { RecipeEntry(recipe: $0, path: relative) }
        // Taken out first, so that it changes in place; a recipe put in
        // comes from `after`, whose bytes it was parsed from.
        if var sources = snapshot.recipeSources.take() {
            edit.apply(to: &sources) { _ in after?.source.bytes ?? [] }
            snapshot.recipeSources = sources
        }
        snapshot.recipeEdits?.edits.append(edit)
        return true
    }

    /// The session's view of the collection, made in one pass over the files.
    private func snapshot() -> KitchenSnapshot {
        let renderer = DiagnosticRenderer()
        var recipes: [RecipeEntry] = []
        var sources: [[UInt8]] = []
        var planFiles = 0
        var problems: [FileProblem] = []
        for index in collection.files.indices {
            switch collection.files[index].result.document {
            case .recipe(let recipe)?:
                recipes.append(RecipeEntry(recipe: recipe, path: collection.files[index].relativePath))
                sources.append(collection.files[index].source.bytes)
            case .plan?: planFiles += 1
            default: break
            }
            if collection.files[index].result.diagnostics.hasErrors {
                let file = collection.files[index]
                problems.append(
                    FileProblem(
                        path: file.source.path, rendered: renderer.render(file.diagnostics, in: file.source),
                        errorCount: file.diagnostics.filter { $0.severity == .error }.count))
            }
        }
        if !collection.loadDiagnostics.isEmpty {
            problems.append(
                FileProblem(
                    path: root, rendered: renderer.render(collection.loadDiagnostics, in: nil),
                    errorCount: collection.loadDiagnostics.filter { $0.severity == .error }.count,
                    warnings: collection.loadDiagnostics.filter { $0.severity == .warning }.map { $0.path + ": " + $0.message }))
        }
        var snapshot = KitchenSnapshot(
            root: root, recipes: recipes, planFileCount: planFiles, mealSlots: collection.readableMealSlots,
            shoppingItems: collection.shoppingItems, settings: collection.settings,
            hasSettingsFile: collection.settingsFile != nil, problems: problems)
        snapshot.shopping = shoppingState()
        snapshot.ownFoods = collection.ownFoods
        snapshot.recipeSources = sources
        return snapshot
    }

    public func setFlag(_ flag: RecipeFlag, to value: Bool, in entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange {
        let file = try self.file(of: entry)
        guard let edited = SourceEdit.setFlag(flag.rawValue, to: value, in: file.result(keeping: .syntaxTree).tree) else {
            throw .failed("\(file.source.path): no recipe header to edit", kind: .invalidInput)
        }
        do {
            try write(edited, to: file.absolutePath, shownAs: file.source.path, expecting: overwrite ? nil : file.source.bytes)
        } catch {
            guard case .conflict(var conflict) = error, let theirs = conflict.theirs else { throw error }
            // The same one-line edit on the version on disk, for "apply on top".
            let disk = Language.parse(SourceFile(path: file.source.path, bytes: theirs))
            conflict.rebased = SourceEdit.setFlag(flag.rawValue, to: value, in: disk.tree)
            conflict.absolutePath = file.absolutePath
            throw .conflict(conflict)
        }
        changed.append(file.relativePath)
        let verb = value ? flag.rawValue : (flag == .favourite ? "unfavourite" : "restore")
        return StoreChange(
            summary: "\(verb) '\(entry.recipe.title)'", recipeId: entry.recipe.id, path: file.absolutePath,
            previousBytes: file.source.bytes, previousRecipe: entry.recipe, writtenBytes: edited)
    }

    public func applyOnTop(_ conflict: Conflict, summary: String, recipe: Recipe) throws(StoreError) -> StoreChange {
        guard let rebased = conflict.rebased, let theirs = conflict.theirs, let path = conflict.absolutePath else {
            throw .failed("\(conflict.path): this change cannot be applied on top of the version on disk", kind: .conflict)
        }
        try write(rebased, to: path, shownAs: conflict.path, expecting: theirs)
        return StoreChange(
            summary: summary, recipeId: recipe.id, path: path, previousBytes: theirs, previousRecipe: recipe,
            writtenBytes: rebased)
    }

    public func delete(_ entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange {
        let file = try self.file(of: entry)
        try locked(file.source.path) { () throws(StoreError) in
            if !overwrite { try expect(file.source.bytes, at: file.absolutePath, shownAs: file.source.path, mine: []) }
            guard unlink(file.absolutePath) == 0 || errno == ENOENT else {
                throw .failed("\(file.source.path): cannot delete: \(String(cString: strerror(errno)))", kind: .io)
            }
        }
        changed.append(file.relativePath)
        return StoreChange(
            summary: "delete '\(entry.recipe.title)'", recipeId: entry.recipe.id, path: file.absolutePath,
            previousBytes: file.source.bytes, previousRecipe: entry.recipe, writtenBytes: nil)
    }

    public func rename(_ entry: RecipeEntry, to newId: String, overwrite: Bool) throws(StoreError) -> StoreChange {
        let file = try self.file(of: entry)
        // Every file checked and written under one hold of the lock.
        return try locked(file.source.path) { () throws(StoreError) in try rename(entry, file, to: newId, overwrite: overwrite) }
    }

    private func rename(_ entry: RecipeEntry, _ file: CollectionFile, to newId: String, overwrite: Bool) throws(StoreError) -> StoreChange {
        let edits: [RecipeRename.FileEdit]
        do {
            edits = try RecipeRename.edits(
                renaming: entry.recipe.id, to: newId, recipeFile: file.relativePath, in: collection)
        } catch {
            switch error {
            case .invalidId(let id):
                throw .failed("'\(id)' cannot be an id (no blanks or control characters, at most 200 characters)", kind: .invalidInput)
            case .idTaken(let id): throw .failed("the id '\(id)' is already used by another recipe", kind: .conflict)
            case .noRecipeFile: throw .failed("'\(entry.recipe.title)' has no recipe header to edit", kind: .invalidInput)
            }
        }
        if !overwrite {
            for edit in edits {
                try expect(edit.file.source.bytes, at: edit.file.absolutePath, shownAs: edit.file.source.path, mine: edit.bytes)
            }
        }
        var parts: [StoreChange] = []
        for edit in edits {
            do {
                try write(
                    edit.bytes, to: edit.file.absolutePath, shownAs: edit.file.source.path,
                    expecting: overwrite ? nil : edit.file.source.bytes)
            } catch {
                // Put back what was already written: all files or none.
                for part in parts.reversed() { try? revert(part, overwrite: true) }
                throw error
            }
            parts.append(
                StoreChange(
                    summary: "rename", recipeId: entry.recipe.id, path: edit.file.absolutePath,
                    previousBytes: edit.file.source.bytes, previousRecipe: entry.recipe, writtenBytes: edit.bytes))
        }
        var change = StoreChange(
            summary: "rename '\(entry.recipe.id)' to '\(newId)'", recipeId: entry.recipe.id, path: file.absolutePath,
            previousBytes: file.source.bytes, previousRecipe: entry.recipe, writtenBytes: edits.first?.bytes)
        change.parts = parts
        return change
    }

    public func revert(_ change: StoreChange, overwrite: Bool) throws(StoreError) {
        try locked(change.path.map(displayPath) ?? root) { () throws(StoreError) in try revertHoldingLock(change, overwrite: overwrite) }
    }

    private func revertHoldingLock(_ change: StoreChange, overwrite: Bool) throws(StoreError) {
        if !change.parts.isEmpty {
            if !overwrite {
                for part in change.parts {
                    guard let path = part.path else { continue }
                    try expect(part.writtenBytes, at: path, shownAs: displayPath(path), mine: part.previousBytes ?? [])
                }
            }
            for part in change.parts.reversed() { try revertHoldingLock(part, overwrite: true) }
            return
        }
        for part in change.alsoChanged.reversed() { try revertHoldingLock(part, overwrite: overwrite) }
        guard let path = change.path else { throw .failed("nothing on disk to revert", kind: .notFound) }
        let shown = displayPath(path)
        if !overwrite {
            try expect(change.writtenBytes, at: path, shownAs: shown, mine: change.previousBytes ?? [])
        }
        if let previous = change.previousBytes {
            try write(previous, to: path, shownAs: shown, expecting: nil)
        } else if unlink(path) != 0 && errno != ENOENT {
            throw .failed("\(shown): cannot delete: \(String(cString: strerror(errno)))", kind: .io)
        }
        noteChange(path)
    }

    public func editablePath(of entry: RecipeEntry) -> String? {
        entry.path.map(absolutePath)
    }

    public func contents(ofFile path: String) -> [UInt8]? {
        try? FileBytes.load(atPath: path).bytes
    }

    public func replaceContents(ofFile path: String, with bytes: [UInt8]) throws(StoreError) {
        try write(bytes, to: path, shownAs: displayPath(path), expecting: nil)
        noteChange(path)
    }

    /// Remembers that the file at `path` (absolute, or as `absolutePath` made it) changed.
    package func noteChange(_ path: String) {
        for prefix in [root, collection.absoluteRoot].map({ $0.hasSuffix("/") ? $0 : $0 + "/" })
        where path.hasPrefix(prefix) {
            changed.append(String(path.dropFirst(prefix.count)))
            return
        }
        changedElsewhere = true
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

    /// Whether `changedOnDisk` may use the kernel's reports of changed files
    /// (else it compares every file's stamp each time; see `DiskChangeCheck`).
    public var usesKernelChangeReports: Bool {
        get { changeCheck.usesFolderWatch }
        set { changeCheck.usesFolderWatch = newValue }
    }

    /// Files added, removed or changed since the last `load` (see `DiskChangeCheck`).
    public func changedOnDisk() -> [String] {
        guard loaded else { return [] }
        let found = changeCheck.changes(comparedWith: collection)
        if found.count > Self.reportedLimit {
            changedElsewhere = true
        } else {
            changed += found
        }
        return found.map { CollectionLoader.displayPath(root: root, relativePath: $0) }
    }

    // MARK: Files

    private func file(of entry: RecipeEntry) throws(StoreError) -> CollectionFile {
        guard let relative = entry.path, let file = collection.file(relativePath: relative) else {
            throw .failed("'\(entry.recipe.title)' has no file in the collection; run 'reload'", kind: .notFound)
        }
        return file
    }

    /// Runs `body` holding the collection's lock (`CollectionLock`), so that
    /// no other ClipCook process writes between its checks and its writes.
    package func locked<T>(_ shown: String, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let hold: CollectionLock.Hold
        do {
            hold = try CollectionLock.acquire(root: root, for: shown)
        } catch {
            throw .failed("\(error.path): \(error.message)", kind: error.kind)
        }
        defer { CollectionLock.release(hold) }
        return try body()
    }

    /// Throws `.conflict` unless the file at `path` holds `expected` (nil: no file).
    package func expect(_ expected: [UInt8]?, at path: String, shownAs shown: String, mine: [UInt8]) throws(StoreError) {
        let current = try? FileBytes.load(atPath: path).bytes
        guard current != expected else { return }
        throw .conflict(Conflict(path: shown, mine: mine, theirs: current))
    }

    package func write(_ bytes: [UInt8], to path: String, shownAs shown: String, expecting: [UInt8]?) throws(StoreError) {
        do {
            if let expecting {
                try writer.replace(bytes, at: path, expecting: FileFingerprint(bytes: expecting))
            } else {
                try writer.overwrite(bytes, at: path)
            }
            noteChange(path)
        } catch {
            if case .changedOnDisk = error {
                throw .conflict(Conflict(path: shown, mine: bytes, theirs: try? FileBytes.load(atPath: path).bytes))
            }
            throw .failed("\(shown): \(error.message)", kind: error.kind)
        }
    }

    package func absolutePath(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : (root.hasSuffix("/") ? root : root + "/") + relative
    }

    private func relativePath(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    package func displayPath(_ path: String) -> String {
        CollectionLoader.displayPath(root: root, relativePath: relativePath(path))
    }
}
