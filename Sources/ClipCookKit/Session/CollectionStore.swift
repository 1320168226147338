/// A yes/no property of a recipe that the REPL toggles.
public enum RecipeFlag: String, Sendable, CaseIterable {
    case favourite
    case archived
}

/// One change made through a store, with what it takes to revert it.
public struct StoreChange: Sendable {
    /// What was done, for `undo` to report ("favourite 'Pasta'").
    public var summary: String
    public var recipeId: String
    /// The file written, created or removed.
    public var path: String?
    /// The file's bytes before the change; nil when there was no file.
    public var previousBytes: [UInt8]?
    /// The recipe before the change; nil when it did not exist.
    public var previousRecipe: Recipe?
    /// The file's bytes after the change; nil when the change removed it.
    /// Reverting checks that the file still holds them.
    public var writtenBytes: [UInt8]?

    public init(
        summary: String, recipeId: String, path: String?, previousBytes: [UInt8]?, previousRecipe: Recipe?,
        writtenBytes: [UInt8]? = nil
    ) {
        self.summary = summary
        self.recipeId = recipeId
        self.path = path
        self.previousBytes = previousBytes
        self.previousRecipe = previousRecipe
        self.writtenBytes = writtenBytes
    }
}

/// Why a store could not make a change.
public enum StoreError: Error, Sendable {
    /// The file changed on disk since it was read.
    case conflict(Conflict)
    /// Anything else, as a lowercase message.
    case failed(String)
}

/// Where the session's collection lives: loads it and writes every change
/// back. Every method that writes refuses (`.conflict`) to overwrite a file
/// changed since it was read, unless `overwrite` is true.
public protocol CollectionStore: AnyObject {
    func load() -> KitchenSnapshot
    func setFlag(_ flag: RecipeFlag, to value: Bool, in entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange
    func delete(_ entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange
    func createRecipe(title: String, id: String) throws(StoreError) -> StoreChange
    func revert(_ change: StoreChange, overwrite: Bool) throws(StoreError)
    /// The absolute path an editor should open for `entry`, if it has a file.
    func editablePath(of entry: RecipeEntry) -> String?
    /// The bytes of a file, to keep before an edit.
    func contents(ofFile path: String) -> [UInt8]?
    /// Puts `bytes` back into a file (after an edit the user gave up on).
    func replaceContents(ofFile path: String, with bytes: [UInt8]) throws(StoreError)
    /// The rendered diagnostics of a file as it is now; nil when it reads cleanly.
    func check(file path: String) -> FileProblem?
    /// The files added, removed or changed on disk since the last `load`, as
    /// shown in messages (another REPL, an editor, `git checkout`).
    func changedOnDisk() -> [String]
}

extension CollectionStore {
    public func changedOnDisk() -> [String] { [] }
}
