#if canImport(Glibc)
    import Glibc
#endif
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// A prototype of a cache beside a collection, to decide whether one pays
/// for itself (docs/performance.md, "A cache of the collection"):
///
///     clipcook-bench --cache-prototype build DIR   writes DIR.pack
///     clipcook-bench --cache-prototype files DIR   reads and parses every file
///     clipcook-bench --cache-prototype pack DIR    the same through DIR.pack
///
/// The pack holds every collection file's bytes with what `lstat` said of
/// it (size, modification and change times, inode). Reading through it
/// checks each file with one `lstat` (in the folder's order) and takes the
/// bytes from the pack when all of that still matches, else reads the file:
/// it saves opening and reading 100,000 small files, not parsing them (a
/// cache of parsed recipes would have to be decoded into the same objects).
/// Each prints its wall-clock and CPU seconds and how many files it read.
enum CachePrototype {
    struct Key: Equatable {
        var size: Int64, modified: Int, modifiedNanos: Int, changed: Int, changedNanos: Int, inode: UInt64

        init?(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            size = Int64(info.st_size)
            modified = Int(info.st_mtim.tv_sec)
            modifiedNanos = Int(info.st_mtim.tv_nsec)
            changed = Int(info.st_ctim.tv_sec)
            changedNanos = Int(info.st_ctim.tv_nsec)
            inode = UInt64(info.st_ino)
        }

        init(fields: [Substring]) {
            size = Int64(fields[1]) ?? -1
            modified = Int(fields[2]) ?? -1
            modifiedNanos = Int(fields[3]) ?? -1
            changed = Int(fields[4]) ?? -1
            changedNanos = Int(fields[5]) ?? -1
            inode = UInt64(fields[6]) ?? 0
        }

        var fields: String { "\(size)\t\(modified)\t\(modifiedNanos)\t\(changed)\t\(changedNanos)\t\(inode)" }
    }

    struct Entry: Sendable {
        var path: String
        var key: Key?
        var range: Range<Int>
    }

    static func run(_ arguments: [String]) -> Never {
        guard arguments.count == 2 else { ProfileWork.fail("usage: clipcook-bench --cache-prototype build|files|pack DIR") }
        let folder = arguments[1], packPath = arguments[1] + ".pack"
        let paths = CollectionLoader.filePaths(root: folder).relativePaths
        let startWall = now(), startCPU = processCPU()
        var read = 0
        switch arguments[0] {
        case "build":
            var pack = Data()
            for path in paths {
                guard let key = Key(path: folder + "/" + path), let bytes = try? FileBytes.load(atPath: folder + "/" + path).bytes else { continue }
                pack.append(Data("\(path)\t\(key.fields)\t\(bytes.count)\n".utf8))
                pack.append(contentsOf: bytes)
            }
            guard FileManager.default.createFile(atPath: packPath, contents: pack) else { ProfileWork.fail("cannot write \(packPath)") }
            read = paths.count
        case "files":
            let results = CollectionLoader.concurrentMap(paths) { path -> Int in
                guard let bytes = try? FileBytes.load(atPath: folder + "/" + path).bytes else { return 0 }
                keep(Language.parse(SourceFile(path: path, bytes: bytes), keeping: .session))
                return 1
            }
            read = results.reduce(0, +)
        case "pack":
            guard let pack = FileManager.default.contents(atPath: packPath) else { ProfileWork.fail("no \(packPath): build it first") }
            let bytes = [UInt8](pack)
            let entries = index(bytes)
            let results = CollectionLoader.concurrentMap(entries) { entry -> Int in
                let file = folder + "/" + entry.path
                if let key = entry.key, Key(path: file) == key {
                    keep(Language.parse(SourceFile(path: entry.path, bytes: Array(bytes[entry.range])), keeping: .session))
                    return 0
                }
                guard let fresh = try? FileBytes.load(atPath: file).bytes else { return 0 }
                keep(Language.parse(SourceFile(path: entry.path, bytes: fresh), keeping: .session))
                return 1
            }
            read = results.reduce(0, +)
        default:
            ProfileWork.fail("clipcook-bench: unknown --cache-prototype \(arguments[0])")
        }
        print(
            String(
                format: "%@: %d files, %.3f s wall, %.3f s cpu, %d files read from the folder",
                arguments[0], paths.count, now() - startWall, processCPU() - startCPU, read))
        exit(0)
    }

    /// The entries of a pack: a header line (path, the key's fields, length) before each file's bytes.
    static func index(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var at = 0
        while at < bytes.count, let newline = bytes[at...].firstIndex(of: 0x0A) {
            let fields = String(decoding: bytes[at..<newline], as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 8, let length = Int(fields[7]), length >= 0, newline + 1 + length <= bytes.count else { break }
            entries.append(Entry(path: String(fields[0]), key: Key(fields: fields), range: (newline + 1)..<(newline + 1 + length)))
            at = newline + 1 + length
        }
        return entries
    }
}
