import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader sees either the old bytes or the new bytes,
/// never a mix, and so that a change made by someone else is not lost.
///
/// The bytes go to a hidden temporary file in the target's folder
/// (`.NAME.tmp-PID-RANDOM`, which `CollectionLoader` skips), which is
/// fsynced, renamed over the target, and then the folder is fsynced. On any
/// failure the temporary file is removed and the target is left as it was.
/// A process killed between the two steps can leave the hidden temporary file
/// behind; it is never read as part of the collection.
///
/// Only regular files are replaced this way. Links and other kinds of file
/// follow the collection's link policy (grammar/README.md, "Files and
/// links"): a path that is a symbolic link, a device, a FIFO or a folder is
/// refused, unless the caller says the user named it on the command line
/// (`named: true`), in which case a link is resolved first and a device or
/// FIFO is written directly, in place, never replaced. With `within: ROOT`
/// the real folder of the target must be ROOT's real folder or below it.
///
/// Conflict detection compares the content on disk with the fingerprint the
/// caller read (just before writing and again just before the rename). With
/// `within: ROOT` the collection's lock (`CollectionLock`) is held from the
/// first of those checks to the rename, so another ClipCook process cannot
/// slip a write in between; an editor, which takes no such lock, still can
/// in the tiny window between the last check and the rename.
public enum AtomicWriter {
    public enum WriteError: KindedError, Hashable, Sendable, CustomStringConvertible {
        /// The file is not what the caller read any more (edited, replaced or deleted).
        case changedOnDisk(String)
        /// `create` found a file already there.
        case alreadyExists(String)
        /// The system refused (permissions, full disk, a folder in the way...).
        case failed(String, reason: String)
        /// Another process held the collection's lock longer than the wait bound (`CollectionLock`).
        case busy(String)

        public var path: String {
            switch self {
            case .changedOnDisk(let path), .alreadyExists(let path), .failed(let path, _), .busy(let path): path
            }
        }

        /// A file changed or already there, or the lock held by another
        /// process, is a conflict; anything the system or the link policy
        /// refused is `.io`.
        public var kind: ErrorKind {
            switch self {
            case .changedOnDisk, .alreadyExists, .busy: .conflict
            case .failed: .io
            }
        }

        /// A lowercase message without the path, for a diagnostic.
        public var message: String {
            switch self {
            case .changedOnDisk: "file changed on disk since it was read; not overwriting it"
            case .alreadyExists: "file already exists; not overwriting it"
            case .failed(_, let reason): "cannot write file: \(reason)"
            case .busy:
                "another process is writing to this collection and has held \(CollectionLock.name) "
                    + "for longer than \(CollectionLock.waitDescription); not writing, try again"
            }
        }

        public var description: String { "\(path): \(message)" }
    }

    /// Whether a file without write permission is rewritten anyway (the
    /// command line's global `--force`); off, such a file is refused.
    private static let forcing = Atomic<Bool>(false)

    /// Lets every later write rewrite read-only files (`clipcook --force`).
    public static func rewriteReadOnlyFiles(_ allowed: Bool) { forcing.store(allowed, ordering: .relaxed) }

    public static var rewritesReadOnlyFiles: Bool { forcing.load(ordering: .relaxed) }

    /// Replaces (or creates) the file at `path` with `bytes`, creating missing
    /// parent folders. With `expecting`, throws `.changedOnDisk` and writes
    /// nothing when the file on disk no longer has that content (or is gone).
    /// `named`: the user named this path on the command line (links are
    /// followed, devices and FIFOs written in place); `within`: the
    /// collection folder the file must stay inside.
    /// Returns the fingerprint of what was written, to pass as `expecting`
    /// next time.
    @discardableResult
    public static func write(
        _ bytes: [UInt8], to path: String, expecting fingerprint: FileFingerprint? = nil,
        named: Bool = false, within root: String? = nil
    ) throws(WriteError) -> FileFingerprint {
        try whole(bytes, path, fingerprint.map(Mode.replace) ?? .replaceAnything, named: named, root: root)
    }

    /// Replaces (or creates) the file at `path` with the bytes `produce`
    /// hands to its sink, chunk by chunk, so that a large file never has to
    /// be held whole in memory. The chunks go to the temporary file as they
    /// come; the rename happens only after `produce` returns. When `produce`
    /// throws, its error is rethrown and the target is left as it was (a
    /// device or FIFO named by the user, written in place, keeps the chunks
    /// already written). Otherwise as `write(_:to:expecting:named:within:)`,
    /// whose `WriteError`s this throws too.
    @discardableResult
    public static func write(
        to path: String, expecting fingerprint: FileFingerprint? = nil,
        named: Bool = false, within root: String? = nil,
        chunks produce: (inout ChunkSink) throws -> Void
    ) throws -> FileFingerprint {
        try perform(path, fingerprint.map(Mode.replace) ?? .replaceAnything, named: named, root: root, produce)
    }

    /// Where the chunks of a streamed write go: a file descriptor, written
    /// in order, with the size and hash of everything written so far.
    public struct ChunkSink {
        package let fd: Int32
        package let path: String
        /// Bytes written so far.
        public private(set) var size = 0
        /// The FNV-1a hash of the bytes written so far (`FileFingerprint.fnv1a64`).
        public private(set) var contentHash: UInt64 = 0xcbf2_9ce4_8422_2325

        /// A sink writing to `fd` (standard output, say), named `path` in errors.
        public init(fd: Int32, path: String) {
            self.fd = fd
            self.path = path
        }

        /// Writes every byte of `bytes`, after those written before.
        public mutating func write(_ bytes: [UInt8]) throws(WriteError) {
            try AtomicWriter.writeAll(bytes, to: fd, path)
            size += bytes.count
            var hash = contentHash
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            contentHash = hash
        }
    }

    /// Creates the file at `path` with `bytes`; throws `.alreadyExists` and
    /// writes nothing when something is already there (checked atomically
    /// where the file system supports hard links).
    @discardableResult
    public static func create(_ bytes: [UInt8], at path: String, within root: String? = nil) throws(WriteError) -> FileFingerprint {
        try whole(bytes, path, .createOnly, named: false, root: root)
    }

    /// `perform` with one chunk: only `WriteError`s can come out.
    private static func whole(
        _ bytes: [UInt8], _ path: String, _ mode: Mode, named: Bool, root: String?
    ) throws(WriteError) -> FileFingerprint {
        do {
            return try perform(path, mode, named: named, root: root) { try $0.write(bytes) }
        } catch let error as WriteError {
            throw error
        } catch {
            throw .failed(path, reason: String(describing: error))
        }
    }

    enum Mode {
        case replaceAnything
        case replace(FileFingerprint)
        case createOnly
    }

    /// Writes what `produce` gives to a temporary file and renames it over
    /// `given` (or, for a device or FIFO the user named, writes it in place).
    private static func perform(
        _ given: String, _ mode: Mode, named: Bool, root: String?, _ produce: (inout ChunkSink) throws -> Void
    ) throws -> FileFingerprint {
        guard !given.isEmpty, !given.hasSuffix("/") else { throw WriteError.failed(given, reason: "not a file path") }
        var path = given
        var info = stat()
        if case .createOnly = mode {
        } else if lstat(given, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                break
            case S_IFLNK:
                guard named else {
                    throw WriteError.failed(given, reason: "it is a symbolic link; ClipCook does not write through links")
                }
                if let resolved = realpath(given, nil) {
                    path = String(cString: resolved)
                    free(resolved)
                }
            case S_IFDIR:
                throw WriteError.failed(given, reason: "it is a folder")
            default:
                guard named else { throw WriteError.failed(given, reason: "not a regular file; not replacing it") }
            }
        }
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            guard named, (info.st_mode & S_IFMT) != S_IFDIR else {
                throw WriteError.failed(
                    given,
                    reason: (info.st_mode & S_IFMT) == S_IFDIR
                        ? "it is a folder" : "not a regular file; not replacing it")
            }
            // A device or a FIFO named by the user: written in place, never replaced.
            return try writeInPlace(path, produce)
        }
        let (folder, name) = split(path)
        // Nothing is made outside the collection, not even a folder on the way.
        if let root { try checkInside(root, folder: existingAncestor(of: folder), path: given) }
        // From the first look at the target to the rename, no other ClipCook
        // process writes to the collection (it waits, or is refused).
        let hold = try root.map { (root) throws(WriteError) in try CollectionLock.acquire(root: root, for: given) }
        defer { hold.map(CollectionLock.release) }
        try check(path, mode)
        try checkWritable(path, given)
        try makeFolders(folder, for: path)
        if let root { try checkInside(root, folder: folder, path: given) }

        var random = SystemRandomNumberGenerator()
        let suffix = String(random.next() & 0xFFFF_FFFF, radix: 16)
        let temporary =
            (folder == "." && !path.hasPrefix("./") ? "" : folder + "/")
            + ".\(name).tmp-\(getpid())-\(suffix)"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError.failed(path, reason: FileBytes.systemMessage(errno)) }
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }

        // The new file takes the place of the old one with its owner, group
        // and mode, as far as this process may give them (only root may
        // give a file to another user; the mode after the owner, which
        // clears set-id bits).
        var existing = stat()
        if stat(path, &existing) == 0 {
            // Owner and group, else (not root) the group alone; -1 leaves one as it is.
            if fchown(fd, existing.st_uid, existing.st_gid) != 0 { _ = fchown(fd, uid_t.max, existing.st_gid) }
            _ = fchmod(fd, existing.st_mode & 0o7777)
        }
        let fingerprint: FileFingerprint
        do {
            var sink = ChunkSink(fd: fd, path: path)
            try produce(&sink)
            guard fsync(fd) == 0 else { throw WriteError.failed(path, reason: FileBytes.systemMessage(errno)) }
            var written = stat()
            _ = fstat(fd, &written)
            let (seconds, nanoseconds) = FileBytes.modificationTime(written)
            fingerprint = FileFingerprint(
                size: sink.size, modificationSeconds: seconds, modificationNanoseconds: nanoseconds,
                contentHash: sink.contentHash)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw WriteError.failed(path, reason: FileBytes.systemMessage(errno)) }

        try check(path, mode)
        switch mode {
        case .replaceAnything, .replace:
            // A link or a non-file put there since the first look is not replaced either.
            var latest = stat()
            if lstat(path, &latest) == 0, (latest.st_mode & S_IFMT) != S_IFREG {
                throw WriteError.failed(given, reason: "not a regular file any more; not replacing it")
            }
            guard rename(temporary, path) == 0 else { throw WriteError.failed(path, reason: FileBytes.systemMessage(errno)) }
            keepTemporary = true
        case .createOnly:
            if link(temporary, path) != 0 {
                let code = errno
                if code == EEXIST { throw WriteError.alreadyExists(path) }
                // File systems without hard links: check, then rename.
                guard access(path, F_OK) != 0 else { throw WriteError.alreadyExists(path) }
                guard rename(temporary, path) == 0 else {
                    throw WriteError.failed(path, reason: FileBytes.systemMessage(errno))
                }
                keepTemporary = true
            }
        }
        syncFolder(folder)
        return fingerprint
    }

    /// Writes every byte to `fd`, again after an interrupted write.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32, _ path: String) throws(WriteError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failed(path, reason: FileBytes.systemMessage(errno))
            }
            offset += count
        }
    }

    /// The folder and the file name of `path` ("." for a bare name).
    package static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// `mkdir -p folder`.
    private static func makeFolders(_ folder: String, for path: String) throws(WriteError) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .failed(path, reason: "\(folder) is not a folder") }
            return
        }
        var prefix = ""
        for (index, component) in folder.split(separator: "/", omittingEmptySubsequences: true).enumerated() {
            prefix = index == 0 && !folder.hasPrefix("/") ? String(component) : prefix + "/" + component
            if mkdir(prefix, 0o755) != 0 {
                let code = errno
                guard code == EEXIST, stat(prefix, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw .failed(
                        path,
                        reason: code == EEXIST
                            ? "\(prefix) is not a folder" : FileBytes.systemMessage(code))
                }
            }
        }
    }

    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// The C `write`, out of reach of `AtomicWriter.write` inside the enum.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
