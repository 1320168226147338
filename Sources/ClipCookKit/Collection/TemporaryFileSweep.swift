#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Removes the temporary files (`.NAME.tmp-PID-RANDOM`) that `AtomicWriter`
/// leaves behind when a process is killed between writing and renaming.
///
/// Such a file is never the only copy of anything: until the rename, the
/// target still holds the old version, which is what the collection reads.
/// The file is removed only when the process that wrote it (the PID in its
/// name) is no longer running, so a write in progress in another REPL is
/// never disturbed. Hidden folders (`.git`) and links out of the collection
/// are not visited.
public enum TemporaryFileSweep {
    /// Removes the stray temporary files below `root`; returns their paths
    /// relative to `root`, for the caller to report.
    @discardableResult
    public static func sweep(root: String) -> [String] {
        let absoluteRoot = CollectionLoader.absolutePath(of: root.isEmpty ? "." : root)
        var removed: [String] = []
        var seen: Set<String> = []
        visit(absoluteRoot, relative: "", root: absoluteRoot, depth: 0, seen: &seen, removed: &removed)
        return removed
    }

    /// The PID in a temporary file's name, or nil when the name is not one.
    static func writerPID(ofTemporaryName name: String) -> Int32? {
        guard name.hasPrefix(".") else { return nil }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 3].hasSuffix(".tmp"),
              let pid = Int32(parts[parts.count - 2]), pid > 0,
              let random = parts.last, !random.isEmpty, random.allSatisfy(\.isHexDigit) else { return nil }
        return pid
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    private static func visit(
        _ folder: String, relative: String, root: String, depth: Int, seen: inout Set<String>, removed: inout [String]
    ) {
        guard depth <= CollectionLoader.maxDepth, seen.insert(folder).inserted,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = folder + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFREG, let pid = writerPID(ofTemporaryName: name), !isRunning(pid) {
                if unlink(path) == 0 { removed.append(childRelative) }
            } else if !name.hasPrefix("."), name != ".build" {
                if kind == S_IFDIR {
                    visit(path, relative: childRelative, root: root, depth: depth + 1, seen: &seen, removed: &removed)
                } else if kind == S_IFLNK, let target = CollectionLoader.resolvedPath(path),
                          CollectionPaths.isInside(target, root: root), stat(target, &info) == 0,
                          (info.st_mode & S_IFMT) == S_IFDIR {
                    visit(target, relative: childRelative, root: root, depth: depth + 1, seen: &seen, removed: &removed)
                }
            }
        }
    }
}
