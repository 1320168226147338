import Foundation
import Testing

/// Round twenty-one of issue 33: real recipe pages held out (Tests/WebPages/fresh21,
/// drawn by `scripts/dev/fresh-pages-v21.py --fresh` with seed 21) from round
/// nineteen's pools and the saved pages of a PHP recipe parser's tests. A page is
/// taken when its site is no page set's (tune22's included) and no line it shows is a
/// line that a line set drew from the page's own site; a line met on other sites
/// (`2 eggs`) may be on it, and those lines are counted apart.
/// Labelled by hand and committed before the reader was measured on them: this prints
/// their figures, with and without the lines a line set also holds, and the kinds of
/// their misses, never the misses, and fails when fewer pages are fully right than the
/// guide's `fresh21` held-out row states.
@Suite struct FreshPagesRoundTwentyOneTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/fresh21")

    @Test func theRoundTwentyOnePagesComeFromSitesNoPageSetUsed() throws {
        try FreshPagesRoundTenTests.expectNewSites(
            in: Self.folder,
            least: 10)
        var sites: Set<String> = []
        for cells in try FreshPagesTests.rows("pages.tsv", in: Self.folder) {
            #expect(sites.insert(cells[1]).inserted, "\(cells[1]) has two pages")
        }
    }

    @Test func noLabelledLineOfTheRoundTwentyOnePagesIsALineSetLineOfItsOwnSite() throws {
        let shared = try FreshPagesRoundSeventeenTests.expectNoOwnSiteLineSetLines(in: Self.folder)
        let labelled = try FreshPagesTests.lines(in: Self.folder).values.flatMap { $0 }
        let counted = labelled.filter { shared.contains(FreshPagesRoundSeventeenTests.normalised($0.line)) }.count
        print("fresh21 labelled lines a line set also holds (drawn from other sites): \(counted) of \(labelled.count)")
    }

    @Test func sitesAndMissesAreReadAsTheDrawAndTheMeasureReadThem() {
        #expect(FreshPagesRoundSeventeenTests.registrable("www.seasonsandsuppers.ca") == "seasonsandsuppers.ca")
        #expect(FreshPagesRoundSeventeenTests.registrable("recipes.example.co.uk") == "example.co.uk")
        #expect(FreshPagesRoundSeventeenTests.registrable("kenkokitchen.squarespace.com") == "squarespace.com")
        #expect(FreshPagesRoundTenTests.isMiss("line 3 unit: 2 Large Eggs", onOneOf: ["2 large eggs"]))
        #expect(!FreshPagesRoundTenTests.isMiss("line 8 quantity: Optional: 1 tbsp. maple syrup", onOneOf: ["2 large eggs"]))
        #expect(!FreshPagesRoundTenTests.isMiss("ingredients (9 of 10)", onOneOf: ["2 large eggs"]))
    }

    @Test func theRoundTwentyOnePagesAreHeldOutAndHaveAKind() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        #expect(pages.count == 10)
        for cells in pages {
            #expect(cells.count == 10, "\(cells[0]) has no kind")
            #expect(cells.count > 3 && cells[3] == "holdout", "\(cells[0]) is not marked holdout")
        }
    }

    @Test func theRoundTwentyOneHeldOutPagesAreAtLeastWhatTheGuideSays() throws {
        let shared = try FreshPagesRoundSeventeenTests.expectNoOwnSiteLineSetLines(in: Self.folder)
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "fresh21", shared: shared)
    }
}
