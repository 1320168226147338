import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Text edits of an inbox file that keep what is already there (its
/// comments and layout): new entries are appended, each after a comment
/// line that says why it failed (`-- failed: REASON`), which `inbox` shows.
public enum InboxText {
    public static let reasonPrefix = InboxImport.reasonPrefix

    /// `existing` (nil: no inbox yet) with `entries` appended.
    public static func appending(_ entries: [(entry: PendingImport, reason: String?)], to existing: String?) -> String {
        var text = existing ?? ""
        if text.trimmingBlanks().isEmpty { text = "inbox\n" }
        if !text.hasSuffix("\n") { text += "\n" }
        for (entry, reason) in entries {
            let printed = Language.print(.inbox(Inbox(pendingImports: [entry])))
            let body = printed.hasPrefix("inbox\n") ? String(printed.dropFirst("inbox\n".count)) : printed
            text += "\n" + (reason.map(reasonComment) ?? "") + body
        }
        return text
    }

    /// `-- failed: REASON` on one line.
    public static func reasonComment(_ reason: String) -> String {
        let oneLine = reason.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
        return reasonPrefix + oneLine + "\n"
    }

    /// The reason comment just above each entry's `pending` line, by entry index.
    public static func reasons(in file: CollectionFile) -> [Int: String] {
        // Parsed again with its source map (a store may load files without one).
        let parsed = Language.parse(file.source)
        guard case .inbox(let inbox)? = parsed.document else { return [:] }
        let bytes = file.source.bytes
        var found: [Int: String] = [:]
        for index in inbox.pendingImports.indices {
            guard let range = parsed.sourceMap["pendingImports[\(index)].url"]?.offsets else { continue }
            // The start of the `pending` line, then the line before it.
            var lineStart = range.lowerBound
            while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            guard lineStart > 0 else { continue }
            var previous = lineStart - 1
            while previous > 0, bytes[previous - 1] != 0x0A { previous -= 1 }
            let line = String(decoding: bytes[previous..<(lineStart - 1)], as: UTF8.self)
            if line.hasPrefix(reasonPrefix) { found[index] = String(line.dropFirst(reasonPrefix.count)) }
        }
        return found
    }
}
