import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// Which face of ClipCook made a change: said by `undo` when it reverts a
/// change another process made.
public enum ChangeFace: String, Codable, Sendable, CaseIterable {
    /// The interactive REPL.
    case repl
    /// `clipcook -c`, a script, or another one-shot command.
    case cli
    /// `clipcook mcp`, for an AI assistant.
    case mcp
    /// The kitchen view, `clipcook serve`.
    case web
}

/// One file as a change left it: its bytes before (nil: there was none)
/// and a fingerprint of its bytes after (nil: the change removed it).
public struct UndoJournalFile: Codable, Sendable, Equatable {
    /// The path relative to the collection folder.
    public var path: String
    public var before: Data?
    public var afterSize: Int?
    /// The FNV-1a hash of the bytes after, in hex.
    public var afterHash: String?

    public init(path: String, before: [UInt8]?, after: [UInt8]?) {
        self.path = path
        self.before = before.map { Data($0) }
        setAfter(after)
    }

    public mutating func setAfter(_ after: [UInt8]?) {
        guard let after else {
            afterSize = nil
            afterHash = nil
            return
        }
        let print = FileFingerprint(bytes: after)
        afterSize = print.size
        afterHash = String(print.contentHash, radix: 16)
    }

    /// Whether `current` (nil: no file) is what the change left.
    public func isAsLeft(_ current: [UInt8]?) -> Bool {
        guard let current else { return afterSize == nil }
        guard let afterSize, let afterHash else { return false }
        let print = FileFingerprint(bytes: current)
        return print.size == afterSize && String(print.contentHash, radix: 16) == afterHash
    }
}

/// One change in the journal: what it did in words, which face made it,
/// when, and its files.
public struct UndoJournalEntry: Codable, Sendable {
    public var summary: String
    public var face: ChangeFace
    /// Seconds since 1970.
    public var madeAt: Double
    public var files: [UndoJournalFile]
}

/// The collection's undo journal: the last changes made through any
/// `WriteBackStore` (the REPL, `clipcook -c`, `clipcook mcp`, the kitchen
/// view), kept in the collection's hidden state folder (`.clipcook/undo/`,
/// which the loader skips and a `.gitignore` keeps out of git and `sync`),
/// so that `undo` in a later session can revert them.
///
/// One file an entry, named by a rising number and written atomically
/// through the collection's writer under its lock; the oldest entries are
/// removed past `entryLimit` entries or `sizeLimit` bytes, and a change whose
/// files are larger than `imageLimit` is not kept.
public struct UndoJournal: Sendable {
    public static let folderName = ".clipcook"
    /// The `.gitignore` of the state folder: git and `sync` never take any of it.
    private static let stateIgnoreBytes = Array("# ClipCook's own state (the undo journal, cook timers): never committed\n*\n".utf8)
    public static let entryLimit = 100
    /// The most the journal's files hold together.
    public static let sizeLimit = 16 * 1024 * 1024
    /// The most the before-images of one change hold.
    public static let imageLimit = 4 * 1024 * 1024

    public let writer: CollectionWriter

    public init(writer: CollectionWriter) {
        self.writer = writer
    }

    var stateFolder: String { base + "/" + Self.folderName }
    var folder: String { stateFolder + "/undo" }
    private var base: String { writer.root.hasSuffix("/") ? String(writer.root.dropLast()) : writer.root }

    /// The entries' names, oldest first (only names this journal writes).
    public func names() -> [String] {
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return listed.filter(Self.isEntryName).sorted()
    }

    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 17 && name.hasSuffix(".json") && name.utf8.prefix(12).allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    /// The entry named `name`; nil when it is gone or unreadable.
    public func entry(_ name: String) -> UndoJournalEntry? {
        guard Self.isEntryName(name),
            let bytes = try? FileBytes.load(atPath: folder + "/" + name, limit: Self.sizeLimit).bytes,
            let entry = try? JSONDecoder().decode(UndoJournalEntry.self, from: Data(bytes)),
            entry.files.allSatisfy({ Self.isJournalPath($0.path) })
        else { return nil }
        return entry
    }

    /// Whether `path` may name a file of the collection: relative, no `..`,
    /// no hidden part, no control characters.
    static func isJournalPath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), path.utf8.count <= 4096 else { return false }
        guard path.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// Adds `entry` as the newest; its name, or nil when it could not be
    /// kept (too large, a folder that cannot be written).
    public func append(_ entry: UndoJournalEntry) -> String? {
        guard entry.files.reduce(0, { $0 + ($1.before?.count ?? 0) }) <= Self.imageLimit,
            entry.files.allSatisfy({ Self.isJournalPath($0.path) }),
            let data = try? JSONEncoder().encode(entry)
        else { return nil }
        return try? writer.locked(for: folder) { () throws(AtomicWriter.WriteError) -> String in
            try keepOutOfGit()
            let last = names().last.flatMap { Int($0.prefix(12)) } ?? 0
            let number = last < 999_999_999_999 ? last + 1 : 1
            let digits = String(number)
            let name = String(repeating: "0", count: max(0, 12 - digits.count)) + digits + ".json"
            try writer.overwrite(Array(data), at: folder + "/" + name)
            prune()
            return name
        }
    }

    /// Removes the entry named `name` (nothing there is no failure).
    public func remove(_ name: String) {
        guard Self.isEntryName(name) else { return }
        try? writer.remove(folder + "/" + name)
    }

    /// Removes the oldest entries past the limits.
    private func prune() {
        var listed = names()
        var sizes = listed.map { (FileStamp.current(atPath: folder + "/" + $0)?.size).map { Int($0) } ?? 0 }
        var total = sizes.reduce(0, +)
        while !listed.isEmpty, listed.count > Self.entryLimit || total > Self.sizeLimit {
            remove(listed.removeFirst())
            total -= sizes.removeFirst()
        }
    }

    /// Writes `.clipcook/.gitignore` (every file of the folder, itself too)
    /// when it is not there, so that git and `sync` never take ClipCook's
    /// own state: the journal, and the kitchen view's cook timers.
    package func keepOutOfGit() throws(AtomicWriter.WriteError) {
        let ignore = stateFolder + "/.gitignore"
        guard FileStamp.current(atPath: ignore) == nil else { return }
        do {
            try writer.create(Self.stateIgnoreBytes, at: ignore)
        } catch {
            if case .alreadyExists = error { return }
            throw error
        }
    }
}
