import Foundation
import Testing

@testable import ClipCookCore

/// The v10 French lines: real lines of two family recipe collections that no
/// earlier set drew from, drawn by `scripts/dev/intl-lines-v10.py` and
/// labelled by hand, both halves committed before the reader was changed for
/// them. The held-out half was held out in round ten; from round eleven on it
/// is a tune part (the fixtures' README says so), and both halves print their
/// misses.
@Suite struct IntlV10FrenchLinesTests {
    @Test(arguments: ["v10-fr-tune.tsv", "v10-fr-holdout.tsv"])
    func theV10LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count == 116)
        #expect(cases.allSatisfy { $0.lang == "fr" })
        if file == "v10-fr-holdout.tsv" {
            // A tune part from round eleven on: its misses print as a tune part's do.
            _ = RealIngredientLinesTests.score(cases, printingMisses: true)
        }
        try RealIngredientLinesTests.expectStatedFigures(file, cases)
    }

    /// No v10 line is in an earlier set, in the saved pages' lines or in both
    /// parts, and every line names one of the two sources.
    @Test func theV10LinesAreNewAndThePartsStayApart() throws {
        let tune = try RealIngredientLine.load("v10-fr-tune.tsv")
        let held = try RealIngredientLine.load("v10-fr-holdout.tsv")
        let folder = RealIngredientLine.folder
        let earlier = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".tsv") && !$0.hasPrefix("v10-fr-") && $0 != "food-words.tsv" && $0 != "tagger-sample.tsv" }
            .flatMap { try RealIngredientLine.load($0) }
        let key = { (line: RealIngredientLine) in RealIngredientLine.folded(line.line) }
        #expect(Set(tune.map(key)).isDisjoint(with: held.map(key)))
        let lines = tune.map(key) + held.map(key)
        #expect(Set(lines).count == lines.count)
        #expect(Set(lines).intersection(earlier.map(key)).count == 0)
        #expect((tune + held).allSatisfy { ["notebook:quentinboyer", "notebook:evy"].contains($0.source) })
    }
}
