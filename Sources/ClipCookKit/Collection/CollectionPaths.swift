/// Path arithmetic for the link policy: whether a real path lies inside a
/// collection folder.
public enum CollectionPaths {
    /// Whether `path` is `root` or below it (both absolute and resolved).
    public static func isInside(_ path: String, root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") }
        let trimmedRoot = root.hasSuffix("/") ? String(root.dropLast()) : root
        return path == trimmedRoot || path.hasPrefix(trimmedRoot + "/")
    }
}
