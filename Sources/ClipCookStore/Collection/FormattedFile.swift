import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// A file read from disk with its canonical text, written back only over the
/// bytes it was read from: an edit made in the meantime (an editor saving,
/// `git checkout`) is never overwritten. What `clipcook fmt` does per file.
public struct FormattedFile: Sendable {
    /// Where the file is on disk.
    public var path: String
    /// The file as it was read; its `path` is the name shown in messages.
    public var source: SourceFile
    /// What was on disk when the file was read.
    public var fingerprint: FileFingerprint
    /// The canonical text as UTF-8 bytes (the bytes read, when the file is canonical).
    public var bytes: [UInt8]

    /// The canonical text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Formats the bytes read from `path`.
    public init(path: String, read: FileBytes, displayPath: String) throws(FormatError) {
        self.path = path
        source = SourceFile(path: displayPath, bytes: read.bytes)
        fingerprint = read.fingerprint
        bytes = try Formatter.formatBytes(source)
    }

    /// Whether the canonical text differs from the bytes read.
    public var changes: Bool { bytes != source.bytes }

    /// Writes the canonical text atomically, through the writer of the
    /// collection holding the file when there is one (`CollectionWriter`);
    /// throws `.changedOnDisk` and writes nothing when the file is no longer
    /// what was read. `named`: the user named this file on the command line
    /// (a link to it is followed); a file found in a folder is never written
    /// through a link.
    @discardableResult
    public func write(named: Bool = false) throws(AtomicWriter.WriteError) -> FileFingerprint {
        try CollectionWriter.replace(bytes, at: path, expecting: fingerprint, named: named)
    }
}
