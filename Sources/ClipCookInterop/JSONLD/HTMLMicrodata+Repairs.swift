import Foundation

/// Four ways pages break their microdata that a reader can still mend.
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
/// - Instructions whose element the markup closes after the first numbered
///   step (`<p><span itemprop="recipeInstructions">1. Place ...</p><p>2.
///   Beat ...</p>`): the steps numbered on from it in the paragraphs that
///   follow are read with it.
/// - One `recipeIngredient` on the element around the whole list, each line
///   a block of its own inside it (`<div itemprop="recipeIngredient"><div
///   class="ingredient">as you like Celery leaves</div><div
///   class="ingredient">1:1:1* Sugar</div>...`): a line a block, not one
///   line run together.
extension HTMLMicrodata {
    /// The lines of an ingredient property's inner HTML when its blocks hold two or more of them; nil for one line
    /// (`<span>1 cup</span> <span>flour</span>` is one).
    static func ingredientBlocks(_ html: String) -> [String]? {
        guard html.utf8.contains(0x3C) else { return nil }
        let lines = HTMLText.lines(html)
        return lines.count >= 2 ? lines : nil
    }

    /// The instructions `first` (the text of `elements[index]`) and the steps numbered on from it in the paragraphs
    /// or list items after its element and before `end`; nil when `first` is no lone first step or none follows.
    static func followingSteps(
        at index: Int, _ first: String, _ elements: [Element], _ bytes: [UInt8], _ end: Int, _ budget: inout Int
    ) -> String? {
        let opening = first.trimmingBlanks()
        guard opening.hasPrefix("1.") || opening.hasPrefix("1)"), !opening.contains(" 2. ") else { return nil }
        var steps = [opening]
        var k = index + 1
        while k < elements.count, elements[k].tagStart < end, steps.count < 500 {
            let element = elements[k]
            k += 1
            guard element.tagStart >= elements[index].contentEnd, element.name == "p" || element.name == "li" else { continue }
            let text = propertyValue(element, bytes, budget: &budget).trimmingBlanks()
            let number = "\(steps.count + 1)"
            guard text.hasPrefix(number + ".") || text.hasPrefix(number + ")") else { break }
            steps.append(text)
        }
        return steps.count > 1 ? steps.joined(separator: "\n") : nil
    }

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
