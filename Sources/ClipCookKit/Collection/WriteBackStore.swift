/// The collection folder on disk as the session's store: loads it with
/// `CollectionLoader` and writes every change back to the files.
public final class WriteBackStore: CollectionStore {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    // Interim: the loader and the atomic writer arrive with the Units work.
    public func load() -> KitchenSnapshot { KitchenSnapshot(root: root) }

    public func setFlag(_ flag: RecipeFlag, to value: Bool, in entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange {
        throw .failed("writing is not available yet")
    }

    public func delete(_ entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange {
        throw .failed("writing is not available yet")
    }

    public func createRecipe(title: String, id: String) throws(StoreError) -> StoreChange {
        throw .failed("writing is not available yet")
    }

    public func revert(_ change: StoreChange, overwrite: Bool) throws(StoreError) {
        throw .failed("writing is not available yet")
    }

    public func editablePath(of entry: RecipeEntry) -> String? { nil }
    public func contents(ofFile path: String) -> [UInt8]? { nil }
    public func replaceContents(ofFile path: String, with bytes: [UInt8]) throws(StoreError) {}
    public func check(file path: String) -> FileProblem? { nil }
}
