import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// What the shells' Tab offers for arguments whose values come from the
/// collection: swift-argument-parser's completion scripts call the
/// executable back (`clipcook ---completion cook -- positional@0 ...`) with
/// the words of the command line, and these answer from the collection that
/// `-C DIR` (or `$CLIPCOOK_COLLECTION`, else the current folder) names.
/// Nothing is printed but the candidates; a folder that is not a collection
/// gives none.
enum ShellCompletion {
    /// The options that take a value, whose values are not positional words.
    static let optionsWithValues: Set<String> = ["-C", "-c", "-o", "--output", "--from", "--to", "--into", "--format"]

    /// The collection the words name with `-C DIR` (or `-CDIR`), else the
    /// environment's, else the current folder.
    static func collection(in words: [String]) -> String {
        var named: String?
        for (index, word) in words.enumerated() {
            if word == "-C", index + 1 < words.count {
                named = words[index + 1]
            } else if word.hasPrefix("-C"), word.count > 2 {
                named = String(word.dropFirst(2))
            }
        }
        let environment = ProcessInfo.processInfo.environment["CLIPCOOK_COLLECTION"].flatMap { $0.isEmpty ? nil : $0 }
        return named ?? environment ?? "."
    }

    /// The positional words before the one at `index`, after the subcommand's
    /// name (`words[1]`), options and their values left out.
    static func positionals(_ words: [String], before index: Int) -> [String] {
        var out: [String] = []
        var skipNext = false
        for word in words.prefix(max(0, min(index, words.count))).dropFirst(2) {
            if skipNext {
                skipNext = false
            } else if optionsWithValues.contains(word) {
                skipNext = true
            } else if !word.hasPrefix("-") {
                out.append(word)
            }
        }
        return out
    }

    /// The collection's files, loaded; nil when the folder is not a collection.
    static func kitchen(_ words: [String]) -> KitchenCollection? {
        let root = collection(in: words)
        guard CollectionPaths.looksLikeCollection(root) else { return nil }
        return CollectionLoader.load(root: root)
    }

    /// `clipcook cook RECIPE [servings N]`: the recipe ids, then `servings`.
    static func cook(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let before = positionals(words, before: index)
        if before.last?.lowercased() == "servings" { return [] }
        if !before.isEmpty { return matching(prefix, ["servings"]) }
        guard let kitchen = kitchen(words) else { return [] }
        return matching(prefix, kitchen.recipes.map(\.id).sorted())
    }

    /// `clipcook macros [week] [DATE]`: `week` and the date words, and the
    /// days (after `week`: the Mondays of the weeks) the plans hold.
    static func macros(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let before = positionals(words, before: index).map { $0.lowercased() }
        guard before.isEmpty || before == ["week"] else { return [] }
        let planned = Set(kitchen(words)?.mealSlots.map(\.day) ?? [])
        let days = before.isEmpty ? planned : Set(planned.compactMap { $0.adding(days: 1 - $0.weekday) })
        let words =
            (before.isEmpty ? ["week"] : []) + ["today", "tomorrow", "yesterday"]
            + ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        return matching(prefix, words + days.sorted().map(\.description))
    }

    /// The formats `convert --from` and `import --from` read.
    static var readableFormats: [String] { InteropFormat.allCases.filter(\.isReadable).map(\.rawValue) }

    /// The formats `convert --to` writes (not `caption`, which is read only).
    static var writableFormats: [String] { InteropFormat.allCases.filter(\.isWritable).map(\.rawValue) }

    /// The words starting with `prefix`, in order.
    static func matching(_ prefix: String, _ words: [String]) -> [String] {
        words.filter { $0.hasPrefix(prefix) }
    }
}
