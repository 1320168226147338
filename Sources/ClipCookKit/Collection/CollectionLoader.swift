#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads a collection folder: every ClipCook file below it, parsed.
///
/// Files taken, anywhere below the root (the conventional places are
/// `recipes/`, `plans/` and the top of the folder): names ending in
/// `.recipe`, `.plan`, `.settings`, `.inbox` or `.foods`, and files named exactly
/// `shopping.list`, `inbox.list`, `settings`, `pantry` or `aisles`. Hidden files and folders
/// (a leading `.`, which includes `.git` and the writer's temporary files)
/// and `.build` are skipped; folders reached twice through symbolic links are
/// read once. A symbolic link is followed only when its real target is inside
/// the collection folder; one that leads out of it (or nowhere) is reported
/// as a warning and never opened, so nothing of its target is ever shown. A file that cannot be read, is too large or is binary becomes
/// an error diagnostic and the rest of the collection still loads.
public enum CollectionLoader {
    /// Deeper folders are not visited (a guard against pathological trees).
    public static let maxDepth = 32

    public static func load(root: String) -> KitchenCollection {
        reload(nil, root: root)
    }

    /// Reads the collection at `root` again, taking from `previous` (the
    /// same collection, read before) every file whose stamp says it has not
    /// changed since: only new and changed files are read and parsed.
    ///
    /// Without `sourceMaps`, each file's `result.sourceMap` is left empty:
    /// a session that never points at a value saves a third of its memory.
    /// With them, each file's map is made on demand (`ParseParts.collection`):
    /// positions inside list items are worked out when first asked for.
    public static func reload(_ previous: KitchenCollection?, root: String, sourceMaps: Bool = true) -> KitchenCollection {
        let root = root.isEmpty ? "." : root
        let absoluteRoot = absolutePath(of: root)
        let (found, problems) = fileStamps(root: root)
        var known: [String: CollectionFile] = [:]
        if let previous, previous.absoluteRoot == absoluteRoot, previous.root == root {
            known.reserveCapacity(previous.files.count)
            for file in previous.files { known[file.relativePath] = file }
        }
        // Foods files first: plan lines `food NAME AMOUNT` are read against the table they make.
        let foodsFound = found.filter { KitchenCollection.isFoodsFile($0.0) }
        let otherFound = foodsFound.isEmpty ? found : found.filter { !KitchenCollection.isFoodsFile($0.0) }
        let read = { @Sendable [known] (relativePath: String, stamp: FileStamp, reusable: Bool) -> CollectionFile in
            let old = known[relativePath]
            if reusable, let old, let oldStamp = old.stamp, oldStamp == stamp { return old }
            let file = readFile(
                absolutePath: absoluteRoot + "/" + relativePath,
                displayPath: displayPath(root: root, relativePath: relativePath), relativePath: relativePath,
                keeping: sourceMaps ? .collection : .syntaxTree)
            // The same bytes as before: keep the parse already made.
            if reusable, let old, let before = old.fingerprint, let after = file.fingerprint, before.sameContent(as: after),
               old.source.bytes == file.source.bytes {
                var kept = old
                kept.fingerprint = after
                kept.stamp = file.stamp
                return kept
            }
            return file
        }
        let foodsFiles = concurrentMap(foodsFound) { read($0.0, $0.1, true) }
        let own = KitchenCollection(root: root, absoluteRoot: absoluteRoot, files: foodsFiles).ownFoods
        // A plan read with other foods than these is read again.
        let plansReusable = own == (previous?.ownFoods ?? [])
        let others = concurrentMap(otherFound) { relativePath, stamp in
            FoodTable.$scopedOwnFoods.withValue(own) { read(relativePath, stamp, plansReusable || !relativePath.hasSuffix(".plan")) }
        }
        return KitchenCollection(root: root, absoluteRoot: absoluteRoot, files: foodsFiles + others, loadDiagnostics: problems)
    }

    /// `transform` applied to every element, on every core, in order. The
    /// caller's collection foods (`FoodTable.scopedOwnFoods`, a task-local
    /// that worker threads do not inherit) are bound on every thread, so plan
    /// lines read the same wherever they are read.
    public static func concurrentMap<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        let count = elements.count
        guard count > 1 else { return elements.map(transform) }
        let own = FoodTable.scopedOwnFoods
        // Slices of a few files each: enough to share the work evenly
        // without a hand-over per file.
        let chunk = 16
        let chunks = (count + chunk - 1) / chunk
        var results = [Output?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let output = SendableBuffer(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: chunks) { index in
                let start = index * chunk
                FoodTable.$scopedOwnFoods.withValue(own) {
                    for position in start..<min(start + chunk, count) {
                        output.buffer[position] = transform(elements[position])
                    }
                }
            }
        }
        return results.compactMap { $0 }
    }

    /// A buffer whose elements are written from several threads, each
    /// element by exactly one of them.
    private struct SendableBuffer<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element>
    }

    /// The relative paths of the collection files below `root`, in walking
    /// order, without reading them; and the folders that could not be listed
    /// (or the root itself when it is not a folder).
    public static func filePaths(root: String) -> (relativePaths: [String], problems: [Diagnostic]) {
        let (found, problems) = fileStamps(root: root)
        return (found.map(\.0), problems)
    }

    /// `filePaths`, with what `stat` said about each file.
    static func fileStamps(root: String) -> (files: [(String, FileStamp)], problems: [Diagnostic]) {
        let scan = scan(root: root)
        return (scan.files, scan.problems)
    }

    /// What one walk over the collection folder found.
    struct FolderScan {
        /// The collection files in walking order, with what `stat` said about each.
        var files: [(String, FileStamp)] = []
        /// The relative paths of the files among them that are symbolic links.
        var linkedFiles: [String] = []
        /// Folders that could not be listed (or the root itself when it is not a folder).
        var problems: [Diagnostic] = []
        /// The device of the root folder; nil when there is no root folder.
        var device: UInt64?
    }

    /// Walks the collection folder; `visit` is called with every folder
    /// (absolute and relative path) just before it is listed.
    static func scan(root: String, visit: ((String, String) -> Void)? = nil) -> FolderScan {
        let root = root.isEmpty ? "." : root
        let absoluteRoot = absolutePath(of: root)
        var scan = FolderScan()
        var info = stat()
        if stat(absoluteRoot, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
            scan.problems.append(Diagnostic(.error, "no such collection folder", path: root, range: nil))
        } else {
            scan.device = UInt64(truncatingIfNeeded: info.st_dev)
            var seen: Set<String> = []
            walk(root: root, absoluteRoot: absoluteRoot, relative: "", depth: 0, device: info.st_dev, seen: &seen,
                 scan: &scan, visit: visit)
        }
        return scan
    }

    /// Whether a file at this relative path is part of a collection.
    public static func isCollectionFile(relativePath: String) -> Bool {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return isCollectionName(name)
    }

    /// Whether a file with this name (no folder) is part of a collection.
    static func isCollectionName(_ name: String) -> Bool {
        guard !name.hasPrefix(".") else { return false }
        switch name {
        case "shopping.list", "inbox.list", "settings", "pantry", "aisles": return true
        default: break
        }
        for suffix in [".recipe", ".plan", ".settings", ".inbox", ".foods"] where name.hasSuffix(suffix) {
            return name.utf8.count > suffix.utf8.count
        }
        return false
    }

    /// Reads and parses one file of the collection at `root` (to reload it after a change).
    public static func loadFile(relativePath: String, root: String) -> CollectionFile {
        let root = root.isEmpty ? "." : root
        return readFile(
            absolutePath: absolutePath(of: root) + "/" + relativePath,
            displayPath: displayPath(root: root, relativePath: relativePath),
            relativePath: relativePath)
    }

    /// Reads and parses one file; never fails: problems become diagnostics.
    public static func readFile(absolutePath: String, displayPath: String, relativePath: String,
                                keeping parts: ParseParts = .all) -> CollectionFile {
        func failed(_ message: String) -> CollectionFile {
            let source = SourceFile(path: displayPath, bytes: [])
            let result = ParseResult(
                tree: SyntaxTree(source: source, lines: []), document: nil,
                diagnostics: [Diagnostic(.error, message, path: displayPath, range: nil)], sourceMap: [:])
            return CollectionFile(
                relativePath: relativePath, absolutePath: absolutePath, source: source, result: result, fingerprint: nil)
        }
        let read: FileBytes
        do {
            read = try FileBytes.load(atPath: absolutePath)
        } catch {
            return failed(error.message)
        }
        let source = SourceFile(path: displayPath, bytes: read.bytes)
        let result: ParseResult
        if let nul = FileBytes.binaryOffset(read.bytes) {
            let diagnostic = FileBytes.binaryDiagnostic(at: nul, in: source)
            result = ParseResult(
                tree: SyntaxTree(source: source, lines: []), document: nil, diagnostics: [diagnostic], sourceMap: [:])
        } else {
            result = Language.parse(source, keeping: parts)
        }
        var file = CollectionFile(
            relativePath: relativePath, absolutePath: absolutePath, source: source, result: result,
            fingerprint: read.fingerprint)
        // A stamp taken in the same moment as the file's last change may not
        // show the next change: then the file is read again on every reload.
        file.stamp = read.stamp.isSettled(at: FileStamp.wallClockSeconds()) ? read.stamp : nil
        return file
    }

    /// The path shown in diagnostics: relative to the current folder when
    /// the root was given relative, e.g. `kitchen/recipes/pasta.recipe`.
    public static func displayPath(root: String, relativePath: String) -> String {
        var base = root
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        if base == "." || base.isEmpty { return relativePath }
        return base == "/" ? "/" + relativePath : base + "/" + relativePath
    }

    /// `path` with symbolic links and `..` resolved (as given, made absolute, when it does not exist).
    public static func absolutePath(of path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        if path.hasPrefix("/") { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The real path of `path`, or nil when it leads nowhere.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Walks the folders below the root: never through a symbolic link to a
    /// folder, never onto another file system (so `/proc`, `/sys` and mounted
    /// disks below the root are not visited), at most `maxDepth` deep.
    private static func walk(
        root: String, absoluteRoot: String, relative: String, depth: Int, device: dev_t, seen: inout Set<String>,
        scan: inout FolderScan, visit: ((String, String) -> Void)?
    ) {
        let folder = relative.isEmpty ? absoluteRoot : absoluteRoot + "/" + relative
        guard seen.insert(absolutePath(of: folder)).inserted else { return }
        visit?(folder, relative)
        guard let names = folderNames(folder) else {
            scan.problems.append(Diagnostic(
                .error, "cannot list folder", path: displayPath(root: root, relativePath: relative), range: nil))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let childAbsolute = folder + "/" + name
            var info = stat()
            guard lstat(childAbsolute, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if depth < maxDepth, info.st_dev == device {
                    walk(root: root, absoluteRoot: absoluteRoot, relative: childRelative, depth: depth + 1,
                         device: device, seen: &seen, scan: &scan, visit: visit)
                }
                continue
            }
            var linked = false
            if (info.st_mode & S_IFMT) == S_IFLNK {
                // The link policy: followed only when it stays inside the collection.
                guard let target = resolvedPath(childAbsolute), CollectionPaths.isInside(target, root: absoluteRoot) else {
                    if isCollectionName(name) || stat(childAbsolute, &info) == 0
                        && (info.st_mode & S_IFMT) == S_IFDIR {
                        scan.problems.append(Diagnostic(
                            .warning, "symbolic link leads outside the collection (or nowhere); not read",
                            path: displayPath(root: root, relativePath: childRelative), range: nil))
                    }
                    continue
                }
                guard stat(childAbsolute, &info) == 0 else { continue }
                linked = true
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                continue  // a symbolic link to a folder is not followed
            } else if isCollectionName(name) {
                scan.files.append((childRelative, FileStamp(info)))
                if linked { scan.linkedFiles.append(childRelative) }
            }
        }
    }

    /// The names in a folder (without `.` and `..`), sorted; nil when it cannot be listed.
    private static func folderNames(_ folder: String) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> String? in
                let bytes = raw.prefix { $0 != 0 }
                let name = String(decoding: bytes, as: UTF8.self)
                // A name that is not UTF-8 could not be opened again through a String.
                return name.utf8.elementsEqual(bytes) ? name : nil
            }
            guard let name, name != ".", name != ".." else { continue }
            names.append(name)
        }
        return names.sorted()
    }
}
