import ClipCookCore
import ClipCookLanguage

/// The commit message of a sync: what changed, in words, file by file —
/// "plan: 2 meals added, 1 removed (2026-W49); shopping: 3 items ticked".
/// Each file's version at HEAD and in the work tree are read with the
/// language's parser and compared element by element (meals, shopping
/// items and their ticks, pantry items, a recipe's fields); a file that
/// does not parse is described by its name alone.
package enum SyncMessage {
    /// One changed file: its path in the repository and both versions (nil: absent).
    package struct FileChange: Sendable {
        package var path: String
        package var before: [UInt8]?
        package var after: [UInt8]?

        package init(path: String, before: [UInt8]?, after: [UInt8]?) {
            self.path = path
            self.before = before
            self.after = after
        }
    }

    /// The message for `changes` (one clause a file, in path order).
    package static func message(for changes: [FileChange]) -> String {
        let clauses = changes.sorted { $0.path < $1.path }.map(clause)
        return clauses.isEmpty ? "sync" : clauses.joined(separator: "; ")
    }

    /// What a file is, from its name alone, for "in: … (plan, pantry)".
    package static func kind(ofPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".plan") { return "plan" }
        if name.hasSuffix(".recipe") { return "recipes" }
        if name.hasSuffix(".foods") { return "foods" }
        switch name {
        case "shopping.list": return "shopping"
        case "inbox.list": return "inbox"
        case "pantry", "settings", "aisles": return name
        case "cooked.log": return "cooked"
        default: return name.hasSuffix(".list") ? "shopping" : "other files"
        }
    }

    static func clause(_ change: FileChange) -> String {
        let name = change.path.split(separator: "/").last.map(String.init) ?? change.path
        let before = change.before.flatMap { document($0, change.path) }
        let after = change.after.flatMap { document($0, change.path) }
        switch (before, after) {
        case (.plan(let old)?, .plan(let new)?):
            return "plan: " + plan(old, new) + " (\(stem(name)))"
        case (nil, .plan(let new)?) where change.before == nil:
            return "plan: " + counted([(new.mealSlots.count, "meal", "added")]) + " (\(stem(name)), new)"
        case (.shoppingList(let old)?, .shoppingList(let new)?):
            return "shopping: " + shopping(old, new)
        case (.pantry(let old)?, .pantry(let new)?):
            return "pantry: " + pantry(old, new)
        case (_, .recipe?) where change.before == nil:
            return "recipe \(stem(name)): added"
        case (.recipe?, _) where change.after == nil:
            return "recipe \(stem(name)): removed"
        case (.recipe(let old)?, .recipe(let new)?):
            return "recipe \(stem(name)): " + recipe(old, new)
        default:
            let what = change.before == nil ? "added" : change.after == nil ? "removed" : "edited"
            return "\(change.path): \(what)"
        }
    }

    private static func document(_ bytes: [UInt8], _ path: String) -> Document? {
        Language.parse(SourceFile(path: path, bytes: bytes), keeping: []).document
    }

    private static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func plan(_ old: Plan, _ new: Plan) -> String {
        let before = Dictionary(old.mealSlots.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.mealSlots.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let added = after.keys.filter { before[$0] == nil }.count
        let removed = before.keys.filter { after[$0] == nil }.count
        var moved = 0
        var changed = 0
        for (id, meal) in after {
            guard let earlier = before[id], earlier != meal else { continue }
            if earlier.day != meal.day || earlier.meal != meal.meal { moved += 1 } else { changed += 1 }
        }
        return counted([(added, "meal", "added"), (removed, "meal", "removed"), (moved, "meal", "moved"), (changed, "meal", "changed")])
    }

    private static func shopping(_ old: ShoppingList, _ new: ShoppingList) -> String {
        let before = Dictionary(old.shoppingItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.shoppingItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ticked = 0
        var unticked = 0
        var changed = 0
        for (id, item) in after {
            guard let earlier = before[id], earlier != item else { continue }
            var untouched = earlier
            untouched.checked = item.checked
            if earlier.checked != item.checked, untouched == item {
                if item.checked { ticked += 1 } else { unticked += 1 }
            } else {
                changed += 1
            }
        }
        let added = after.keys.filter { before[$0] == nil }.count
        let removed = before.keys.filter { after[$0] == nil }.count
        return counted([
            (ticked, "item", "ticked"), (unticked, "item", "unticked"), (added, "item", "added"),
            (removed, "item", "removed"), (changed, "item", "changed"),
        ])
    }

    private static func pantry(_ old: Pantry, _ new: Pantry) -> String {
        let before = Dictionary(old.items.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.items.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let added = after.keys.filter { before[$0] == nil }.count
        let removed = before.keys.filter { after[$0] == nil }.count
        let changed = after.filter { key, item in before[key].map { $0 != item } ?? false }.count
        return counted([(added, "item", "added"), (removed, "item", "used up"), (changed, "item", "changed")])
    }

    private static func recipe(_ old: Recipe, _ new: Recipe) -> String {
        var parts: [String] = []
        if old.isFavourite != new.isFavourite { parts.append(new.isFavourite ? "favourited" : "unfavourited") }
        if old.rating != new.rating { parts.append("rated") }
        if old.servings != new.servings { parts.append("servings \(old.servings) → \(new.servings)") }
        var rest = new
        rest.isFavourite = old.isFavourite
        rest.rating = old.rating
        rest.servings = old.servings
        if rest != old || parts.isEmpty { parts.append("edited") }
        return parts.joined(separator: ", ")
    }

    /// "2 meals added, 1 removed": the noun with the first count only; a
    /// list of nothing at all reads "layout changed" (comments, order).
    private static func counted(_ counts: [(Int, String, String)]) -> String {
        var words: [String] = []
        for (count, noun, verb) in counts where count > 0 {
            words.append(words.isEmpty ? "\(count) \(count == 1 ? noun : noun + "s") \(verb)" : "\(count) \(verb)")
        }
        return words.isEmpty ? "layout changed" : words.joined(separator: ", ")
    }
}
