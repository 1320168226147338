import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The formatter writes one line at a time and checks its output against a
/// digest of the input's document: the same bytes as the whole-file pipeline
/// it replaced (`FormatterReference`), and the same refusals.
@Suite struct StreamingFormatterTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/format")
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    /// Every file under `folder`, as sources.
    static func sources(under folder: URL) -> [SourceFile] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.sorted().compactMap { path in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                !data.isEmpty
            else { return nil }
            return SourceFile(path: path, bytes: [UInt8](data))
        }
    }

    func expectSameAsReference(_ source: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let tree = Language.parse(source, keeping: .syntaxTree).tree
        let crlf = SourceEdit.lineEnding(in: source.bytes) == [0x0D, 0x0A]
        let streamed = Formatter.render(tree, lineEnding: crlf ? [0x0D, 0x0A] : [0x0A], capacity: source.bytes.count)
        let reference = FormatterReference.render(tree, crlf: crlf)
        #expect(String(decoding: streamed, as: UTF8.self) == reference, "\(source.path)", sourceLocation: sourceLocation)
    }

    @Test func everyFixtureAndExampleIsRenderedAsBefore() {
        let sources = Self.sources(under: Self.fixtures) + Self.sources(under: Self.examples)
        #expect(sources.count > 40)
        for source in sources { expectSameAsReference(source) }
    }

    @Test func aFileOfOnlyCommentsAndBlanksKeepsItsCommentsAtTheLeftEdge() throws {
        let source = SourceFile(path: "x.recipe", text: "\n\n  -- one\n\n\n    -- two\n\n")
        expectSameAsReference(source)
        #expect(
            String(decoding: Formatter.render(Language.parse(source, keeping: .syntaxTree).tree), as: UTF8.self)
                == "-- one\n\n-- two\n")
    }

    @Test func aSectionGetsOneBlankAboveTheCommentsLeadingIntoIt() throws {
        let text = "recipe Toast\n  category breakfast\n-- the list\n  -- of things\ningredients\n  - bread\n"
        let output = try Formatter.format(SourceFile(path: "t.recipe", text: text))
        #expect(output == "recipe Toast\n  category breakfast\n\n-- the list\n-- of things\ningredients\n  - bread\n")
        expectSameAsReference(SourceFile(path: "t.recipe", text: text))
    }

    /// Lines of every kind the blank-line rules treat apart (block openers,
    /// sections, captions, pending imports, comments at any indentation,
    /// runs of blank lines), shuffled into files that mostly do not parse:
    /// the layout works on any syntax tree.
    static let pools: [String: [String]] = [
        "recipe": [
            "recipe Toast", "  category dinner", "servings 2", "ingredients", "steps", "caption",
            "| a caption line  ", "  - 2 slices bread  -- toasted", "1.  Toast it. [timer 2min]",
            "nutrition per serving", "  calories 1  protein 2  carbs 3  fats 4", "-- a comment",
            "      -- an indented comment", "", "", "   ", "tags a,  b",
        ],
        "inbox": [
            "inbox", "pending https://example.com/a", "  status ready", "title T", "caption", "| one",
            "-- note", "", "", "pending https://example.com/b  -- second",
        ],
        "plan": [
            "plan", "day 2026-11-23", "  breakfast: overnight-oats x2", "lunch:quick Apple calories 95 protein 0 carbs 25 fats 0",
            "  dinner: none", "-- a week", "    -- indented", "", "", "day 2026-11-24 -- Tuesday",
        ],
        "shopping": ["shopping", "- [x] 2 l milk", "  - [ ]  coffee  [recipe x]", "- [x]--", "-- aisle 3", "", ""],
    ]

    @Test func generatedLineMixesAreRenderedAsBefore() {
        var random = SplitMix64(seed: 0x5EED_F0A7)
        for (kind, pool) in Self.pools.sorted(by: { $0.key < $1.key }) {
            for _ in 0..<300 {
                let count = Int.random(in: 0...24, using: &random)
                var lines = (0..<count).map { _ in pool[Int.random(in: 0..<pool.count, using: &random)] }
                // Most files start with their header.
                if Bool.random(using: &random) { lines.insert(pool[0], at: 0) }
                let ending = Int.random(in: 0..<4, using: &random) == 0 ? "\r\n" : "\n"
                var text = lines.joined(separator: ending)
                if Bool.random(using: &random) { text += ending }
                expectSameAsReference(SourceFile(path: "generated.\(kind)", text: text))
            }
        }
    }

    @Test func aCanonicalFileComesBackAsItsOwnBytes() throws {
        let source = SourceFile(path: "t.recipe", text: FormattedFileTests.canonical)
        let output = try Formatter.formatBytes(source)
        #expect(output == source.bytes)
        output.withUnsafeBufferPointer { a in
            source.bytes.withUnsafeBufferPointer { b in #expect(a.baseAddress == b.baseAddress) }
        }
    }

    // MARK: The check of the output

    static func check(_ text: String) throws -> ClipCookLanguage.Formatter.Check {
        let parsed = Language.parse(SourceFile(path: "in.recipe", text: text), keeping: .syntaxTree)
        let document = try #require(parsed.document)
        return ClipCookLanguage.Formatter.Check(document: DocumentDigest(document), comments: parsed.tree.lines.compactMap(\.commentRange))
    }

    static let input = "recipe Toast -- crunchy\n  category breakfast\n\ningredients\n  - 2 slices bread  -- white\n"

    func refusal(_ output: String) throws -> String? {
        let check = try Self.check(Self.input)
        do throws(FormatError) {
            try Formatter.verify(Array(output.utf8), matches: check, source: SourceFile(path: "in.recipe", text: Self.input))
            return nil
        } catch {
            return error.diagnostics.first?.message
        }
    }

    @Test func theCheckAcceptsOutputWithTheSameMeaning() throws {
        #expect(try refusal("recipe Toast  -- crunchy\n  category breakfast\n\ningredients\n  - 2 slices bread  -- white\n") == nil)
    }

    @Test func theCheckRefusesOutputThatDoesNotParse() throws {
        #expect(
            try refusal("recipe Toast -- crunchy\n  category breakfast\n  servings many\n")?.hasSuffix("because its output does not parse") == true)
    }

    @Test func theCheckRefusesOutputWithAnotherDocument() throws {
        #expect(
            try refusal("recipe Toast -- crunchy\n  category breakfast\n\ningredients\n  - 3 slices bread  -- white\n")?
                .hasSuffix("because its output reads as a different document") == true)
    }

    @Test func theCheckRefusesOutputThatLosesMovesOrAddsAComment() throws {
        let lost = "recipe Toast -- crunchy\n  category breakfast\n\ningredients\n  - 2 slices bread\n"
        let swapped = "recipe Toast -- white\n  category breakfast\n\ningredients\n  - 2 slices bread  -- crunchy\n"
        let added = Self.input + "-- and butter\n"
        for output in [lost, swapped, added] {
            #expect(try refusal(output)?.hasSuffix("because its output loses or moves a comment") == true, "\(output)")
        }
    }

    @Test func theDigestTellsDocumentsApartByEveryValue() throws {
        let plan = "plan\nday 2026-11-23\n  breakfast: overnight-oats x2\n  lunch: quick Apple calories 95  protein 0  carbs 25  fats 0\n"
        let digest = DocumentDigest(try #require(Language.parse(plan).document))
        #expect(
            digest.matches(
                try #require(
                    Language.parse(
                        "plan\n\nday 2026-11-23\n breakfast:overnight-oats  x2\n  lunch: quick Apple calories 95 protein 0 carbs 25 fats 0"
                    ).document)))
        for changed in [
            plan.replacingOccurrences(of: "x2", with: "x3"),
            plan.replacingOccurrences(of: "Apple", with: "apple"),
            plan.replacingOccurrences(of: "2026-11-23", with: "2026-11-24"),
            plan.replacingOccurrences(of: "lunch", with: "dinner"),
        ] {
            #expect(!digest.matches(try #require(Language.parse(changed).document)), "\(changed)")
        }
    }
}
