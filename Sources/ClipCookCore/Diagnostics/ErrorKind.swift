/// What sort of failure an error is, for a caller to act on (an HTTP
/// status, whether to offer a retry) without reading the error's text, which
/// is for people and may be reworded.
///
/// Every domain error says its kind (`KindedError`); a layer that turns one
/// error into another keeps the kind.
public enum ErrorKind: String, Hashable, Sendable, CaseIterable {
    /// The thing to change is not as the caller read it: a file changed or
    /// deleted on disk since it was read, a file already there, or another
    /// process holding the collection's lock past the wait bound.
    case conflict
    /// What was named does not exist: a recipe, a food, a file, an item.
    case notFound
    /// What was asked for cannot be done as written: a word that is not an
    /// amount, a day that is not real, a path that leads out of the collection.
    case invalidInput
    /// Past a bound: a file too large, a number out of range, too many of something.
    case limit
    /// The system refused: permissions, a full disk, a read or write that failed.
    case io
}

/// An error that says its `ErrorKind`.
public protocol KindedError: Error {
    var kind: ErrorKind { get }
}
