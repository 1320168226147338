import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `lint` reads a collection's files without the positions of their list
/// items (`ParseParts.collection`); a rule asks for one only to place a
/// finding. A rule that asks while deciding reads the file again (all of it
/// when it asks near the end): on a clean plan of 100,000 lines that was a
/// second parse and 2× the file in memory (issue 40).
@Suite struct LintPositionsOnDemandTests {
    static func lintedFile(_ path: String, _ text: String, others: [LintFile] = []) -> (LintFile, [LintProblem]) {
        let source = SourceFile(path: path, text: text)
        let file = LintFile(source: source, parse: Language.parse(source, keeping: .collection))
        let context = LintContext(files: [file] + others)
        return (file, Linter().lint(file, in: context))
    }

    static let recipe = LintFile(
        source: SourceFile(
            path: "recipes/red-lentil-soup.recipe",
            text: """
                recipe "Red Lentil Soup"
                  id red-lentil-soup
                  category dinner
                  servings 4

                ingredients
                  - 200 g red lentils

                steps
                  - Simmer the red lentils.

                """))

    @Test func aCleanPlanOfQuickAddsReadsNoItemPosition() throws {
        var text = "plan\n"
        for day in 1...28 {
            text += "day 2026-02-\(day < 10 ? "0" : "")\(day)\n"
            text += "  breakfast: quick Apple calories 95  protein 0  carbs 25  fats 0\n"
            text += "  lunch: red-lentil-soup\n"
            text += "  dinner: quick Toast calories 80  protein 3  carbs 15  fats 1\n\n"
        }
        let (file, problems) = Self.lintedFile("plans/month.plan", text, others: [Self.recipe])
        #expect(problems.map(\.diagnostic.message) == [])
        #expect(file.plan?.mealSlots.count == 84)
        // Every quick-add was compared with its macros without asking where it is.
        #expect(file.sourceMap.isDeferred)
    }

    @Test func aQuickAddOffItsMacrosIsStillPlacedOnItsCalories() throws {
        let text = """
            plan
            day 2026-02-01
              breakfast: quick Apple calories 95  protein 0  carbs 25  fats 0
              dinner: quick Toast calories 900  protein 3  carbs 15  fats 1

            """
        let (file, problems) = Self.lintedFile("plans/month.plan", text, others: [Self.recipe])
        let placed = problems.map { "\($0.diagnostic.range.map { "\($0.start)" } ?? "none") \($0.diagnostic.id ?? "")" }
        #expect(placed == ["4:32 calories-match-macros"])
        #expect(!file.sourceMap.isDeferred)
    }

    /// Every example file that lints clean keeps its item positions unread.
    @Test func cleanExampleFilesReadNoItemPosition() throws {
        let paths = SyntaxTests.FastPathTests.exampleFiles
        let files = try paths.map { path in
            let source = try SyntaxTests.FastPathTests.source(path)
            return FoodTable.$scopedOwnFoods.withValue(SyntaxTests.FastPathTests.exampleFoods) {
                LintFile(source: source, parse: Language.parse(source, keeping: .collection))
            }
        }
        let context = LintContext(files: files)
        var clean = 0
        for file in files where file.document != nil {
            let problems = Linter().lint(file, in: context)
            guard problems.isEmpty, file.parseDiagnostics.isEmpty else { continue }
            clean += 1
            #expect(file.sourceMap.isDeferred, "\(file.path)")
        }
        #expect(clean >= 5)
    }
}
