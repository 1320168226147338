import Foundation
import Testing
@testable import ClipCookCore

/// Real lines from 52 sites no other set drew from (issue 33, round ten),
/// labelled and committed before the reader read them: the tune part prints
/// its misses, the held-out part only its figures.
@Suite struct RealV10LinesTests {
    static let earlier = RealV9LinesTests.earlier + ["v9-en-tune.tsv", "v9-en-holdout.tsv"]

    @Test(arguments: ["v10-en-tune.tsv", "v10-en-holdout.tsv"])
    func theV10LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count == 104)
        try RealIngredientLinesTests.expectStatedFigures(file, cases)
    }

    @Test func theV10LinesComeFromSitesNoOtherSetUsed() throws {
        let lines = try RealIngredientLine.load("v10-en-tune.tsv") + RealIngredientLine.load("v10-en-holdout.tsv")
        let before = try Self.earlier.flatMap(RealIngredientLine.load)
        func site(_ line: RealIngredientLine) -> String {
            String(line.source.drop(while: { $0 != ":" }).dropFirst()).lowercased()
        }
        let sites = Set(lines.map(site))
        #expect(sites.count == 52)
        #expect(sites.isDisjoint(with: before.map(site)))
        #expect(!sites.contains { $0.contains("bbc") || $0.contains("cookstr") || $0.contains("tastecooking") })
        let folded = lines.map { RealIngredientLine.folded($0.line) }
        #expect(Set(folded).count == folded.count)
        #expect(Set(folded).intersection(before.map { RealIngredientLine.folded($0.line) }).isEmpty)
    }
}
