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
/// Later held-out rounds (`FreshPagesRoundElevenTests`) use the same two
/// checks on their own folder and row, printing no miss.
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

    /// Every page set in the order its pages were drawn: a set's sites are new
    /// against the sets before it.
    static var pageSets: [URL] {
        [
            FreshPagesTests.folder, FreshPagesRoundTenTests.folder, FreshPagesRoundElevenTests.folder,
            TunePagesRoundTwelveTests.folder, FreshPagesRoundThirteenTests.folder, TunePagesRoundFourteenTests.folder,
            FreshPagesRoundFifteenTests.folder, TunePagesRoundSixteenTests.folder, FreshPagesRoundSeventeenTests.folder,
            TunePagesRoundEighteenTests.folder, FreshPagesRoundNineteenTests.folder, TunePagesRoundTwentyTests.folder,
            TunePagesRoundTwentyTwoTests.folder, FreshPagesRoundTwentyOneTests.folder,
        ]
    }

    /// Checks that every page of `folder` is present and from a site that neither
    /// the saved pages nor any page set drawn before it (`pageSets`) used, and that the
    /// folder holds at least `least` pages (twelve unless its pool held fewer).
    static func expectNewSites(in folder: URL, least: Int = 12) throws {
        let earlier = Self.pageSets.prefix { $0 != folder }
        let pages = try FreshPagesTests.rows("pages.tsv", in: folder)
        let used = try earlier.flatMap { earlierFolder in
            try FreshPagesTests.rows("pages.tsv", in: earlierFolder).map { $0[1] }
        }
        let manifest = try String(
            contentsOf: Executable.packageRoot.appendingPathComponent("Tests/WebPages/manifest.tsv"), encoding: .utf8)
        let saved = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
            $0.split(separator: "\t").dropFirst().first.map(String.init)
        }
        #expect(pages.count >= least)
        for cells in pages {
            #expect(!used.contains(cells[1]) && !saved.contains(cells[1]), "\(cells[1]) is a site an earlier set used")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(cells[0]).path))
        }
    }

    /// True when `miss` is a line's miss (`line 3 name: LINE`) on a line whose
    /// normalised form is one of `lines`.
    static func isMiss(_ miss: String, onOneOf lines: Set<String>) -> Bool {
        guard miss.hasPrefix("line "), let colon = miss.range(of: ": ") else { return false }
        return lines.contains(FreshPagesRoundSeventeenTests.normalised(String(miss[colon.upperBound...])))
    }

    /// Imports every page of `folder`, prints how many are fully right, how many
    /// lines are, and how many misses of each kind there are, and holds the
    /// figure to the guide. A held-out folder prints no miss and is held to its
    /// row `| \`name\` held-out |`; a tune folder prints every miss and is held
    /// to the newest row that names it. With `shared` (normalised lines a line set
    /// also holds) it prints the figures again as if those lines were not labelled.
    static func measure(in folder: URL, name: String, tune: Bool = false, shared: Set<String> = []) throws {
        let pages = try FreshPagesTests.pages(in: folder)
        let lines = try FreshPagesTests.lines(in: folder)
        #expect(Set(lines.keys).isSubset(of: Set(pages.map(\.file))))
        var right = 0
        var linesRight = 0
        var linesAll = 0
        var counted: [String: Int] = [:]
        var apart = (right: 0, lines: 0, linesRight: 0)
        for page in pages {
            let labels = lines[page.file] ?? []
            #expect(!labels.isEmpty, "\(page.file) has no labelled lines")
            let outcome = try FreshPagesTests.check(page, labels, in: folder)
            let isShared = { (line: String) in shared.contains(FreshPagesRoundSeventeenTests.normalised(line)) }
            apart.lines += labels.filter { !isShared($0.line) }.count
            apart.linesRight += outcome.right.filter { !isShared($0) }.count
            if outcome.misses.allSatisfy({ Self.isMiss($0, onOneOf: shared) }) { apart.right += 1 }
            for miss in outcome.misses {
                for kind in Self.kinds(of: miss) { counted[kind, default: 0] += 1 }
            }
            if tune && !outcome.misses.isEmpty {
                print("\(name) tune page \(page.file): " + outcome.misses.joined(separator: "; "))
            }
            linesAll += outcome.lines
            linesRight += outcome.linesRight
            if outcome.misses.isEmpty { right += 1 }
        }
        let wrong = counted.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("\(name) pages fully right: \(right) of \(pages.count); lines right \(linesRight) of \(linesAll); wrong: \(wrong)")
        if !shared.isEmpty {
            print(
                "\(name) without the \(linesAll - apart.lines) lines a line set also holds: pages fully right "
                    + "\(apart.right) of \(pages.count); lines right \(apart.linesRight) of \(apart.lines)")
        }
        let text = try String(
            contentsOf: Executable.packageRoot.appendingPathComponent("docs/import-export.md"), encoding: .utf8)
        let rows = text.split(separator: "\n")
        let row =
            tune
            ? rows.last(where: { $0.hasPrefix("| `\(name)`") }) : rows.first(where: { $0.hasPrefix("| `\(name)` held-out |") })
        guard let row else {
            Issue.record("no row for the \(name) pages in docs/import-export.md")
            return
        }
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let stated = cells.last.flatMap { Int($0.prefix(while: \.isNumber)) }
        #expect(right >= stated ?? Int.max, "\(right) \(name) pages fully right is below the \(stated ?? 0) the guide states")
    }

    @Test func theRoundTenPagesComeFromSitesNoEarlierSetUsed() throws {
        try Self.expectNewSites(in: Self.folder)
    }

    @Test func theRoundTenPagesAreMeasuredAndAtLeastWhatTheGuideSays() throws {
        try Self.measure(in: Self.folder, name: "fresh10", tune: true)
    }
}
