import Foundation
import Testing

@testable import ClipCookCore

/// The v6 Spanish lines: real lines of recetasgratis.net pages, a source no
/// earlier set drew from, drawn by `scripts/dev/intl-lines-v6.py` and
/// labelled by hand, the held-out half committed before the reader was
/// changed for them. The tune part prints its misses; the held-out part
/// prints only its figures.
@Suite struct IntlV6SpanishLinesTests {
    @Test(arguments: ["v6-es-tune.tsv", "v6-es-holdout.tsv"])
    func theV6LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count == 100)
        #expect(cases.allSatisfy { $0.lang == "es" })
        try RealIngredientLinesTests.expectStatedFigures(file, cases)
    }

    /// No v6 line is in an earlier set or in both v6 parts, and every one
    /// names its source.
    @Test func theV6LinesAreNewAndThePartsStayApart() throws {
        let tune = try RealIngredientLine.load("v6-es-tune.tsv")
        let held = try RealIngredientLine.load("v6-es-holdout.tsv")
        let earlier = try [
            "v3-intl-tune.tsv", "v3-intl-holdout.tsv", "v4-intl-tune.tsv", "v4-intl-holdout.tsv", "v5-intl-tune.tsv",
            "v5-intl-holdout.tsv",
        ]
        .flatMap { try RealIngredientLine.load($0) }
        RealIngredientLinesTests.expectNewLines(tune + held, earlier: earlier)
        #expect((tune + held).allSatisfy { $0.source == "dataset:recetasgratis.net" })
    }
}
