import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// A file that changed on disk since the session read it: what the session
/// wanted to write and what is there now.
public struct Conflict: Sendable {
    public var path: String
    public var mine: [UInt8]
    /// What is on disk now; nil when the file was deleted.
    public var theirs: [UInt8]?
    /// The same one-element edit made on top of the version on disk, when
    /// the change is such an edit and the disk version still has the element.
    public var rebased: [UInt8]?
    /// The file's absolute path, where the store knows it.
    public var absolutePath: String?

    public init(path: String, mine: [UInt8], theirs: [UInt8]?, rebased: [UInt8]? = nil) {
        self.path = path
        self.mine = mine
        self.theirs = theirs
        self.rebased = rebased
    }

    public var isDeletedOnDisk: Bool { theirs == nil }

    /// A unified diff from theirs (on disk) to mine (what would be written),
    /// or a sentence when the file is gone.
    public var difference: String {
        guard let theirs else { return "\(path) was deleted on disk; keeping mine writes it again" }
        let diff = UnifiedDiff.diff(
            String(decoding: theirs, as: UTF8.self), String(decoding: mine, as: UTF8.self),
            oldName: "\(path) (on disk)", newName: "\(path) (mine)")
        return diff.isEmpty ? "no difference" : diff
    }
}

/// What the user chose for a conflict.
public enum ConflictChoice: Sendable {
    case keepMine
    case keepTheirs
    /// Make the same edit on top of the version on disk (`Conflict.rebased`).
    case applyOnTop
}
