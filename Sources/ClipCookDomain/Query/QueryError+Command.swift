import ClipCookCore
import ClipCookLanguage

extension CommandError {
    /// A query that could not be read, as the command that ran it reports it.
    package init(_ error: QueryError) {
        self.init(error.message, suggestion: error.suggestion, kind: error.kind)
    }
}
