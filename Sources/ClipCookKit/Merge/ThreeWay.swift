import ClipCookCore

/// The three-way decision for one element, seen in the base and on each side.
package enum ThreeWay<Value: Equatable> {
    /// Keep what ours has (nothing to do).
    case keepOurs
    /// Take theirs: nil removes the element.
    case takeTheirs(Value?)
    /// Both sides added different elements at one place: keep both.
    case addBoth(Value)
    /// Both sides changed the element, differently.
    case conflict(ours: Value?, theirs: Value?)

    package static func decide(base: Value?, ours: Value?, theirs: Value?) -> ThreeWay {
        if ours == theirs || theirs == base { return .keepOurs }
        if ours == base { return .takeTheirs(theirs) }
        if base == nil, let theirs { return .addBoth(theirs) }
        return .conflict(ours: ours, theirs: theirs)
    }
}

/// Conflict markers around one element's lines, as git writes them.
package enum ConflictMarkers {
    package static func block(ours: [String], theirs: [String]) -> [String] {
        ["<<<<<<< ours\n"] + ours + ["=======\n"] + theirs + [">>>>>>> theirs\n"]
    }
}
