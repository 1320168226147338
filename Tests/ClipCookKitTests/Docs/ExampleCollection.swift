@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The files of examples/, each parsed, and the documents gathered by kind.
struct ExampleCollection {
    struct File {
        var path: String
        var result: ParseResult
    }

    var files: [File] = []
    var recipes: [Recipe] = []
    var slots: [MealSlot] = []
    var shoppingItems: [ShoppingItem] = []
    var settings: [Settings] = []
    var pendingImports: [PendingImport] = []

    static let paths = RepositoryFiles.files(under: "examples")

    static func parse(_ path: String) -> ParseResult {
        let bytes = RepositoryFiles.data(path).map { [UInt8]($0) } ?? []
        return Language.parse(SourceFile(path: path, bytes: bytes))
    }

    static let loaded: ExampleCollection = {
        var collection = ExampleCollection()
        for path in paths {
            let result = parse(path)
            collection.files.append(File(path: path, result: result))
            switch result.document {
            case .recipe(let recipe): collection.recipes.append(recipe)
            case .plan(let plan): collection.slots += plan.mealSlots
            case .shoppingList(let list): collection.shoppingItems += list.shoppingItems
            case .settings(let settings): collection.settings.append(settings)
            case .inbox(let inbox): collection.pendingImports += inbox.pendingImports
            case .pantry, .aisles, .foods, nil: break
            }
        }
        return collection
    }()

    /// The document kind a file's name promises, as the collection loader reads names.
    static func expectedKind(of path: String) -> DocumentKind? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".recipe") { return .recipe }
        if name.hasSuffix(".plan") { return .plan }
        if name == "shopping.list" { return .shoppingList }
        if name == "settings" || name.hasSuffix(".settings") { return .settings }
        if name == "inbox.list" || name.hasSuffix(".inbox") { return .inbox }
        if name == "pantry" { return .pantry }
        if name == "aisles" { return .aisles }
        if name.hasSuffix(".foods") { return .foods }
        return nil
    }
}
