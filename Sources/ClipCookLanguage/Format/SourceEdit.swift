import ClipCookCore

/// Element-level edits of a file's text through its syntax tree: only the
/// edited line changes; every other byte (comments, blank lines, spacing,
/// CRLF endings) stays as it was.
public enum SourceEdit {
    /// Turns a recipe's yes/no property (`favourite`, `archived`) on or off.
    /// On: a `NAME` line after the last header property, indented like it.
    /// Off: every line of that property goes; a comment it carried stays on
    /// a line of its own. nil when the file holds no recipe header.
    public static func setFlag(_ name: String, to value: Bool, in tree: SyntaxTree) -> [UInt8]? {
        let bytes = tree.source.bytes
        guard let headerIndex = tree.lines.firstIndex(where: { $0.kind == .header(.recipe) }) else { return nil }
        let existing = tree.lines.filter { $0.kind == .property(name) }
        if value {
            guard existing.isEmpty else { return bytes }
            // The header block: the header line and the properties up to the first section.
            var anchor = tree.lines[headerIndex]
            var index = headerIndex + 1
            while index < tree.lines.count {
                let line = tree.lines[index]
                if case .section = line.kind { break }
                if case .property = line.kind { anchor = line }
                index += 1
            }
            let indent: [UInt8]
            if anchor.kind == .header(.recipe) {
                indent = Array("  ".utf8)
            } else {
                indent = Array(bytes[anchor.fullRange.lowerBound..<anchor.contentRange.lowerBound])
            }
            let ending = lineEnding(of: anchor, in: bytes) ?? lineEnding(in: bytes)
            var inserted: [UInt8] = []
            if lineEnding(of: anchor, in: bytes) == nil { inserted += ending }  // the anchor was the last line, unterminated
            inserted += indent + Array(name.utf8) + ending
            var out = Array(bytes[..<anchor.fullRange.upperBound])
            out += inserted
            out += bytes[anchor.fullRange.upperBound...]
            return out
        }
        guard !existing.isEmpty else { return bytes }
        var out: [UInt8] = []
        var position = 0
        for line in existing {
            out += bytes[position..<line.fullRange.lowerBound]
            if let comment = line.commentRange {
                let indent = bytes[line.fullRange.lowerBound..<line.contentRange.lowerBound]
                out += indent
                out += bytes[comment]
                out += lineEnding(of: line, in: bytes) ?? []
            }
            position = line.fullRange.upperBound
        }
        out += bytes[position...]
        return out
    }

    /// Adds a `NAME VALUE` property line right after the recipe's header
    /// line, indented like the first property (two spaces when there is
    /// none). nil when the file holds no recipe header.
    public static func insertProperty(_ name: String, _ value: String, in tree: SyntaxTree) -> [UInt8]? {
        let bytes = tree.source.bytes
        guard let headerIndex = tree.lines.firstIndex(where: { $0.kind == .header(.recipe) }) else { return nil }
        let header = tree.lines[headerIndex]
        var indent = Array("  ".utf8)
        if let first = tree.lines[(headerIndex + 1)...].first(where: {
            if case .property = $0.kind { return true } else { return false }
        }) {
            indent = Array(bytes[first.fullRange.lowerBound..<first.contentRange.lowerBound])
        }
        let ending = lineEnding(of: header, in: bytes) ?? lineEnding(in: bytes)
        var inserted: [UInt8] = []
        if lineEnding(of: header, in: bytes) == nil { inserted += ending }
        inserted += indent + Array("\(name) \(value)".utf8) + ending
        var out = Array(bytes[..<header.fullRange.upperBound])
        out += inserted
        out += bytes[header.fullRange.upperBound...]
        return out
    }

    /// The terminator of `line` (LF or CRLF), nil when it has none.
    package static func lineEnding(of line: SyntaxLine, in bytes: [UInt8]) -> [UInt8]? {
        let end = line.fullRange.upperBound
        guard end > line.fullRange.lowerBound, end <= bytes.count, bytes[end - 1] == 0x0A else { return nil }
        if end - 2 >= line.fullRange.lowerBound, bytes[end - 2] == 0x0D { return [0x0D, 0x0A] }
        return [0x0A]
    }

    /// The file's first line ending, LF when it has none.
    package static func lineEnding(in bytes: [UInt8]) -> [UInt8] {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return [0x0A] }
        return newline > 0 && bytes[newline - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }
}
