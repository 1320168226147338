import Foundation
import Testing

/// Round fourteen of issue 33: ten tune pages from the pools round thirteen's
/// held-out pages came from (Recipya, Nextcloud Cookbook, two copies of hangry
/// and ssnepenthe's recipe-scraper), from sites no page set used
/// (Tests/WebPages/tune14, drawn by `scripts/dev/tune-pages-v14.py` and labelled
/// by hand). They are tune pages, so every miss is printed; the test fails when
/// fewer are fully right than the guide's newest `tune14` row says.
@Suite struct TunePagesRoundFourteenTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/tune14")

    @Test func theRoundFourteenTunePagesAreLabelledAndPresent() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        #expect(pages.count >= 10)
        for cells in pages {
            #expect(cells.count >= 10, "\(cells[0]) has no kind")
            #expect(cells[3] == "tune", "\(cells[0]) is not marked tune")
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(cells[0]).path))
        }
    }

    @Test func theRoundFourteenTunePagesComeFromNoHeldOutSite() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        let heldOut = try ["fresh13"].flatMap { name in
            try FreshPagesTests.rows("pages.tsv", in: Self.folder.deletingLastPathComponent().appendingPathComponent(name))
                .map { $0[1] }
        }
        for cells in pages {
            #expect(!heldOut.contains(cells[1]), "\(cells[1]) is a held-out page's site")
        }
    }

    @Test func theRoundFourteenTunePagesAreMeasuredAndAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "tune14", tune: true)
    }
}
