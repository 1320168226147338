import Foundation
import Testing

/// Round twelve of issue 33: ten tune pages from the saved test pages of
/// other open-source recipe managers (Tests/WebPages/tune12, drawn by
/// `scripts/dev/tune-pages-v12.py`, labelled by hand and committed before the
/// importer changed). They are tune pages, so every miss is printed; the test
/// fails when fewer are fully right than the guide's newest `tune12` row says.
@Suite struct TunePagesRoundTwelveTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/tune12")

    @Test func theRoundTwelveTunePagesAreLabelledAndPresent() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        #expect(pages.count >= 10)
        for cells in pages {
            #expect(cells.count >= 10, "\(cells[0]) has no kind")
            #expect(cells[3] == "tune", "\(cells[0]) is not marked tune")
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(cells[0]).path))
        }
    }

    @Test func theRoundTwelveTunePagesAreMeasuredAndAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "tune12", tune: true)
    }
}
