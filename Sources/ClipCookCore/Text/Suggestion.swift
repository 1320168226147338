/// "Did you mean …": the closest known word to a mistyped one, for the
/// language's keywords, the session's commands and names, queries and lint.
public enum Suggestion {
    /// For names a person typed (commands, recipe ids, fields, lint rules):
    /// the nearest candidate within max(1, min(3, length / 3)) edits, a swap
    /// of neighbours counting as one, compared case-insensitively; failing
    /// that, with `orPrefixed`, the first candidate the word (two letters or
    /// more) begins.
    public static func closest(to word: String, in candidates: some Collection<String>, orPrefixed: Bool = true) -> String? {
        let typed = word.lowercased()
        guard !typed.isEmpty else { return nil }
        let limit = max(1, min(3, typed.count / 3))
        if let near = nearest(to: typed, in: candidates, transpositions: true, limit: { _ in limit }) { return near }
        guard orPrefixed, typed.count >= 2 else { return nil }
        return candidates.first { $0.lowercased().hasPrefix(typed) }
    }

    /// For a misspelt keyword or value in a file (LANGUAGE-CONTRACT §16): the
    /// nearest candidate within Levenshtein distance 2 (1 for candidates of up
    /// to four letters), compared case-insensitively, as the note
    /// `did you mean 'X'`; no note when nothing is that close.
    package static func notes(for word: String, in candidates: [String]) -> [String] {
        let typed = word.lowercased()
        guard !typed.isEmpty else { return [] }
        let near = nearest(to: typed, in: candidates, transpositions: false) { candidate in
            // Below the candidate's length, so that something of it is kept.
            candidate.count <= 4 ? min(1, candidate.count - 1) : 2
        }
        return near.map { ["did you mean '\($0)'"] } ?? []
    }

    /// The first candidate at the smallest distance from `typed` (already
    /// lowercased), if within the candidate's limit.
    private static func nearest(
        to typed: String, in candidates: some Sequence<String>, transpositions: Bool, limit: (String) -> Int
    ) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            let bound = limit(lowered)
            let d = distance(typed, lowered, transpositions: transpositions, limit: bound)
            if d <= bound, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.candidate
    }

    /// Edit distance between `a` and `b`: Levenshtein, or with
    /// `transpositions` the optimal string alignment distance (a swap of
    /// neighbours costs 1). Past `limit` it stops early and returns limit + 1.
    package static func distance(_ a: String, _ b: String, transpositions: Bool = true, limit: Int = .max) -> Int {
        distance(Array(a), Array(b), transpositions: transpositions, limit: limit)
    }

    /// `distance` over words already split into characters (for callers
    /// that compare one word with many).
    package static func distance(_ x: [Character], _ y: [Character], transpositions: Bool = true, limit: Int = .max) -> Int {
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var before = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if transpositions, i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return limit + 1 }
            before = previous
            previous = current
        }
        return previous[y.count]
    }
}
