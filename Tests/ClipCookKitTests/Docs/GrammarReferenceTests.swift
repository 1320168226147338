import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The language reference (grammar/README.md), the README and the guide show the
/// language by example: every `clipcook` block must be a valid file and
/// every `clipcook-invalid` block must be rejected.
@Suite struct GrammarReferenceTests {
    static let documents = ["grammar/README.md", "README.md"] + RepositoryFiles.files(under: "docs").filter { $0.hasSuffix(".md") }

    static func blocks(tagged tag: String) -> [FencedBlock] {
        documents.flatMap { FencedBlock.all(in: RepositoryFiles.text($0), file: $0) }
            .filter { $0.info == tag }
    }

    static let validBlocks = blocks(tagged: "clipcook")
    static let invalidBlocks = blocks(tagged: "clipcook-invalid")

    static func parse(_ block: FencedBlock) -> ParseResult {
        Language.parse(SourceFile(path: block.file, text: block.text))
    }

    @Test func theReferenceHasExamplesOfEveryKind() {
        let reference = Self.validBlocks.filter { $0.file == "grammar/README.md" }
        #expect(reference.count >= 15)
        #expect(Self.invalidBlocks.count >= 10)
        let marked = Self.invalidBlocks.filter { $0.text.contains("-- error") }
        #expect(marked.count >= Self.invalidBlocks.count - 2, "invalid examples should mark their error line")
        for keyword in ["recipe", "plan", "shopping", "settings", "inbox"] {
            let starts = reference.contains { block in
                block.text.split(separator: "\n").first { line in
                    let t = line.trimmingCharacters(in: .whitespaces)
                    return !t.isEmpty && !t.hasPrefix("--")
                }.map { $0.hasPrefix(keyword) } ?? false
            }
            #expect(starts, "no example of a \(keyword) document")
        }
    }

    @Test(arguments: validBlocks)
    func validExampleParses(_ block: FencedBlock) {
        let result = Self.parse(block)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.headline)
        #expect(errors.isEmpty, "\(block): \(errors.joined(separator: "; "))")
        #expect(result.document != nil, "\(block) gave no document")
    }

    /// An invalid example marks the line its error is reported on with a
    /// `-- error: ...` comment; the parser must report an error on each such line.
    @Test(arguments: invalidBlocks)
    func invalidExampleIsRejected(_ block: FencedBlock) {
        let result = Self.parse(block)
        #expect(result.diagnostics.hasErrors, "\(block) was accepted")
        #expect(result.document == nil)
        let marked = block.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("-- error") }.map { $0.offset + 1 }
        let reported = Set(result.diagnostics.filter { $0.severity == .error }.compactMap { $0.range?.start.line })
        for line in marked {
            #expect(reported.contains(line), "\(block): no error on line \(line); errors: \(result.diagnostics.map(\.headline))")
        }
    }

    /// A few worked examples of the reference, checked value by value so the
    /// text of the reference and the parser cannot drift apart.
    @Test func referenceExamplesMeanWhatTheTextSays() throws {
        func recipe(_ text: String) throws -> Recipe {
            let result = Language.parse(SourceFile(path: "example", text: text))
            guard case .recipe(let recipe) = result.document else {
                return try #require(nil as Recipe?, "not a recipe: \(result.diagnostics.map(\.headline))")
            }
            return recipe
        }
        let chili = try recipe(
            "recipe Beef Chili\n  category dinner\n  servings 6\n\nnutrition total\n  calories 2550 kcal\n  protein 183 g  carbs 159 g  fats 131 g\n")
        #expect(chili.nutrition == Nutrition(calories: 425, protein: 31, carbs: 27, fats: 22))

        let ragu = try recipe("recipe \"Nonna's \\\"Sunday\\\" Ragù\"\n  category dinner\n")
        #expect(ragu.title == "Nonna's \"Sunday\" Ragù")
        #expect(ragu.id == "nonnas-sunday-ragu")
        #expect(ragu.servings == 1)

        let steps = try recipe(
            "recipe R\n  category dinner\nsteps\n  3. Simmer.   [timer 1 h 30 min covered] [timer 90s]\n  - \"Taste -- then season.\"\n")
        #expect(steps.steps.map(\.order) == [3, 2])
        #expect(steps.steps.first?.timers == [StepTimer(seconds: 5400, label: "covered"), StepTimer(seconds: 90)])
        #expect(steps.steps.last?.text == "Taste -- then season.")
        #expect(steps.steps.map(\.id) == ["s1", "s2"])

        let pantry = try recipe(
            "recipe R\n  category snack\ningredients\n  - [a pinch] salt\n  - 100 g \"feta, Greek\", crumbled, or ricotta\n  - pepper\n  - [] water, \"\"\n"
        )
        #expect(pantry.ingredients.map(\.amount) == ["a pinch", "100 g", "", ""])
        #expect(pantry.ingredients.map(\.name) == ["salt", "feta, Greek", "pepper", "water"])
        #expect(pantry.ingredients.map(\.notes) == [nil, "crumbled, or ricotta", nil, ""])
        #expect(pantry.ingredients.map(\.id) == ["i1", "i2", "i3", "i4"])

        let caption = try recipe(
            "recipe R\n  category lunch\ncaption\n  | 鮭おにぎり 🍙\n  |\n  -- a comment line, skipped\n  |  two spaces\n  | Tip -- wet hands.\n")
        #expect(caption.caption == "鮭おにぎり 🍙\n\n two spaces\nTip -- wet hands.")
    }

    @Test func planExampleMeansWhatTheTextSays() throws {
        let text = """
            plan
            day 2026-11-23
              morning-snack: quick "Apple" calories 95 protein 0 carbs 25 fats 0
              dinner: creamy-tuscan-chicken-pasta x 1.5 [id slot-9]
              dinner: green-curry ×2 quick Prawn crackers calories 130 protein 1 carbs 16 fats 7
              evening snack: none

            """
        let result = Language.parse(SourceFile(path: "example.plan", text: text))
        guard case .plan(let plan) = result.document else {
            Issue.record("not a plan: \(result.diagnostics.map(\.headline))")
            return
        }
        #expect(plan.mealSlots.map(\.meal) == [.morningSnack, .dinner, .dinner, .eveningSnack])
        #expect(plan.mealSlots.map(\.id) == ["2026-11-23-morning-snack-1", "slot-9", "2026-11-23-dinner-2", "2026-11-23-evening-snack-1"])
        #expect(plan.mealSlots.map(\.recipeId) == [nil, "creamy-tuscan-chicken-pasta", "green-curry", nil])
        #expect(plan.mealSlots.map(\.servings) == [nil, 1.5, 2, nil])
        #expect(plan.mealSlots[0].quickAdd == QuickAddItem(name: "Apple", calories: 95, protein: 0, carbs: 25, fats: 0))
        #expect(plan.mealSlots[2].quickAdd?.name == "Prawn crackers")
        #expect(plan.mealSlots[3].quickAdd == nil)
    }
}
