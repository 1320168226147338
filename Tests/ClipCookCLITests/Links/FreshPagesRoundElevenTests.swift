import Foundation
import Testing

/// Round eleven of issue 33: twelve more real recipe pages (Tests/WebPages/fresh11,
/// drawn by `scripts/dev/fresh-pages-v11.py`), five of them the saved test pages
/// of other open-source recipe managers (Mealie, Tandoor, Vanilla Cookbook) and
/// the rest recipe-scrapers' pages, from sites that neither the saved pages, nor
/// fresh9 or fresh10, nor any line set came from; one is in German and one has
/// no recipe data at all. Labelled by hand and committed before the reader was
/// measured on them. Held out in round eleven; a tune set from round twelve on
/// (fresh11/README.md), so this prints every miss, and fails when fewer pages
/// are fully right than the guide's last `fresh11` row states.
@Suite struct FreshPagesRoundElevenTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/fresh11")

    @Test func theRoundElevenPagesComeFromSitesNoEarlierSetUsed() throws {
        try FreshPagesRoundTenTests.expectNewSites(
            in: Self.folder)
    }

    @Test func theRoundElevenTunePagesAreAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "fresh11", tune: true)
    }
}
