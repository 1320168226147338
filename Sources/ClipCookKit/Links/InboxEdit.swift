import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Edits of the entries of a loaded inbox file, made on its text so that
/// comments and layout stay: a new status, the reason comment above the
/// entry (`-- failed: REASON`) put, replaced or taken away, a title added,
/// or the whole entry removed (its reason comment with it).
public struct InboxEdit: Sendable {
    public var index: Int
    public var status: ImportStatus?
    /// `.some(nil)` takes the reason away; nil leaves it.
    public var reason: String??
    public var title: String?
    public var remove = false

    public init(index: Int, status: ImportStatus? = nil, reason: String?? = nil, title: String? = nil, remove: Bool = false) {
        self.index = index
        self.status = status
        self.reason = reason
        self.title = title
        self.remove = remove
    }

    /// The file's text with the edits made.
    public static func apply(_ edits: [InboxEdit], to file: CollectionFile) -> String {
        let bytes = file.source.bytes
        // Parsed again with its source map (a store may load files without one).
        let parsed = Language.parse(file.source)
        guard case .inbox(let inbox)? = parsed.document else { return String(decoding: bytes, as: UTF8.self) }
        let reasons = InboxText.reasons(in: file)
        func lineStart(_ offset: Int) -> Int {
            var i = offset
            while i > 0, bytes[i - 1] != 0x0A { i -= 1 }
            return i
        }
        func lineEnd(_ offset: Int) -> Int {
            var i = offset
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            return min(i + 1, bytes.count)
        }
        func pendingLine(_ index: Int) -> Int? {
            parsed.sourceMap["pendingImports[\(index)].url"].map { lineStart($0.offsets.lowerBound) }
        }
        func reasonLine(_ index: Int) -> Range<Int>? {
            guard reasons[index] != nil, let start = pendingLine(index), start > 0 else { return nil }
            return lineStart(start - 1)..<start
        }
        var changes: [(range: Range<Int>, text: String)] = []
        for edit in edits where inbox.pendingImports.indices.contains(edit.index) {
            guard let start = pendingLine(edit.index) else { continue }
            if edit.remove {
                let from = reasonLine(edit.index)?.lowerBound ?? start
                let next =
                    edit.index + 1 < inbox.pendingImports.count
                    ? (reasonLine(edit.index + 1)?.lowerBound ?? pendingLine(edit.index + 1) ?? bytes.count) : bytes.count
                changes.append((from..<next, ""))
                continue
            }
            if let reason = edit.reason {
                let comment = reason.map(InboxText.reasonComment) ?? ""
                if let old = reasonLine(edit.index) {
                    changes.append((old, comment))
                } else if !comment.isEmpty {
                    changes.append((start..<start, comment))
                }
            }
            if let status = edit.status, let range = parsed.sourceMap["pendingImports[\(edit.index)].status"]?.offsets {
                changes.append((range, status.rawValue))
                if let title = edit.title, inbox.pendingImports[edit.index].title == nil {
                    let end = lineEnd(range.upperBound)
                    let line = "  title " + TextQuoting.lineValue(title) + "\n"
                    changes.append((end..<end, (end == bytes.count && bytes.last != 0x0A ? "\n" : "") + line))
                }
            }
        }
        var edited = bytes
        for change in changes.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            edited.replaceSubrange(change.range, with: Array(change.text.utf8))
        }
        let source = SourceFile(path: file.source.path, bytes: edited)
        return (try? Formatter.format(source)) ?? String(decoding: edited, as: UTF8.self)
    }
}
