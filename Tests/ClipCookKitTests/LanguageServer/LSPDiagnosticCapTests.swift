@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookKit
import Foundation
import Testing

/// Issue 40, item 5: one document's diagnostics are capped, with a summary
/// of the rest.
@Suite struct LSPDiagnosticCapTests {
    static func message(_ object: [String: JSONValue]) -> [UInt8] {
        var object = object
        object["jsonrpc"] = .string("2.0")
        return JSONValue.object(object).encoded()
    }

    @Test func aDocumentWithThousandsOfProblemsGetsTheCapAndASummary() throws {
        // 3,000 ingredient lines the parser cannot read: one error each.
        let lines = (0..<3_000).map { "  - 2 g flour \u{7}\($0) [[[" }.joined(separator: "\n")
        let text = "recipe Lots\n  category dinner\n  servings 2\n\ningredients\n" + lines + "\n"
        let server = LanguageServer()
        _ = server.handle(Self.message(["id": .int(1), "method": .string("initialize"), "params": .object([:])]))
        _ = server.handle(
            Self.message([
                "method": .string("textDocument/didOpen"),
                "params": .object([
                    "textDocument": .object([
                        "uri": .string("file:///nowhere/lots.recipe"), "languageId": .string("clipcook"),
                        "version": .int(1), "text": .string(text),
                    ])
                ]),
            ]))
        let published = server.diagnostics()
        #expect(published.count == 1)
        guard case .array(let diagnostics)? = published.first?["params"]?["diagnostics"] else {
            Issue.record("no diagnostics")
            return
        }
        #expect(diagnostics.count == LanguageServer.maxDiagnostics + 1)
        let summary = try #require(diagnostics.last?["message"]?.string)
        #expect(summary.hasPrefix("and "))
        #expect(summary.contains("more problems in this file"))
        let hidden = Int(summary.dropFirst(4).prefix { $0.isNumber }) ?? 0
        #expect(hidden >= 2_000)
        #expect(diagnostics.last?["severity"]?.int == 1)
    }

    /// The parse keeps only the first 1,000 of its diagnostics; what is
    /// published is what the whole list gave: the same first 1,000 (a
    /// problem the validator finds after the lines among them), and a
    /// summary counting the rest, lint's findings past them included.
    @Test func theCappedParsePublishesWhatTheWholeOneWould() {
        let text =
            DiagnosticCapTests.badLines(2_500, servings: 0)
            + "\nsteps\n  - Toast it. [id s2]\n  - Spread it.\n"
        let server = LanguageServer()
        let document = LanguageServer.OpenDocument(path: "/nowhere/lots.recipe", bytes: Array(text.utf8))
        let positions = TextPositions(document.bytes)
        let source = SourceFile(path: document.path, bytes: document.bytes)
        let file = LintFile(source: source, parse: Language.parse(source, keeping: .collection))
        let context = LintContext(files: [file], isWholeCollection: false)
        let all = Linter(configuration: LintConfiguration(settings: context.settings)).lint(file, in: context)
        #expect(all.count == 2_503)  // the validator's servings, 2,500 lines, two findings
        let found = server.cappedProblems(in: document)
        #expect(found.problems.count == Language.diagnosticCap + 2)
        #expect(found.omitted.count == 1_501)
        let published = server.capped(found, document, positions: positions)
        #expect(published == server.capped((all, OmittedDiagnostics()), document, positions: positions))
        #expect(published.count == LanguageServer.maxDiagnostics + 1)
        #expect(published.last?["message"]?.string?.hasPrefix("and 1503 more problems in this file") == true)
    }
}
