import ClipCookCore
import ClipCookLanguage

/// How shopping-list names are compared: case and accents ignored, the last
/// word in the singular (`Tomatoes` is `tomato`, `berries` is `berry`), and
/// notes left out (`onion, chopped` and `onion (diced)` are both `onion`).
public enum ShoppingName {
    /// The part of a name that is compared, folded: `very ripe banana`.
    public static func key(_ name: String) -> String {
        let words = TextFolding.words(base(of: name))
        guard let last = words.last else { return "" }
        return (words.dropLast() + [singular(last)]).joined(separator: " ")
    }

    /// The name without its notes: the text before the first `,` or ` (`.
    public static func base(of name: String) -> String {
        var end = name.endIndex
        if let comma = name.firstIndex(of: ",") { end = comma }
        if let paren = name.range(of: " (")?.lowerBound, paren < end { end = paren }
        return String(name[..<end]).trimmingBlanks()
    }

    /// The notes of a name: after the first `,`, or inside `( )`.
    public static func notes(of name: String) -> [String] {
        let base = base(of: name)
        var rest = Substring(name.dropFirst(base.count)).trimmingBlanks()
        if rest.hasPrefix(",") { rest = String(rest.dropFirst()).trimmingBlanks() }
        if rest.hasPrefix("("), rest.hasSuffix(")") { rest = String(rest.dropFirst().dropLast()).trimmingBlanks() }
        return rest.isEmpty ? [] : rest.split(separator: ";").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    /// A name with notes, as the list shows it: `onion (chopped; diced)`.
    public static func compose(_ base: String, notes: [String]) -> String {
        notes.isEmpty ? base : base + " (" + notes.joined(separator: "; ") + ")"
    }

    /// Two names merged: the first base, the notes of both without repeats.
    public static func merge(_ name: String, _ other: String) -> String {
        var notes = notes(of: name)
        for note in self.notes(of: other) where !notes.contains(where: { TextFolding.fold($0) == TextFolding.fold(note) }) {
            notes.append(note)
        }
        return compose(base(of: name), notes: notes)
    }

    /// The name in the number its amount asks for, when the amount is one
    /// bare number (`2 onion` -> `2 onions`, `1 carrots` -> `1 carrot`);
    /// otherwise as it is. Only the last word of the base changes; notes stay.
    public static func agreeing(_ name: String, with amount: ShoppingAmount) -> String {
        guard amount.terms.count == 1, let only = amount.terms.first, let value = only.amount else { return name }
        return agreeing(name, with: value, words: only.words)
    }

    /// Whether the name starts with a word that is itself a number of
    /// things (`dozen eggs`, `pair of socks`): `½ dozen eggs` keeps its plural.
    package static func startsWithNumberWord(_ name: String) -> Bool {
        guard let first = TextFolding.words(name).first else { return false }
        return ["dozen", "dozens", "pair", "pairs", "couple", "half", "score"].contains(first)
    }

    /// The number a leading counting word stands for (`dozen` 12, `pair` 2,
    /// `score` 20) and the name after it (`of` left out): `½ dozen eggs` is
    /// 6 eggs. nil when the name starts with no such word.
    package static func numberWord(_ name: String) -> (count: Double, rest: String)? {
        let counts: [String: Double] = ["dozen": 12, "dozens": 12, "pair": 2, "pairs": 2, "couple": 2, "score": 20]
        var words = name.trimmingBlanks().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first, let count = counts[first.lowercased()] else { return nil }
        words.removeFirst()
        if words.first?.lowercased() == "of" { words.removeFirst() }
        guard !words.isEmpty else { return nil }
        return (count, words.joined(separator: " "))
    }

    /// Sizes that may stand between a count and what it counts (`2 large eggs`).
    package static let sizes: Set<String> = ["small", "medium", "large", "extra", "jumbo", "big", "whole"]

    /// The name in the number `amount` asks for, when it is a bare number
    /// followed by nothing or by sizes (`3 large` eggs); otherwise as it is.
    public static func agreeing(_ name: String, with value: Amount, words: String) -> String {
        guard value.unit == nil, TextFolding.words(words).allSatisfy(sizes.contains) else { return name }
        let base = base(of: name)
        guard let lastSpace = base.lastIndex(where: { $0 == " " }).map({ base.index(after: $0) }) ?? base.indices.first else {
            return name
        }
        let word = String(base[lastSpace...])
        guard word.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return name }
        let many = (value.quantity.high ?? value.quantity.low) > 1
        let singularWord = singular(word)
        let wanted = many ? plural(singularWord) : singularWord
        guard wanted != word, singular(wanted) == singularWord else { return name }
        return base[..<lastSpace] + wanted + name.dropFirst(base.count)
    }

    /// The plural of an English noun in the singular (`onion` -> `onions`, `berry` -> `berries`).
    package static func plural(_ word: String) -> String {
        let irregular = [
            "leaf": "leaves", "loaf": "loaves", "half": "halves", "potato": "potatoes", "tomato": "tomatoes",
            "mango": "mangoes", "knife": "knives",
        ]
        if let known = irregular[word] { return known }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        for ending in ["s", "x", "z", "ch", "sh"] where word.hasSuffix(ending) { return word + "es" }
        return word + "s"
    }

    /// The singular of an English noun, for matching only (`leaves` -> `leaf`, `tomatoes` -> `tomato`).
    package static func singular(_ word: String) -> String {
        let irregular = [
            "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "potatoes": "potato",
            "tomatoes": "tomato", "mangoes": "mango", "children": "child", "mice": "mouse", "geese": "goose",
        ]
        if let known = irregular[word] { return known }
        guard word.count > 3 else { return word }
        for keep in ["ss", "us", "is", "ous"] where word.hasSuffix(keep) { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["ches", "shes", "sses", "xes", "zes", "oes"] where word.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }
}
