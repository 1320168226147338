/// One file of a collection as it was read: where it is, its bytes, what the
/// parser made of it, and its fingerprint for safe write-back.
public struct CollectionFile: Sendable {
    /// The path below the collection folder, with `/` separators ("recipes/pasta.recipe").
    public var relativePath: String
    /// The absolute path on disk.
    public var absolutePath: String
    /// The bytes; its `path` is the name shown in diagnostics.
    public var source: SourceFile
    public var result: ParseResult
    /// nil when the file could not be read (then `result` holds the reason).
    public var fingerprint: FileFingerprint?
    /// The file's stamp when it was read, when it was settled then (see
    /// `FileStamp.isSettled`); a reload skips the file while its stamp stays
    /// the same. nil: the file is read again on every reload.
    public var stamp: FileStamp? = nil

    public init(
        relativePath: String, absolutePath: String, source: SourceFile, result: ParseResult,
        fingerprint: FileFingerprint?
    ) {
        self.relativePath = relativePath
        self.absolutePath = absolutePath
        self.source = source
        self.result = result
        self.fingerprint = fingerprint
    }

    /// The document, when the file parsed without errors.
    public var document: Document? { result.document }
    public var diagnostics: [Diagnostic] { result.diagnostics }
    public var hasErrors: Bool { result.diagnostics.hasErrors }
}
