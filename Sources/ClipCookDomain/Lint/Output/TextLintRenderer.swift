import ClipCookCore
import ClipCookLanguage

/// `file:line:col: warning: message [rule-id]`, the source line and a caret.
public struct TextLintRenderer: Sendable {
    public var useColor: Bool

    public init(useColor: Bool = false) { self.useColor = useColor }

    public func render(_ report: LintReport) -> String {
        let renderer = DiagnosticRenderer(useColor: useColor)
        var blocks: [String] = []
        for entry in report.entries {
            for problem in entry.problems.prefix(DiagnosticRenderer.maxPerFile) {
                var text = renderer.render(problem.diagnostic, in: entry.source)
                if let fix = problem.fix { text += "\n  = fix available (--fix): \(fix.description)" }
                blocks.append(text)
            }
            if let more = DiagnosticRenderer.omittedLine(entry.problems.count + entry.omitted.count, path: entry.source?.path) {
                blocks.append(more)
            }
        }
        return blocks.map { $0 + "\n" }.joined()
    }
}
