import Foundation
import Testing
@testable import ClipCookBench

/// The Swift tagger is the Python one: on a committed sample of tune lines
/// (Fixtures/ingredient-lines/tagger-sample.tsv, written by
/// scripts/dev/train-ingredient-tagger.py from python-crfsuite's own
/// Viterbi and marginals) it gives every token the same label, and the
/// same confidence to within 1e-6.
@Suite struct IngredientTaggerTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ClipCookKitTests/Fixtures/ingredient-lines/tagger-sample.tsv")

    @Test func theSwiftTaggerLabelsTheSampleAsThePythonTaggerDid() throws {
        let tagger = try #require(IngredientTagger.trained, "the model resource should load")
        let text = try String(contentsOf: Self.sample, encoding: .utf8)
        var compared = 0
        for row in text.split(separator: "\n") where !row.hasPrefix("#") {
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(cells.count == 3, "a sample row is LINE, LABELS and CONFIDENCE: \(row)")
            let line = String(cells[0])
            let expected = cells[1].split(separator: " ").map(String.init)
            let confidence = try #require(Double(cells[2]))
            let tokens = IngredientTagger.tokens(line)
            #expect(tokens.count == expected.count, "tokens of \(line): \(tokens.map(\.text))")
            let tagging = tagger.tagging(tokens)
            #expect(tagging.labels == expected, "labels of \(line)")
            #expect(abs(tagging.confidence - confidence) < 1e-6, "confidence of \(line): \(tagging.confidence), not \(confidence)")
            compared += 1
        }
        #expect(compared >= 150)
    }

    @Test func theTaggerFindsTheFoodInPlainLines() throws {
        let tagger = try #require(IngredientTagger.trained)
        #expect(tagger.name(in: "2 tbsp extra virgin olive oil")?.text == "extra virgin olive oil")
        #expect(tagger.name(in: "1 large onion, finely chopped")?.text == "onion")
        #expect(IngredientTagger.tokens("1 (15 oz) can beans, drained").map(\.text) == ["1", "(", "15", "oz", ")", "can", "beans", ",", "drained"])
        #expect(tagger.tagging([]) == IngredientTagger.Tagging(labels: [], confidence: 1))
    }

    @Test func aModelThatDoesNotFitIsRefused() {
        #expect(IngredientTagger(model: "labels\tQ\tN\ntransition\tQ\t0.1\n") == nil)
        #expect(IngredientTagger(model: "labels\tQ\nstate\tb\tnot-a-number\n") == nil)
        #expect(IngredientTagger(model: "") == nil)
    }
}
