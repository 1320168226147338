import Foundation
import Testing

@testable import ClipCookCore

/// The v11 French lines: real lines of three family cookbooks (two from
/// France, one from Quebec) that no earlier set drew from, drawn by
/// `scripts/dev/intl-lines-v11.py` and labelled by hand before any reader
/// change meant for them. The whole set is held out: its test prints only
/// its figures, never its misses.
@Suite struct IntlV11FrenchLinesTests {
    static let file = "v11-fr-holdout.tsv"
    static let sources: Set<String> = ["notebook:brignogan", "notebook:phlered", "notebook:noxgamingqc"]

    @Test func theV11LinesAreReadAtLeastAsWellAsTheGuideSays() throws {
        let cases = try RealIngredientLine.load(Self.file)
        #expect(cases.count == 205)
        #expect(cases.allSatisfy { $0.lang == "fr" })
        try RealIngredientLinesTests.expectStatedFigures(Self.file, cases)
    }

    /// No v11 line is in an earlier set, in the saved pages' lines or twice
    /// in the set, and every line names one of the three sources, each of
    /// which gives at least forty lines.
    @Test func theV11LinesAreNewAndComeFromTheThreeCookbooks() throws {
        let held = try RealIngredientLine.load(Self.file)
        let earlier = try RealIngredientLinesTests.linesOfEverySet(but: "v11-fr-")
        let pages = try RealPageLinesTests.load().map { $0.line }
        let key = { (line: RealIngredientLine) in RealIngredientLine.folded(line.line) }
        let lines = held.map(key)
        #expect(Set(lines).count == lines.count)
        #expect(Set(lines).isDisjoint(with: earlier.map(key)))
        #expect(Set(lines).isDisjoint(with: pages.map(key)))
        #expect(held.allSatisfy { Self.sources.contains($0.source) })
        for source in Self.sources {
            #expect(held.filter { $0.source == source }.count >= 40)
        }
    }
}
