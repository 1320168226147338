import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct UnknownRuleTests {
    @Test func misspeltRuleIdsInSettingsAreReportedWithAGuess() throws {
        let settings = Settings(lint: ["ingredient-unsued": .off, "calories-match-macros": .error, "zzz": .warning])
        let file = LintFixture.file("settings", .settings(settings))
        let findings = UnknownRule().check(file, in: LintContext(files: [file]))
        #expect(findings.map(\.message) == ["unknown lint rule 'ingredient-unsued'", "unknown lint rule 'zzz'"])
        #expect(findings.first?.notes == ["did you mean 'ingredient-unused'?"])
    }
}
