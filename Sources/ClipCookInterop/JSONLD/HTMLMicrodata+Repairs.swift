import Foundation

/// Two ways pages break their microdata that a reader can still mend.
///
/// - JSON written into a `content` attribute without escaping its quotes:
///   `<meta itemprop="recipeInstructions" content="[{"@type":"HowToStep",
///   "text":"Preheat ..."}]">` reads, by the rules, as the value `[{`. The
///   whole of it up to the tag's last quote is read as JSON instead, when
///   it is JSON.
/// - A `name` whose element holds the dish's heading and a sub-heading
///   under it (`<span itemprop="name"><h1>Prosciutto and Mushroom
///   Carbonara</h1><h2>with Asiago and peas</h2></span>`): the title is the
///   first heading's line, not both run together.
extension HTMLMicrodata {
    /// The longest start tag looked at again for JSON in its `content`.
    static let maxJSONTagBytes = 1_048_576

    /// The JSON a `<meta>`'s `content` holds unescaped, or nil when the
    /// attribute read whole (or what follows it is no JSON).
    static func unescapedJSON(_ element: Element, _ bytes: [UInt8]) -> Any? {
        guard element.name == "meta", let content = element.attributes["content"], content == "[{" || content == "{",
            element.contentStart - element.tagStart <= maxJSONTagBytes, element.contentStart <= bytes.count
        else { return nil }
        let tag = bytes[element.tagStart..<element.contentStart]
        // From the quote that opens `content`, to the last quote before the tag's `>`.
        guard let at = find(Array("content=".utf8), in: tag), at + 8 < tag.endIndex else { return nil }
        let quote = tag[at + 8]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), let close = tag.lastIndex(of: quote), close > at + 9
        else { return nil }
        let json = Data(tag[(at + 9)..<close])
        guard let value = try? JSONSerialization.jsonObject(with: json), value is [Any] || value is [String: Any] else {
            return nil
        }
        return value
    }

    /// Where `needle` first starts in `hay` (lower-cased ASCII compared), as an index of `hay`.
    static func find(_ needle: [UInt8], in hay: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty, hay.count >= needle.count else { return nil }
        var k = hay.startIndex
        while k + needle.count <= hay.endIndex {
            if needle.indices.allSatisfy({ lower(hay[k + $0]) == needle[$0] }) { return k }
            k += 1
        }
        return nil
    }

    /// A `name` property's inner HTML that holds a heading element: the
    /// first line of its text (the heading), else nil.
    static func headingTitle(_ html: String) -> String? {
        let lower = html.lowercased()
        guard ["<h1", "<h2", "<h3"].contains(where: { lower.contains($0) }) else { return nil }
        return HTMLText.lines(html).first
    }
}
