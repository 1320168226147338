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
package final class DiskChangeCheck {
    package let root: String
    /// Whether the kernel's reports may be used (tests turn it off to check the walk).
    package var usesFolderWatch: Bool
    private var watch: FolderWatch?
    /// Symbolic links among the collection files at the last walk.
    private var linkedFiles: [String] = []

    package init(root: String, usesFolderWatch: Bool = true) {
        self.root = root
        self.usesFolderWatch = usesFolderWatch
    }

    /// The relative paths of the files added, removed or changed on disk
    /// compared with `collection`: by their stamp (inode, size, times), or,
    /// for a file whose stamp was too recent to trust, by its content.
    package func changes(comparedWith collection: KitchenCollection) -> [String] {
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
    package private(set) var walkCount = 0

    /// The walk for a full load of the collection (`CollectionLoader.reload`),
    /// in the loader's order. When no watch is armed yet (the first load),
    /// this walk arms it, so that the first check after the load looks only
    /// at what the kernel reports instead of walking every file once more:
    /// each folder is watched before it is listed, so a change made after
    /// the load listed it is reported, and a change made before was read by
    /// the load itself.
    package func scanForLoad(stamps: Bool) -> CollectionLoader.FolderScan {
        guard usesFolderWatch, watch == nil else { return CollectionLoader.scan(root: root, stamps: stamps) }
        return armingScan(sorted: true, stamps: stamps)
    }

    /// Whether the kernel reports changes (else every check walks the whole folder).
    package var isWatching: Bool { watch != nil }

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
            if DiskChangeCheck.differs(old, FileStamp(info)) { found.append(relative) }
        }
        for relative in linkedFiles where !named.contains(relative) {
            guard let old = collection.file(relativePath: relative) else { continue }
            var info = stat()
            guard stat(absoluteRoot + "/" + relative, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            if DiskChangeCheck.differs(old, FileStamp(info)) { found.append(relative) }
        }
        return found
    }

    /// Walks the whole folder (arming a new watch on the way) and compares every file.
    ///
    /// The walk takes each folder's names in the order of their inode
    /// numbers (no sort by name) and marks the files it finds in an array
    /// beside the collection's (no set of paths): its cost grows with the
    /// collection, not faster. It keeps, folder by folder, the names it met
    /// and the collection's stamps for them (`lastWalk`); the next walk over
    /// the same collection that meets the same names in the same order
    /// compares each file's stamp with the one kept, in order, without
    /// building its path or looking it up. Only what it reports is put in
    /// order: changed and new files in the order of the sorted walk, then
    /// the files gone.
    private func walk(comparedWith collection: KitchenCollection) -> [String] {
        var comparison = WalkComparison(
            collection: collection,
            last: lastWalk.flatMap { $0.revision === collection.revision ? $0.folders : nil } ?? [:])
        _ = armingWalk(sorted: false, stamps: true, into: &comparison)
        linkedFiles = comparison.linkedFiles.sorted(by: DiskChangeCheck.walkOrder)
        lastWalk = WalkRecord(revision: collection.revision, folders: comparison.folders)
        var found = comparison.found
        found.sort(by: DiskChangeCheck.walkOrder)
        if comparison.presentCount < collection.files.count {
            for index in collection.files.indices where !comparison.present[index] {
                found.append(collection.files[index].relativePath)
            }
        }
        return found
    }

    /// What the last whole walk met, folder by folder, for the collection of `revision`.
    private var lastWalk: WalkRecord?

    private struct WalkRecord {
        let revision: KitchenCollection.Revision
        /// By relative path of the folder ("" for the root).
        var folders: [String: FolderRecord]
    }

    /// The collection files a walk met in one folder, in the walk's order.
    package struct FolderRecord {
        /// Their names, one after the other.
        package var names: [UInt8] = []
        package var files: [RecordedFile] = []

        /// The file recorded at `index` when its name is `name`.
        package static func matching(_ name: UnsafeRawBufferPointer, in record: FolderRecord, at index: Int) -> RecordedFile? {
            guard index < record.files.count else { return nil }
            let file = record.files[index]
            let start = index > 0 ? record.files[index - 1].nameEnd : 0
            guard file.nameEnd - start == name.count else { return nil }
            let same = record.names.withUnsafeBytes { names in
                guard let base = names.baseAddress, let wanted = name.baseAddress else { return name.isEmpty }
                return memcmp(base + start, wanted, name.count) == 0
            }
            return same ? file : nil
        }

        /// The first `count` files.
        package func prefix(_ count: Int) -> FolderRecord {
            let namesEnd = count > 0 ? files[count - 1].nameEnd : 0
            return FolderRecord(names: Array(names[..<namesEnd]), files: Array(files[..<count]))
        }
    }

    package struct RecordedFile {
        /// Where its name ends in `FolderRecord.names` (it starts where the one before ends).
        package var nameEnd: Int
        /// Its place in the collection's files.
        package var position: Int
        /// Its stamp in the collection.
        package var stamp: FileStamp?
    }

    /// Compares what a walk finds with the collection, folder by folder:
    /// while a folder's files come in the order (and with the names) that
    /// the last walk recorded for it, each is compared with the stamp kept;
    /// from the first that does not, files are looked up by path.
    package struct WalkComparison: FolderWalkSink {
        package let collection: KitchenCollection
        /// The last walk's records (empty when it was made for another state of the collection).
        package let last: [String: FolderRecord]
        /// This walk's records.
        package var folders: [String: FolderRecord] = [:]
        package var found: [String] = []
        /// The symbolic links among the files found.
        package var linkedFiles: [String] = []
        /// Which of the collection's files were found, and how many.
        package var present: [Bool]
        package var presentCount = 0
        private var open: [Folder] = []

        /// A folder being walked.
        private struct Folder {
            let relative: String
            /// The last walk's record, while this walk has met the same files so far.
            var last: FolderRecord?
            /// How many of them it has met.
            var met = 0
            /// This walk's record, once it differs from the last one's.
            var record: FolderRecord?
        }

        package init(collection: KitchenCollection, last: [String: FolderRecord]) {
            self.collection = collection
            self.last = last
            present = [Bool](repeating: false, count: collection.files.count)
        }

        package mutating func enterFolder(_ relative: String) {
            let last = last[relative]
            open.append(Folder(relative: relative, last: last, record: last == nil ? FolderRecord() : nil))
        }

        package mutating func leaveFolder() {
            guard let folder = open.popLast() else { return }
            if let record = folder.record {
                folders[folder.relative] = record
            } else if let last = folder.last {
                folders[folder.relative] = folder.met == last.files.count ? last : last.prefix(folder.met)
            }
        }

        package mutating func file(named name: UnsafeRawBufferPointer, stamp: FileStamp?, linked: Bool) {
            guard !open.isEmpty else { return }
            let top = open.count - 1
            var position = -1
            var expected: FileStamp?
            if let last = open[top].last, let kept = FolderRecord.matching(name, in: last, at: open[top].met) {
                position = kept.position
                expected = kept.stamp
                open[top].met += 1
            } else {
                if let last = open[top].last {
                    // From here on, this folder's record is made anew.
                    open[top].record = last.prefix(open[top].met)
                    open[top].last = nil
                }
                let prefix = open[top].relative.isEmpty ? "" : open[top].relative + "/"
                let relative = prefix + String(decoding: name, as: UTF8.self)
                guard let known = collection.positions[relative] else {
                    found.append(relative)
                    if linked { linkedFiles.append(relative) }
                    return
                }
                position = known
                expected = collection.files[known].stamp
                open[top].record?.names.append(contentsOf: name)
                if let end = open[top].record?.names.count {
                    open[top].record?.files.append(RecordedFile(nameEnd: end, position: known, stamp: expected))
                }
            }
            if linked { linkedFiles.append(collection.files[position].relativePath) }
            if !present[position] {
                present[position] = true
                presentCount += 1
            }
            // Every stamp is there: this walk asks for them.
            guard let stamp else {
                found.append(collection.files[position].relativePath)
                return
            }
            if let expected {
                if expected != stamp { found.append(collection.files[position].relativePath) }
            } else if DiskChangeCheck.differs(collection.files[position], stamp) {
                found.append(collection.files[position].relativePath)
            }
        }

        package mutating func problem(_ diagnostic: Diagnostic) {}
    }

    /// Walks the whole folder, arming a new watch on the way (when the
    /// kernel's reports may be used), and keeps the symbolic links found.
    private func armingScan(sorted: Bool, stamps: Bool) -> CollectionLoader.FolderScan {
        var scan = CollectionLoader.FolderScan()
        scan.device = armingWalk(sorted: sorted, stamps: stamps, into: &scan)
        linkedFiles = scan.linkedFiles.sorted(by: DiskChangeCheck.walkOrder)
        return scan
    }

    /// Walks the whole folder into `sink`, arming a new watch on the way
    /// (when the kernel's reports may be used); the root's device.
    private func armingWalk<Sink: FolderWalkSink>(sorted: Bool, stamps: Bool, into sink: inout Sink) -> UInt64? {
        walkCount += 1
        var watch: FolderWatch?
        var asked = !usesFolderWatch
        let device = CollectionLoader.walk(root: root, sorted: sorted, stamps: stamps, into: &sink) { absolute, relative in
            // The root comes first; the walk never leaves its file system.
            if !asked {
                asked = true
                watch = FolderWatch.device(ofFolder: absolute).flatMap(FolderWatch.init(device:))
            }
            watch?.add(folder: absolute, relative: relative)
        }
        self.watch = device == nil ? nil : watch
        return device
    }

    /// Whether relative path `a` comes before `b` in the loader's walk:
    /// folder by folder, each folder's names in order.
    package static func walkOrder(_ a: String, _ b: String) -> Bool {
        a.split(separator: "/", omittingEmptySubsequences: false)
            .lexicographicallyPrecedes(b.split(separator: "/", omittingEmptySubsequences: false)) { String($0) < String($1) }
    }

    /// Whether `file` as loaded differs from the file whose stamp is now `stamp`.
    package static func differs(_ file: CollectionFile, _ stamp: FileStamp) -> Bool {
        if let old = file.stamp { return old != stamp }
        guard let before = file.fingerprint, let now = try? FileBytes.load(atPath: file.absolutePath).fingerprint else {
            return true
        }
        return !now.sameContent(as: before)
    }
}

extension FolderWatch {
    /// The device of the folder at `path`.
    package static func device(ofFolder path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(truncatingIfNeeded: info.st_dev)
    }
}
