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

/// Path arithmetic for the link policy (whether a real path lies inside a
/// collection folder) and for finding a collection.
public enum CollectionPaths {
    /// Whether `path` is `root` or below it (both absolute and resolved).
    public static func isInside(_ path: String, root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") }
        let trimmedRoot = root.hasSuffix("/") ? String(root.dropLast()) : root
        return path == trimmedRoot || path.hasPrefix(trimmedRoot + "/")
    }

    /// Whether `folder` looks like a collection: it holds a `settings` file,
    /// or a `recipes` or `plans` folder (links are not followed).
    public static func looksLikeCollection(_ folder: String) -> Bool {
        func kind(_ name: String) -> mode_t? {
            var info = stat()
            return lstat(folder + "/" + name, &info) == 0 ? info.st_mode & S_IFMT : nil
        }
        return kind("settings") == S_IFREG || kind("recipes") == S_IFDIR || kind("plans") == S_IFDIR
    }

    /// The nearest folder at or above `path` (a file's folder when `path` is
    /// a file) that looks like a collection, at most 64 levels up.
    public static func collectionRoot(containing path: String) -> URL? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var info = stat()
        if stat(url.path, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR { url.deleteLastPathComponent() }
        for _ in 0..<64 {
            if looksLikeCollection(url.path) { return url }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }
}
