import ClipCookCore
import ClipCookLanguage

/// "Did you mean …" over many names at once: the answer of
/// `Suggestion.closest(to:in:orPrefixed: false)` over the same sorted names,
/// without comparing every word with every name.
///
/// A name can only be within the word's edit limit (at most 3) when its
/// length is within that limit of the word's, and when the counts of its
/// characters are close: one edit changes those counts by at most 2 in all
/// (a substitution takes one away and adds another, an insertion or deletion
/// changes one, a swap of neighbours none). So names are indexed by length,
/// each with a small histogram of its characters, and the full edit distance
/// is computed only for the few names that pass both tests. Each distinct
/// word is looked up once.
package struct NameSuggestions: Sendable {
    private struct Entry: Sendable {
        /// Where the name is in the sorted list: ties go to the first, as in `Suggestion.closest`.
        var position: Int
        var name: String
        var characters: [Character]
        var histogram: Histogram
    }

    /// Counts of characters folded into 32 buckets. Folding merges counts,
    /// so the bucket difference never exceeds the true one: a lower bound.
    package struct Histogram: Sendable {
        package var counts = [UInt8](repeating: 0, count: 32)

        package init(_ characters: [Character]) {
            for character in characters {
                let scalar = character.unicodeScalars.first?.value ?? 0
                let bucket = Int(scalar & 31)
                if counts[bucket] < UInt8.max { counts[bucket] += 1 }
            }
        }

        /// Sum of the differences of counts.
        package func difference(_ other: Histogram) -> Int {
            var total = 0
            for index in 0..<32 {
                let a = Int(counts[index]), b = Int(other.counts[index])
                total += a > b ? a - b : b - a
            }
            return total
        }
    }

    /// The names by the number of characters of their lowercased form.
    private var byLength: [Int: [Entry]] = [:]

    /// `names` in the order ties are broken (sorted, as lint gives them).
    package init(_ names: [String]) {
        for (position, name) in names.enumerated() {
            let characters = Array(name.lowercased())
            byLength[characters.count, default: []].append(
                Entry(position: position, name: name, characters: characters, histogram: Histogram(characters)))
        }
    }

    /// The nearest name within max(1, min(3, length / 3)) edits (a swap of
    /// neighbours counting as one), compared case-insensitively; nil when
    /// none is that close.
    package func closest(to word: String) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        let limit = max(1, min(3, typed.count / 3))
        let histogram = Histogram(typed)
        var best: (position: Int, name: String, distance: Int)?
        for length in max(0, typed.count - limit)...(typed.count + limit) {
            for entry in byLength[length] ?? [] {
                // Cannot be within the limit: its characters differ too much.
                if entry.histogram.difference(histogram) > 2 * limit { continue }
                let distance = Suggestion.distance(typed, entry.characters, transpositions: true, limit: limit)
                guard distance <= limit else { continue }
                if let current = best,
                    distance > current.distance || (distance == current.distance && entry.position > current.position)
                {
                    continue
                }
                best = (entry.position, entry.name, distance)
            }
        }
        return best?.name
    }

    /// `closest(to:)` for each distinct word.
    package func closest(toEach words: some Sequence<String>) -> [String: String?] {
        var answers: [String: String?] = [:]
        for word in words where answers[word] == nil {
            answers[word] = .some(closest(to: word))
        }
        return answers
    }
}
