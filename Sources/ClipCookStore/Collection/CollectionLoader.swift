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

    /// `load(root:)` keeping `parts` of each parse (`lint` adds
    /// `.cappedDiagnostics` to `.collection`: it keeps no more of a file's
    /// problems than it reports).
    package static func load(root: String, keeping parts: ParseParts) -> KitchenCollection {
        reload(nil, root: root, keeping: parts, scanned: scan(root: root, stamps: false))
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
    package static func reload(_ previous: KitchenCollection?, root: String, keeping parts: ParseParts, scanned: FolderScan) -> KitchenCollection {
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
                old.source.bytes == file.source.bytes
            {
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
    package static func fileStamps(root: String) -> (files: [(String, FileStamp?)], problems: [Diagnostic]) {
        let scan = scan(root: root)
        return (scan.files, scan.problems)
    }

    /// Whether a file at this relative path is part of a collection.
    public static func isCollectionFile(relativePath: String) -> Bool {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return isCollectionName(name)
    }

    /// Whether a file with this name (no folder) is part of a collection.
    package static func isCollectionName(_ name: String) -> Bool {
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
    public static func readFile(
        absolutePath: String, displayPath: String, relativePath: String,
        keeping parts: ParseParts = .all
    ) -> CollectionFile {
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
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a file with this name (its UTF-8 bytes, no folder) is part of a collection.
    package static func isCollectionName(_ name: UnsafeRawBufferPointer) -> Bool {
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
    package static func isCollectionName(_ name: [UInt8]) -> Bool {
        name.withUnsafeBytes { isCollectionName($0) }
    }

    private static let exactNames: [[UInt8]] = ["shopping.list", "inbox.list", "settings", "pantry", "aisles"].map { Array($0.utf8) }
    private static let suffixes: [[UInt8]] = [".recipe", ".plan", ".settings", ".inbox", ".foods"].map { Array($0.utf8) }
}

extension CollectionLoader {
    /// The collection at `root` as far as the files whose relative paths
    /// `wanted` takes: the others are listed, not read.
    static func filesOnly(root: String, _ wanted: (String) -> Bool) -> KitchenCollection {
        let root = root.isEmpty ? "." : root
        let absoluteRoot = absolutePath(of: root)
        let files = fileStamps(root: root).files.map(\.0).filter(wanted).map { relativePath in
            readFile(
                absolutePath: absoluteRoot + "/" + relativePath,
                displayPath: displayPath(root: root, relativePath: relativePath), relativePath: relativePath)
        }
        return KitchenCollection(root: root, absoluteRoot: absoluteRoot, files: files)
    }
}
