import Foundation
import Testing
@testable import ClipCookCore

/// Real lines from 60 sites that no other set, saved page or page set drew
/// from (issue 33, v15), taken from the same recipe clipper's pool as the
/// v13 and v14 sets, labelled and committed before any reader change they
/// measure. A held-out set only: its test prints its figures, never its
/// misses.
@Suite struct RealV15LinesTests {
    static let file = "v15-en-holdout.tsv"

    @Test func theV15LinesAreReadAtLeastAsWellAsTheGuideSays() throws {
        let cases = try RealIngredientLine.load(Self.file)
        #expect(cases.count == 240)
        try RealIngredientLinesTests.expectStatedFigures(Self.file, cases)
    }

    @Test func theV15LinesComeFromSitesNoOtherSetUsed() throws {
        let lines = try RealIngredientLine.load(Self.file)
        let earlier = try RealIngredientLinesTests.linesOfEverySet(but: "v15-en-")
        RealIngredientLinesTests.expectNewLines(lines, earlier: earlier, sites: 60)
        #expect(lines.allSatisfy { $0.lang == "en" })
        #expect(lines.allSatisfy { $0.source.hasPrefix("clipper:") })
    }

    /// Every page table committed when the set was drawn: the saved pages
    /// and each fresh or tune page set.
    @Test func theV15SitesAreNoSavedOrPageSetSites() throws {
        let drawn = Set(try RealIngredientLine.load(Self.file).map(RealIngredientLinesTests.site))
        let tables = [
            "manifest.tsv", "fresh9/pages.tsv", "fresh10/pages.tsv", "fresh11/pages.tsv", "tune12/pages.tsv",
            "fresh13/pages.tsv", "tune14/pages.tsv",
        ]
        let used = try tables.flatMap(RealV11LinesTests.sites(ofPageTable:))
        #expect(drawn.isDisjoint(with: used))
    }

    /// Four lines a site: every site that lost a line in labelling had a
    /// spare to stand in for it (the fixtures' README).
    @Test func theV15SetTakesFourLinesASite() throws {
        let lines = try RealIngredientLine.load(Self.file)
        let perSite = Dictionary(grouping: lines, by: RealIngredientLinesTests.site).mapValues(\.count)
        #expect(perSite.values.allSatisfy { $0 == 4 })
    }
}
