import Foundation
import Testing

/// Round sixteen of issue 33: twelve tune pages from the pools round fifteen's
/// held-out pages came from (recipe-scrapers' saved test pages at the commit
/// before it deleted them, above all), from sites no page set used
/// (Tests/WebPages/tune16, drawn by `scripts/dev/tune-pages-v16.py` and labelled
/// by hand). They are tune pages, so every miss is printed; the test fails when
/// fewer are fully right than the guide's newest `tune16` row says.
@Suite struct TunePagesRoundSixteenTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/tune16")

    @Test func theRoundSixteenTunePagesAreLabelledAndPresent() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        #expect(pages.count >= 12)
        for cells in pages {
            #expect(cells.count >= 10, "\(cells[0]) has no kind")
            #expect(cells[3] == "tune", "\(cells[0]) is not marked tune")
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(cells[0]).path))
        }
    }

    @Test func theRoundSixteenTunePagesComeFromNoOtherPageSetsSite() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        let root = Self.folder.deletingLastPathComponent()
        let others = try ["fresh9", "fresh10", "fresh11", "fresh13", "fresh15", "tune12", "tune14"].flatMap { name in
            // Only the SITE column of a held-out set is read.
            try FreshPagesTests.rows("pages.tsv", in: root.appendingPathComponent(name)).map { $0[1] }
        }
        for cells in pages {
            #expect(!others.contains(cells[1]), "\(cells[1]) is another page set's site")
        }
    }

    @Test func theRoundSixteenTunePagesAreMeasuredAndAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "tune16", tune: true)
    }
}
