#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// Writes several files of a collection all or nothing (what `import` needs),
/// surviving a kill at any moment.
///
/// Every new file is first written into a hidden staging folder in the
/// collection (`.clipcook-staging/`, which the loader skips); then one flush
/// makes them all durable (`syncfs` on Linux, an fsync per file elsewhere:
/// an fsync per file as it is written costs milliseconds each, which at
/// 10,000 files was most of an import), and a manifest of the paths is
/// written and fsynced. Renaming the manifest to `COMMIT` is the moment of
/// commitment: before it nothing in the collection has changed, after it the
/// staged files are renamed into place one by one. A process killed in
/// between leaves the staging folder; `recover` (run by the next `import` and
/// at the next REPL start) deletes it when there is no `COMMIT` and finishes
/// the renames when there is, so the collection ends with every file old or
/// every file new.
public enum StagedWrite {
    public static let folderName = ".clipcook-staging"

    /// One file to write: its path relative to the root and its bytes, and
    /// what must be there now (nil: no file) for the write to go ahead.
    public struct File: Sendable {
        public var relativePath: String
        public var bytes: [UInt8]
        public var expecting: FileFingerprint?

        public init(relativePath: String, bytes: [UInt8], expecting: FileFingerprint?) {
            self.relativePath = relativePath
            self.bytes = bytes
            self.expecting = expecting
        }
    }

    /// Writes every file or none. Throws (having changed nothing) when a
    /// target changed since the caller looked, is a link, leads outside the
    /// collection or cannot be written.
    /// `staged` is told how many files are staged so far (for a progress bar).
    public static func commit(
        _ files: [File], root: String, staged: (Int) -> Void = { _ in }
    ) throws(AtomicWriter.WriteError) {
        // No other ClipCook process writes to the collection from the first check to the last rename.
        let hold = try CollectionLock.acquire(root: root, for: root)
        defer { CollectionLock.release(hold) }
        _ = recover(root: root)
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        let staging = base + "/" + folderName
        func target(_ file: File) -> String { base + "/" + file.relativePath }
        for file in files
        where file.relativePath.contains("\n") || file.relativePath.hasPrefix("/")
            || file.relativePath.split(separator: "/").contains("..")
        {
            throw .failed(file.relativePath, reason: "not a path inside the collection")
        }
        let realRoot = CollectionLoader.absolutePath(of: base)
        try makeStagingFolder(staging, realRoot: realRoot)
        var committed = false
        defer { if !committed { removeStaging(staging) } }
        var folders = FolderCheck(realRoot: realRoot)
        // The staged files are written without a flush each: one flush of
        // the file system below makes them all durable before the commit.
        for (index, file) in files.enumerated() {
            try check(file, at: target(file), folders: &folders)
            try writeStaged(file.bytes, at: staging + "/\(index)")
            staged(index + 1)
        }
        try flush(staging, count: files.count)
        let manifest = files.map(\.relativePath).joined(separator: "\n") + "\n"
        try AtomicWriter.create(Array(manifest.utf8), at: staging + "/manifest", within: base)
        // Last look before the point of no return (folders resolved afresh).
        folders.inside.removeAll()
        for file in files { try check(file, at: target(file), folders: &folders) }
        guard rename(staging + "/manifest", staging + "/COMMIT") == 0 else {
            throw .failed(staging, reason: FileBytes.systemMessage(errno))
        }
        committed = true
        syncFolder(staging)
        finish(staging: staging, base: base, paths: files.map(\.relativePath))
    }

    /// Creates the staging folder: a real folder (not a link) inside the collection.
    private static func makeStagingFolder(_ staging: String, realRoot: String) throws(AtomicWriter.WriteError) {
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw .failed(staging, reason: "cannot create the staging folder")
        }
        var info = stat()
        guard lstat(staging, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
            let real = CollectionLoader.resolvedPath(staging), CollectionPaths.isInside(real, root: realRoot)
        else {
            throw .failed(staging, reason: "the staging folder is not a folder inside the collection; not writing")
        }
    }

    /// Writes one new file in the staging folder (which only this writer uses).
    private static func writeStaged(_ bytes: [UInt8], at path: String) throws(AtomicWriter.WriteError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .failed(path, reason: FileBytes.systemMessage(errno)) }
        do {
            try AtomicWriter.writeAll(bytes, to: fd, path)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw .failed(path, reason: FileBytes.systemMessage(errno)) }
    }

    /// Linux's `syncfs(fd)`: flushes the one file system holding `fd`, and
    /// reports a write error there. Swift's Glibc module does not declare it
    /// (it is a GNU extension), so it is looked up in the C library; nil
    /// where there is none.
    private static func fileSystemSync() -> (@convention(c) (Int32) -> Int32)? {
        #if os(Linux)
            guard let library = dlopen(nil, RTLD_NOW) else { return nil }
            defer { dlclose(library) }
            guard let symbol = dlsym(library, "syncfs") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
            return nil
        #endif
    }

    /// Makes the `count` staged files and their names durable: one `syncfs`
    /// of the collection's file system, else an fsync of each file; then an
    /// fsync of the staging folder itself.
    private static func flush(_ staging: String, count: Int) throws(AtomicWriter.WriteError) {
        let folder = open(staging, O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { throw .failed(staging, reason: FileBytes.systemMessage(errno)) }
        defer { close(folder) }
        if let syncfs = fileSystemSync() {
            guard syncfs(folder) == 0 else { throw .failed(staging, reason: FileBytes.systemMessage(errno)) }
        } else {
            for index in 0..<count {
                let fd = open(staging + "/\(index)", O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { throw .failed(staging, reason: FileBytes.systemMessage(errno)) }
                let result = fsync(fd)
                close(fd)
                guard result == 0 else { throw .failed(staging, reason: FileBytes.systemMessage(errno)) }
            }
        }
        guard fsync(folder) == 0 else { throw .failed(staging, reason: FileBytes.systemMessage(errno)) }
    }

    /// Completes or discards a staged write a killed process left; returns
    /// what was done, for the caller to report, or nil when there was nothing.
    @discardableResult
    public static func recover(root: String) -> String? {
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        let staging = base + "/" + folderName
        var info = stat()
        guard lstat(staging, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        guard let bytes = try? FileBytes.load(atPath: staging + "/COMMIT").bytes else {
            removeStaging(staging)
            return "removed the staged files of an interrupted import (nothing had been changed)"
        }
        let paths = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        let finished = finish(staging: staging, base: base, paths: paths)
        return
            "finished an interrupted import (\(finished) of \(CountWords.of(paths.count, "file")) \(finished == 1 ? "was" : "were") still to be put in place)"
    }

    /// Renames the staged files that are still there into place; removes the staging folder.
    ///
    /// One `rename` a file: a staged file already gone (moved by an earlier,
    /// killed run) makes it fail with ENOENT and is passed over; a target
    /// folder is created only when the rename says it is missing.
    @discardableResult
    private static func finish(staging: String, base: String, paths: [String]) -> Int {
        var moved = 0
        var folders: Set<String> = []
        for (index, relative) in paths.enumerated() {
            let staged = staging + "/\(index)"
            let target = base + "/" + relative
            let folder = AtomicWriter.split(target).folder
            var done = rename(staged, target) == 0
            if !done, errno == ENOENT, access(staged, F_OK) == 0 {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                done = rename(staged, target) == 0
            }
            if done {
                moved += 1
                folders.insert(folder)
            }
        }
        folders.forEach(syncFolder)
        removeStaging(staging)
        return moved
    }

    /// Which target folders were found inside the collection: each is
    /// resolved once, however many files go there. A folder that does not
    /// exist yet is remembered too (the rename makes it, inside the
    /// collection), so that it is not resolved again for every file.
    private struct FolderCheck {
        let realRoot: String
        var inside: Set<String> = []

        init(realRoot: String) {
            self.realRoot = realRoot
        }

        mutating func isInside(_ folder: String) -> Bool {
            if inside.contains(folder) { return true }
            if let real = CollectionLoader.resolvedPath(folder) {
                guard CollectionPaths.isInside(real, root: realRoot) else { return false }
            }
            inside.insert(folder)
            return true
        }
    }

    /// Whether `file` may be written at `path`: not a link or a folder, inside
    /// the collection, and holding what the caller expects. A file to create
    /// costs one `lstat` here (absent is all it needs); a file to replace is
    /// read again to compare its content.
    private static func check(_ file: File, at path: String, folders: inout FolderCheck) throws(AtomicWriter.WriteError) {
        var info = stat()
        let found = lstat(path, &info) == 0
        let missing = !found && errno == ENOENT
        if found, (info.st_mode & S_IFMT) != S_IFREG {
            throw .failed(
                path,
                reason: (info.st_mode & S_IFMT) == S_IFLNK
                    ? "it is a symbolic link; ClipCook does not write through links" : "not a regular file; not replacing it")
        }
        guard folders.isInside(AtomicWriter.split(path).folder) else {
            throw .failed(path, reason: "it is outside the collection (a symbolic link leads out of it); not writing")
        }
        if missing {
            guard file.expecting == nil else { throw .changedOnDisk(path) }
            return
        }
        let current: FileFingerprint?
        do {
            current = try FileFingerprint.current(atPath: path)
        } catch {
            throw .failed(path, reason: error.message)
        }
        switch (file.expecting, current) {
        case (nil, nil): return
        case (nil, .some): throw .alreadyExists(path)
        case (.some, nil): throw .changedOnDisk(path)
        case (.some(let expected), .some(let now)):
            guard expected.sameContent(as: now) else { throw .changedOnDisk(path) }
        }
    }

    private static func removeStaging(_ staging: String) {
        // COMMIT goes last: a kill half-way through leaves a staging folder that is still understood.
        if let names = try? FileManager.default.contentsOfDirectory(atPath: staging) {
            for name in names where name != "COMMIT" { unlink(staging + "/" + name) }
        }
        unlink(staging + "/COMMIT")
        rmdir(staging)
    }

    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
