#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// The one way into the files of a collection. `WriteBackStore` writes
/// through it, and so does every command that writes into a collection
/// without a store (`import`, `import inbox`, `lint --fix`, `fmt`, `init`):
/// each operation holds the collection's lock (`CollectionLock`) from its
/// checks to its rename, refuses a path whose real folder is outside the
/// collection, and refuses to overwrite a file that is not what the caller
/// read (`AtomicWriter.WriteError.changedOnDisk`) or to create one that is
/// already there (`.alreadyExists`).
///
/// Code above the Store layer does not call `AtomicWriter` or `StagedWrite`
/// on a collection path (a test scans the sources for it); a file that is in
/// no collection (a lone file `lint --fix` or `fmt` is given) is written with
/// `CollectionWriter.replace(_:at:expecting:named:)`, which picks the
/// collection holding the file when there is one.
public struct CollectionWriter: Sendable {
    /// The collection folder, as given.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// The writer of the collection holding the file at `path` (where the
    /// file really is, links resolved); nil when no folder at or above it
    /// looks like a collection (`CollectionPaths.collectionRoot`).
    public init?(holding path: String) {
        let real = CollectionLoader.resolvedPath(path) ?? path
        guard let folder = CollectionPaths.collectionRoot(containing: real) else { return nil }
        root = folder.path
    }

    /// Runs `body` holding the collection's lock, so that no other ClipCook
    /// process writes between its checks and its writes (the writes `body`
    /// makes through this writer take the same lock again, which is
    /// re-entrant). `path` is what a refusal names.
    public func locked<T>(for path: String, _ body: () throws(AtomicWriter.WriteError) -> T) throws(AtomicWriter.WriteError) -> T {
        let hold = try CollectionLock.acquire(root: root, for: path)
        defer { CollectionLock.release(hold) }
        return try body()
    }

    /// Creates the file at `path` (inside the collection) with `bytes`;
    /// `.alreadyExists` when something is there.
    @discardableResult
    public func create(_ bytes: [UInt8], at path: String) throws(AtomicWriter.WriteError) -> FileFingerprint {
        try AtomicWriter.create(bytes, at: path, within: root)
    }

    /// Replaces the file at `path` (inside the collection) with `bytes` if
    /// it still holds what was read (`expecting`), else `.changedOnDisk`.
    /// `named`: the user named the file on the command line (a link to it is
    /// followed, and its target must be inside the collection too).
    @discardableResult
    public func replace(
        _ bytes: [UInt8], at path: String, expecting: FileFingerprint, named: Bool = false
    ) throws(AtomicWriter.WriteError) -> FileFingerprint {
        try AtomicWriter.write(bytes, to: path, expecting: expecting, named: named, within: root)
    }

    /// Writes `bytes` at `path` (inside the collection) whatever is there:
    /// only where the user chose to keep their version over one changed on
    /// disk (`keep mine`, `undo` of their own change), or for a file that is
    /// no part of what was read.
    @discardableResult
    public func overwrite(_ bytes: [UInt8], at path: String) throws(AtomicWriter.WriteError) -> FileFingerprint {
        try AtomicWriter.write(bytes, to: path, within: root)
    }

    /// Writes every file or none, surviving a kill (`StagedWrite`): each
    /// file must be absent (`expecting` nil) or hold what was read.
    public func commit(_ files: [StagedWrite.File], staged: (Int) -> Void = { _ in }) throws(AtomicWriter.WriteError) {
        try StagedWrite.commit(files, root: root, staged: staged)
    }

    /// Removes the file at `path` (inside the collection), holding the lock:
    /// what a write that is given up puts back. Nothing there is no failure.
    public func remove(_ path: String) throws(AtomicWriter.WriteError) {
        try locked(for: path) { () throws(AtomicWriter.WriteError) in
            let folder = AtomicWriter.split(path).folder
            guard CollectionPaths.isInside(CollectionLoader.absolutePath(of: folder), root: CollectionLoader.absolutePath(of: root)) else {
                throw .failed(path, reason: "it is outside the collection (a symbolic link leads out of it); not writing")
            }
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            guard (info.st_mode & S_IFMT) != S_IFDIR else { throw .failed(path, reason: "it is a folder") }
            guard unlink(path) == 0 || errno == ENOENT else { throw .failed(path, reason: FileBytes.systemMessage(errno)) }
        }
    }

    /// Completes or discards a staged write a killed process left
    /// (`StagedWrite.recover`), holding the lock so that a write another
    /// process is making is never taken for an interrupted one; what was
    /// done, or nil when there was nothing (or the lock could not be had).
    public func recoverInterruptedWrite() -> String? {
        try? locked(for: root) { StagedWrite.recover(root: root) }
    }

    /// Writes a file that may or may not be in a collection: through the
    /// writer of the collection holding it, else (a lone file, an output
    /// the user named) on its own, atomically and only over what was read.
    @discardableResult
    public static func replace(
        _ bytes: [UInt8], at path: String, expecting: FileFingerprint, named: Bool
    ) throws(AtomicWriter.WriteError) -> FileFingerprint {
        if let writer = CollectionWriter(holding: path) {
            return try writer.replace(bytes, at: path, expecting: expecting, named: named)
        }
        // In no collection: no lock to take and no folder to stay inside.
        return try AtomicWriter.write(bytes, to: path, expecting: expecting, named: named)
    }

    /// Creates a file that may or may not be in a collection (as `replace`).
    @discardableResult
    public static func create(_ bytes: [UInt8], at path: String) throws(AtomicWriter.WriteError) -> FileFingerprint {
        if let writer = CollectionWriter(holding: path) { return try writer.create(bytes, at: path) }
        // In no collection: no lock to take and no folder to stay inside.
        return try AtomicWriter.create(bytes, at: path)
    }
}

extension WriteBackStore {
    /// What every write of this store goes through.
    public var writer: CollectionWriter { CollectionWriter(root: root) }
}
