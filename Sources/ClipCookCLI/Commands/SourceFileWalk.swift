import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Which files `fmt` and `lint` act on: the files named, and the collection
/// files below the folders named (as `CollectionLoader` finds them), and the
/// collection around them.
enum SourceFileWalk {
    struct Missing: Error {
        var path: String
    }

    /// Every ClipCook file at or under `path`, as paths to open and to show;
    /// a file named directly is taken whatever its name, while a folder's
    /// FIFOs, sockets and devices are passed over.
    static func files(at path: String) throws(Missing) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
        guard isDirectory.boolValue else { return [path] }
        return CollectionLoader.filePaths(root: path).relativePaths.sorted()
            .map { CollectionLoader.displayPath(root: path, relativePath: $0) }
            .filter(isRegularFile)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The folder of the collection holding `path` (`CollectionPaths`), as a
    /// path relative to the working folder when inside it.
    static func collectionRoot(containing path: String) -> String? {
        CollectionPaths.collectionRoot(containing: path).map(displayPath)
    }

    /// The path as shown in messages: relative to the working folder when
    /// inside it ("." for the working folder itself).
    private static func displayPath(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if full == here { return "." }
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
