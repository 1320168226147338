import Foundation
import Testing
@testable import ClipCookCore

/// Real lines from 50 sites no other set, saved page or fresh page set drew
/// from (issue 33, round eleven), labelled and committed before any reader
/// change they measure. There is no tune part: the held-out file prints its
/// figures only, never its misses.
@Suite struct RealV11LinesTests {
    static let file = "v11-en-holdout.tsv"

    static let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("WebPages")

    /// The sites column of a page table (`manifest.tsv`, `fresh*/pages.tsv`).
    static func sites(ofPageTable path: String) throws -> [String] {
        let text = try String(contentsOf: pages.appendingPathComponent(path), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { row -> String? in
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false)
            return cells.count > 1 ? cells[1].lowercased() : nil
        }
    }

    @Test func theV11LinesAreReadAtLeastAsWellAsTheGuideSays() throws {
        let cases = try RealIngredientLine.load(Self.file)
        #expect(cases.count == 198)
        try RealIngredientLinesTests.expectStatedFigures(Self.file, cases)
    }

    @Test func theV11LinesComeFromSitesNoOtherSetUsed() throws {
        let lines = try RealIngredientLine.load(Self.file)
        let earlier = try RealIngredientLinesTests.linesOfEverySet(but: "v11-en-")
        RealIngredientLinesTests.expectNewLines(lines, earlier: earlier, sites: 50)
        #expect(lines.allSatisfy { $0.lang == "en" })
    }

    @Test func theV11SitesAreNoSavedOrFreshPagesSites() throws {
        let drawn = Set(try RealIngredientLine.load(Self.file).map(RealIngredientLinesTests.site))
        // The page sets committed before this draw; fresh11 was drawn at the
        // same time, from the same sources, and may share sites.
        let tables = ["manifest.tsv", "fresh9/pages.tsv", "fresh10/pages.tsv"]
        let used = try tables.flatMap(Self.sites(ofPageTable:))
        #expect(drawn.isDisjoint(with: used))
    }
}
