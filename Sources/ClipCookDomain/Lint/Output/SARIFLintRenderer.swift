import Foundation
import ClipCookCore
import ClipCookLanguage

/// SARIF 2.1.0, the format code-scanning services read: one run, the rule
/// catalogue as the driver's rules, one result per finding.
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
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "clipcook", "version": toolVersion,
                            "informationUri": "https://github.com/clipcook/clipcook", "rules": rules,
                        ]
                    ],
                    "results": results,
                ]
            ],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative path stays relative (resolved against the run's folder);
    /// only characters a URI cannot hold are escaped.
    private func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
