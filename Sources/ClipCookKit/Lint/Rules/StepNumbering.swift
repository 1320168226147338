/// Numbered steps should count 1, 2, 3...: a repeated number or a gap
/// (`1. 2. 2. 5.`) is usually a step inserted or deleted by hand, and a cook
/// reading "step 5" of four steps is lost.
public struct StepNumbering: LintRule {
    public let description = RuleDescription(
        id: "step-numbering", name: "Step numbers repeat or skip", defaultSeverity: .warning,
        rationale: "numbers that repeat or skip after an edit by hand make 'step 3' mean different things to different readers",
        hasSafeFix: true)

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let recipe = file.recipe, file.hasSource else { return [] }
        // Every numbered step whose number is not its position; `-` steps are numbered by position already.
        var wrong: [(index: Int, order: Int, range: Range<Int>)] = []
        let lines = file.lines(of: .step)  // one pass: a lookup per step was quadratic
        for (index, step) in recipe.steps.enumerated() {
            guard let line = lines[index] else { continue }
            var lexer = Lexer(content: line, in: file.tree)
            guard let read = try? StepLine.read(&lexer), let orderRange = read.orderRange else { continue }
            if step.order != index + 1 { wrong.append((index, step.order, orderRange)) }
        }
        guard let first = wrong.first else { return [] }
        let orders = recipe.steps.map(\.order)
        let kind = Set(orders).count < orders.count ? "repeat" : "skip"
        let shown = orders.map { "\($0)." }.joined(separator: " ")
        let edits = wrong.map { TextEdit(range: $0.range, replacement: String($0.index + 1)) }
        return [LintFinding(
            "step numbers \(kind): \(Excerpt.of(shown, limit: 60))",
            at: file.range(atFirstOf: "steps[\(first.index)].order", "steps[\(first.index)]"),
            notes: ["step \(first.index + 1) is numbered \(first.order)"],
            fix: LintFix("renumber the steps 1 to \(orders.count)", edits: edits))]
    }
}
