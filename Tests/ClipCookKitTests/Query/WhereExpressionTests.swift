import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct WhereExpressionTests {
    let pasta = SampleKitchen.recipes[0]  // 580 kcal, 42 protein, prep 10, cook 25
    let oats = SampleKitchen.recipes[1]  // 350 kcal, 14 protein, prep 5, no cook time

    @Test func andBindsTighterThanOr() throws {
        let expression = try WhereExpression.parse("protein >= 40 and calories < 500 or carbs = 55")
        #expect(
            expression
                == .any([
                    .all([.compare(.protein, .greaterOrEqual, 40), .compare(.calories, .less, 500)]),
                    .compare(.carbs, .equal, 55),
                ]))
    }

    @Test(arguments: [
        ("protein >= 30 and calories < 600", true, false),
        ("protein>=30", true, false),
        ("calories < 400", false, true),
        ("cook > 20", true, false),  // oats has no cook time: never matches
        ("prep <= 5", false, true),
        ("(protein > 40 or fats < 10) and servings = 1", false, true),
        ("calories != 580", false, true),
        ("fats == 22", true, false),
    ])
    func matchesRecipes(text: String, matchesPasta: Bool, matchesOats: Bool) throws {
        let expression = try WhereExpression.parse(text)
        #expect(expression.matches(pasta) == matchesPasta)
        #expect(expression.matches(oats) == matchesOats)
    }

    @Test func unknownFieldSuggestsTheClosest() {
        #expect(throws: QueryError("unknown field 'protien' in where-expression", suggestion: "did you mean 'protein'?")) {
            try WhereExpression.parse("protien > 3")
        }
    }

    @Test(arguments: ["protein >", "protein 30", "protein > lots", "(protein > 3", "protein > 3 calories < 2", ""])
    func malformedExpressionsAreErrors(text: String) {
        #expect(throws: QueryError.self) { try WhereExpression.parse(text) }
    }
}
