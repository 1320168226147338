import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    /// Huge inputs parse without crashing; the assertions are on the results.
    @Suite struct LargeInputTests {
        @Test func tenMegabyteLine() throws {
            let title = String(repeating: "ab ", count: 3_500_000)
            let result = Language.parse("recipe \(title)\n  category lunch\n")
            #expect(result.diagnostics.map(\.message) == ["title is too long (10499999 characters, at most 200)"])
            #expect(result.tree.lines.count == 2)
        }

        @Test func tenMegabyteLineOfOpenQuotesAndBrackets() {
            let line = "  - [ ] \"" + String(repeating: "[x \\\" ", count: 1_500_000)
            let result = Language.parse("shopping\n" + line + "\n  - [ ] milk\n")
            #expect(result.diagnostics.count == 1)
            #expect(result.diagnostics.first?.message == "unterminated string")
            #expect(result.tree.lines.map(\.kind) == [.header(.shoppingList), .invalid, .shoppingItem])
        }

        @Test func deeplyNestedJSONIsAnErrorNotACrash() {
            let result = Language.parse("recipe T\n  category lunch\n  ai " + String(repeating: "[", count: 1_000_000) + "\n")
            #expect(result.diagnostics.map(\.message) == ["JSON nested too deeply"])
        }

        @Test func twoHundredThousandLines() {
            var text = "shopping\n"
            for k in 0..<200_000 { text += k % 1000 == 999 ? "  - [?] bad\n" : "  - [ ] item \(k)\n" }
            let result = Language.parse(text)
            #expect(result.tree.lines.count == 200_001)
            #expect(result.diagnostics.count == 200)
            #expect(result.diagnostics.last.map { "\($0.range?.start.line ?? 0)" } == "200001")
        }
    }
}
