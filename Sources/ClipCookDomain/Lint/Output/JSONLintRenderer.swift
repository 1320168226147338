import Foundation
import ClipCookCore
import ClipCookLanguage

/// One JSON array of findings, for tools:
/// `[{"file", "line", "column", "endLine", "endColumn", "severity", "rule",
/// "message", "notes", "fix"}]`; positions are null for whole-file findings.
/// A file with more than `Linter.problemsPerFile` problems lists that many,
/// then one entry more that says how many were left out (`"omitted"`) and
/// the file's exact count of each severity (`"totals"`).
public struct JSONLintRenderer: Sendable {
    package struct Finding: Encodable {
        package var file: String
        package var line: Int?
        package var column: Int?
        package var endLine: Int?
        package var endColumn: Int?
        package var severity: String
        package var rule: String?
        package var message: String
        package var notes: [String]
        package var fix: String?
        /// Only on the entry that closes a capped file's list.
        package var omitted: Int?
        package var totals: [String: Int]?

        package enum CodingKeys: String, CodingKey {
            case file, line, column, endLine, endColumn, severity, rule, message, notes, fix, omitted, totals
        }

        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
            try c.encode(endLine, forKey: .endLine)
            try c.encode(endColumn, forKey: .endColumn)
            try c.encode(severity, forKey: .severity)
            try c.encode(rule, forKey: .rule)
            try c.encode(message, forKey: .message)
            try c.encode(notes, forKey: .notes)
            try c.encode(fix, forKey: .fix)
            try c.encodeIfPresent(omitted, forKey: .omitted)
            try c.encodeIfPresent(totals, forKey: .totals)
        }
    }

    public init() {}

    public func render(_ report: LintReport) -> String {
        var findings: [Finding] = []
        for entry in report.entries {
            for problem in entry.problems {
                let d = problem.diagnostic
                findings.append(
                    Finding(
                        file: d.path, line: d.range?.start.line, column: d.range?.start.column,
                        endLine: d.range?.end.line, endColumn: d.range?.end.column,
                        severity: d.severity.rawValue, rule: d.id, message: d.message, notes: d.notes,
                        fix: problem.fix?.description))
            }
            if let severity = entry.omitted.severity {
                let totals = entry.totals
                findings.append(
                    Finding(
                        file: entry.source?.path ?? entry.problems.first?.diagnostic.path ?? "",
                        severity: severity.rawValue, rule: nil,
                        message: "and \(CountWords.of(entry.omitted.count, "more problem")) in this file",
                        notes: ["only the first \(Linter.problemsPerFile) problems of a file are listed; fix those and lint again"],
                        fix: nil, omitted: entry.omitted.count,
                        totals: ["error": totals.errors, "warning": totals.warnings, "note": totals.notes]))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(findings) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
