import ClipCookCore
import ClipCookLanguage

extension CollectionLoader {
    /// The collection at `root` as far as its settings files (`settings`,
    /// `*.settings`): the settings a command outside the REPL needs (the
    /// units of `convert --to markdown`) without reading every recipe (a
    /// huge one was read a second time, beside the one converted).
    public static func settingsOnly(root: String) -> KitchenCollection {
        filesOnly(root: root, KitchenCollection.isSettingsFile)
    }
}

extension KitchenCollection {
    /// Whether a relative path names a settings file.
    package static func isSettingsFile(_ relativePath: String) -> Bool {
        relativePath == "settings" || relativePath.hasSuffix("/settings") || relativePath.hasSuffix(".settings")
    }
}
