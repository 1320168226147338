/// Small text tools the rules share: trimming, splitting into words, a
/// rough singular form, and an edit distance for "did you mean".
enum Words {
    /// Lowercase runs of letters and digits.
    static func split(_ text: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A rough singular: "tomatoes" -> "tomato", "berries" -> "berry",
    /// "onions" -> "onion"; short words are left alone.
    static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ss") { return word }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }

    /// Optimal-string-alignment distance (a swap of neighbours costs 1),
    /// with an early exit once it exceeds `limit`.
    static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a)
        let y = Array(b)
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
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
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

    /// The closest candidate within a small distance, for "did you mean".
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, word.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(word.lowercased(), candidate.lowercased(), limit: limit)
            if d <= limit, d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        return best?.0
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmedOfBlanks: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
