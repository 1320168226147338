import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// What an interchange file holds: one document, or (JSON only) a whole collection export.
public enum InteropContent: Hashable, Sendable {
    case document(Document)
    case export(CollectionExport)

    /// The words a message uses for it: "recipe", "meal plan", "collection export"...
    public var kindName: String {
        switch self {
        case .export: "collection export"
        case .document(let document): document.kind.displayName
        }
    }
}

extension DocumentKind {
    /// "recipe", "meal plan", "shopping list", "settings", "inbox".
    public var displayName: String {
        switch self {
        case .recipe: "recipe"
        case .plan: "meal plan"
        case .shoppingList: "shopping list"
        case .settings: "settings"
        case .inbox: "inbox"
        case .pantry: "pantry"
        case .aisles: "aisles"
        case .foods: "foods"
        }
    }
}
