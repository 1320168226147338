import Foundation
import ClipCookCore
import ClipCookLanguage

/// One JSON array of findings, for tools:
/// `[{"file", "line", "column", "endLine", "endColumn", "severity", "rule",
/// "message", "notes", "fix"}]`; positions are null for whole-file findings.
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

        package enum CodingKeys: String, CodingKey { case file, line, column, endLine, endColumn, severity, rule, message, notes, fix }

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
        }
    }

    public init() {}

    public func render(_ report: LintReport) -> String {
        let findings = report.problems.map { problem in
            let d = problem.diagnostic
            return Finding(
                file: d.path, line: d.range?.start.line, column: d.range?.start.column,
                endLine: d.range?.end.line, endColumn: d.range?.end.column,
                severity: d.severity.rawValue, rule: d.id, message: d.message, notes: d.notes,
                fix: problem.fix?.description)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(findings) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
