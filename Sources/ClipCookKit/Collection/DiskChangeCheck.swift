#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files of a loaded collection differ from the disk: the check the
/// REPL makes before every command.
///
/// The first check walks the whole folder and compares every file's stamp,
/// and while walking it asks the kernel to report every later change in
/// each folder (`FolderWatch`). Each later check then looks only at the
/// files the kernel named, and at files that are symbolic links (a change
/// of the target is reported under the target's name), so it costs next to
/// nothing on a collection nobody touched, however large. A file edited in
/// place in an unchanged folder is still noticed: the kernel reports the
/// write itself, not the folder's time. Where there is no such report
/// (another system, a network file system, too many folders), or when the
/// report says folders changed or events were lost, every check walks the
/// whole folder again.
final class DiskChangeCheck {
    let root: String
    /// Whether the kernel's reports may be used (tests turn it off to check the walk).
    var usesFolderWatch: Bool
    private var watch: FolderWatch?
    /// Symbolic links among the collection files at the last walk.
    private var linkedFiles: [String] = []

    init(root: String, usesFolderWatch: Bool = true) {
        self.root = root
        self.usesFolderWatch = usesFolderWatch
    }

    /// The relative paths of the files added, removed or changed on disk
    /// compared with `collection`: by their stamp (inode, size, times), or,
    /// for a file whose stamp was too recent to trust, by its content.
    func changes(comparedWith collection: KitchenCollection) -> [String] {
        if usesFolderWatch, let watch {
            switch watch.takeNews() {
            case .nothing:
                return check([], against: collection) ?? walk(comparedWith: collection)
            case .paths(let paths):
                return check(paths, against: collection) ?? walk(comparedWith: collection)
            case .everything:
                break
            }
        }
        return walk(comparedWith: collection)
    }

    /// How many times the whole folder was walked (for tests).
    private(set) var walkCount = 0

    /// The walk for a full load of the collection (`CollectionLoader.reload`),
    /// in the loader's order. When no watch is armed yet (the first load),
    /// this walk arms it, so that the first check after the load looks only
    /// at what the kernel reports instead of walking every file once more:
    /// each folder is watched before it is listed, so a change made after
    /// the load listed it is reported, and a change made before was read by
    /// the load itself.
    func scanForLoad(stamps: Bool) -> CollectionLoader.FolderScan {
        guard usesFolderWatch, watch == nil else { return CollectionLoader.scan(root: root, stamps: stamps) }
        return armingScan(sorted: true, stamps: stamps)
    }

    /// Whether the kernel reports changes (else every check walks the whole folder).
    var isWatching: Bool { watch != nil }

    /// Looks only at the files named and at the symbolic links (through
    /// them); nil when a name calls for a whole walk (it is now a symbolic
    /// link or a folder).
    private func check(_ named: Set<String>, against collection: KitchenCollection) -> [String]? {
        var found: [String] = []
        let absoluteRoot = collection.absoluteRoot
        for relative in named.sorted() {
            var info = stat()
            let old = collection.file(relativePath: relative)
            guard lstat(absoluteRoot + "/" + relative, &info) == 0 else {
                if old != nil { found.append(relative) }
                continue
            }
            guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            guard let old else {
                found.append(relative)
                continue
            }
            if differs(old, FileStamp(info)) { found.append(relative) }
        }
        for relative in linkedFiles where !named.contains(relative) {
            guard let old = collection.file(relativePath: relative) else { continue }
            var info = stat()
            guard stat(absoluteRoot + "/" + relative, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            if differs(old, FileStamp(info)) { found.append(relative) }
        }
        return found
    }

    /// Walks the whole folder (arming a new watch on the way) and compares every file.
    ///
    /// The walk takes each folder's names in the order the folder gives
    /// them (no sort) and marks the files it finds in an array beside the
    /// collection's (no set of paths): its cost grows with the collection,
    /// not faster. Only what it reports is put in order: changed and new
    /// files in the order of the sorted walk, then the files gone.
    private func walk(comparedWith collection: KitchenCollection) -> [String] {
        let scan = armingScan(sorted: false, stamps: true)
        var found: [String] = []
        var present = [Bool](repeating: false, count: collection.files.count)
        let known = collection.positions
        for (relative, stamp) in scan.files {
            guard let position = known[relative] else {
                found.append(relative)
                continue
            }
            present[position] = true
            // Every stamp is there: this walk asks for them.
            if let stamp, !differs(collection.files[position], stamp) { continue }
            found.append(relative)
        }
        found.sort(by: DiskChangeCheck.walkOrder)
        for index in collection.files.indices where !present[index] { found.append(collection.files[index].relativePath) }
        return found
    }

    /// Walks the whole folder, arming a new watch on the way (when the
    /// kernel's reports may be used), and keeps the symbolic links found.
    private func armingScan(sorted: Bool, stamps: Bool) -> CollectionLoader.FolderScan {
        walkCount += 1
        var watch: FolderWatch?
        var asked = !usesFolderWatch
        let scan = CollectionLoader.scan(root: root, sorted: sorted, stamps: stamps) { absolute, relative in
            // The root comes first; the walk never leaves its file system.
            if !asked {
                asked = true
                watch = FolderWatch.device(ofFolder: absolute).flatMap(FolderWatch.init(device:))
            }
            watch?.add(folder: absolute, relative: relative)
        }
        self.watch = scan.device == nil ? nil : watch
        linkedFiles = scan.linkedFiles.sorted(by: DiskChangeCheck.walkOrder)
        return scan
    }

    /// Whether relative path `a` comes before `b` in the loader's walk:
    /// folder by folder, each folder's names in order.
    static func walkOrder(_ a: String, _ b: String) -> Bool {
        a.split(separator: "/", omittingEmptySubsequences: false)
            .lexicographicallyPrecedes(b.split(separator: "/", omittingEmptySubsequences: false)) { String($0) < String($1) }
    }

    /// Whether `file` as loaded differs from the file whose stamp is now `stamp`.
    private func differs(_ file: CollectionFile, _ stamp: FileStamp) -> Bool {
        if let old = file.stamp { return old != stamp }
        guard let before = file.fingerprint, let now = try? FileBytes.load(atPath: file.absolutePath).fingerprint else {
            return true
        }
        return !now.sameContent(as: before)
    }
}

extension FolderWatch {
    /// The device of the folder at `path`.
    static func device(ofFolder path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(truncatingIfNeeded: info.st_dev)
    }
}
