import ClipCookCore
import ClipCookLanguage

/// Runs the rules on a file, then applies the configuration (off, severity,
/// strict) and the file's suppression comments.
public struct Linter: Sendable {
    /// At most this many findings of one rule are reported for one file;
    /// the rest are counted and reported as one summary finding ("and N
    /// more"), so that a huge file's report, and the memory behind it, stay
    /// bounded (a 50 MB recipe of 1.4 million unused ingredients).
    public static let findingsPerRule = 1000

    /// At most this many problems of one file are kept for the report (as
    /// many as the language server publishes); the rest are counted by
    /// severity (`lint(_:in:keepingAtMost:)`), so that a file of a million bad
    /// lines costs no more than its first thousand and the totals stay exact.
    public static let problemsPerFile = Language.diagnosticCap

    public var rules: [any LintRule]
    public var configuration: LintConfiguration

    public init(rules: [any LintRule] = LintRegistry.rules, configuration: LintConfiguration = LintConfiguration()) {
        self.rules = rules
        self.configuration = configuration
    }

    /// Every problem in `file`, in source order. A file with parse errors
    /// gets them, and the rules' findings on the lines that parsed (without
    /// fixes: a file with errors is not rewritten, and none for a value the
    /// parser already reported).
    public func lint(_ file: LintFile, in context: LintContext) -> [LintProblem] {
        guard file.document != nil else {
            return file.parseDiagnostics.map { LintProblem(strict($0)) }
        }
        let hasErrors = file.hasParseErrors
        // The lines of the parse's errors, kept or left out past its cap, sorted.
        let errorLines = hasErrors ? Self.errorLines(of: file) : []
        // The rules' findings first (at most `findingsPerRule` a rule), then
        // one list of exactly the room for them and the parse's diagnostics:
        // a list grown from the parse's 100,000 held three times their size
        // for a moment.
        var findings: [LintProblem] = []
        let suppressions = Suppression.all(in: file)
        var used = [Bool](repeating: false, count: suppressions.count)
        for rule in rules {
            let description = rule.description
            guard let severity = configuration.severity(for: description) else { continue }
            var shown = 0
            var left = 0
            var firstLeft: SourceRange?
            for finding in rule.check(file, in: context) {
                if finding.omitted > 0 {
                    left += finding.omitted
                    firstLeft = firstLeft ?? finding.range
                }
                // Every suppression that covers the finding counts as used.
                let covering = suppressions.indices.filter {
                    suppressions[$0].covers(ruleID: description.id, line: finding.range?.start.line)
                }
                if !covering.isEmpty {
                    for index in covering { used[index] = true }
                    continue
                }
                if hasErrors, let line = finding.range?.start.line, Self.contains(errorLines, line) { continue }
                guard shown < Self.findingsPerRule else {
                    firstLeft = firstLeft ?? finding.range
                    left += 1
                    continue
                }
                shown += 1
                let diagnostic = Diagnostic(
                    severity, finding.message, path: file.path, range: finding.range,
                    id: description.id, notes: finding.notes)
                findings.append(LintProblem(diagnostic, fix: hasErrors ? nil : finding.fix))
            }
            if left > 0 {
                let more = Diagnostic(
                    severity, "and \(CountWords.of(left, "more '\(description.id)' finding")) in this file",
                    path: file.path, range: firstLeft, id: description.id,
                    notes: ["only the first \(Self.findingsPerRule) of a rule are listed a file; fix those and lint again"])
                var problem = LintProblem(more)
                problem.countsMore = true
                findings.append(problem)
            }
        }
        findings += unusedSuppressions(suppressions, used: used, in: file)
        var problems: [LintProblem] = []
        problems.reserveCapacity(file.parseDiagnostics.count + findings.count)
        for diagnostic in file.parseDiagnostics { problems.append(LintProblem(strict(diagnostic))) }
        problems += findings
        // Sorted in place: a file with a great many findings holds one list of them, not two.
        problems.sort { lhs, rhs in
            let l = lhs.diagnostic.range?.start.offset ?? -1
            let r = rhs.diagnostic.range?.start.offset ?? -1
            return l != r ? l < r : (lhs.diagnostic.id ?? "") < (rhs.diagnostic.id ?? "")
        }
        return problems
    }

    /// `lint(_:in:)` keeping at most `cap` problems, the first by position,
    /// and each rule's "and N more" line (one a rule); the others, and the
    /// parse's left out past its cap, are counted.
    public func lint(_ file: LintFile, in context: LintContext, keepingAtMost cap: Int) -> (
        problems: [LintProblem], omitted: OmittedProblems
    ) {
        var problems = lint(file, in: context)
        var omitted = OmittedProblems(file.omittedParseDiagnostics, strict: configuration.strict)
        let keep = max(cap, 0)
        if problems.count > keep {
            var kept = keep
            for index in keep..<problems.count {
                if problems[index].countsMore {
                    problems.swapAt(kept, index)
                    kept += 1
                } else {
                    omitted.add(problems[index].diagnostic.severity)
                }
            }
            problems.removeSubrange(kept...)
        }
        return (problems, omitted)
    }

    private static func errorLines(of file: LintFile) -> [Int] {
        var lines = file.parseDiagnostics.filter { $0.severity == .error }.compactMap { $0.range?.start.line }
        if file.omittedParseDiagnostics.errors > 0 { lines += file.omittedParseDiagnostics.errorLines(in: file.source) }
        lines.sort()
        return lines
    }

    /// Whether the sorted `lines` hold `line` (a binary search).
    private static func contains(_ lines: [Int], _ line: Int) -> Bool {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = low + (high - low) / 2
            if lines[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] == line
    }

    private func unusedSuppressions(_ suppressions: [Suppression], used: [Bool], in file: LintFile) -> [LintProblem] {
        // Most files have none: skip working out which rules are on.
        guard !suppressions.isEmpty else { return [] }
        let description = LintRegistry.unusedSuppression
        guard let severity = configuration.severity(for: description) else { return [] }
        let enabled = Set(rules.filter { configuration.severity(for: $0.description) != nil }.map(\.description.id))
        let known = LintRegistry.ids
        var problems: [LintProblem] = []
        for (index, suppression) in suppressions.enumerated() where !used[index] {
            let silencedHere = suppressions.contains {
                $0.scope == .file && $0.ruleIDs.contains(description.id)
            }
            if silencedHere { continue }
            var message: String
            var notes: [String] = []
            if suppression.ruleIDs.isEmpty {
                message = "suppression names no rule"
                notes = ["write the rule id after clipcook-ignore, e.g. `-- clipcook-ignore ingredient-unused: reason`"]
            } else if let unknown = suppression.ruleIDs.first(where: { !known.contains($0) }) {
                message = "suppression names unknown rule '\(unknown)'"
                if let guess = Suggestion.closest(to: unknown, in: known.sorted(), orPrefixed: false) {
                    notes = ["did you mean '\(guess)'?"]
                }
            } else if suppression.ruleIDs.allSatisfy({ !enabled.contains($0) }) {
                continue  // the rule is off in the settings: nothing to report
            } else {
                let ids = suppression.ruleIDs.joined(separator: ", ")
                switch suppression.scope {
                case .file: message = "suppression of \(ids) suppresses nothing in this file"
                case .line(let line): message = "suppression of \(ids) suppresses nothing on line \(line)"
                }
                notes = ["remove the comment"]
            }
            let diagnostic = Diagnostic(
                severity, message, path: file.path, range: suppression.range,
                id: description.id, notes: notes)
            problems.append(LintProblem(diagnostic))
        }
        return problems
    }

    private func strict(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        if configuration.strict, copy.severity == .warning { copy.severity = .error }
        return copy
    }
}
