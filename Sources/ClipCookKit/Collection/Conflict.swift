/// A file that changed on disk since the session read it: what the session
/// wanted to write and what is there now.
public struct Conflict: Sendable {
    public var path: String
    public var mine: [UInt8]
    public var theirs: [UInt8]?

    public init(path: String, mine: [UInt8], theirs: [UInt8]?) {
        self.path = path
        self.mine = mine
        self.theirs = theirs
    }

    /// A line diff from theirs (on disk) to mine (what would be written).
    public var difference: String {
        ConflictDiff.unified(
            old: String(decoding: theirs ?? [], as: UTF8.self), new: String(decoding: mine, as: UTF8.self),
            oldName: "\(path) (on disk)", newName: "\(path) (mine)")
    }
}

/// What the user chose for a conflict.
public enum ConflictChoice: Sendable {
    case keepMine
    case keepTheirs
}
