import Foundation

/// A linear-chain CRF that labels each token of an English ingredient line
/// as quantity (`Q`), unit (`U`), name (`N`) or other (`O`). It was trained
/// offline by `scripts/dev/train-ingredient-tagger.py` on the tune lines of
/// the labelled set; its weights are `scripts/dev/ingredient-tagger.tsv`.
/// Measured on the held-out lines (docs/import-export.md), it did not beat
/// the reader's rules, so the library does not ship it: it lives in the
/// benchmark, which times it, to be tried again with more training lines.
///
/// Deterministic: the same line always gets the same labels. Viterbi over
/// the tokens, in time linear in their number.
package struct IngredientTagger: Sendable {
    package let labels: [String]
    /// Word lists the features test, by name (read from the model, so that
    /// Python and Swift test the same words).
    let lexicons: [String: Set<String>]
    let lexiconNames: [String]
    /// `transitions[a][b]`: the weight of label `b` after label `a`.
    let transitions: [[Double]]
    /// An attribute's weight for each label.
    let weights: [String: [Double]]

    /// The trained model of the package's source tree; nil when its file cannot be read.
    package static let trained: IngredientTagger? = {
        guard let path = modelPath(), let data = FileManager.default.contents(atPath: path) else { return nil }
        return IngredientTagger(model: String(decoding: data, as: UTF8.self))
    }()

    /// Reads the model's text form; nil when it does not fit.
    package init?(model: String) {
        var labels: [String] = []
        var lexicons: [String: Set<String>] = [:]
        var transitionRows: [String: [Double]] = [:]
        var weights: [String: [Double]] = [:]
        for row in model.split(separator: "\n") where !row.hasPrefix("#") {
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let kind = cells.first else { continue }
            switch kind {
            case "labels":
                labels = Array(cells.dropFirst())
            case "lexicon":
                guard cells.count == 3 else { return nil }
                lexicons[cells[1]] = Set(cells[2].split(separator: " ").map(String.init))
            case "transition", "state":
                let values = cells.dropFirst(2).compactMap { Double($0) }
                guard cells.count >= 2, values.count == labels.count, !labels.isEmpty else { return nil }
                if kind == "transition" { transitionRows[cells[1]] = values } else { weights[cells[1]] = values }
            default:
                return nil
            }
        }
        var transitions: [[Double]] = []
        for label in labels {
            guard let row = transitionRows[label] else { return nil }
            transitions.append(row)
        }
        guard !labels.isEmpty else { return nil }
        self.labels = labels
        self.lexicons = lexicons
        self.lexiconNames = lexicons.keys.sorted()
        self.transitions = transitions
        self.weights = weights
    }

    /// The labels of a line's tokens, and how sure the model is of them.
    package struct Tagging: Equatable {
        package var labels: [String]
        /// The smallest marginal probability of a token's label (1 when no token).
        package var confidence: Double
    }

    /// The label of each token, by Viterbi.
    package func tag(_ tokens: [LineToken]) -> [String] { tagging(tokens).labels }

    /// The labels by Viterbi, with the least of their marginal probabilities (by forward-backward).
    package func tagging(_ tokens: [LineToken]) -> Tagging {
        guard !tokens.isEmpty else { return Tagging(labels: [], confidence: 1) }
        let scores = stateScores(tokens)
        let path = viterbi(scores)
        return Tagging(labels: path.map { labels[$0] }, confidence: leastMarginal(scores, path: path))
    }

    func stateScores(_ tokens: [LineToken]) -> [[Double]] {
        let count = labels.count
        return features(tokens).map { attributes in
            var score = [Double](repeating: 0, count: count)
            for attribute in attributes {
                guard let row = weights[attribute] else { continue }
                for label in 0..<count { score[label] += row[label] }
            }
            return score
        }
    }

    func viterbi(_ scores: [[Double]]) -> [Int] {
        let count = labels.count
        guard let start = scores.first else { return [] }
        var best = start
        var back: [[Int]] = []
        back.reserveCapacity(scores.count)
        for position in scores.indices.dropFirst() {
            var next = [Double](repeating: 0, count: count)
            var from = [Int](repeating: 0, count: count)
            for label in 0..<count {
                var top = 0
                var topScore = -Double.infinity
                for previous in 0..<count {
                    let score = best[previous] + transitions[previous][label]
                    if score > topScore {
                        topScore = score
                        top = previous
                    }
                }
                next[label] = topScore + scores[position][label]
                from[label] = top
            }
            best = next
            back.append(from)
        }
        var label = 0
        for candidate in 1..<count where best[candidate] > best[label] { label = candidate }
        var path = [label]
        for from in back.reversed() {
            label = from[label]
            path.append(label)
        }
        return path.reversed()
    }

    static func logSum(_ values: [Double]) -> Double {
        guard let top = values.max(), top.isFinite else { return -Double.infinity }
        return top + log(values.reduce(0) { $0 + exp($1 - top) })
    }

    /// The least marginal probability of the path's labels, by forward-backward in log space.
    func leastMarginal(_ scores: [[Double]], path: [Int]) -> Double {
        let count = labels.count
        let n = scores.count
        var alpha = [[Double]](repeating: [Double](repeating: 0, count: count), count: n)
        var beta = alpha
        alpha[0] = scores[0]
        for t in 1..<max(1, n) {
            for label in 0..<count {
                alpha[t][label] = Self.logSum((0..<count).map { alpha[t - 1][$0] + transitions[$0][label] }) + scores[t][label]
            }
        }
        for t in stride(from: n - 2, through: 0, by: -1) {
            for label in 0..<count {
                beta[t][label] = Self.logSum((0..<count).map { transitions[label][$0] + scores[t + 1][$0] + beta[t + 1][$0] })
            }
        }
        let total = Self.logSum(alpha[n - 1])
        var least = 1.0
        for (t, label) in path.enumerated() { least = min(least, exp(alpha[t][label] + beta[t][label] - total)) }
        return least
    }

    /// The food of a line as the tagger sees it: its first run of name
    /// tokens, as the line writes it, with the tagging's confidence; nil
    /// when no token is a name.
    package func name(in line: String, tokens given: [LineToken]? = nil) -> (text: String, confidence: Double)? {
        let tokens = given ?? Self.tokens(line)
        let tagging = tagging(tokens)
        let tagged = tagging.labels
        guard let first = tagged.firstIndex(of: "N") else { return nil }
        var last = first
        while last + 1 < tagged.count, tagged[last + 1] == "N" { last += 1 }
        let scalars = line.unicodeScalars
        return (String(scalars[tokens[first].range.lowerBound..<tokens[last].range.upperBound]), tagging.confidence)
    }

    /// Where `ingredient-tagger.tsv` is: `scripts/dev` of the package's
    /// source tree, found from this file's path (the benchmark runs from
    /// the package's folder); nil when it is not there.
    static func modelPath() -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("scripts/dev/ingredient-tagger.tsv").path
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }
}
