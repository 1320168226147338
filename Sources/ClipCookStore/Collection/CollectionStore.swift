import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

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
    /// A change of several files made as one (`rename`): reverted together,
    /// last first. The fields above then describe the first part.
    public var parts: [StoreChange] = []
    /// Other files the same command changed (a meal moved to another week's
    /// plan): reverted with this one, last first.
    public var alsoChanged: [StoreChange] = []
    /// The name of this change's entry in the collection's undo journal
    /// (`UndoJournal`), once recorded there.
    public var journalEntry: String?

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
public enum StoreError: KindedError, Sendable {
    /// The file changed on disk since it was read.
    case conflict(Conflict)
    /// Anything else, as a lowercase message, and what kind of failure it is
    /// (kept from the error it came from, such as `AtomicWriter.WriteError`).
    case failed(String, kind: ErrorKind)

    public var kind: ErrorKind {
        switch self {
        case .conflict: .conflict
        case .failed(_, let kind): kind
        }
    }
}

/// Where the session's collection lives: loads it and writes every change
/// back. Every method that writes refuses (`.conflict`) to overwrite a file
/// changed since it was read, unless `overwrite` is true.
public protocol CollectionStore: AnyObject {
    func load() -> KitchenSnapshot
    func setFlag(_ flag: RecipeFlag, to value: Bool, in entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange
    /// Writes `conflict.rebased` (the same edit made on the disk version)
    /// if the file still holds `conflict.theirs`.
    func applyOnTop(_ conflict: Conflict, summary: String, recipe: Recipe) throws(StoreError) -> StoreChange
    func delete(_ entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange
    func createRecipe(title: String, id: String) throws(StoreError) -> StoreChange
    /// Creates `recipes/ID.recipe` holding `bytes` (a recipe already read
    /// and formatted); refused when the file exists.
    func createRecipe(bytes: [UInt8], title: String, id: String) throws(StoreError) -> StoreChange
    /// Gives a recipe a new id and updates every plan and shopping list
    /// reference, as one change.
    func rename(_ entry: RecipeEntry, to newId: String, overwrite: Bool) throws(StoreError) -> StoreChange
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
    /// Applies `changes` to the shopping list as last loaded (`shopping`
    /// in the snapshot), creating `shopping.list` when there is none.
    func editShoppingList(_ changes: [ShoppingChange], summary: String, overwrite: Bool) throws(StoreError) -> StoreChange
    /// Writes `conflict.rebased` (the same shopping-list changes made on the
    /// version on disk) over exactly that version.
    func applyShoppingEditOnTop(_ conflict: Conflict, summary: String) throws(StoreError) -> StoreChange
    /// Keeps `change` in the collection's undo journal, made by `face`; the
    /// entry's name, or nil when the store keeps no journal or could not.
    func recordInJournal(_ change: StoreChange, face: ChangeFace) -> String?
    /// The newest entry of the undo journal and its name; nil when empty.
    func newestJournalEntry() -> (name: String, entry: UndoJournalEntry)?
    /// Puts back every file of the journal's entry `name` as it was before
    /// the change, then removes the entry; `.conflict` when a file is no
    /// longer as the change left it (unless `overwrite`).
    func revertJournalEntry(_ name: String, overwrite: Bool) throws(StoreError) -> UndoJournalEntry
    /// Removes the journal's entry `name` (its change was undone or given up).
    func forgetJournalEntry(_ name: String)
}

extension CollectionStore {
    public func changedOnDisk() -> [String] { [] }

    public func recordInJournal(_ change: StoreChange, face: ChangeFace) -> String? { nil }

    public func newestJournalEntry() -> (name: String, entry: UndoJournalEntry)? { nil }

    public func revertJournalEntry(_ name: String, overwrite: Bool) throws(StoreError) -> UndoJournalEntry {
        throw .failed("this collection keeps no undo journal", kind: .notFound)
    }

    public func forgetJournalEntry(_ name: String) {}

    public func editShoppingList(_ changes: [ShoppingChange], summary: String, overwrite: Bool) throws(StoreError) -> StoreChange {
        throw .failed("this collection cannot keep a shopping list", kind: .invalidInput)
    }

    public func applyShoppingEditOnTop(_ conflict: Conflict, summary: String) throws(StoreError) -> StoreChange {
        throw .failed("\(conflict.path): this change cannot be applied on top of the version on disk", kind: .conflict)
    }
}

extension CollectionStore {
    /// A store that cannot create a recipe from its text says so.
    public func createRecipe(bytes: [UInt8], title: String, id: String) throws(StoreError) -> StoreChange {
        throw .failed("this store cannot create a recipe from its text", kind: .invalidInput)
    }
}
