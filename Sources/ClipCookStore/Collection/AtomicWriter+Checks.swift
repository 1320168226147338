import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks made before a write: permission, the collection's bounds,
/// and what the file on disk must still hold.
extension AtomicWriter {
    /// Throws when the file there has no write permission for this process
    /// (or none for anybody: root may write anything, but a file made
    /// read-only says it is not to be changed), unless `--force` was given.
    /// Only where the folder would let the rename replace it anyway: a
    /// read-only file system or a folder without write permission fails
    /// later with the system's own reason.
    static func checkWritable(_ path: String, _ given: String) throws(WriteError) {
        var info = stat()
        guard !rewritesReadOnlyFiles, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            access(split(path).folder, W_OK) == 0
        else { return }
        let denied = access(path, W_OK) != 0 && (errno == EACCES || errno == EPERM)
        guard denied || (info.st_mode & 0o222) == 0 else { return }
        throw .failed(given, reason: "it is read-only (no write permission); not rewriting it (clipcook --force rewrites it anyway)")
    }

    /// Throws unless the real path of `folder` is the real path of `root` or below it.
    static func checkInside(_ root: String, folder: String, path: String) throws(WriteError) {
        var info = stat()
        guard stat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .failed(path, reason: "the collection folder is gone (moved or deleted); not writing")
        }
        let realRoot = CollectionLoader.absolutePath(of: root)
        let realFolder = CollectionLoader.absolutePath(of: folder)
        guard CollectionPaths.isInside(realFolder, root: realRoot) else {
            throw .failed(path, reason: "it is outside the collection (a symbolic link leads out of it); not writing")
        }
    }

    /// `folder`, or its nearest ancestor that exists (the folders to be made hang below it).
    static func existingAncestor(of folder: String) -> String {
        var current = folder
        var info = stat()
        while lstat(current, &info) != 0, current != "/", current != "." {
            current = split(current).folder
        }
        return current
    }

    /// Writes a device or FIFO the user named, as a shell redirection would.
    static func writeInPlace(_ path: String, _ produce: (inout ChunkSink) throws -> Void) throws -> FileFingerprint {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw WriteError.failed(path, reason: FileBytes.systemMessage(errno)) }
        defer { close(fd) }
        var sink = ChunkSink(fd: fd, path: path)
        try produce(&sink)
        return FileFingerprint(size: sink.size, contentHash: sink.contentHash)
    }

    static func check(_ path: String, _ mode: Mode) throws(WriteError) {
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
}
