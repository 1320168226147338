import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// ModelValidator problems found in JSON point at the value (needs the validator from main).
@Suite struct JSONValidationTests {
    @Test func aRuleBrokenInsideAnExportNamesThePathAndPosition() throws {
        let text = """
            {"recipes": [
              {"id": "a", "title": "A", "servings": 0, "category": "Lunch"}
            ]}
            """
        let result = JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: text))
        #expect(result.content == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("recipes[0].servings: "))
        #expect(diagnostic.range?.start.description == "2:41")
    }

    @Test func goalsOutOfRangeInASettingsDocument() throws {
        let text = #"{"units": "metric", "nutritionGoals": {"calories": 900, "protein": 1, "carbs": 1, "fats": 1}}"#
        let result = JSONDocumentDecoder.decode(SourceFile(path: "s.json", text: text))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("nutritionGoals.calories: "))
        #expect(diagnostic.range?.start.description == "1:52")
    }
}
