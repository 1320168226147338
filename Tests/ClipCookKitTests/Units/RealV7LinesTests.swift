import Foundation
import Testing
@testable import ClipCookCore

/// Real lines from 91 sites no other set drew from (issue 33, round seven),
/// British, Australian and Indian sites first, labelled before the reader
/// read them: the tune part prints its misses, the held-out part only its
/// figures.
@Suite struct RealV7LinesTests {
    static let earlier = RealV6LinesTests.earlier + ["v6-en-tune.tsv", "v6-en-holdout.tsv"]

    @Test(arguments: ["v7-en-tune.tsv", "v7-en-holdout.tsv"])
    func theV7LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count == 170)
        try RealIngredientLinesTests.expectStatedFigures(file, cases)
    }

    @Test func theV7LinesComeFromSitesNoOtherSetUsed() throws {
        let lines = try RealIngredientLine.load("v7-en-tune.tsv") + RealIngredientLine.load("v7-en-holdout.tsv")
        RealIngredientLinesTests.expectNewLines(lines, earlier: try Self.earlier.flatMap(RealIngredientLine.load), sites: 91)
        #expect(lines.filter { $0.source.hasSuffix(".co.uk") || $0.source.hasSuffix(".com.au") }.count >= 35)
    }
}
