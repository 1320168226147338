import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

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
    /// What the parse kept besides the document and the diagnostics: the
    /// syntax tree, the source map (see `ParseParts`). The session's store
    /// keeps neither (a large collection's memory and a share of its parse
    /// time); the edit of a file asks `result(keeping:)`, which parses that
    /// one file again.
    public var kept: ParseParts = .all

    /// Whether `result.sourceMap` was kept by the parse.
    public var hasSourceMap: Bool { kept.answers.contains(.sourceMap) }

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

    /// `result` with `parts` (the syntax tree for an edit, the source map to
    /// find a value): `result` itself when the load kept them, else the
    /// file's bytes parsed again. Plan lines naming a food read against the
    /// foods bound at the call (`FoodTable.scopedOwnFoods`), as when the
    /// collection was loaded.
    public func result(keeping parts: ParseParts) -> ParseResult {
        guard !kept.answers.isSuperset(of: parts) else { return result }
        return Language.parse(source, keeping: parts.union(kept))
    }

    /// `result` with its source map (and syntax tree).
    public func resultWithSourceMap() -> ParseResult {
        result(keeping: .all)
    }

    /// The document, when the file parsed without errors.
    public var document: Document? { result.document }
    public var diagnostics: [Diagnostic] { result.diagnostics }
    public var hasErrors: Bool { result.diagnostics.hasErrors }
}
