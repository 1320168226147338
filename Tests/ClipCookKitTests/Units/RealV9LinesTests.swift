import Foundation
import Testing
@testable import ClipCookCore

/// Real lines from 80 sites no other set drew from (issue 33, round nine),
/// labelled and committed before the reader read them: the tune part prints
/// its misses, the held-out part only its figures.
@Suite struct RealV9LinesTests {
    static let earlier = RealV7LinesTests.earlier + ["v7-en-tune.tsv", "v7-en-holdout.tsv"]

    @Test(arguments: ["v9-en-tune.tsv", "v9-en-holdout.tsv"])
    func theV9LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count == 158)
        try RealIngredientLinesTests.expectStatedFigures(file, cases)
    }

    @Test func theV9LinesComeFromSitesNoOtherSetUsed() throws {
        let lines = try RealIngredientLine.load("v9-en-tune.tsv") + RealIngredientLine.load("v9-en-holdout.tsv")
        RealIngredientLinesTests.expectNewLines(lines, earlier: try Self.earlier.flatMap(RealIngredientLine.load), sites: 80)
    }

    /// The check finds a site an earlier set drew from, though every line
    /// is new, a line an earlier set has, a line twice and a barred site.
    @Test func theCheckFindsAReusedSiteOrLine() throws {
        let lines = try RealIngredientLine.load("v9-en-tune.tsv") + RealIngredientLine.load("v9-en-holdout.tsv")
        let earlier = try Self.earlier.flatMap(RealIngredientLine.load)
        #expect(RealIngredientLinesTests.reuses(lines, earlier: earlier, sites: 80) == [])
        let first = try #require(lines.first)
        let site = RealIngredientLinesTests.site(first)
        var sameSite = first
        sameSite.line = "a line no set has, 3 tbsp of it"
        #expect(RealIngredientLinesTests.reuses(lines, earlier: earlier + [sameSite], sites: 80) == ["sites an earlier set drew from: \(site)"])
        var sameLine = first
        sameLine.source = "jsonld:no-such-site.example"
        let folded = RealIngredientLine.folded(first.line)
        #expect(RealIngredientLinesTests.reuses(lines, earlier: earlier + [sameLine]) == ["lines an earlier set has: \(folded)"])
        var barred = sameSite
        barred.source = "jsonld:www.bbcgoodfood.com"
        #expect(
            RealIngredientLinesTests.reuses(lines + [first, barred], earlier: earlier, sites: 81) == [
                "lines twice: 1", "sites no set may draw from: www.bbcgoodfood.com",
            ])
    }
}
