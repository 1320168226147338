import Foundation
import Testing
@testable import ClipCookCore

/// Real lines from 60 sites that no other set, saved page or page set drew
/// from (issue 33, v17), taken from the recipe clipper's pool of the v13 to
/// v16 sets, from the third of its sites that the tune sets drawn at the
/// same time leave alone. Labelled and committed before any reader change
/// they measure. Held out in round fourteen; a tune part from round fifteen
/// on (declared in the fixtures' README), so its misses print.
@Suite struct RealV17LinesTests {
    static let file = "v17-en-holdout.tsv"

    @Test func theV17LinesAreReadAtLeastAsWellAsTheGuideSays() throws {
        let cases = try RealIngredientLine.load(Self.file)
        #expect(cases.count == 240)
        #expect(RealIngredientLinesTests.isTune(Self.file))
        try RealIngredientLinesTests.expectStatedFigures(Self.file, cases)
    }

    @Test func theV17LinesComeFromSitesNoOtherSetUsed() throws {
        let lines = try RealIngredientLine.load(Self.file)
        let earlier = try RealIngredientLinesTests.linesOfEverySet(but: "v17-en-")
        RealIngredientLinesTests.expectNewLines(lines, earlier: earlier, sites: 60)
        #expect(lines.allSatisfy { $0.lang == "en" })
        #expect(lines.allSatisfy { $0.source.hasPrefix("clipper:") })
    }

    /// Every page table committed when the set was drawn: the saved pages
    /// and each fresh or tune page set.
    @Test func theV17SitesAreNoSavedOrPageSetSites() throws {
        let drawn = Set(try RealIngredientLine.load(Self.file).map(RealIngredientLinesTests.site))
        let tables = [
            "manifest.tsv", "fresh9/pages.tsv", "fresh10/pages.tsv", "fresh11/pages.tsv", "tune12/pages.tsv",
            "fresh13/pages.tsv", "tune14/pages.tsv", "fresh15/pages.tsv", "tune16/pages.tsv",
        ]
        let used = try tables.flatMap(RealV11LinesTests.sites(ofPageTable:))
        #expect(drawn.isDisjoint(with: used))
    }

    /// Four lines a site: a site that lost a line in labelling had a spare
    /// to stand in for it, and one left with fewer than four ingredient
    /// lines gave way to a reserve site (the fixtures' README).
    @Test func theV17SetTakesFourLinesASite() throws {
        let lines = try RealIngredientLine.load(Self.file)
        let perSite = Dictionary(grouping: lines, by: RealIngredientLinesTests.site).mapValues(\.count)
        #expect(perSite.values.allSatisfy { $0 == 4 })
    }
}
