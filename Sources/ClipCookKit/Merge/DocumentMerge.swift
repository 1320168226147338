/// `clipcook merge`: a three-way merge of two versions of a ClipCook file
/// element by element, for git (`%O %A %B`).
///
/// - Plans: each meal is an element, known by its id (its day, slot and
///   place in that slot when the id is derived). Changes are made to ours'
///   text through `PlanEdit`, so ours' comments and layout stay.
/// - Shopping lists: each item is an element, known by its id; changes go
///   through `ShoppingEdit`.
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

    public static func merge(base: SourceFile, ours: SourceFile, theirs: SourceFile) throws(Failure) -> Result {
        if ours.bytes == theirs.bytes || theirs.bytes == base.bytes {
            return Result(text: String(decoding: ours.bytes, as: UTF8.self), conflicts: 0)
        }
        if ours.bytes == base.bytes { return Result(text: String(decoding: theirs.bytes, as: UTF8.self), conflicts: 0) }
        let b = try parsed(base, "the common ancestor")
        let o = try parsed(ours, "ours")
        let t = try parsed(theirs, "theirs")
        switch (b.document, o.document, t.document) {
        case (.plan(let bp)?, .plan(let op)?, .plan(let tp)?):
            return try PlanMerge.merge(base: bp, ours: op, oursSource: ours, theirs: tp)
        case (.shoppingList(let bl)?, .shoppingList(let ol)?, .shoppingList(let tl)?):
            return ShoppingMerge.merge(base: bl, ours: ol, oursTree: o.tree, theirs: tl)
        case (.recipe(let br)?, .recipe(let or)?, .recipe(let tr)?):
            return RecipeMerge.merge(base: br, ours: or, theirs: tr)
        case (.settings(let bs)?, .settings(let os)?, .settings(let ts)?):
            return SettingsMerge.merge(base: bs, ours: os, theirs: ts)
        default:
            throw .differentKinds
        }
    }

    private static func parsed(_ source: SourceFile, _ name: String) throws(Failure) -> ParseResult {
        let result = Language.parse(source)
        guard result.document != nil, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            throw .unreadable("\(name) (\(source.path)) does not parse; fix it, then merge again")
        }
        return result
    }
}
