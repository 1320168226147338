/// "did you mean" candidates for a misspelt keyword or value (Levenshtein distance).
enum Suggestion {
    /// The closest candidate within distance 2 (1 for short words), compared case-insensitively.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let w = Array(word.lowercased().utf8.prefix(64))
        guard !w.isEmpty else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().utf8)
            let d = distance(w, c)
            let limit = c.count <= 4 ? 1 : 2
            if d <= limit, d < c.count, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    static func notes(for word: String, in candidates: [String]) -> [String] {
        closest(to: word, in: candidates).map { ["did you mean '\($0)'"] } ?? []
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
