import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

extension SourceEdit {
    /// The recipe properties that `fmt` writes before `rating` and
    /// `difficulty` (see `RecipePrinter`).
    private static let before: Set<String> = [
        "id", "category", "servings", "prep", "cook", "source", "platform", "thumbnail", "tags", "rating",
    ]

    /// Sets a recipe's `NAME VALUE` property (`rating`, `difficulty`): the
    /// existing line's content is replaced (its indent and comment stay);
    /// else a line is added where `fmt` puts it, after the properties it
    /// prints first, indented like them. nil when the file holds no recipe
    /// header.
    public static func setProperty(_ name: String, _ value: String, in tree: SyntaxTree) -> [UInt8]? {
        let bytes = tree.source.bytes
        guard let headerIndex = tree.lines.firstIndex(where: { $0.kind == .header(.recipe) }) else { return nil }
        let text = Array("\(name) \(value)".utf8)
        if let line = tree.lines.first(where: { $0.kind == .property(name) }) {
            var out = Array(bytes[..<line.contentRange.lowerBound])
            out += text
            out += bytes[line.contentRange.upperBound...]
            return out
        }
        var anchor = tree.lines[headerIndex]
        var indent = Array("  ".utf8)
        var index = headerIndex + 1
        while index < tree.lines.count {
            let line = tree.lines[index]
            if case .section = line.kind { break }
            if case .property(let property) = line.kind {
                indent = Array(bytes[line.fullRange.lowerBound..<line.contentRange.lowerBound])
                if before.contains(property) || (name == "difficulty" && property == "rating") { anchor = line }
            }
            index += 1
        }
        let ending = lineEnding(of: anchor, in: bytes) ?? lineEnding(in: bytes)
        var inserted: [UInt8] = []
        if lineEnding(of: anchor, in: bytes) == nil { inserted += ending }
        inserted += indent + text + ending
        var out = Array(bytes[..<anchor.fullRange.upperBound])
        out += inserted
        out += bytes[anchor.fullRange.upperBound...]
        return out
    }
}
