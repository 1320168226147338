import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage

/// Issue 40, item 5: a parse asked for `.cappedDiagnostics` keeps the
/// first `Language.diagnosticCap` diagnostics by position and only counts
/// the rest, so a file of bad lines builds no more diagnostics than it shows.
@Suite struct DiagnosticCapTests {
    /// A recipe whose every ingredient line is an error (a control character in it).
    static func badLines(_ count: Int, servings: Int = 2) -> String {
        let lines = (0..<count).map { "  - 2 g flour \u{7}\($0) [[[" }.joined(separator: "\n")
        return "recipe Lots\n  category dinner\n  servings \(servings)\n\ningredients\n" + lines + "\n"
    }

    @Test func aCappedParseKeepsTheFirstByPositionAndCountsTheRest() {
        let source = SourceFile(path: "lots.recipe", text: Self.badLines(3_000))
        let whole = Language.parse(source, keeping: [])
        let capped = Language.parse(source, keeping: [.cappedDiagnostics])
        #expect(whole.diagnostics.count == 3_000)
        #expect(whole.omittedDiagnostics.count == 0)
        #expect(capped.diagnostics.count == Language.diagnosticCap)
        #expect(capped.diagnostics == Array(whole.diagnostics.prefix(Language.diagnosticCap)))
        #expect(capped.omittedDiagnostics.count == 2_000)
        #expect(capped.omittedDiagnostics.severity == .error)
        #expect(capped.omittedDiagnostics.first == whole.diagnostics[Language.diagnosticCap].range)
        #expect(capped.omittedDiagnostics.first?.start.line == 6 + Language.diagnosticCap)
        // The document is as partial as without the cap.
        #expect(capped.document == nil)
        #expect(capped.partialDocument == whole.partialDocument)
    }

    @Test func aProblemFoundAfterTheLinesTakesItsPlaceByPosition() {
        // `servings 0` is the validator's, reported after every line was
        // read, at line 3: it is among the first 1,000, the last bad line is not.
        let source = SourceFile(path: "lots.recipe", text: Self.badLines(1_500, servings: 0))
        let whole = Language.parse(source, keeping: [])
        let capped = Language.parse(source, keeping: [.cappedDiagnostics])
        #expect(whole.diagnostics.count == 1_501)
        #expect(whole.diagnostics.first?.message == "servings must be at least 1")
        #expect(capped.diagnostics == Array(whole.diagnostics.prefix(Language.diagnosticCap)))
        #expect(capped.omittedDiagnostics.count == 501)
        #expect(capped.omittedDiagnostics.first == whole.diagnostics[Language.diagnosticCap].range)
    }

    @Test func underTheCapNothingIsLeftOut() {
        let source = SourceFile(path: "few.recipe", text: Self.badLines(12, servings: 0))
        let whole = Language.parse(source)
        let capped = Language.parse(source, keeping: [.syntaxTree, .sourceMap, .cappedDiagnostics])
        #expect(capped.diagnostics == whole.diagnostics)
        #expect(capped.omittedDiagnostics == OmittedDiagnostics())
        #expect(capped.tree.lines.count == whole.tree.lines.count)
    }

    @Test func aCleanFileIsTheSameDocument() throws {
        let text = "recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  - 2 slices bread\n\nsteps\n  - Toast it.\n"
        let capped = Language.parse(SourceFile(path: "t.recipe", text: text), keeping: [.cappedDiagnostics])
        let document = try #require(capped.document)
        #expect(document == Language.parse(text).document)
        #expect(capped.omittedDiagnostics.count == 0)
    }
}
