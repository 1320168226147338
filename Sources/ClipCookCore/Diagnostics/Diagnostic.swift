/// A message about a place in a file: parse errors, validation errors and
/// lint findings all use this one type.
public struct Diagnostic: Hashable, Sendable, Error {
    public enum Severity: String, Hashable, Sendable, Comparable, Codable {
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// Lowercase, no trailing period (GNU style).
    public var message: String
    /// The file the diagnostic is about (`<stdin>` for standard input).
    public var path: String
    /// Where in the file; nil for whole-file problems (such as JSON shape errors).
    public var range: SourceRange?
    /// A stable identifier: a lint rule id, or nil for parse errors.
    public var id: String?
    /// Extra lines printed after the excerpt (remedies, candidates).
    public var notes: [String]

    public init(
        _ severity: Severity, _ message: String, path: String, range: SourceRange?,
        id: String? = nil, notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.path = path
        self.range = range
        self.id = id
        self.notes = notes
    }

    /// `path:line:col: severity: message [id]`
    public var headline: String {
        var text = path
        if let range { text += ":\(range.start.line):\(range.start.column)" }
        text += ": \(severity.rawValue): \(message)"
        if let id { text += " [\(id)]" }
        return text
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
