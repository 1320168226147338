import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct StepNumberingTests {
    func lint(_ steps: String) -> (messages: [String], fixed: String) {
        let text = "recipe Toast\n  category breakfast\n\ningredients\n  - bread\n\nsteps\n" + steps
        let file = LintFile(source: SourceFile(path: "r.recipe", text: text))
        let problems = Linter(rules: [StepNumbering()]).lint(file, in: LintContext(files: [file]))
        let fixed = String(decoding: FixApplier.apply(problems, to: Array(text.utf8)).bytes, as: UTF8.self)
        return (problems.map(\.diagnostic.message), String(fixed.dropFirst(text.count - steps.count)))
    }

    @Test func repeatsAndGapsAreRenumbered() {
        let result = lint("  1. Toast the bread.\n  2. Butter it.\n  2. Eat it.  [id eat]\n  5. Wash up.  -- later\n")
        #expect(result.messages == ["step numbers repeat: 1. 2. 2. 5."])
        #expect(result.fixed == "  1. Toast the bread.\n  2. Butter it.\n  3. Eat it.  [id eat]\n  4. Wash up.  -- later\n")
    }

    @Test func aGapAloneIsReported() {
        #expect(lint("  1. Toast.\n  3. Butter.\n").messages == ["step numbers skip: 1. 3."])
    }

    @Test(arguments: ["  1. Toast.\n  2. Butter.\n", "  - Toast.\n  - Butter.\n", "  1. Toast.\n  - Butter.\n"])
    func stepsCountingFromOneAreFine(_ steps: String) {
        #expect(lint(steps).messages.isEmpty)
    }
}
