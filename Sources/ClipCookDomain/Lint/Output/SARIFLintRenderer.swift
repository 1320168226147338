import Foundation
import ClipCookCore
import ClipCookLanguage

/// SARIF 2.1.0, the format code-scanning services read: one run, the rule
/// catalogue as the driver's rules, one result per finding. When a file had
/// more than `Linter.problemsPerFile` problems, the run's `properties` say
/// how many of each file were left out (`omitted`: uri, count, error,
/// warning, note) and the run's exact count of each severity (`totals`).
public struct SARIFLintRenderer: Sendable {
    public var toolVersion: String

    public init(toolVersion: String = "0.1.0") { self.toolVersion = toolVersion }

    public func render(_ report: LintReport) -> String {
        let descriptions = LintRegistry.descriptions
        let rules: [[String: Any]] = descriptions.map { rule in
            [
                "id": rule.id,
                "name": rule.name,
                "shortDescription": ["text": rule.name],
                "fullDescription": ["text": rule.rationale],
                "defaultConfiguration": ["level": rule.defaultSeverity.rawValue],
                "properties": ["hasSafeFix": rule.hasSafeFix],
            ]
        }
        let results: [[String: Any]] = report.problems.map { problem in
            let d = problem.diagnostic
            var location: [String: Any] = ["artifactLocation": ["uri": uri(d.path)]]
            if let range = d.range {
                location["region"] = [
                    "startLine": range.start.line, "startColumn": range.start.column,
                    "endLine": range.end.line, "endColumn": max(range.end.column, range.start.column),
                ]
            }
            var message = d.message
            if !d.notes.isEmpty { message += " (" + d.notes.joined(separator: "; ") + ")" }
            var result: [String: Any] = [
                "ruleId": d.id ?? "parse-error",
                "level": d.severity.rawValue,
                "message": ["text": message],
                "locations": [["physicalLocation": location]],
            ]
            if let id = d.id, let index = descriptions.firstIndex(where: { $0.id == id }) {
                result["ruleIndex"] = index
            }
            return result
        }
        var run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": "clipcook", "version": toolVersion,
                    "informationUri": "https://github.com/clipcook/clipcook", "rules": rules,
                ]
            ],
            "results": results,
        ]
        if report.hasOmitted { run["properties"] = omittedProperties(report) }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The run's property bag when problems were left out: each capped
    /// file's count by severity, and the exact totals of the run.
    private func omittedProperties(_ report: LintReport) -> [String: Any] {
        let files: [[String: Any]] = report.entries.filter { $0.omitted.count > 0 }.map { entry in
            [
                "uri": uri(entry.source?.path ?? entry.problems.first?.diagnostic.path ?? ""),
                "count": entry.omitted.count, "error": entry.omitted.errors,
                "warning": entry.omitted.warnings, "note": entry.omitted.notes,
            ]
        }
        let totals = report.totals
        return [
            "omitted": files,
            "totals": ["error": totals.errors, "warning": totals.warnings, "note": totals.notes],
        ]
    }

    /// A relative path stays relative (resolved against the run's folder);
    /// only characters a URI cannot hold are escaped.
    private func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
