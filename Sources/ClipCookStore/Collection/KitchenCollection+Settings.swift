import ClipCookCore
import ClipCookLanguage

extension CollectionLoader {
    /// The collection at `root` as far as its settings files (`settings`,
    /// `*.settings`): the settings a command outside the REPL needs (the
    /// units of `convert --to markdown`) without reading every recipe (a
    /// huge one was read a second time, beside the one converted).
    public static func settingsOnly(root: String) -> KitchenCollection {
        let root = root.isEmpty ? "." : root
        let absoluteRoot = absolutePath(of: root)
        let files = fileStamps(root: root).files.map(\.0).filter(KitchenCollection.isSettingsFile).map { relativePath in
            readFile(
                absolutePath: absoluteRoot + "/" + relativePath,
                displayPath: displayPath(root: root, relativePath: relativePath), relativePath: relativePath)
        }
        return KitchenCollection(root: root, absoluteRoot: absoluteRoot, files: files)
    }
}

extension KitchenCollection {
    /// Whether a relative path names a settings file.
    package static func isSettingsFile(_ relativePath: String) -> Bool {
        relativePath == "settings" || relativePath.hasSuffix("/settings") || relativePath.hasSuffix(".settings")
    }
}
