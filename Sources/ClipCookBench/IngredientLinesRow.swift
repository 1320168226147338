import ClipCookCore
import Foundation

extension BenchRow {
    /// Where the real ingredient lines in German, French, Spanish and
    /// Italian are kept (tab-separated, the line first, the language last).
    static let intlLineFiles = [
        "Tests/ClipCookKitTests/Fixtures/ingredient-lines/v3-intl-tune.tsv",
        "Tests/ClipCookKitTests/Fixtures/ingredient-lines/v3-intl-holdout.tsv",
        "Tests/ClipCookKitTests/Fixtures/ingredient-lines/v3-en-tune.tsv",
    ]

    /// The labelled lines of each language (de, fr, es, it, en), in file order.
    static func intlLines() -> [(String, [Substring])] {
        var byLanguage: [String: [Substring]] = [:]
        for path in intlLineFiles {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for row in text.split(separator: "\n") where !row.hasPrefix("#") {
                let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count >= 8, let line = fields.first, let language = fields.last else { continue }
                byLanguage[String(language), default: []].append(line)
            }
        }
        return byLanguage.sorted { $0.key < $1.key }.filter { !$0.value.isEmpty }
    }

    /// The ingredient-line reader (`IngredientLineReader.read`, as import
    /// and `shop add` read a line) on 1,000 real lines of each language,
    /// the labelled lines taken in turn until there are 1,000: CPU time per
    /// 1,000 lines; and the sequence tagger alone (`IngredientTagger`, its
    /// features and Viterbi) on the 1,000 English lines, per line. It does
    /// not depend on the collection's size.
    static func ingredientLines(_ context: BenchContext) -> Measurement {
        let byLanguage = Dictionary(uniqueKeysWithValues: intlLines())
        let languages = ["en", "de", "fr", "es", "it"].filter { byLanguage[$0]?.isEmpty == false }
        guard !languages.isEmpty else {
            return Measurement(cell: "skipped: no labelled lines (run from the package's folder)", growth: nil, values: [:], met: nil)
        }
        var cells: [String] = []
        var values: [String: Double] = [:]
        var slowest = 0.0
        for language in languages {
            let labelled = byLanguage[language] ?? []
            let lines = (0..<1000).map { labelled[$0 % labelled.count] }
            var times: [Double] = []
            for _ in 0..<max(3, context.repeats) {
                times.append(cpuTimed { for line in lines { keep(IngredientLineReader.read(line)) } })
            }
            let seconds = median(times)
            slowest = max(slowest, seconds)
            cells.append("\(language) \(ms(seconds))")
            values["\(language)Seconds"] = seconds
        }
        var taggerMet = true
        if let tagger = IngredientTagger.trained, let english = byLanguage["en"], !english.isEmpty {
            let lines = (0..<1000).map { String(english[$0 % english.count]) }
            var times: [Double] = []
            for _ in 0..<max(3, context.repeats) {
                times.append(cpuTimed { for line in lines { keep(tagger.name(in: line)) } })
            }
            let perLine = median(times) / 1000
            values["taggerSecondsPerLine"] = perLine
            cells.append("tagger \((perLine * 1_000_000 * 10).rounded() / 10) µs a line")
            taggerMet = perLine <= 0.000_05
        }
        return Measurement(
            cell: cells.joined(separator: ", ") + " (cpu, 1,000 lines each)", growth: nil, values: values,
            met: slowest <= 0.05 && taggerMet)
    }
}
