import Foundation
import Testing

/// Round twenty-two of issue 33: tune pages (Tests/WebPages/tune22, drawn by
/// `scripts/dev/fresh-pages-v21.py` with seed 21 and labelled by hand) from round
/// nineteen's pools and a new one, the saved pages of a PHP recipe parser's tests
/// (2013 to 2019). The held-out draw of the same run found no eligible page, and the
/// pages it would take if one other site were enough to make a shared line common are
/// kept out of this set. A line of a tune line set may be on these pages; a line of a
/// held-out line set may not, since every miss is printed. The test fails when fewer
/// are fully right than the guide's newest `tune22` row says.
@Suite struct TunePagesRoundTwentyTwoTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/tune22")

    @Test func theRoundTwentyTwoTunePagesAreLabelledAndPresent() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        #expect(pages.count == 12)
        for cells in pages {
            #expect(cells.count == 10, "\(cells[0]) has no kind")
            #expect(cells.count > 3 && cells[3] == "tune", "\(cells[0]) is not marked tune")
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(cells[0]).path))
        }
    }

    @Test func theRoundTwentyTwoTunePagesComeFromSitesNoEarlierPageSetUsed() throws {
        try FreshPagesRoundTenTests.expectNewSites(
            in: Self.folder)
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        var sites: Set<String> = []
        for cells in pages {
            #expect(sites.insert(cells[1]).inserted, "\(cells[1]) has two pages")
            let kept = ["bbc", "cookstr", "tastecooking"].contains { cells[1].lowercased().contains($0) }
            #expect(!kept, "\(cells[1]) is a site kept for the measure after this round")
        }
    }

    @Test func theRoundTwentyTwoTunePagesHoldNoLineOfAHeldOutLineSet() throws {
        try TunePagesRoundTwentyTests.expectNoHeldOutLines(in: Self.folder)
    }

    @Test func theRoundTwentyTwoTunePagesAreMeasuredAndAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "tune22", tune: true)
    }
}
