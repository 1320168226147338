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

/// What a walk over the collection folder does with what it finds
/// (`CollectionLoader.walk`). The walk tells the folder it is in before
/// that folder's files and after them, so a folder met inside another one
/// is entered and left between two files of the outer one.
package protocol FolderWalkSink {
    /// The walk starts on the files of the folder at `relative` ("" for the root).
    mutating func enterFolder(_ relative: String)
    /// The walk is done with the folder entered last.
    mutating func leaveFolder()
    /// A collection file in the folder entered last, by its name's UTF-8
    /// bytes (valid UTF-8); `stamp` is what `stat` said of it (through the
    /// link when `linked`), nil when the walk was asked for no stamps and
    /// the listing said it is a plain file.
    mutating func file(named name: UnsafeRawBufferPointer, stamp: FileStamp?, linked: Bool)
    /// A folder that could not be listed, or a link that leads outside.
    mutating func problem(_ diagnostic: Diagnostic)
}

extension CollectionLoader {
    /// What one walk over the collection folder found.
    package struct FolderScan: FolderWalkSink {
        /// The collection files in walking order, with what `stat` said about
        /// each (nil for a plain file when the walk was asked for no stamps).
        package var files: [(String, FileStamp?)] = []
        /// The relative paths of the files among them that are symbolic links.
        package var linkedFiles: [String] = []
        /// Folders that could not be listed (or the root itself when it is not a folder).
        package var problems: [Diagnostic] = []
        /// The device of the root folder; nil when there is no root folder.
        package var device: UInt64?
        /// The relative path, with a trailing `/`, of every folder entered and not yet left.
        private var prefixes: [String] = []

        package mutating func enterFolder(_ relative: String) {
            prefixes.append(relative.isEmpty ? "" : relative + "/")
        }

        package mutating func leaveFolder() {
            prefixes.removeLast()
        }

        package mutating func file(named name: UnsafeRawBufferPointer, stamp: FileStamp?, linked: Bool) {
            let relative = (prefixes.last ?? "") + String(decoding: name, as: UTF8.self)
            files.append((relative, stamp))
            if linked { linkedFiles.append(relative) }
        }

        package mutating func problem(_ diagnostic: Diagnostic) {
            problems.append(diagnostic)
        }
    }

    /// Walks the collection folder; `visit` is called with every folder
    /// (absolute and relative path) just before it is listed.
    package static func scan(
        root: String, sorted: Bool = true, stamps: Bool = true, visit: ((String, String) -> Void)? = nil
    ) -> FolderScan {
        var scan = FolderScan()
        scan.device = walk(root: root, sorted: sorted, stamps: stamps, into: &scan, visit: visit)
        return scan
    }

    /// Walks the collection folder below `root`, telling `sink` what it
    /// finds; `visit` is called with every folder (absolute and relative
    /// path) just before it is listed. Returns the device of the root
    /// folder; nil when there is none (then `sink` was told so).
    ///
    /// With `sorted`, each folder's names are taken in order; without, in
    /// the order of their inode numbers (see `walkFolder`).
    package static func walk<Sink: FolderWalkSink>(
        root: String, sorted: Bool, stamps: Bool, into sink: inout Sink, visit: ((String, String) -> Void)?
    ) -> UInt64? {
        let root = root.isEmpty ? "." : root
        let absoluteRoot = absolutePath(of: root)
        var info = stat()
        guard stat(absoluteRoot, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            sink.problem(Diagnostic(.error, "no such collection folder", path: root, range: nil))
            return nil
        }
        var walk = FolderWalk(
            root: root, absoluteRoot: absoluteRoot, device: info.st_dev, sorted: sorted, stamps: stamps, visit: visit)
        walk.walkFolder(relative: "", depth: 0, into: &sink)
        return UInt64(truncatingIfNeeded: info.st_dev)
    }
}

/// One walk over the folders below the collection root: never through a
/// symbolic link to a folder, never onto another file system (so `/proc`,
/// `/sys` and mounted disks below the root are not visited), at most
/// `CollectionLoader.maxDepth` deep, each folder once.
///
/// Each folder is listed once with `readdir` into one buffer of names; a
/// name the listing says is a plain file and that is no collection file is
/// passed over without a `stat`, and every other name is looked at with
/// `fstatat` relative to the open folder, by the name in that buffer (no
/// path built, converted or resolved from the root per file).
private struct FolderWalk {
    let root: String
    let absoluteRoot: String
    let device: dev_t
    let sorted: Bool
    let stamps: Bool
    let visit: ((String, String) -> Void)?
    /// The real paths of the folders walked.
    var seen: Set<String> = []

    init(
        root: String, absoluteRoot: String, device: dev_t, sorted: Bool, stamps: Bool,
        visit: ((String, String) -> Void)?
    ) {
        self.root = root
        self.absoluteRoot = absoluteRoot
        self.device = device
        self.sorted = sorted
        self.stamps = stamps
        self.visit = visit
    }

    /// Walks the folder at `relative` and the folders below it.
    ///
    /// Without `sorted` the names are taken in the order of their inode
    /// numbers, which the listing gives: the check before each command needs
    /// no order, sorting a folder of 100,000 names by name is what once made
    /// that walk grow faster than the collection, and the kernel's records
    /// of the files are met in the order they were made (`fstatat` alone on
    /// the benchmark's corpora, in the folder's own hashed order: 1.60 µs a
    /// file at 100,000 files against 1.37 µs at 10,000; in inode order
    /// 1.37 µs at both).
    mutating func walkFolder<Sink: FolderWalkSink>(relative: String, depth: Int, into sink: inout Sink) {
        let folder = relative.isEmpty ? absoluteRoot : absoluteRoot + "/" + relative
        guard seen.insert(CollectionLoader.absolutePath(of: folder)).inserted else { return }
        visit?(folder, relative)
        guard let stream = opendir(folder) else {
            sink.problem(
                Diagnostic(
                    .error, "cannot list folder", path: CollectionLoader.displayPath(root: root, relativePath: relative),
                    range: nil))
            return
        }
        defer { closedir(stream) }
        let descriptor = dirfd(stream)
        var listed = FolderListing(stream)
        if sorted { listed.sortByName() } else { listed.sortByInode() }
        let listing = listed
        let prefix = relative.isEmpty ? "" : relative + "/"
        sink.enterFolder(relative)
        defer { sink.leaveFolder() }
        listing.names.withUnsafeBytes { names in
            guard let base = names.baseAddress else { return }
            for entry in listing.entries {
                let name = UnsafeRawBufferPointer(start: base + entry.start, count: Int(entry.count))
                // The listing says it is a plain file, and no stamp is wanted: no `stat`.
                if !stamps, entry.isRegularFile {
                    sink.file(named: name, stamp: nil, linked: false)
                    continue
                }
                // Each name in the buffer ends in a NUL.
                let cName = (base + entry.start).assumingMemoryBound(to: CChar.self)
                var info = stat()
                guard fstatat(descriptor, cName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if depth < CollectionLoader.maxDepth, info.st_dev == device {
                        walkFolder(relative: prefix + String(decoding: name, as: UTF8.self), depth: depth + 1, into: &sink)
                    }
                    continue
                }
                var linked = false
                if (info.st_mode & S_IFMT) == S_IFLNK {
                    let childAbsolute = folder + "/" + String(decoding: name, as: UTF8.self)
                    // The link policy: followed only when it stays inside the collection.
                    guard let target = CollectionLoader.resolvedPath(childAbsolute),
                        CollectionPaths.isInside(target, root: absoluteRoot)
                    else {
                        if entry.isCollectionName
                            || stat(childAbsolute, &info) == 0
                                && (info.st_mode & S_IFMT) == S_IFDIR
                        {
                            sink.problem(
                                Diagnostic(
                                    .warning, "symbolic link leads outside the collection (or nowhere); not read",
                                    path: CollectionLoader.displayPath(
                                        root: root, relativePath: prefix + String(decoding: name, as: UTF8.self)),
                                    range: nil))
                        }
                        continue
                    }
                    guard stat(childAbsolute, &info) == 0 else { continue }
                    linked = true
                }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    continue  // a symbolic link to a folder is not followed
                } else if entry.isCollectionName {
                    sink.file(named: name, stamp: FileStamp(info), linked: linked)
                }
            }
        }
    }
}

/// The names in an open folder that the walk looks at, in one buffer: no
/// hidden names (which leaves out `.` and `..`), no names that are not UTF-8
/// (they could not be opened again through a `String`), and no plain files
/// (by the listing's own word) that are not collection files.
private struct FolderListing {
    struct Entry {
        /// The inode number the listing gives.
        var inode: UInt64
        /// Where the name starts in `names` (a NUL follows it).
        var start: Int
        var count: UInt16
        var isCollectionName: Bool
        /// A collection file that the listing says is a plain file (not a link).
        var isRegularFile: Bool
    }

    /// Every name taken, each followed by a NUL.
    var names: [UInt8] = []
    var entries: [Entry] = []

    #if canImport(Darwin)
        typealias FolderStream = UnsafeMutablePointer<DIR>
    #else
        typealias FolderStream = OpaquePointer
    #endif

    /// `DT_REG`: what `readdir` says of a plain file (the same value on Linux and the BSDs).
    static let directoryEntryRegular: UInt8 = 8

    init(_ stream: FolderStream) {
        while let entry = readdir(stream) {
            let type = entry.pointee.d_type
            let inode = UInt64(truncatingIfNeeded: entry.pointee.d_ino)
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
                guard let first = bytes.first, first != UInt8(ascii: "."), bytes.count <= Int(UInt16.max) else { return }
                let isCollection = CollectionLoader.isCollectionName(bytes)
                if type == FolderListing.directoryEntryRegular && !isCollection { return }
                guard FolderListing.isUTF8(bytes) else { return }
                entries.append(
                    Entry(
                        inode: inode, start: names.count, count: UInt16(bytes.count), isCollectionName: isCollection,
                        isRegularFile: isCollection && type == FolderListing.directoryEntryRegular))
                names.append(contentsOf: bytes)
                names.append(0)
            }
        }
    }

    /// Whether `bytes` are valid UTF-8 (plain ASCII without building a `String`).
    static func isUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) { return true }
        return String(validating: bytes, as: UTF8.self) != nil
    }

    /// The name of `entry`, as text.
    func name(_ entry: Entry) -> String {
        names.withUnsafeBytes { raw in
            String(
                decoding: UnsafeRawBufferPointer(rebasing: raw[entry.start..<(entry.start + Int(entry.count))]),
                as: UTF8.self)
        }
    }

    mutating func sortByName() {
        let named = entries.map { (name($0), $0) }
        entries = named.sorted { $0.0 < $1.0 }.map(\.1)
        gatherNames()
    }

    /// Puts the entries in the order of their inode numbers: a stable
    /// counting sort on each byte of the number, the lowest first, passing
    /// over the bytes that all of them share (a folder's files usually
    /// differ in the lowest two or three), so it grows with the folder.
    mutating func sortByInode() {
        guard entries.count > 1 else { return }
        var shared = UInt64.max
        var any: UInt64 = 0
        for entry in entries {
            shared &= entry.inode
            any |= entry.inode
        }
        let differing = shared ^ any
        var from = entries
        var to = entries
        var counts = [Int](repeating: 0, count: 257)
        for shift in stride(from: UInt64(0), to: 64, by: 8) where (differing >> shift) & 0xff != 0 {
            for index in counts.indices { counts[index] = 0 }
            for entry in from { counts[Int(truncatingIfNeeded: (entry.inode >> shift) & 0xff) + 1] += 1 }
            for index in 1..<counts.count { counts[index] += counts[index - 1] }
            for entry in from {
                let digit = Int(truncatingIfNeeded: (entry.inode >> shift) & 0xff)
                to[counts[digit]] = entry
                counts[digit] += 1
            }
            swap(&from, &to)
        }
        entries = from
        gatherNames()
    }

    /// Lays the names out in the order of `entries`, so that the walk reads
    /// them front to back.
    private mutating func gatherNames() {
        var gathered: [UInt8] = []
        gathered.reserveCapacity(names.count)
        for index in entries.indices {
            let start = entries[index].start
            entries[index].start = gathered.count
            gathered.append(contentsOf: names[start..<(start + Int(entries[index].count) + 1)])
        }
        names = gathered
    }
}
