import Foundation
import Testing

/// Round eighteen of issue 33: tune pages from the recipe-scrapers sites that
/// earlier rounds left out because an ingredient-line set drew lines from them
/// (Tests/WebPages/tune18, drawn by `scripts/dev/tune-pages-v18.py` and labelled
/// by hand). No line of theirs is a line of any line set, so printing their
/// misses shows none. They are tune pages, so every miss is printed; the test
/// fails when fewer are fully right than the guide's newest `tune18` row says.
@Suite struct TunePagesRoundEighteenTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/tune18")

    @Test func theRoundEighteenTunePagesAreLabelledAndPresent() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        #expect(pages.count >= 6)
        for cells in pages {
            #expect(cells.count >= 10, "\(cells[0]) has no kind")
            #expect(cells[3] == "tune", "\(cells[0]) is not marked tune")
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(cells[0]).path))
        }
    }

    @Test func theRoundEighteenTunePagesComeFromNoOtherPageSetsSite() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        let root = Self.folder.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { name in
            name != "tune18" && FileManager.default.fileExists(atPath: root.appendingPathComponent("\(name)/pages.tsv").path)
        }
        #expect(names.contains("tune16") && names.contains("fresh15"))
        // Only the SITE column of a held-out set is read.
        let others = try names.flatMap { name in
            try FreshPagesTests.rows("pages.tsv", in: root.appendingPathComponent(name)).map { $0[1] }
        }
        let saved = try FreshPagesTests.rows("manifest.tsv", in: root).compactMap { $0.count > 1 ? $0[1] : nil }
        for cells in pages {
            #expect(!others.contains(cells[1]), "\(cells[1]) is another page set's site")
            #expect(!saved.contains(cells[1]), "\(cells[1]) is a saved page's site")
        }
    }

    /// A line compared by its words: case and every mark but a decimal point or a
    /// fraction's slash set aside.
    static func words(_ line: String) -> String {
        let scalars = Array(line.lowercased().unicodeScalars)
        var kept = ""
        for (index, scalar) in scalars.enumerated() {
            let digitBefore = index > 0 && CharacterSet.decimalDigits.contains(scalars[index - 1])
            let digitAfter = index + 1 < scalars.count && CharacterSet.decimalDigits.contains(scalars[index + 1])
            if CharacterSet.alphanumerics.contains(scalar) || ("./".unicodeScalars.contains(scalar) && digitBefore && digitAfter) {
                kept.unicodeScalars.append(scalar)
            } else {
                kept.append(" ")
            }
        }
        return kept.split(separator: " ").joined(separator: " ")
    }

    @Test func theRoundEighteenTunePagesHoldNoLineOfAnyLineSet() throws {
        let fixtures = Executable.packageRoot.appendingPathComponent("Tests/ClipCookKitTests/Fixtures/ingredient-lines")
        let tables = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".tsv") }
        var known: Set<String> = []
        for table in tables {
            for cells in try FreshPagesTests.rows(table, in: fixtures) where !cells[0].isEmpty {
                known.insert(Self.words(cells[0]))
            }
        }
        #expect(known.count > 10_000)
        let lines = try FreshPagesTests.lines(in: Self.folder)
        #expect(!lines.isEmpty)
        for (file, labels) in lines {
            for label in labels {
                #expect(!known.contains(Self.words(label.line)), "\(file): `\(label.line)` is a line of a line set")
            }
        }
    }

    @Test func theRoundEighteenTunePagesAreMeasuredAndAtLeastWhatTheGuideSays() throws {
        try FreshPagesRoundTenTests.measure(in: Self.folder, name: "tune18", tune: true)
    }
}
