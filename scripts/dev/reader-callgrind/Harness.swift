import Foundation

/// Reads 1,000 real lines of each of de, fr, es, it (the bench's lines,
/// taken in turn) with IngredientLineReader.read, once; callgrind counts
/// the instructions of `readAll`.
@inline(never) func readAll(_ lines: [Substring]) -> Int {
    var names = 0
    for line in lines { names &+= IngredientLineReader.read(line).name.count }
    return names
}

@main struct Harness {
    static func main() throws {
        let root = CommandLine.arguments[1]
        var byLanguage: [String: [Substring]] = [:]
        for file in ["v3-intl-tune.tsv", "v3-intl-holdout.tsv"] {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for row in text.split(separator: "\n") where !row.hasPrefix("#") {
                let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count >= 8, let line = fields.first, let lang = fields.last else { continue }
                byLanguage[String(lang), default: []].append(line)
            }
        }
        var lines: [Substring] = []
        for lang in ["de", "fr", "es", "it"] {
            let labelled = byLanguage[lang] ?? []
            lines += (0..<1000).map { labelled[$0 % labelled.count] }
        }
        _ = IngredientLineReader.read("1 EL Öl")  // warm the tables before counting
        print(readAll(lines))
    }
}
