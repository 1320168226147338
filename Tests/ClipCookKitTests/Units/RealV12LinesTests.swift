import Foundation
import Testing
@testable import ClipCookCore

/// Real English lines drawn in round twelve (issue 33) from sites earlier
/// sets already used, lines no set holds: a tune set only, committed before
/// the reader read it, so it prints its misses.
@Suite struct RealV12LinesTests {
    @Test func theV12LinesAreReadAtLeastAsWellAsTheGuideSays() throws {
        let cases = try RealIngredientLine.load("v12-en-tune.tsv")
        #expect(cases.count == 240)
        try RealIngredientLinesTests.expectStatedFigures("v12-en-tune.tsv", cases)
    }

    @Test func theV12LinesAreNewLinesOfEightySites() throws {
        let lines = try RealIngredientLine.load("v12-en-tune.tsv")
        let earlier = try RealIngredientLinesTests.linesOfEverySet(but: "v12")
        #expect(RealIngredientLinesTests.reuses(lines, earlier: earlier) == [])
        let sites = Set(lines.map(RealIngredientLinesTests.site))
        #expect(sites.count == 80)
        #expect(Dictionary(grouping: lines, by: RealIngredientLinesTests.site).values.allSatisfy { $0.count <= 3 })
        #expect(!sites.contains { $0.contains("bbc") || $0.contains("cookstr") || $0.contains("tastecooking") })
    }
}
