import Foundation
import Testing

/// Round ten of issue 33: twelve more real recipe pages (Tests/WebPages/fresh10,
/// drawn by `scripts/dev/fresh-pages-v10.py` from sites that neither the 33
/// saved pages, nor round nine's fresh pages, nor any line set came from,
/// labelled by hand and committed before the reader changed). They were held
/// out in round ten and measured once before and once after it; from round
/// eleven on they are tune pages (round ten's report named the kinds of
/// their misses), so the test prints every miss as the fresh9 tune pages'
/// test does, and fails when fewer pages are fully right than the guide's
/// newest row for them states. Imported and compared as `FreshPagesTests` does.
@Suite struct FreshPagesRoundTenTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/WebPages/fresh10")

    /// "line 3 name+unit: ..." -> ["name", "unit"]; "steps (4)" -> ["steps"].
    static func kinds(of miss: String) -> [String] {
        let head = miss.split(separator: ":").first.map(String.init) ?? miss
        if head.hasPrefix("line ") {
            return (head.split(separator: " ").last ?? "").split(separator: "+").map(String.init)
        }
        return [String(head.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)]
    }

    @Test func theRoundTenPagesComeFromSitesNoEarlierSetUsed() throws {
        let pages = try FreshPagesTests.rows("pages.tsv", in: Self.folder)
        let earlier = try FreshPagesTests.rows("pages.tsv").map { $0[1] }
        let manifest = try String(
            contentsOf: Executable.packageRoot.appendingPathComponent("Tests/WebPages/manifest.tsv"), encoding: .utf8)
        let saved = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
            $0.split(separator: "\t").dropFirst().first.map(String.init)
        }
        #expect(pages.count >= 12)
        for cells in pages {
            #expect(!earlier.contains(cells[1]) && !saved.contains(cells[1]), "\(cells[1]) is a site an earlier set used")
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(cells[0]).path))
        }
    }

    @Test func theRoundTenPagesAreMeasuredAndAtLeastWhatTheGuideSays() throws {
        let pages = try FreshPagesTests.pages(in: Self.folder)
        let lines = try FreshPagesTests.lines(in: Self.folder)
        #expect(Set(lines.keys).isSubset(of: Set(pages.map(\.file))))
        var right = 0
        var linesRight = 0
        var linesAll = 0
        var kinds: [String: Int] = [:]
        for page in pages {
            let labels = lines[page.file] ?? []
            #expect(!labels.isEmpty, "\(page.file) has no labelled lines")
            let outcome = try FreshPagesTests.check(page, labels, in: Self.folder)
            for miss in outcome.misses {
                for kind in Self.kinds(of: miss) { kinds[kind, default: 0] += 1 }
            }
            if !outcome.misses.isEmpty {
                print("fresh10 tune page \(page.file): " + outcome.misses.joined(separator: "; "))
            }
            linesAll += outcome.lines
            linesRight += outcome.linesRight
            if outcome.misses.isEmpty { right += 1 }
        }
        let wrong = kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("fresh10 pages fully right: \(right) of \(pages.count); lines right \(linesRight) of \(linesAll); wrong: \(wrong)")
        let text = try String(
            contentsOf: Executable.packageRoot.appendingPathComponent("docs/import-export.md"), encoding: .utf8)
        // The newest round's row: round ten's held-out figure, then the tune figure of each round after.
        guard let row = text.split(separator: "\n").last(where: { $0.hasPrefix("| `fresh10`") }) else {
            Issue.record("no row for the fresh10 pages in docs/import-export.md")
            return
        }
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let stated = cells.last.flatMap { Int($0.prefix(while: \.isNumber)) }
        #expect(right >= stated ?? Int.max, "\(right) fresh10 pages fully right is below the \(stated ?? 0) the guide states")
    }
}
