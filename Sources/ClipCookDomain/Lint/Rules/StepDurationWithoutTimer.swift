import ClipCookCore
import ClipCookLanguage

/// A step that says "simmer for 10 minutes" should carry a timer, so cook
/// mode can count it down.
public struct StepDurationWithoutTimer: LintRule {
    public let description = RuleDescription(
        id: "step-duration-without-timer", name: "Step mentions a duration but has no timer",
        defaultSeverity: .warning,
        rationale: "cook mode only counts down timers, so a duration written in the text alone is easy to overrun",
        hasSafeFix: true)

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let recipe = file.recipe else { return [] }
        // Looked up once a step needs its line (not for a recipe without findings).
        var lines: [Int: SyntaxLine]?
        return recipe.steps.enumerated().compactMap { index, step in
            guard step.timers.isEmpty else { return nil }
            let mentions = DurationMention.all(in: step.text)
            guard let first = mentions.first else { return nil }
            let timer = "[timer \(DurationText.format(seconds: first.seconds))]"
            var fix: LintFix?
            var notes: [String]
            let fixable = mentions.count == 1 && !first.isRange && first.seconds > 0
            if fixable, lines == nil { lines = file.lines(of: .step) }
            if fixable, let line = lines?[index] {
                let end = line.contentRange.upperBound
                // The formatter's separators: two spaces before the first annotation, one between.
                let gap = step.id == DerivedID.step(position: index) ? LineRenderer.annotationGap : " "
                fix = LintFix("add \(timer)", edits: [TextEdit(range: end..<end, replacement: gap + timer)])
                notes = ["add \(timer) at the end of the step"]
            } else {
                notes = ["add a timer for the time to check first, e.g. \(timer)"]
            }
            return LintFinding(
                "step \(step.order) mentions a duration but has no timer",
                at: file.range(at: "steps[\(index)]"), notes: notes, fix: fix)
        }
    }
}
