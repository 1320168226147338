import Foundation
import Testing

/// Round nineteen of issue 33: real recipe pages held out (Tests/WebPages/fresh19,
/// drawn by `scripts/dev/fresh-pages-v19.py` with seed 19). Every pool earlier rounds
/// read was spent; these come from pools none had read (the saved HTTP answers of 2014
/// blogs that a Ruby recipe parser's tests replay, and a Go scraper's saved pages). A
/// page is taken only when its site is no page set's and none of its lines is in a line
/// set; five were left.
/// Labelled by hand and committed before the reader was measured on them. Held out in
/// round fifteen; a tune set from round sixteen on (fresh19/README.md), so this prints
/// every miss, and fails when fewer pages are fully right than the guide's last
/// `fresh19` row states.
@Suite struct FreshPagesRoundNineteenTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/fresh19")

    @Test func theRoundNineteenPagesComeFromSitesNoPageSetUsed() throws {
        try FreshPagesRoundTenTests.expectNewSites(
            in: Self.folder,
            least: 5)
    }

    @Test func noLabelledLineOfTheRoundNineteenPagesIsInALineSet() throws {
        try FreshPagesRoundSeventeenTests.expectNoLineSetLines(in: Self.folder)
    }

    @Test func theRoundNineteenPagesAreHeldOutAndHaveAKind() throws {
        for cells in try FreshPagesTests.rows("pages.tsv", in: Self.folder) {
            #expect(cells.count == 10, "\(cells[0]) has no kind")
            #expect(cells[3] == "holdout", "\(cells[0]) is not marked holdout")
        }
    }

    @Test func theRoundNineteenTunePagesAreAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "fresh19", tune: true)
    }
}
