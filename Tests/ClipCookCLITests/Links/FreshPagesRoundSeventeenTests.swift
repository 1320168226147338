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

    /// A host's registrable domain as the draw scripts compare sites (`registrable` in
    /// `fresh-pages-v11.py`): `www.` dropped, the last two labels, or three under a
    /// shared second label such as `co.uk`.
    static func registrable(_ host: String) -> String {
        var bare = host.trimmingCharacters(in: .whitespaces).lowercased()
        if bare.hasPrefix("www.") { bare.removeFirst(4) }
        let labels = bare.split(separator: ".", omittingEmptySubsequences: false)
        let shared: Set<Substring> = ["co", "com", "org", "net", "gov", "ac"]
        let three = labels.count >= 3 && shared.contains(labels[labels.count - 2]) && labels[labels.count - 1].count == 2
        return labels.suffix(three ? 3 : 2).joined(separator: ".")
    }

    /// Every normalised LINE of the ingredient-line fixtures (each .tsv, and the hand-written
    /// .txt sets whose columns are parted by `|`), with the registrable domains of the SOURCE
    /// sites of the rows that hold it; a row without a SOURCE adds no site.
    static func lineSetSources() throws -> [String: Set<String>] {
        let fixtures = Executable.packageRoot.appendingPathComponent("Tests/ClipCookKitTests/Fixtures/ingredient-lines")
        let tables = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
        var sources: [String: Set<String>] = [:]
        for table in tables where table.hasSuffix(".tsv") || table.hasSuffix(".txt") {
            for cells in try FreshPagesTests.rows(table, in: fixtures) {
                let text = table.hasSuffix(".txt") ? String(cells[0].split(separator: "|").first ?? "") : cells[0]
                let line = Self.normalised(text)
                var sites = sources[line] ?? []
                if table.hasSuffix(".tsv"), cells.count > 5, let colon = cells[5].firstIndex(of: ":") {
                    sites.insert(Self.registrable(String(cells[5][cells[5].index(after: colon)...])))
                }
                sources[line] = sites
            }
        }
        sources[""] = nil
        return sources
    }

    /// Checks each labelled line of `folder` with `fault` (given the page's file and the
    /// normalised line, it says why the line may not be there, or nil), and that no page is
    /// from a site kept for the measure after this round (the BBC's, cookstr, TasteCooking).
    static func expectLabelledLines(in folder: URL, fault: (String, String) -> String?) throws {
        let labelled = try FreshPagesTests.lines(in: folder)
        #expect(!labelled.isEmpty)
        for (file, labels) in labelled {
            for label in labels {
                if let why = fault(file, Self.normalised(label.line)) {
                    Issue.record("\(file): `\(label.line)` \(why)")
                }
            }
        }
        for cells in try FreshPagesTests.rows("pages.tsv", in: folder) {
            let kept = ["bbc", "cookstr", "tastecooking"].contains { cells[1].lowercased().contains($0) }
            #expect(!kept, "\(cells[1]) is a site kept for the measure after this round")
        }
    }

    /// No labelled line of `folder` is, normalised, a line of any line set, and no page is
    /// from a site kept for the measure after this round (the BBC's, cookstr, TasteCooking).
    static func expectNoLineSetLines(in folder: URL) throws {
        let inSets = try Self.lineSetLines()
        #expect(inSets.count > 1_000)
        try Self.expectLabelledLines(in: folder) { _, line in
            inSets.contains(line) ? "is a line of a line set" : nil
        }
    }

    /// Round twenty-one's rule: a labelled line of `folder` may be, normalised, a line of a
    /// line set only when no row holding it was drawn from the page's own site (compared on
    /// the registrable domain of the SITE column); no page is from a kept site. Returns the
    /// normalised labelled lines that are a line set's (shared from other sites).
    @discardableResult
    static func expectNoOwnSiteLineSetLines(in folder: URL) throws -> Set<String> {
        let sources = try Self.lineSetSources()
        #expect(sources.count > 1_000)
        var siteOf: [String: String] = [:]
        for cells in try FreshPagesTests.rows("pages.tsv", in: folder) where cells.count > 1 {
            siteOf[cells[0]] = Self.registrable(cells[1])
        }
        var shared: Set<String> = []
        try Self.expectLabelledLines(in: folder) { file, line in
            guard let sites = sources[line] else { return nil }
            shared.insert(line)
            guard let site = siteOf[file] else { return "is on a page pages.tsv does not list" }
            return sites.contains(site) ? "is a line a line set drew from \(site)" : nil
        }
        return shared
    }

    @Test func theNormalisationIgnoresCaseBlanksAndPunctuation() {
        #expect(Self.normalised("  1/2 Cup  Chardonnay, chilled ") == "1 2 cup chardonnay chilled")
        #expect(Self.normalised("½ cup crème fraîche") == "½ cup crème fraîche")
        #expect(Self.normalised("1 – 1 ½ Tbsp.") == "1 1 ½ tbsp")
    }

    @Test func theRoundSeventeenPagesComeFromSitesNoPageSetUsed() throws {
        try FreshPagesRoundTenTests.expectNewSites(
            in: Self.folder,
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
