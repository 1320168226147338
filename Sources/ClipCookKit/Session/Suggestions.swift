/// "Did you mean …": the closest known word to a mistyped one.
public enum Suggestions {
    /// The candidate nearest to `word` (case-insensitive edit distance with
    /// transpositions), if it is close enough to be a plausible typo, or one
    /// that `word` is a prefix of.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if best == nil || distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        if let (candidate, distance) = best, distance <= max(1, min(3, typed.count / 3)) { return candidate }
        if typed.count >= 2, let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(word.lowercased()) }) {
            return prefixed
        }
        return nil
    }

    /// Optimal string alignment distance (Damerau-Levenshtein without
    /// repeated edits of one substring), bounded to keep long input cheap.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.count > 64 || b.count > 64 { return max(a.count, b.count) }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
