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

/// Removes the temporary files (`.NAME.tmp-PID-RANDOM`) that `AtomicWriter`
/// leaves behind when a process is killed between writing and renaming.
///
/// Such a file is never the only copy of anything: until the rename, the
/// target still holds the old version, which is what the collection reads.
/// The file is removed only when the process that wrote it (the PID in its
/// name) is no longer running, so a write in progress in another REPL is
/// never disturbed. Hidden folders (`.git`) and links out of the collection
/// are not visited, except ClipCook's own state folder (`.clipcook/`).
public enum TemporaryFileSweep {
    /// Removes the stray temporary files below `root`; returns their paths
    /// relative to `root`, for the caller to report.
    @discardableResult
    public static func sweep(root: String) -> [String] {
        let absoluteRoot = CollectionLoader.absolutePath(of: root.isEmpty ? "." : root)
        var removed: [String] = []
        var seen: Set<String> = []
        visit(absoluteRoot, relative: "", root: absoluteRoot, depth: 0, seen: &seen, removed: &removed)
        // ClipCook's own state folder is hidden but written atomically too (the undo journal, cook timers).
        let state = UndoJournal.folderName
        visit(absoluteRoot + "/" + state, relative: state, root: absoluteRoot, depth: 1, seen: &seen, removed: &removed)
        return removed.sorted(by: DiskChangeCheck.walkOrder)
    }

    /// The PID in a temporary file's name, or nil when the name is not one.
    package static func writerPID(ofTemporaryName name: String) -> Int32? {
        guard name.hasPrefix(".") else { return nil }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 3].hasSuffix(".tmp"),
            let pid = Int32(parts[parts.count - 2]), pid > 0,
            let random = parts.last, !random.isEmpty, random.allSatisfy(\.isHexDigit)
        else { return nil }
        return pid
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// Lists `folder` once with `readdir`. Only hidden names that read as a
    /// temporary file, folders and symbolic links are looked at: the
    /// collection's own files, which are most of the names, cost no `stat`.
    /// The names are taken in the folder's order; what was removed is put
    /// in the order of a walk over sorted names at the end.
    private static func visit(
        _ folder: String, relative: String, root: String, depth: Int, seen: inout Set<String>, removed: inout [String]
    ) {
        guard depth <= CollectionLoader.maxDepth, seen.insert(folder).inserted, let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        let descriptor = dirfd(stream)
        var folders: [(path: String, relative: String)] = []
        while let entry = readdir(stream) {
            let type = entry.pointee.d_type
            // A plain file that is not hidden is never a temporary file.
            guard type != regularFile || entry.pointee.d_name.0 == CChar(UInt8(ascii: ".")) else { continue }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let pid = writerPID(ofTemporaryName: name)
            guard pid != nil || !name.hasPrefix(".") else { continue }
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            if kind == S_IFREG, let pid, !isRunning(pid) {
                if unlinkat(descriptor, name, 0) == 0 { removed.append(childRelative) }
            } else if !name.hasPrefix("."), name != ".build" {
                let path = folder + "/" + name
                if kind == S_IFDIR {
                    folders.append((path, childRelative))
                } else if kind == S_IFLNK, let target = CollectionLoader.resolvedPath(path),
                    CollectionPaths.isInside(target, root: root), stat(target, &info) == 0,
                    (info.st_mode & S_IFMT) == S_IFDIR
                {
                    folders.append((target, childRelative))
                }
            }
        }
        // In name order, as before: which of two links to one folder is
        // followed does not depend on the order the folder lists them in.
        for child in folders.sorted(by: { $0.relative < $1.relative }) {
            visit(child.path, relative: child.relative, root: root, depth: depth + 1, seen: &seen, removed: &removed)
        }
    }

    /// `DT_REG`: what `readdir` says of a plain file (the same value on Linux and the BSDs).
    private static let regularFile: UInt8 = 8
}
