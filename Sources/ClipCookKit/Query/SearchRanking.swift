#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Full-text search over recipes: title, tags, ingredients, caption and
/// steps, ignoring case and diacritics. Every word of the query must occur
/// somewhere; title matches rank first.
public enum SearchRanking {
    public struct Hit: Hashable, Sendable {
        public var recipe: Recipe
        public var score: Int
        /// Where the words were found, best first ("title", "tags", ...).
        public var fields: [String]
    }

    /// The folded text of each recipe, made once and searched by every query
    /// until the recipes change.
    public struct Index: Sendable {
        struct Field: Sendable {
            var name: String
            var text: Folded
            var weight: Int

            init(name: String, text: String, weight: Int) {
                self.name = name
                self.text = Folded(text)
                self.weight = weight
            }
        }

        struct Entry: Sendable {
            var recipe: Recipe
            var title: Folded
            var titleWords: [String]
            var fields: [Field]
        }

        var entries: [Entry]

        public init(_ recipes: [Recipe]) {
            entries = recipes.map { recipe in
                Entry(
                    recipe: recipe, title: Folded(TextFolding.fold(recipe.title)), titleWords: TextFolding.words(recipe.title),
                    fields: [
                        Field(name: "tags", text: recipe.tags.map(TextFolding.fold).joined(separator: " \u{1F} "), weight: 30),
                        Field(name: "ingredients", text: recipe.ingredients.map { TextFolding.fold($0.name + " " + ($0.notes ?? "")) }
                            .joined(separator: " \u{1F} "), weight: 20),
                        Field(name: "caption", text: TextFolding.fold(recipe.caption ?? ""), weight: 10),
                        Field(name: "steps", text: recipe.steps.map { TextFolding.fold($0.text) }.joined(separator: " \u{1F} "), weight: 5),
                    ])
            }
        }
    }

    public static func search(_ text: String, in recipes: [Recipe]) -> [Hit] {
        search(text, in: Index(recipes))
    }

    public static func search(_ text: String, in index: Index) -> [Hit] {
        let terms = TextFolding.words(text).map(Folded.init)
        guard !terms.isEmpty else { return [] }
        let phrase = TextFolding.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))
        // Found entries first, as positions: a Hit copies its recipe, and
        // sorting compares the folded titles the index already holds.
        var found: [(position: Int, score: Int, fields: [String])] = []
        let entries = index.entries
        for position in entries.indices {
            let title = entries[position].title.text
            let titleWords = entries[position].titleWords
            var score = 0
            var fields: [String] = []
            var allTermsFound = true
            for term in terms {
                var termScore = 0
                if titleWords.contains(term.text) {
                    termScore = 100
                } else if titleWords.contains(where: { $0.hasPrefix(term.text) }) {
                    termScore = 80
                } else if entries[position].title.contains(term) {
                    termScore = 60
                }
                if termScore > 0, !fields.contains("title") { fields.append("title") }
                for field in entries[position].fields where field.text.contains(term) {
                    termScore = max(termScore, field.weight)
                    if !fields.contains(field.name) { fields.append(field.name) }
                }
                if termScore == 0 {
                    allTermsFound = false
                    break
                }
                score += termScore
            }
            guard allTermsFound else { continue }
            if title == phrase { score += 1000 } else if title.hasPrefix(phrase) { score += 500 }
            if entries[position].recipe.isArchived { score -= 1 }
            found.append((position, score, fields))
        }
        found.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            let (x, y) = (entries[a.position].title.text, entries[b.position].title.text)
            return x == y ? entries[a.position].recipe.id < entries[b.position].recipe.id : x < y
        }
        return found.map { Hit(recipe: entries[$0.position].recipe, score: $0.score, fields: $0.fields) }
    }

    /// Folded text, and whether it is all ASCII.
    struct Folded: Sendable {
        var text: String
        var isASCII: Bool

        init(_ text: String) {
            self.text = text
            isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        }

        /// Whether `other` occurs in the text: a byte search when both are
        /// ASCII (where it means the same as comparing characters), else the
        /// character comparison.
        func contains(_ other: Folded) -> Bool {
            guard isASCII, other.isASCII, !other.text.isEmpty else { return text.contains(other.text) }
            var haystack = text
            var needle = other.text
            return haystack.withUTF8 { hay in
                needle.withUTF8 { term in Folded.find(term, in: hay) }
            }
        }

        /// Whether the bytes `term` occur in `bytes` (memchr for the first byte, then memcmp).
        static func find(_ term: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let first = term.first, let base = bytes.baseAddress, let termBase = term.baseAddress,
                  bytes.count >= term.count else { return term.isEmpty }
            let last = bytes.count - term.count
            var start = 0
            while start <= last {
                guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
                start = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + start, termBase, term.count) == 0 { return true }
                start += 1
            }
            return false
        }
    }
}
