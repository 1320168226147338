import Foundation
import Testing
@testable import ClipCookCore

/// Real lines from 70 sites no other set drew from (issue 33, round five),
/// labelled before the reader read them: the tune part prints its misses,
/// the held-out part only its figures.
@Suite struct RealV6LinesTests {
    static let earlier = [
        "real-tune.tsv", "real-holdout.tsv", "v3-en-tune.tsv", "v3-en-holdout.tsv", "fresh-en-holdout.tsv",
        "fresh2-en-holdout.tsv", "v5-en-tune.tsv", "v5-en-holdout.tsv",
    ]

    @Test(arguments: ["v6-en-tune.tsv", "v6-en-holdout.tsv"])
    func theV6LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count == (file == "v6-en-tune.tsv" ? 69 : 70))
        try RealIngredientLinesTests.expectStatedFigures(file, cases)
    }

    @Test func theV6LinesComeFromSeventySitesNoOtherSetUsed() throws {
        let lines = try RealIngredientLine.load("v6-en-tune.tsv") + RealIngredientLine.load("v6-en-holdout.tsv")
        RealIngredientLinesTests.expectNewLines(lines, earlier: try Self.earlier.flatMap(RealIngredientLine.load), sites: 70)
    }
}
