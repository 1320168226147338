import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// A store that keeps the collection's `cooked.log` (see `CookLog`).
public protocol CookLogStore: CollectionStore {
    /// The log's bytes as on disk now; nil when there is none.
    func cookLogBytes() -> [UInt8]?
    /// Writes `bytes` as the log over `previous` (what `cookLogBytes` gave):
    /// atomically, inside the collection, a conflict if the file changed
    /// in between. Undo puts `previous` back (or removes a new log).
    func writeCookLog(_ bytes: [UInt8], previous: [UInt8]?, summary: String, overwrite: Bool) throws(StoreError) -> StoreChange
}

extension WriteBackStore: CookLogStore {
    public func cookLogBytes() -> [UInt8]? {
        try? FileBytes.load(atPath: absolutePath(CookLog.fileName)).bytes
    }

    public func writeCookLog(_ bytes: [UInt8], previous: [UInt8]?, summary: String, overwrite: Bool) throws(StoreError) -> StoreChange {
        try writeFile(CookLog.fileName, bytes: bytes, previous: previous, summary: summary, overwrite: overwrite)
    }
}
