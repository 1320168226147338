import ClipCookCore
import ClipCookLanguage

/// One change to the recipes of a `KitchenSnapshot`, relative to the
/// recipes just before it. Applied in order to the recipes of the snapshot
/// they start from, a snapshot's `RecipeEdits` give its recipes; what is
/// kept per recipe (the indexes of `list` and `search`) is updated by them
/// instead of being made again for every recipe after each change.
public enum RecipeEdit: Sendable {
    /// The recipe at `position` became `recipe`; nothing else moved.
    case replace(position: Int, recipe: Recipe)
    /// `recipe` was put at `position`; the recipes from there on moved up by one.
    case insert(position: Int, recipe: Recipe)
    /// The recipe at `position` went; the recipes after it moved down by one.
    case remove(position: Int)

    /// Applies the edit to `elements`, one per recipe (which must be those
    /// it starts from), making the element of a recipe put in with `make`.
    public func apply<Element>(to elements: inout [Element], _ make: (Recipe) -> Element) {
        switch self {
        case .replace(let position, let recipe): elements[position] = make(recipe)
        case .insert(let position, let recipe): elements.insert(make(recipe), at: position)
        case .remove(let position): elements.remove(at: position)
        }
    }
}

/// The identity of one snapshot, for telling whether a snapshot's edits
/// start from the recipes a session holds.
public final class SnapshotIdentity: Sendable {
    public init() {}
}

/// How a snapshot's recipes came from those of an earlier snapshot.
public struct RecipeEdits: Sendable {
    /// The snapshot whose recipes the edits start from.
    public var base: SnapshotIdentity
    public var edits: [RecipeEdit] = []

    public init(base: SnapshotIdentity, edits: [RecipeEdit] = []) {
        self.base = base
        self.edits = edits
    }
}
