import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

extension KitchenCollection {
    /// The file of the shopping list the REPL edits: `shopping.list` at the
    /// top of the collection (even when it has errors), else the first file
    /// holding a shopping list; nil when there is none.
    public var shoppingFile: CollectionFile? {
        file(relativePath: ShoppingEdit.fileName) ?? files(of: .shoppingList).first
    }

    /// The `pantry` file at the top of the collection (even with errors), else the first pantry document.
    public var pantryFile: CollectionFile? {
        file(relativePath: "pantry") ?? files(of: .pantry).first
    }

    /// The `aisles` file at the top of the collection (even with errors), else the first aisles document.
    public var aislesFile: CollectionFile? {
        file(relativePath: "aisles") ?? files(of: .aisles).first
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
    /// What is at home, from the `pantry` file.
    public var pantry: Pantry?
    /// The pantry file, relative to the collection; nil when there is none yet.
    public var pantryPath: String?
    /// A pantry file that does not read cleanly: lists from recipes and plans are refused until it is fixed.
    public var pantryProblem: FileProblem?
    /// The collection's own aisles, from the `aisles` file (with errors, the built-in table alone is used).
    public var aisles: AisleList?

    public init() {}
}
