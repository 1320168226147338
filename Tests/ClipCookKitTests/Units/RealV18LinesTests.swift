import Foundation
import Testing
@testable import ClipCookCore

/// Real English lines drawn in round fourteen (issue 33) from the pool that
/// `v17-en-holdout.tsv` came from (lines a recipe clipper's users saved),
/// from sites no set used (the sites with most lines first), in two parts of
/// 75 sites each drawn by two hands (the sites split in thirds by a hash of
/// their names, the third third the held-out set's). Tune sets: committed before the reader read them, they print their
/// misses.
@Suite struct RealV18LinesTests {
    static let parts = ["v18-en-tune-0.tsv", "v18-en-tune-1.tsv"]

    @Test func theV18LinesAreReadAtLeastAsWellAsTheGuideSays() throws {
        for part in Self.parts {
            let cases = try RealIngredientLine.load(part)
            #expect(cases.count == 300)
            try RealIngredientLinesTests.expectStatedFigures(part, cases)
        }
    }

    @Test func theV18LinesAreNewLinesOfSitesNoOtherSetUsed() throws {
        let lines = try Self.parts.flatMap { try RealIngredientLine.load($0) }
        let earlier = try RealIngredientLinesTests.linesOfEverySet(but: "v18")
        #expect(RealIngredientLinesTests.reuses(lines, earlier: earlier) == [])
        let sites = Set(lines.map(RealIngredientLinesTests.site))
        #expect(sites.count == 150)
        #expect(Set(earlier.map(RealIngredientLinesTests.site)).isDisjoint(with: sites))
        #expect(Dictionary(grouping: lines, by: RealIngredientLinesTests.site).values.allSatisfy { $0.count == 4 })
        #expect(!sites.contains { $0.contains("bbc") || $0.contains("cookstr") || $0.contains("tastecooking") })
    }
}
