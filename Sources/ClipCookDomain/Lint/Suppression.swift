import ClipCookCore
import ClipCookLanguage

/// A comment that silences rules: `-- clipcook-ignore RULE-ID: reason` for
/// the next line (or, after code, for its own line), and
/// `-- clipcook-ignore-file RULE-ID: reason` for the whole file. Several ids
/// may be given, separated by commas.
public struct Suppression: Hashable, Sendable {
    public enum Scope: Hashable, Sendable {
        /// Findings that start on this 1-based line.
        case line(Int)
        case file
    }

    public var ruleIDs: [String]
    public var reason: String?
    public var scope: Scope
    /// Where the comment is (for "suppresses nothing" warnings).
    public var range: SourceRange?

    public init(ruleIDs: [String], reason: String?, scope: Scope, range: SourceRange?) {
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.scope = scope
        self.range = range
    }

    package static let lineMarker = "clipcook-ignore"
    package static let fileMarker = "clipcook-ignore-file"

    /// Reads one comment (`--` included). Nil when it is not a suppression.
    /// The scope is filled in by the caller.
    public static func parse(comment: String) -> (ids: [String], reason: String?, wholeFile: Bool)? {
        var text = Substring(comment)
        guard text.hasPrefix("--") else { return nil }
        text = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let wholeFile: Bool
        if text.hasPrefix(fileMarker) {
            wholeFile = true
            text = text.dropFirst(fileMarker.count)
        } else if text.hasPrefix(lineMarker) {
            wholeFile = false
            text = text.dropFirst(lineMarker.count)
        } else {
            return nil
        }
        // The marker must end here: `clipcook-ignored` is an ordinary comment.
        if let next = text.first, next != " ", next != "\t", next != ":" { return nil }
        var idsText = text
        var reason: String?
        if let colon = text.firstIndex(of: ":") {
            idsText = text[..<colon]
            let rest = text[text.index(after: colon)...].trimmedOfBlanks
            reason = rest.isEmpty ? nil : rest
        }
        let ids = idsText.split(separator: ",").map { $0.trimmedOfBlanks }.filter { !$0.isEmpty }
        return (ids, reason, wholeFile)
    }

    /// Every suppression comment of a file, with the line each one covers.
    public static func all(in file: LintFile) -> [Suppression] {
        var found: [Suppression] = []
        let lines = file.tree.lines
        for (index, line) in lines.enumerated() {
            guard let commentRange = line.commentRange,
                let parsed = parse(comment: file.text(commentRange))
            else { continue }
            let scope: Scope
            if parsed.wholeFile {
                scope = .file
            } else if line.kind == .comment {
                // The next line that holds code; a run of suppression
                // comments above one line all apply to it.
                let target = lines[(index + 1)...].first { $0.kind != .comment && $0.kind != .blank }
                scope = .line(target?.line ?? line.line + 1)
            } else {
                scope = .line(line.line)
            }
            found.append(
                Suppression(
                    ruleIDs: parsed.ids, reason: parsed.reason, scope: scope,
                    range: file.source.range(commentRange)))
        }
        return found
    }

    /// Whether this suppression covers a finding of `ruleID` starting on `line`.
    public func covers(ruleID: String, line: Int?) -> Bool {
        guard ruleIDs.contains(ruleID) else { return false }
        switch scope {
        case .file: return true
        case .line(let target): return line == target
        }
    }
}
