import Foundation
import Testing

/// Round seventeen of issue 33: real recipe pages held out (Tests/WebPages/fresh17,
/// drawn by `scripts/dev/fresh-pages-v17.py` with seed 17). The sites no set used
/// were spent, so these come from recipe-scrapers' test pages (its snapshot and the
/// pages its history deleted) of sites that only an ingredient-line set drew lines
/// from, in the half of them whose name's MD5 is even; a page is taken only when
/// none of its lines is in a line set. The pool held seven such pages. Labelled by
/// hand and committed before the reader was measured on them. Held out in round
/// fourteen; a tune set from round fifteen on (fresh17/README.md), so this prints every
/// miss, and fails when fewer pages are fully right than the guide's last `fresh17` row
/// states.
@Suite struct FreshPagesRoundSeventeenTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/fresh17")

    /// A line as the draw compares it with the line sets: lower case, every character
    /// that is neither a letter nor a digit a blank, runs of blanks one
    /// (`normalised` in the draw script).
    static func normalised(_ line: String) -> String {
        let blanked = line.lowercased().map { $0.isLetter || $0.isNumber ? $0 : " " }
        return String(blanked).split(separator: " ").joined(separator: " ")
    }

    /// The normalised LINE of every row of every .tsv of the ingredient-line fixtures.
    static func lineSetLines() throws -> Set<String> {
        let fixtures = Executable.packageRoot.appendingPathComponent("Tests/ClipCookKitTests/Fixtures/ingredient-lines")
        let tables = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".tsv") }
        var lines: Set<String> = []
        for table in tables {
            for cells in try FreshPagesTests.rows(table, in: fixtures) {
                lines.insert(Self.normalised(cells[0]))
            }
        }
        lines.remove("")
        return lines
    }

    /// No labelled line of `folder` is, normalised, a line of any line set, and no page is
    /// from a site kept for the measure after this round (the BBC's, cookstr, TasteCooking).
    static func expectNoLineSetLines(in folder: URL) throws {
        let inSets = try Self.lineSetLines()
        #expect(inSets.count > 1_000)
        let labelled = try FreshPagesTests.lines(in: folder).values.flatMap { $0 }
        #expect(!labelled.isEmpty)
        for label in labelled {
            #expect(!inSets.contains(Self.normalised(label.line)), "\(label.line) is a line of a line set")
        }
        for cells in try FreshPagesTests.rows("pages.tsv", in: folder) {
            let kept = ["bbc", "cookstr", "tastecooking"].contains { cells[1].lowercased().contains($0) }
            #expect(!kept, "\(cells[1]) is a site kept for the measure after this round")
        }
    }

    @Test func theNormalisationIgnoresCaseBlanksAndPunctuation() {
        #expect(Self.normalised("  1/2 Cup  Chardonnay, chilled ") == "1 2 cup chardonnay chilled")
        #expect(Self.normalised("½ cup crème fraîche") == "½ cup crème fraîche")
        #expect(Self.normalised("1 – 1 ½ Tbsp.") == "1 1 ½ tbsp")
    }

    @Test func theRoundSeventeenPagesComeFromSitesNoPageSetUsed() throws {
        try FreshPagesRoundTenTests.expectNewSites(
            in: Self.folder,
            earlier: [
                FreshPagesTests.folder, FreshPagesRoundTenTests.folder, FreshPagesRoundElevenTests.folder,
                TunePagesRoundTwelveTests.folder, FreshPagesRoundThirteenTests.folder,
                TunePagesRoundFourteenTests.folder, FreshPagesRoundFifteenTests.folder, TunePagesRoundSixteenTests.folder,
            ],
            least: 7)
    }

    @Test func noLabelledLineOfTheRoundSeventeenPagesIsInALineSet() throws {
        try Self.expectNoLineSetLines(in: Self.folder)
    }

    @Test func theRoundSeventeenPagesAreHeldOutAndHaveAKind() throws {
        for cells in try FreshPagesTests.rows("pages.tsv", in: Self.folder) {
            #expect(cells.count == 10, "\(cells[0]) has no kind")
            #expect(cells[3] == "holdout", "\(cells[0]) is not marked holdout")
        }
    }

    @Test func theRoundSeventeenTunePagesAreAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "fresh17", tune: true)
    }
}
