import Foundation
import Testing

@testable import ClipCookCore

/// The v9 German and French lines: real lines of six family and personal
/// recipe books that no earlier set drew from (three German, three French),
/// drawn by `scripts/dev/intl-lines-v9.py` and labelled by hand, the
/// held-out half committed before the reader was changed for them. The tune
/// part prints its misses; the held-out part prints only its figures, but for
/// its French rows, a tune part from round ten on, which print their misses.
@Suite struct IntlV9LinesTests {
    @Test(arguments: ["v9-intl-tune.tsv", "v9-intl-holdout.tsv"])
    func theV9LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count == 225)
        let languages = Set(cases.map(\.lang)).sorted()
        #expect(languages == ["de", "fr"])
        if file == "v9-intl-holdout.tsv" {
            // Its French rows are a tune part from round ten on; its German rows stay held out.
            _ = RealIngredientLinesTests.score(cases.filter { $0.lang == "fr" }, printingMisses: true)
        }
        try RealIngredientLinesTests.expectStatedFigures(file, cases, byLanguage: true)
    }

    /// No v9 line is in an earlier set or in both v9 parts, each language is
    /// split in halves, and every line names one of the six sources, three a
    /// language.
    @Test func theV9LinesAreNewAndThePartsStayApart() throws {
        let tune = try RealIngredientLine.load("v9-intl-tune.tsv")
        let held = try RealIngredientLine.load("v9-intl-holdout.tsv")
        RealIngredientLinesTests.expectNewLines(tune + held, earlier: try RealIngredientLinesTests.linesOfEverySet(but: "v9-"))
        for lang in ["de", "fr"] {
            #expect(tune.filter { $0.lang == lang }.count == held.filter { $0.lang == lang }.count)
        }
        let sources: [String: String] = [
            "notebook:afdia-chowdown": "de", "notebook:skoenig-kochbuch": "de", "notebook:beas-kochbuch": "de",
            "notebook:nosrecettes": "fr", "notebook:nlhomme": "fr", "notebook:mamie-mone": "fr",
        ]
        #expect((tune + held).allSatisfy { sources[$0.source] == $0.lang })
        #expect(Set((tune + held).map(\.source)).count == 6)
    }
}
