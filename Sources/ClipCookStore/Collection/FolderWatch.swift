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

/// The kernel's word on which names below a collection folder changed
/// (Linux inotify): what lets the REPL's check before each command look at
/// the few files named instead of every file of the collection.
///
/// Each folder is watched before it is listed, so a change made after the
/// listing is always reported. Changes of folders themselves (one created,
/// removed, renamed or deleted under the watch), a full event queue, or a
/// watch that could not be added make `takeNews` say `.everything`: then the
/// caller walks the whole collection again with a new watch. Only local
/// file systems are watched: on a network file system another machine's
/// changes raise no event, so there `init` returns nil and the caller looks
/// at every file each time.
package final class FolderWatch {
    package enum News: Equatable {
        /// Nothing changed since the last look.
        case nothing
        /// The relative paths (collection files only) of the names that changed.
        case paths(Set<String>)
        /// Anything may have changed: look at every file.
        case everything
    }

    #if os(Linux)
        private let descriptor: Int32
        /// Each watch's folder, relative to the root ("" for the root itself).
        private var folders: [Int32: String] = [:]
        /// A watch could not be added, or the kernel dropped events.
        private var lost = false

        private static let mask = UInt32(
            IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        /// A watch for the collection whose root folder is on `device`; nil
        /// where the kernel offers none or the file system is not a local one.
        package init?(device: UInt64) {
            guard FolderWatch.isLocalFileSystem(device: device) else { return nil }
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }

        /// Starts watching the folder at `absolutePath` (`relative` below the
        /// root); call before listing it.
        package func add(folder absolutePath: String, relative: String) {
            let watch = inotify_add_watch(descriptor, absolutePath, FolderWatch.mask)
            if watch < 0 { lost = true } else { folders[watch] = relative }
        }

        /// What happened since the last call (or since the folders were added).
        package func takeNews() -> News {
            var paths = Set<String>()
            var everything = lost
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    if errno != EAGAIN && errno != EWOULDBLOCK { everything = true }
                    break
                }
                if count == 0 { break }
                buffer.withUnsafeBytes { raw in
                    FolderWatch.events(in: UnsafeRawBufferPointer(rebasing: raw[..<count])) { watch, mask, name in
                        guard !everything else { return }
                        let folderEvents = UInt32(IN_Q_OVERFLOW | IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)
                        guard mask & folderEvents == 0, mask & UInt32(IN_ISDIR) == 0, let folder = folders[watch] else {
                            everything = true
                            return
                        }
                        // The writer's temporary files and other hidden names are not part of the collection.
                        guard !name.isEmpty, !name.hasPrefix(".") else { return }
                        let relative = folder.isEmpty ? name : folder + "/" + name
                        if CollectionLoader.isCollectionFile(relativePath: relative) { paths.insert(relative) }
                    }
                }
            }
            if everything {
                lost = true
                return .everything
            }
            return paths.isEmpty ? .nothing : .paths(paths)
        }

        /// Calls `body` with each event's watch, mask and name.
        private static func events(in bytes: UnsafeRawBufferPointer, _ body: (Int32, UInt32, String) -> Void) {
            // struct inotify_event { int wd; uint32_t mask; uint32_t cookie; uint32_t len; char name[len]; }
            let header = 16
            var offset = 0
            while offset + header <= bytes.count {
                let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let start = offset + header
                guard length <= bytes.count - start else { return }
                let field = bytes[start..<(start + length)]
                let end = field.firstIndex(of: 0) ?? field.endIndex
                body(watch, mask, String(decoding: bytes[start..<end], as: UTF8.self))
                offset = start + length
            }
        }

        /// File systems whose changes, made by anyone, raise inotify events.
        private static let localTypes: Set<String> = [
            "ext2", "ext3", "ext4", "xfs", "btrfs", "tmpfs", "ramfs", "overlay", "f2fs", "zfs", "bcachefs", "jfs",
            "reiserfs", "vfat", "exfat", "ntfs3", "hfsplus",
        ]

        /// Whether the file system mounted from `device` is a local one, by
        /// `/proc/self/mountinfo` ("36 35 254:0 / / rw - ext4 /dev/vda rw").
        package static func isLocalFileSystem(device: UInt64) -> Bool {
            let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~UInt64(0xfff))
            let minor = (device & 0xff) | ((device >> 12) & ~UInt64(0xff))
            let wanted = "\(major):\(minor)"
            guard let bytes = try? FileBytes.load(atPath: "/proc/self/mountinfo").bytes else { return false }
            var found = false
            var local = true
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let fields = line.split(separator: UInt8(ascii: " "))
                guard fields.count > 2, String(decoding: fields[2], as: UTF8.self) == wanted,
                    let dash = fields.firstIndex(where: { $0.elementsEqual("-".utf8) }), dash + 1 < fields.count
                else { continue }
                found = true
                if !localTypes.contains(String(decoding: fields[dash + 1], as: UTF8.self)) { local = false }
            }
            return found && local
        }
    #else
        package init?(device: UInt64) { nil }
        package func add(folder absolutePath: String, relative: String) {}
        package func takeNews() -> News { .everything }
    #endif
}
