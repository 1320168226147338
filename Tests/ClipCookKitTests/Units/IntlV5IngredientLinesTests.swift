import Foundation
import Testing

@testable import ClipCookCore

/// The v5 sets of German, French and Italian lines: real lines of recipe
/// pages that no earlier set holds, drawn by `scripts/dev/intl-lines-v5.py`
/// and labelled by hand, the held-out half committed before the reader was
/// changed for them. The tune part prints its misses; the held-out part
/// prints only its figures.
@Suite struct IntlV5IngredientLinesTests {
    @Test(arguments: ["v5-intl-tune.tsv", "v5-intl-holdout.tsv"])
    func theV5LinesAreReadAtLeastAsWellAsTheGuideSays(_ file: String) throws {
        let cases = try RealIngredientLine.load(file)
        #expect(cases.count >= 140)
        let languages = Set(cases.map(\.lang)).sorted()
        #expect(languages == ["de", "fr", "it"])
        try RealIngredientLinesTests.expectStatedFigures(file, cases, byLanguage: true)
    }

    /// No v5 line is in an earlier set or in both v5 parts, and every v5
    /// line names the page's site.
    @Test func theV5LinesAreNewAndThePartsStayApart() throws {
        let tune = try RealIngredientLine.load("v5-intl-tune.tsv")
        let held = try RealIngredientLine.load("v5-intl-holdout.tsv")
        let earlier = try ["v3-intl-tune.tsv", "v3-intl-holdout.tsv", "v4-intl-tune.tsv", "v4-intl-holdout.tsv"]
            .flatMap { try RealIngredientLine.load($0) }
        let key = { (line: RealIngredientLine) in line.line.lowercased() }
        #expect(Set(tune.map(key)).isDisjoint(with: held.map(key)))
        #expect(Set(tune.map(key) + held.map(key)).isDisjoint(with: earlier.map(key)))
        #expect((tune + held).allSatisfy { $0.source.hasPrefix("jsonld:") })
    }
}
