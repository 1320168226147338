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
    /// Without `sourceMaps`, each file's `result.sourceMap` is left empty
    /// (`CollectionFile.hasSourceMap` false; `resultWithSourceMap()` makes
    /// it for one file): a caller that rarely points at a value saves a
    /// share of its memory and parse time. With them, each file's map is
    /// made on demand (`ParseParts.collection`): positions inside list items
    /// are worked out when first asked for. A file taken over unchanged from
    /// `previous` keeps what it had.
    public static func reload(_ previous: KitchenCollection?, root: String, sourceMaps: Bool = true) -> KitchenCollection {
        reload(previous, root: root, keeping: sourceMaps ? .collection : .syntaxTree, scanned: scan(root: root, stamps: previous != nil))
    }

    /// `reload`, keeping `parts` of each parse (`CollectionFile.kept`), with
    /// the files `scanned` by a walk of the folder made for it
    /// (`scan(root:)`; the store's walk also arms its change check). The
    /// walk need not `stat` the files when there is no `previous` to compare
    /// them with: reading a file takes its stamp anyway.
    static func reload(_ previous: KitchenCollection?, root: String, keeping parts: ParseParts, scanned: FolderScan) -> KitchenCollection {
        let root = root.isEmpty ? "." : root
        let absoluteRoot = absolutePath(of: root)
        let (found, problems) = (scanned.files, scanned.problems)
        var known: [String: CollectionFile] = [:]
        if let previous, previous.absoluteRoot == absoluteRoot, previous.root == root {
            known.reserveCapacity(previous.files.count)
            for file in previous.files { known[file.relativePath] = file }
        }
        // Foods files first: plan lines `food NAME AMOUNT` are read against the table they make.
        let foodsFound = found.filter { KitchenCollection.isFoodsFile($0.0) }
        let otherFound = foodsFound.isEmpty ? found : found.filter { !KitchenCollection.isFoodsFile($0.0) }
        let read = { @Sendable [known] (relativePath: String, stamp: FileStamp?, reusable: Bool) -> CollectionFile in
            let old = known[relativePath]
            if reusable, let old, let oldStamp = old.stamp, oldStamp == stamp { return old }
            let file = readFile(
                absolutePath: absoluteRoot + "/" + relativePath,
                displayPath: displayPath(root: root, relativePath: relativePath), relativePath: relativePath,
                keeping: parts)
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
        return KitchenCollection(
            root: root, absoluteRoot: absoluteRoot, files: foodsFiles.isEmpty ? others : foodsFiles + others,
            loadDiagnostics: problems)
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
        // Each result is put straight into its place in the array returned
        // (no optional per element, no second array to copy them into).
        return [Output](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let output = SendableBuffer(base: base)
            DispatchQueue.concurrentPerform(iterations: chunks) { index in
                let start = index * chunk
                FoodTable.$scopedOwnFoods.withValue(own) {
                    for position in start..<min(start + chunk, count) {
                        (output.base + position).initialize(to: transform(elements[position]))
                    }
                }
            }
            initialized = count
        }
    }

    /// A buffer whose elements are written from several threads, each
    /// element by exactly one of them.
    private struct SendableBuffer<Element>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
    }

    /// The relative paths of the collection files below `root`, in walking
    /// order, without reading them; and the folders that could not be listed
    /// (or the root itself when it is not a folder).
    public static func filePaths(root: String) -> (relativePaths: [String], problems: [Diagnostic]) {
        let (found, problems) = fileStamps(root: root)
        return (found.map(\.0), problems)
    }

    /// `filePaths`, with what `stat` said about each file.
    static func fileStamps(root: String) -> (files: [(String, FileStamp?)], problems: [Diagnostic]) {
        let scan = scan(root: root)
        return (scan.files, scan.problems)
    }

    /// What one walk over the collection folder found.
    struct FolderScan {
        /// The collection files in walking order, with what `stat` said about
        /// each (nil for a plain file when the walk was asked for no stamps).
        var files: [(String, FileStamp?)] = []
        /// The relative paths of the files among them that are symbolic links.
        var linkedFiles: [String] = []
        /// Folders that could not be listed (or the root itself when it is not a folder).
        var problems: [Diagnostic] = []
        /// The device of the root folder; nil when there is no root folder.
        var device: UInt64?
    }

    /// Walks the collection folder; `visit` is called with every folder
    /// (absolute and relative path) just before it is listed.
    static func scan(
        root: String, sorted: Bool = true, stamps: Bool = true, visit: ((String, String) -> Void)? = nil
    ) -> FolderScan {
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
                 scan: &scan, sorted: sorted, stamps: stamps, visit: visit)
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
        var name = name
        return name.withUTF8 { isCollectionName(UnsafeRawBufferPointer($0)) }
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
        // A binary file has no tree or source map to give, whatever is asked.
        var kept = ParseParts.all
        if let nul = FileBytes.binaryOffset(read.bytes) {
            let diagnostic = FileBytes.binaryDiagnostic(at: nul, in: source)
            result = ParseResult(
                tree: SyntaxTree(source: source, lines: []), document: nil, diagnostics: [diagnostic], sourceMap: [:])
        } else {
            result = Language.parse(source, keeping: parts)
            kept = parts
        }
        var file = CollectionFile(
            relativePath: relativePath, absolutePath: absolutePath, source: source, result: result,
            fingerprint: read.fingerprint)
        file.kept = kept
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
    ///
    /// Each folder is listed once with `readdir`; a name the listing says is
    /// a plain file and that is no collection file is passed over without a
    /// `stat`, and every other name is looked at with `fstatat` relative to
    /// the open folder (no path built and resolved from the root per file).
    /// With `sorted` false the names are taken in the folder's own order:
    /// the check before each command needs no order, and sorting a folder of
    /// 100,000 names is what made that walk grow faster than the collection.
    private static func walk(
        root: String, absoluteRoot: String, relative: String, depth: Int, device: dev_t, seen: inout Set<String>,
        scan: inout FolderScan, sorted: Bool, stamps: Bool, visit: ((String, String) -> Void)?
    ) {
        let folder = relative.isEmpty ? absoluteRoot : absoluteRoot + "/" + relative
        guard seen.insert(absolutePath(of: folder)).inserted else { return }
        visit?(folder, relative)
        guard let stream = opendir(folder) else {
            scan.problems.append(Diagnostic(
                .error, "cannot list folder", path: displayPath(root: root, relativePath: relative), range: nil))
            return
        }
        defer { closedir(stream) }
        let descriptor = dirfd(stream)
        var entries = listing(stream)
        if sorted { entries.sort { $0.name < $1.name } }
        let prefix = relative.isEmpty ? "" : relative + "/"
        for entry in entries {
            let name = entry.name
            // The listing says it is a plain file, and no stamp is wanted: no `stat`.
            if !stamps, entry.isRegularFile {
                scan.files.append((prefix + name, nil))
                continue
            }
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if depth < maxDepth, info.st_dev == device {
                    walk(root: root, absoluteRoot: absoluteRoot, relative: prefix + name, depth: depth + 1,
                         device: device, seen: &seen, scan: &scan, sorted: sorted, stamps: stamps, visit: visit)
                }
                continue
            }
            var linked = false
            if (info.st_mode & S_IFMT) == S_IFLNK {
                let childAbsolute = folder + "/" + name
                // The link policy: followed only when it stays inside the collection.
                guard let target = resolvedPath(childAbsolute), CollectionPaths.isInside(target, root: absoluteRoot) else {
                    if entry.isCollectionName || stat(childAbsolute, &info) == 0
                        && (info.st_mode & S_IFMT) == S_IFDIR {
                        scan.problems.append(Diagnostic(
                            .warning, "symbolic link leads outside the collection (or nowhere); not read",
                            path: displayPath(root: root, relativePath: prefix + name), range: nil))
                    }
                    continue
                }
                guard stat(childAbsolute, &info) == 0 else { continue }
                linked = true
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                continue  // a symbolic link to a folder is not followed
            } else if entry.isCollectionName {
                let childRelative = prefix + name
                scan.files.append((childRelative, FileStamp(info)))
                if linked { scan.linkedFiles.append(childRelative) }
            }
        }
    }

    /// A name in a folder listing that the walk looks at.
    private struct ListedName {
        var name: String
        var isCollectionName: Bool
        /// A collection file that the listing says is a plain file (not a link).
        var isRegularFile: Bool
    }

    /// The names in an open folder that the walk looks at: no hidden names
    /// (which leaves out `.` and `..`), no names that are not UTF-8 (they
    /// could not be opened again through a `String`), and no plain files
    /// (by the listing's own word) that are not collection files.
    private static func listing(_ stream: FolderStream) -> [ListedName] {
        var names: [ListedName] = []
        while let entry = readdir(stream) {
            let type = entry.pointee.d_type
            let listed = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> ListedName? in
                let bytes = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
                guard let first = bytes.first, first != UInt8(ascii: ".") else { return nil }
                let isCollection = isCollectionName(bytes)
                if type == directoryEntryRegular && !isCollection { return nil }
                guard let name = String(validating: bytes, as: UTF8.self) else { return nil }
                return ListedName(name: name, isCollectionName: isCollection,
                                  isRegularFile: isCollection && type == directoryEntryRegular)
            }
            if let listed { names.append(listed) }
        }
        return names
    }

    #if canImport(Darwin)
    private typealias FolderStream = UnsafeMutablePointer<DIR>
    #else
    private typealias FolderStream = OpaquePointer
    #endif

    /// `DT_REG`: what `readdir` says of a plain file (the same value on Linux and the BSDs).
    private static let directoryEntryRegular: UInt8 = 8

    /// Whether a file with this name (its UTF-8 bytes, no folder) is part of a collection.
    static func isCollectionName(_ name: UnsafeRawBufferPointer) -> Bool {
        guard let first = name.first, first != UInt8(ascii: "."), let base = name.baseAddress else { return false }
        for exact in exactNames where exact.count == name.count && exact.elementsEqual(name) { return true }
        for suffix in suffixes where name.count > suffix.count {
            let same = suffix.withUnsafeBytes { wanted in
                wanted.baseAddress.map { memcmp(base + (name.count - wanted.count), $0, wanted.count) == 0 } ?? false
            }
            if same { return true }
        }
        return false
    }

    /// Whether a file with these name bytes (no folder) is part of a collection.
    static func isCollectionName(_ name: [UInt8]) -> Bool {
        name.withUnsafeBytes { isCollectionName($0) }
    }

    private static let exactNames: [[UInt8]] = ["shopping.list", "inbox.list", "settings", "pantry", "aisles"].map { Array($0.utf8) }
    private static let suffixes: [[UInt8]] = [".recipe", ".plan", ".settings", ".inbox", ".foods"].map { Array($0.utf8) }
}
