import ClipCookCore
import ClipCookLanguage

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
        guard let recipe = file.recipe, file.hasSource,
            recipe.steps.enumerated().contains(where: { $0.element.order != $0.offset + 1 })
        else { return [] }
        // The step lines by item index, in one pass (linear in the file).
        var stepLines: [Int: SyntaxLine] = [:]
        for line in file.tree.lines where line.kind == .step {
            if let index = line.itemIndex { stepLines[index] = line }
        }
        // Every numbered step whose number is not its position; `-` steps are numbered by position already.
        var wrong: [(index: Int, order: Int, range: Range<Int>)] = []
        var seen: Set<Int> = []
        var repeats = false
        for (index, step) in recipe.steps.enumerated() {
            if !seen.insert(step.order).inserted { repeats = true }
            guard step.order != index + 1, let line = stepLines[index] else { continue }
            var lexer = Lexer(content: line, in: file.tree)
            guard let read = try? StepLine.read(&lexer), let orderRange = read.orderRange else { continue }
            wrong.append((index, step.order, orderRange))
        }
        guard let first = wrong.first else { return [] }
        let orders = recipe.steps.prefix(12).map { "\($0.order)." }
        let kind = repeats ? "repeat" : "skip"
        let shown = orders.joined(separator: " ") + (recipe.steps.count > 12 ? " …" : "")
        let edits = wrong.map { TextEdit(range: $0.range, replacement: String($0.index + 1)) }
        return [
            LintFinding(
                "step numbers \(kind): \(Excerpt.of(shown, limit: 60))",
                at: file.range(atFirstOf: "steps[\(first.index)].order", "steps[\(first.index)]"),
                notes: ["step \(first.index + 1) is numbered \(first.order)"],
                fix: LintFix("renumber the steps 1 to \(recipe.steps.count)", edits: edits))
        ]
    }
}
