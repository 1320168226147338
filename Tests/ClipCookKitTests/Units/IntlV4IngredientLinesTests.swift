import Foundation
import Testing

@testable import ClipCookCore

/// The v4 sets of German, Spanish, French and Italian lines: written in the
/// style of 56 sites of those countries, the held-out part committed before
/// the reader was changed for them. The tune part prints its misses; the
/// held-out part prints only its figures.
@Suite struct IntlV4IngredientLinesTests {
    @Test(arguments: ["v4-intl-tune.tsv", "v4-intl-holdout.tsv"])
    func theV4LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count >= (file.hasSuffix("-holdout.tsv") ? 400 : 120))
        let languages = Set(cases.map(\.lang)).sorted()
        #expect(languages == ["de", "es", "fr", "it"])
        try RealIngredientLinesTests.expectStatedFigures(file, cases, byLanguage: true)
    }

    /// Every language has at least 300 labelled lines over the v3 and v4
    /// sets, and no line is in both a tune and a held-out part.
    @Test func everyLanguageHasThreeHundredLinesAndThePartsStayApart() throws {
        let tune = try RealIngredientLine.load("v3-intl-tune.tsv") + RealIngredientLine.load("v4-intl-tune.tsv")
        let held = try RealIngredientLine.load("v3-intl-holdout.tsv") + RealIngredientLine.load("v4-intl-holdout.tsv")
        for lang in ["de", "es", "fr", "it"] {
            #expect((tune + held).filter { $0.lang == lang }.count >= 300, "\(lang)")
            #expect(held.filter { $0.lang == lang }.count >= 140, "\(lang)")
        }
        #expect(Set(tune.map { "\($0.lang) \($0.line.lowercased())" }).isDisjoint(with: held.map { "\($0.lang) \($0.line.lowercased())" }))
    }
}
