import Foundation
import Testing
@testable import ClipCookCore

/// Real English lines drawn in round twenty (issue 33) from the recipe
/// clipper's pool of the v13 to v19 sets: 100 sites that no other set,
/// saved page or page set drew from, taken at random with no region placed
/// first, four lines a site, split in two parts of 50 sites. Tune sets:
/// committed before the reader read them, they print their misses.
@Suite struct RealV20LinesTests {
    static let parts = ["v20-en-tune-0.tsv", "v20-en-tune-1.tsv"]

    @Test func theV20LinesAreReadAtLeastAsWellAsTheGuideSays() throws {
        for part in Self.parts {
            let cases = try RealIngredientLine.load(part)
            #expect(cases.count == 200)
            #expect(Set(cases.map(RealIngredientLinesTests.site)).count == 50)
            #expect(RealIngredientLinesTests.isTune(part))
            try RealIngredientLinesTests.expectStatedFigures(part, cases)
        }
    }

    /// No line twice (so none in both parts), none an earlier set has, no
    /// site an earlier set drew from, and no site of the barred sources.
    @Test func theV20LinesAreNewLinesOfSitesNoOtherSetUsed() throws {
        let lines = try Self.parts.flatMap { try RealIngredientLine.load($0) }
        let earlier = try RealIngredientLinesTests.linesOfEverySet(but: "v20-en-")
        RealIngredientLinesTests.expectNewLines(lines, earlier: earlier, sites: 100)
        #expect(lines.allSatisfy { $0.lang == "en" })
        #expect(lines.allSatisfy { $0.source.hasPrefix("clipper:") })
    }

    /// The two parts share no site.
    @Test func theV20PartsShareNoSite() throws {
        let sites = try Self.parts.map { Set(try RealIngredientLine.load($0).map(RealIngredientLinesTests.site)) }
        #expect(sites.count == 2)
        #expect(zip(sites, sites.dropFirst()).allSatisfy { $0.isDisjoint(with: $1) })
    }

    /// Every page table committed when the set was drawn: the saved pages
    /// and each fresh or tune page set, fresh19 among them.
    @Test func theV20SitesAreNoSavedOrPageSetSites() throws {
        let drawn = Set(try Self.parts.flatMap { try RealIngredientLine.load($0) }.map(RealIngredientLinesTests.site))
        let tables = [
            "manifest.tsv", "fresh9/pages.tsv", "fresh10/pages.tsv", "fresh11/pages.tsv", "tune12/pages.tsv",
            "fresh13/pages.tsv", "tune14/pages.tsv", "fresh15/pages.tsv", "tune16/pages.tsv", "fresh17/pages.tsv",
            "tune18/pages.tsv", "fresh19/pages.tsv",
        ]
        let used = try tables.flatMap(RealV11LinesTests.sites(ofPageTable:))
        #expect(drawn.isDisjoint(with: used))
    }

    /// Four lines a site: a line dropped in labelling had its site's next
    /// spare stand in for it (the fixtures' README).
    @Test func theV20SetTakesFourLinesASite() throws {
        let lines = try Self.parts.flatMap { try RealIngredientLine.load($0) }
        let perSite = Dictionary(grouping: lines, by: RealIngredientLinesTests.site).mapValues(\.count)
        #expect(perSite.values.allSatisfy { $0 == 4 })
    }
}
