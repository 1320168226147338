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
        let before = try Self.earlier.flatMap(RealIngredientLine.load)
        func site(_ line: RealIngredientLine) -> String {
            String(line.source.drop(while: { $0 != ":" }).dropFirst()).lowercased()
        }
        let sites = Set(lines.map(site))
        #expect(sites.count == 70)
        #expect(sites.isDisjoint(with: before.map(site)))
        #expect(!sites.contains { $0.contains("bbc") || $0.contains("cookstr") || $0.contains("tastecooking") })
        let folded = lines.map { RealIngredientLine.folded($0.line) }
        #expect(Set(folded).count == folded.count)
        #expect(Set(folded).intersection(before.map { RealIngredientLine.folded($0.line) }).isEmpty)
    }
}
