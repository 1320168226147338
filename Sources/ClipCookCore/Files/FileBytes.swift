#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read.
public enum FileReadError: KindedError, Hashable, Sendable, CustomStringConvertible {
    case notFound(String)
    case notAFile(String)
    case tooLarge(String, size: Int, limit: Int)
    case unreadable(String, reason: String)

    public var path: String {
        switch self {
        case .notFound(let path), .notAFile(let path), .tooLarge(let path, _, _), .unreadable(let path, _):
            path
        }
    }

    public var kind: ErrorKind {
        switch self {
        case .notFound: .notFound
        case .notAFile: .invalidInput
        case .tooLarge: .limit
        case .unreadable: .io
        }
    }

    /// A lowercase message without the path, for a diagnostic.
    public var message: String {
        switch self {
        case .notFound: "no such file"
        case .notAFile: "not a regular file"
        case .tooLarge(_, let size, let limit):
            "file too large (\(size) bytes or more; the limit is \(limit / (1024 * 1024)) MB)"
        case .unreadable(_, let reason): "cannot read file: \(reason)"
        }
    }

    public var description: String { "\(path): \(message)" }
}

/// The bytes of a file and its fingerprint, read in one go.
public struct FileBytes: Sendable {
    /// Files larger than this are refused with a diagnostic.
    public static let defaultLimit = 64 * 1024 * 1024

    public var bytes: [UInt8]
    public var fingerprint: FileFingerprint
    /// What `stat` said about the open file, to tell later whether it changed.
    public var stamp: FileStamp

    /// Reads a regular file (symbolic links followed), refusing files over `limit` bytes.
    public static func load(atPath path: String, limit: Int = defaultLimit) throws(FileReadError) -> FileBytes {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path) }
            throw .unreadable(path, reason: systemMessage(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path, reason: systemMessage(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notAFile(path) }
        let expected = Int(info.st_size)
        guard expected <= limit else { throw .tooLarge(path, size: expected, limit: limit) }
        // Read straight into one buffer of the size `stat` gave, one byte
        // larger so that a file that grew is noticed without a second
        // buffer; it doubles (up to just past the limit) while the file grows.
        var bytes = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= limit else { throw .tooLarge(path, size: filled, limit: limit) }
                let grown = min(max(filled * 2, 4096), limit + 1)
                bytes.append(contentsOf: repeatElement(0, count: grown - filled))
            }
            let count = bytes.withUnsafeMutableBytes { raw in
                read(fd, raw.baseAddress.map { $0 + filled }, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path, reason: systemMessage(errno))
            }
            if count == 0 { break }
            filled += count
            // The file may grow while it is read.
            guard filled <= limit else { throw .tooLarge(path, size: filled, limit: limit) }
        }
        bytes.removeLast(bytes.count - filled)
        let (seconds, nanoseconds) = modificationTime(info)
        let fingerprint = FileFingerprint(
            size: bytes.count, modificationSeconds: seconds, modificationNanoseconds: nanoseconds,
            contentHash: FileFingerprint.fnv1a64(bytes))
        return FileBytes(bytes: bytes, fingerprint: fingerprint, stamp: FileStamp(info))
    }

    /// Reads an open stream (standard input) to its end, in chunks, and
    /// stops with `.tooLarge` as soon as more than `limit` bytes have come:
    /// memory never exceeds the limit, however much is sent.
    public static func readStream(_ fd: Int32, name: String, limit: Int = defaultLimit) throws(FileReadError) -> [UInt8] {
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(name, reason: systemMessage(errno))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else {
                throw .tooLarge(name, size: bytes.count + count, limit: limit)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Where a binary file shows itself: the offset of a NUL byte within the
    /// first `binarySniffLength` bytes (text files never hold one), or nil.
    public static func binaryOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let found = memchr(base, 0, min(raw.count, binarySniffLength)) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// How many leading bytes `binaryOffset` looks at.
    public static let binarySniffLength = 8000

    /// The diagnostic for a binary file.
    public static func binaryDiagnostic(at offset: Int, in source: SourceFile) -> Diagnostic {
        Diagnostic(
            .error, "binary file (a NUL byte at offset \(offset)); not a ClipCook text file",
            path: source.path, range: source.range(offset..<offset + 1))
    }

    /// The modification time of `info` as seconds and nanoseconds.
    package static func modificationTime(_ info: stat) -> (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
            (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
            (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
    }

    /// The system's message for an errno value, lowercased ("permission denied").
    package static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// A file's identity and times as `stat` gives them: when a file's stamp is
/// the one it had when it was read, and the stamp was taken long enough
/// after its last change (`isSettled`), the file has not changed since.
/// This is what lets `reload` skip reading files that did not change.
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modificationSeconds: Int
    public var modificationNanoseconds: Int
    public var changeSeconds: Int
    public var changeNanoseconds: Int

    package init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(truncatingIfNeeded: info.st_size)
        #if canImport(Darwin)
            modificationSeconds = Int(info.st_mtimespec.tv_sec)
            modificationNanoseconds = Int(info.st_mtimespec.tv_nsec)
            changeSeconds = Int(info.st_ctimespec.tv_sec)
            changeNanoseconds = Int(info.st_ctimespec.tv_nsec)
        #else
            modificationSeconds = Int(info.st_mtim.tv_sec)
            modificationNanoseconds = Int(info.st_mtim.tv_nsec)
            changeSeconds = Int(info.st_ctim.tv_sec)
            changeNanoseconds = Int(info.st_ctim.tv_nsec)
        #endif
    }

    /// The stamp of the file at `path` now (symbolic links followed); nil when there is none.
    public static func current(atPath path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// Whether the file was last changed at least two seconds before
    /// `seconds` (wall-clock time). File times are coarse (a clock tick), so a
    /// file changed in the same moment as it was read could change again
    /// without its stamp changing: such a stamp is not trusted.
    public func isSettled(at seconds: Int) -> Bool {
        max(modificationSeconds, changeSeconds) <= seconds - 2
    }

    /// The wall-clock time in whole seconds.
    public static func wallClockSeconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec)
    }
}
