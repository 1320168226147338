extension KitchenCollection {
    /// The file of the shopping list the REPL edits: `shopping.list` at the
    /// top of the collection (even when it has errors), else the first file
    /// holding a shopping list; nil when there is none.
    public var shoppingFile: CollectionFile? {
        file(relativePath: ShoppingEdit.fileName) ?? files(of: .shoppingList).first
    }
}

/// The shopping list the REPL works on, as the store read it.
public struct ShoppingState: Sendable {
    /// The items of the list file (empty when there is no file yet).
    public var list = ShoppingList(shoppingItems: [])
    /// The list file, relative to the collection; nil when there is none yet.
    public var path: String?
    /// The diagnostics of a list file that does not read cleanly; nothing is written to it then.
    public var problem: FileProblem?
    public var pantry: Pantry?
    public var aisles: AisleList?

    public init() {}
}
