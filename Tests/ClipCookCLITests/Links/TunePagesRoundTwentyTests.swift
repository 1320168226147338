import Foundation
import Testing

/// Round twenty of issue 33: tune pages from the pools the held-out `fresh19` pages
/// came from (2014 blogs' saved HTTP answers that a Ruby parser's tests replay, a Go
/// scraper's saved pages and six smaller projects' test pages), so that what fails
/// there can be found without reading a held-out page (Tests/WebPages/tune20, drawn by
/// `scripts/dev/tune-pages-v20.py` with seed 20 and labelled by hand). A line of a
/// tune line set may be on them; a line of a held-out line set may not, since every
/// miss is printed. The test fails when fewer are fully right than the guide's newest
/// `tune20` row says.
@Suite struct TunePagesRoundTwentyTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/tune20")

    @Test func theRoundTwentyTunePagesAreLabelledAndPresent() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        #expect(pages.count == 12)
        for cells in pages {
            #expect(cells.count == 10, "\(cells[0]) has no kind")
            #expect(cells.count > 3 && cells[3] == "tune", "\(cells[0]) is not marked tune")
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(cells[0]).path))
        }
    }

    @Test func theRoundTwentyTunePagesComeFromNoOtherPageSetsSite() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        let root = Self.folder.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { name in
            name != "tune20" && FileManager.default.fileExists(atPath: root.appendingPathComponent("\(name)/pages.tsv").path)
        }
        #expect(names.contains("fresh19") && names.contains("tune18"))
        // Only the SITE column of a held-out set is read.
        let others = try names.flatMap { name in
            try FreshPagesTests.rows("pages.tsv", in: root.appendingPathComponent(name)).map { $0[1] }
        }
        let saved = try FreshPagesTests.rows("manifest.tsv", in: root).compactMap { $0.count > 1 ? $0[1] : nil }
        var sites: Set<String> = []
        for cells in pages {
            #expect(!others.contains(cells[1]), "\(cells[1]) is another page set's site")
            #expect(!saved.contains(cells[1]), "\(cells[1]) is a saved page's site")
            #expect(sites.insert(cells[1]).inserted, "\(cells[1]) has two pages")
        }
    }

    /// The LINE column of every held-out file of the line fixtures (a name holding
    /// `holdout` or `held-out`, also those a later round declared tune), by its words:
    /// a `.tsv` parts its columns by tabs, a hand-written `.txt` set by `|`.
    static func heldOutLines() throws -> Set<String> {
        let fixtures = Executable.packageRoot.appendingPathComponent("Tests/ClipCookKitTests/Fixtures/ingredient-lines")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { name in
            (name.contains("holdout") || name.contains("held-out")) && (name.hasSuffix(".tsv") || name.hasSuffix(".txt"))
        }
        var known: Set<String> = []
        for file in files {
            let text = try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)
            let separator: Character = file.hasSuffix(".tsv") ? "\t" : "|"
            for row in text.split(separator: "\n") where !row.hasPrefix("#") {
                let line = row.split(separator: separator, omittingEmptySubsequences: false).first ?? ""
                let words = TunePagesRoundEighteenTests.words(String(line))
                if !words.isEmpty { known.insert(words) }
            }
        }
        return known
    }

    @Test func theRoundTwentyTunePagesHoldNoLineOfAHeldOutLineSet() throws {
        try Self.expectNoHeldOutLines(in: Self.folder)
    }

    /// Expects that no labelled line of the pages in `folder` is a line of a held-out line set (a tune test prints
    /// its misses, so a tune page must not show one).
    static func expectNoHeldOutLines(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let known = try Self.heldOutLines()
        #expect(known.count > 5_000, sourceLocation: sourceLocation)
        let lines = try FreshPagesTests.lines(in: folder)
        #expect(lines.values.map(\.count).reduce(0, +) > 100, sourceLocation: sourceLocation)
        for (file, labels) in lines {
            for label in labels {
                let words = TunePagesRoundEighteenTests.words(label.line)
                #expect(!known.contains(words), "\(file): `\(label.line)` is a line of a held-out line set", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theRoundTwentyTunePagesAreMeasuredAndAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "tune20", tune: true)
    }
}
