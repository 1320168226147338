import ClipCookCore
import ClipCookLanguage

/// Finds the list items a user means by `ITEM`: an id, a name, the name
/// without notes and in the singular, or the start of a word of the name
/// (case and accents ignored). Every item with the best kind of match is
/// returned, so a caller can say which ones were meant.
public enum ShoppingItemResolver {
    public static func matches(_ typed: String, in items: [ShoppingItem]) -> [Int] {
        let wanted = TextFolding.fold(typed.trimmingBlanks())
        guard !wanted.isEmpty else { return [] }
        let indices = Array(items.indices)
        let byName = indices.filter { TextFolding.fold(items[$0].name) == wanted || items[$0].id.lowercased() == wanted }
        if !byName.isEmpty { return byName }
        let key = ShoppingName.key(typed)
        let byKey = indices.filter { ShoppingName.key(items[$0].name) == key }
        if !byKey.isEmpty { return byKey }
        let wantedWords = TextFolding.words(wanted)
        return indices.filter { index in
            let words = TextFolding.words(items[index].name)
            return !wantedWords.isEmpty
                && (0..<words.count).contains { start in
                    words.count - start >= wantedWords.count && zip(words.dropFirst(start), wantedWords).allSatisfy { $0.hasPrefix($1) }
                }
        }
    }
}
