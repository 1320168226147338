import Foundation
import Testing
@testable import ClipCookCore

/// Real English lines from 70 sites that no other set, saved page or page
/// set drew from (issue 33, v24), taken from the recipe clipper's pool of
/// the v13 to v21 sets: of the unused sites sorted by name, only those at
/// odd positions, drawn at random, with the sites and lines of v23 (drawn
/// at the same time, committed first) passed over. Labelled by hand and
/// committed before any reader change they measure. A held-out set only:
/// its test prints its figures, never its misses.
@Suite struct RealV24LinesTests {
    static let file = "v24-en-holdout.tsv"

    @Test func theV24LinesAreReadAtLeastAsWellAsTheGuideSays() throws {
        let cases = try RealIngredientLine.load(Self.file)
        #expect(cases.count == 280)
        #expect(!RealIngredientLinesTests.isTune(Self.file))
        try RealIngredientLinesTests.expectStatedFigures(Self.file, cases)
    }

    /// No line twice, none an earlier set has (v21 and v23 among them), no
    /// site an earlier set drew from, and no site of the barred sources.
    @Test func theV24LinesComeFromSitesNoOtherSetUsed() throws {
        let lines = try RealIngredientLine.load(Self.file)
        let earlier = try RealIngredientLinesTests.linesOfEverySet(but: "v24-en-")
        RealIngredientLinesTests.expectNewLines(lines, earlier: earlier, sites: 70)
        #expect(lines.allSatisfy { $0.lang == "en" })
        #expect(lines.allSatisfy { $0.source.hasPrefix("clipper:") })
    }

    /// Every page table committed when the set was drawn: the saved pages
    /// and each fresh or tune page set, fresh21 and tune22 among them.
    @Test func theV24SitesAreNoSavedOrPageSetSites() throws {
        let drawn = Set(try RealIngredientLine.load(Self.file).map(RealIngredientLinesTests.site))
        let tables = [
            "manifest.tsv", "fresh9/pages.tsv", "fresh10/pages.tsv", "fresh11/pages.tsv", "tune12/pages.tsv",
            "fresh13/pages.tsv", "tune14/pages.tsv", "fresh15/pages.tsv", "tune16/pages.tsv", "fresh17/pages.tsv",
            "tune18/pages.tsv", "fresh19/pages.tsv", "tune20/pages.tsv", "fresh21/pages.tsv", "tune22/pages.tsv",
        ]
        let used = try tables.flatMap(RealV11LinesTests.sites(ofPageTable:))
        #expect(drawn.isDisjoint(with: used))
    }

    /// Four lines a site: a line dropped in labelling had its site's next
    /// spare stand in for it, and a site with no ingredient line gave way
    /// to a reserve site (the fixtures' README).
    @Test func theV24SetTakesFourLinesASite() throws {
        let lines = try RealIngredientLine.load(Self.file)
        let perSite = Dictionary(grouping: lines, by: RealIngredientLinesTests.site).mapValues(\.count)
        #expect(perSite.values.allSatisfy { $0 == 4 })
    }
}
