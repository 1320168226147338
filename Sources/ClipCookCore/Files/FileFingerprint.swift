/// What a file looked like when it was read: its size, its modification time
/// and a 64-bit FNV-1a hash of its bytes.
///
/// Two fingerprints describe the same content when size and hash agree
/// (`sameContent`); the modification time is kept for display and as a cheap
/// hint, but a file that was only touched (same bytes, new mtime) has not
/// changed in a way that matters, so it is not compared.
public struct FileFingerprint: Hashable, Sendable, CustomStringConvertible {
    public var size: Int
    /// Seconds since 1970 of the last modification.
    public var modificationSeconds: Int
    /// Nanoseconds within `modificationSeconds`.
    public var modificationNanoseconds: Int
    public var contentHash: UInt64

    public init(size: Int, modificationSeconds: Int = 0, modificationNanoseconds: Int = 0, contentHash: UInt64) {
        self.size = size
        self.modificationSeconds = modificationSeconds
        self.modificationNanoseconds = modificationNanoseconds
        self.contentHash = contentHash
    }

    /// The fingerprint of `bytes` with an unknown modification time.
    public init(bytes: some Collection<UInt8>) {
        self.init(size: bytes.count, contentHash: FileFingerprint.fnv1a64(bytes))
    }

    /// Whether both fingerprints describe the same bytes.
    public func sameContent(as other: FileFingerprint) -> Bool {
        size == other.size && contentHash == other.contentHash
    }

    public var description: String {
        let hex = String(contentHash, radix: 16)
        return "\(size) bytes, fnv1a \(String(repeating: "0", count: max(0, 16 - hex.count)) + hex)"
    }

    /// The 64-bit FNV-1a hash of `bytes`.
    public static func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The fingerprint of the file at `path` as it is on disk now; nil when
    /// there is no such file. Throws when it exists but cannot be read.
    public static func current(atPath path: String) throws(FileReadError) -> FileFingerprint? {
        do {
            return try FileBytes.load(atPath: path).fingerprint
        } catch .notFound {
            return nil
        }
    }
}
