import ClipCookCore
import HTTPTypes

extension ErrorKind {
    /// The HTTP status of a request refused for this kind of failure.
    var status: HTTPResponse.Status {
        switch self {
        case .conflict: .conflict
        case .notFound: .notFound
        case .invalidInput: .badRequest
        case .limit: .contentTooLarge
        case .io: .internalServerError
        }
    }
}
