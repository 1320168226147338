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
/// Conflict detection compares the content on disk with the fingerprint the
/// caller read (just before writing and again just before the rename); a
/// change in the tiny window between that last check and the rename cannot
/// be detected without file locks, which editors do not take anyway.
public enum AtomicWriter {
    public enum WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file is not what the caller read any more (edited, replaced or deleted).
        case changedOnDisk(String)
        /// `create` found a file already there.
        case alreadyExists(String)
        /// The system refused (permissions, full disk, a folder in the way...).
        case failed(String, reason: String)

        public var path: String {
            switch self {
            case .changedOnDisk(let path), .alreadyExists(let path), .failed(let path, _): path
            }
        }

        /// A lowercase message without the path, for a diagnostic.
        public var message: String {
            switch self {
            case .changedOnDisk: "file changed on disk since it was read; not overwriting it"
            case .alreadyExists: "file already exists; not overwriting it"
            case .failed(_, let reason): "cannot write file: \(reason)"
            }
        }

        public var description: String { "\(path): \(message)" }
    }

    /// Replaces (or creates) the file at `path` with `bytes`, creating missing
    /// parent folders. With `expecting`, throws `.changedOnDisk` and writes
    /// nothing when the file on disk no longer has that content (or is gone).
    /// Returns the fingerprint of what was written, to pass as `expecting`
    /// next time.
    @discardableResult
    public static func write(
        _ bytes: [UInt8], to path: String, expecting fingerprint: FileFingerprint? = nil
    ) throws(WriteError) -> FileFingerprint {
        try perform(bytes, path, fingerprint.map(Mode.replace) ?? .replaceAnything)
    }

    /// Creates the file at `path` with `bytes`; throws `.alreadyExists` and
    /// writes nothing when something is already there (checked atomically
    /// where the file system supports hard links).
    ///
    /// With `flushLater`, the file and its folder are not flushed to disk
    /// one by one: for writing many new files in a row (`import`), the
    /// caller calls `flush(_:)` with all of them once they are written.
    @discardableResult
    public static func create(_ bytes: [UInt8], at path: String, flushLater: Bool = false) throws(WriteError) -> FileFingerprint {
        try perform(bytes, path, .createOnly, flush: !flushLater)
    }

    /// Flushes files written with `flushLater`, then their folders, to the
    /// disk. The first flush commits the file system's journal with all of
    /// them in it, so the rest are quick: far quicker than a flush per write.
    public static func flush(_ paths: [String]) {
        var folders: [String] = []
        var seen: Set<String> = []
        for path in paths {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            if fd >= 0 {
                _ = fsync(fd)
                close(fd)
            }
            let folder = split(path).folder
            if seen.insert(folder).inserted { folders.append(folder) }
        }
        for folder in folders { syncFolder(folder) }
    }

    private enum Mode {
        case replaceAnything
        case replace(FileFingerprint)
        case createOnly
    }

    private static func perform(_ bytes: [UInt8], _ given: String, _ mode: Mode, flush: Bool = true) throws(WriteError) -> FileFingerprint {
        guard !given.isEmpty, !given.hasSuffix("/") else { throw .failed(given, reason: "not a file path") }
        // Replacing a symbolic link writes the file it points to, so the link survives.
        var path = given
        var linkInfo = stat()
        if case .createOnly = mode {} else if lstat(given, &linkInfo) == 0, (linkInfo.st_mode & S_IFMT) == S_IFLNK,
            let resolved = realpath(given, nil) {
            path = String(cString: resolved)
            free(resolved)
        }
        try check(path, mode)
        let (folder, name) = split(path)
        try makeFolders(folder, for: path)

        var random = SystemRandomNumberGenerator()
        let suffix = String(random.next() & 0xFFFF_FFFF, radix: 16)
        let temporary = (folder == "." && !path.hasPrefix("./") ? "" : folder + "/")
            + ".\(name).tmp-\(getpid())-\(suffix)"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .failed(path, reason: FileBytes.systemMessage(errno)) }
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }

        var existing = stat()
        if stat(path, &existing) == 0 { _ = fchmod(fd, existing.st_mode & 0o7777) }
        let fingerprint: FileFingerprint
        do throws(WriteError) {
            try writeAll(bytes, to: fd, path)
            guard !flush || fsync(fd) == 0 else { throw .failed(path, reason: FileBytes.systemMessage(errno)) }
            var info = stat()
            _ = fstat(fd, &info)
            #if canImport(Darwin)
            let seconds = Int(info.st_mtimespec.tv_sec), nanoseconds = Int(info.st_mtimespec.tv_nsec)
            #else
            let seconds = Int(info.st_mtim.tv_sec), nanoseconds = Int(info.st_mtim.tv_nsec)
            #endif
            fingerprint = FileFingerprint(
                size: bytes.count, modificationSeconds: seconds, modificationNanoseconds: nanoseconds,
                contentHash: FileFingerprint.fnv1a64(bytes))
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw .failed(path, reason: FileBytes.systemMessage(errno)) }

        try check(path, mode)
        switch mode {
        case .replaceAnything, .replace:
            guard rename(temporary, path) == 0 else { throw .failed(path, reason: FileBytes.systemMessage(errno)) }
            keepTemporary = true
        case .createOnly:
            if link(temporary, path) != 0 {
                let code = errno
                if code == EEXIST { throw .alreadyExists(path) }
                // File systems without hard links: check, then rename.
                guard access(path, F_OK) != 0 else { throw .alreadyExists(path) }
                guard rename(temporary, path) == 0 else {
                    throw .failed(path, reason: FileBytes.systemMessage(errno))
                }
                keepTemporary = true
            }
        }
        if flush { syncFolder(folder) }
        return fingerprint
    }

    private static func check(_ path: String, _ mode: Mode) throws(WriteError) {
        switch mode {
        case .replaceAnything:
            return
        case .createOnly:
            var info = stat()
            if lstat(path, &info) == 0 { throw .alreadyExists(path) }
        case .replace(let expected):
            do {
                guard let current = try FileFingerprint.current(atPath: path), current.sameContent(as: expected) else {
                    throw WriteError.changedOnDisk(path)
                }
            } catch let error as WriteError {
                throw error
            } catch {
                throw .failed(path, reason: (error as? FileReadError)?.message ?? "cannot read file")
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, _ path: String) throws(WriteError) {
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
    static func split(_ path: String) -> (folder: String, name: String) {
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
                    throw .failed(path, reason: code == EEXIST
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
