import Foundation
import Testing

@testable import ClipCookCore

/// The v7 Italian and Spanish lines: real lines of four sources no earlier
/// set drew from (DBRICETTE's archive, cucinabotanica.com, a family's recipe
/// book, a Mexican site's recipes), drawn by
/// `scripts/dev/intl-lines-v7.py` and labelled by hand, the held-out half
/// committed before the reader was changed for them. The tune part prints
/// its misses; the held-out part prints only its figures.
@Suite struct IntlV7LinesTests {
    @Test(arguments: ["v7-intl-tune.tsv", "v7-intl-holdout.tsv"])
    func theV7LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count == 215)
        let languages = Set(cases.map(\.lang)).sorted()
        #expect(languages == ["es", "it"])
        try RealIngredientLinesTests.expectStatedFigures(file, cases, byLanguage: true)
    }

    /// No v7 line is in an earlier set or in both v7 parts, each language is
    /// split in halves, and every line names one of the four sources.
    @Test func theV7LinesAreNewAndThePartsStayApart() throws {
        let tune = try RealIngredientLine.load("v7-intl-tune.tsv")
        let held = try RealIngredientLine.load("v7-intl-holdout.tsv")
        RealIngredientLinesTests.expectNewLines(tune + held, earlier: try RealIngredientLinesTests.linesOfEverySet(but: "v7-"))
        for lang in ["es", "it"] {
            #expect(tune.filter { $0.lang == lang }.count == held.filter { $0.lang == lang }.count)
        }
        let sources: Set = [
            "dataset:dbricette.it", "dataset:cucinabotanica.com", "notebook:ortenzi", "notebook:quemar-cocinas",
        ]
        #expect((tune + held).allSatisfy { sources.contains($0.source) })
        #expect(Set((tune + held).filter { $0.lang == "it" }.map(\.source)).count == 3)
    }
}
