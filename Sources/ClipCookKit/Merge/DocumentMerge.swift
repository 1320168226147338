import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `clipcook merge`: a three-way merge of two versions of a ClipCook file
/// element by element, for git (`%O %A %B`).
///
/// - Plans: each meal is an element, known by its id (its day, slot and
///   place in that slot when the id is derived). Changes are made to ours'
///   text through `PlanEdit`, so ours' comments and layout stay.
/// - Shopping lists: each item is an element, known by its id; changes go
///   through `ShoppingEdit`.
/// - The pantry, aisles, foods files and the inbox: see `CollectionFileMerge`;
///   `cooked.log`: see `CookLogMerge`.
/// - Recipes and settings: each field is an element (a recipe's
///   ingredients and steps element by element, by id); the merged document
///   is written in canonical form, so their comments stay only when one
///   side left the file as it was (then that side's text is taken whole).
///
/// Only an element changed differently on both sides is a conflict; it is
/// written between `<<<<<<< ours`, `=======` and `>>>>>>> theirs` lines around
/// that element alone. A clean result is in canonical form and parses.
public enum DocumentMerge {
    public struct Result: Sendable {
        public var text: String
        public var conflicts: Int
    }

    public enum Failure: Error, Equatable, Sendable {
        /// A version does not parse: the message names it.
        case unreadable(String)
        /// The versions are different kinds of document.
        case differentKinds
    }

    /// The versions are taken (`consume` them) so that each one's bytes can
    /// be let go once it is read, and the three documents once the merge is
    /// decided, before the result is printed: memory follows a few documents
    /// and what differs, not three files with their syntax trees.
    public static func merge(
        base: consuming SourceFile, ours: consuming SourceFile, theirs: consuming SourceFile
    ) throws(Failure) -> Result {
        if ours.bytes == theirs.bytes || theirs.bytes == base.bytes {
            return Result(text: String(decoding: ours.bytes, as: UTF8.self), conflicts: 0)
        }
        if ours.bytes == base.bytes { return Result(text: String(decoding: theirs.bytes, as: UTF8.self), conflicts: 0) }
        if CookLogMerge.handles(ours.path) { return CookLogMerge.merge(base: base.bytes, ours: ours.bytes, theirs: theirs.bytes) }
        switch try decide(base: consume base, ours: consume ours, theirs: consume theirs) {
        case .done(let result): return result
        case .plan(let changes, let edit): return try PlanMerge.apply(changes, to: edit)
        case .shopping(let pending): return ShoppingMerge.result(pending)
        case .recipe(let merged, let paths, let theirs): return RecipeMerge.result(merged, paths: paths, theirs: theirs)
        }
    }

    /// `merge`, with the result handed to `write` a piece at a time, so
    /// that a long plan's result is never held whole and only the days
    /// that differ are read as plans (`PlanStretches`). Gives the number of
    /// conflicts marked, or nil when this way does not apply (not a plan,
    /// a side unchanged, or a plan that must be merged whole): then what
    /// `write` was given is to be thrown away and `merge` called instead.
    /// The bytes written are those of `merge`'s text.
    public static func merge(base: SourceFile, ours: SourceFile, theirs: SourceFile, writing write: ([UInt8]) -> Void) -> Int? {
        guard ours.bytes != theirs.bytes, theirs.bytes != base.bytes, ours.bytes != base.bytes, !CookLogMerge.handles(ours.path)
        else { return nil }
        return PlanStretches.merge(base: base, ours: ours, theirs: theirs, write: write)
    }

    /// What is left to do once the three documents are let go.
    private enum Decision {
        case done(Result)
        /// Changes to make to ours' lines.
        case plan(PlanMerge.Changes, PlanEdit)
        /// Ours' line edits and the conflicts.
        case shopping(ShoppingMerge.Pending)
        /// The merged recipe, its conflicts and (only with conflicts) theirs.
        case recipe(Recipe, [String], Recipe?)
    }

    private static func decide(
        base: consuming SourceFile, ours: consuming SourceFile, theirs: consuming SourceFile
    ) throws(Failure) -> Decision {
        // Ours is read last, with its syntax tree: plans and shopping lists are edited in its text.
        let b = try document(consume base, "the common ancestor")
        let t = try document(consume theirs, "theirs")
        let o = try parsed(ours, "ours", keeping: .syntaxTree)
        guard let oursDocument = o.document else { throw .unreadable("ours (\(ours.path)) does not parse") }
        switch (b, oursDocument, t) {
        case (.plan(let bp), .plan(let op), .plan(let tp)):
            var changes = PlanMerge.changes(base: bp, ours: op, theirs: tp)
            let edit = PlanMerge.edit(of: o.tree, placing: &changes)
            return .plan(changes, edit)
        case (.shoppingList(let bl), .shoppingList(let ol), .shoppingList(let tl)):
            return .shopping(ShoppingMerge.decide(base: bl, ours: ol, oursTree: o.tree, theirs: tl))
        case (.recipe(let br), .recipe(let or), .recipe(let tr)):
            let (merged, paths) = RecipeMerge.decide(base: br, ours: or, theirs: tr)
            return .recipe(merged, paths, paths.isEmpty ? nil : tr)
        case (.settings(let bs), .settings(let os), .settings(let ts)):
            return .done(SettingsMerge.merge(base: bs, ours: os, theirs: ts))
        case (.pantry(let bp), .pantry(let op), .pantry(let tp)):
            return .done(CollectionFileMerge.pantry(base: bp, ours: op, oursTree: o.tree, theirs: tp))
        case (.aisles(let ba), .aisles(let oa), .aisles(let ta)):
            return .done(CollectionFileMerge.aisles(base: ba, ours: oa, theirs: ta))
        case (.foods(let bf), .foods(let of), .foods(let tf)):
            return .done(CollectionFileMerge.foods(base: bf, ours: of, theirs: tf))
        case (.inbox(let bi), .inbox(let oi), .inbox(let ti)):
            return .done(CollectionFileMerge.inbox(base: bi, ours: oi, theirs: ti))
        default:
            throw .differentKinds
        }
    }

    /// The document of a version that must parse without errors, with none
    /// of its syntax tree or positions.
    private static func document(_ source: consuming SourceFile, _ name: String) throws(Failure) -> Document {
        let result = try parsed(source, name, keeping: [])
        guard let document = result.document else { throw .unreadable("\(name) (\(source.path)) does not parse; fix it, then merge again") }
        return document
    }

    private static func parsed(_ source: borrowing SourceFile, _ name: String, keeping parts: ParseParts) throws(Failure) -> ParseResult {
        let result = Language.parse(copy source, keeping: parts)
        guard result.document != nil, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            throw .unreadable("\(name) (\(source.path)) does not parse; fix it, then merge again")
        }
        return result
    }
}
