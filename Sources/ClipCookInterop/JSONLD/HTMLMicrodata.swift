import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A schema.org Recipe carried as microdata in a page (`itemscope
/// itemtype="https://schema.org/Recipe"` with `itemprop="name"`,
/// `itemprop="recipeIngredient"`...), read into the same shape as a JSON-LD
/// node so that `JSONLDRecipeMapping` maps it.
///
/// The page's tags are scanned once, linearly (comments, `<script>` and
/// `<style>` skipped; `<li>`, `<p>`, `<tr>`, `<td>`... closed by the next
/// one as browsers do; a stray end tag ignored; nesting cut at
/// `maxDepth`). A property's value is, as the microdata rules say, its
/// `content` attribute, else `src` (images), `href` (links), `datetime`
/// (`<time>`), else the element's inner HTML (decoded later); a property
/// that is itself an `itemscope` (a `HowToStep`, the nutrition) is an
/// object of its own properties. A property named more than once is a list.
package enum HTMLMicrodata {
    package struct Element {
        package var name: String
        package var attributes: [String: String]
        /// Where `<` is.
        package var tagStart: Int
        /// After the start tag's `>`.
        package var contentStart: Int
        /// Where the end tag starts (the end of the input when there is none).
        package var contentEnd: Int
    }

    package static let maxDepth = 256
    package static let maxElements = 200_000
    package static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    package static let selfClosingSiblings: Set<String> = ["li", "p", "dt", "dd", "tr", "td", "th", "option"]

    /// What reading a page cost: elements looked at, values appended to
    /// properties and bytes copied into values (the growth test counts
    /// these rather than timing them).
    package struct Work: Sendable {
        package var elements = 0
        package var appends = 0
        package var bytesCopied = 0
        package init() {}
        package var total: Int { elements + appends + bytesCopied }
    }

    /// The first Recipe item's properties, and where its element starts.
    package static func recipe(in bytes: [UInt8]) -> ([String: Any], Int)? {
        var work = Work()
        return recipe(in: bytes, work: &work)
    }

    package static func recipe(in bytes: [UInt8], work: inout Work) -> ([String: Any], Int)? {
        let elements = scan(bytes)
        guard
            let index = elements.firstIndex(where: { element in
                element.attributes["itemscope"] != nil
                    && (element.attributes["itemtype"] ?? "").split(separator: " ").contains { JSONLDReader.isRecipe(String($0)) }
            })
        else { return nil }
        // The values together copy at most twice the page and a little more:
        // an element left open runs to the end of its parent, and many of
        // them would otherwise copy the page once each.
        var budget = 2 * bytes.count + 65_536
        let node = item(at: index, elements, bytes, depth: 0, budget: &budget, work: &work)
        return (withOlderVocabulary(node, page: bytes), elements[index].tagStart)
    }

    /// The properties of the item whose element is `elements[index]`.
    ///
    /// Each property's values are gathered in one growing list (a list
    /// copied for every value made a page of many values quadratic).
    static func item(
        at index: Int, _ elements: [Element], _ bytes: [UInt8], depth: Int, budget: inout Int, work: inout Work
    ) -> [String: Any] {
        var gathered: [String: [Any]] = [:]
        let end = elements[index].contentEnd
        var skipUntil = -1
        var j = index + 1
        while j < elements.count, elements[j].tagStart < end {
            let element = elements[j]
            defer { j += 1 }
            work.elements += 1
            if element.tagStart < skipUntil { continue }
            let isItem = element.attributes["itemscope"] != nil
            if isItem { skipUntil = element.contentEnd }
            guard let names = element.attributes["itemprop"] else { continue }
            let value: Any
            if isItem {
                value = depth < 8 ? item(at: j, elements, bytes, depth: depth + 1, budget: &budget, work: &work) : [String: Any]()
            } else {
                let text = propertyValue(element, bytes, budget: &budget)
                work.bytesCopied += text.utf8.count
                if let json = unescapedJSON(element, bytes) {
                    value = json
                } else if names == "name", depth == 0, let title = headingTitle(text) {
                    value = title
                } else if names.hasSuffix("nstructions"), let steps = followingSteps(at: j, text, elements, bytes, end, &budget) {
                    value = steps
                } else if names.hasSuffix("ngredient") || names.hasSuffix("ngredients"), let lines = ingredientBlocks(text) {
                    value = lines
                } else {
                    value = text
                }
            }
            for name in names.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                gathered[String(name), default: []].append(value)
                work.appends += 1
            }
        }
        // A property named once is a value; named more than once, a list.
        return gathered.mapValues { $0.count == 1 ? $0[0] : $0 }
    }

    package static func propertyValue(_ element: Element, _ bytes: [UInt8]) -> String {
        var budget = Int.max
        return propertyValue(element, bytes, budget: &budget)
    }

    static func propertyValue(_ element: Element, _ bytes: [UInt8], budget: inout Int) -> String {
        if let content = element.attributes["content"] { return content }
        switch element.name {
        case "img", "audio", "video", "source", "embed", "iframe": return element.attributes["src"] ?? ""
        case "a", "link", "area": return element.attributes["href"] ?? ""
        case "time":
            if let date = element.attributes["datetime"], !date.isEmpty { return date }  // `datetime=""`: the text shown
        case "data", "meter":
            if let value = element.attributes["value"] { return value }
        default: break
        }
        guard element.contentStart < element.contentEnd, budget > 0 else { return "" }
        let end = element.contentStart + min(element.contentEnd - element.contentStart, budget)
        budget -= end - element.contentStart
        // A line break in the page's source is a blank, as a browser shows it
        // (`in a plastic⏎bag`): only tags (`<br>`, `<p>`, `<li>`) break lines.
        let blank = UInt8(ascii: " ")
        let text = bytes[element.contentStart..<end].map { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 ? blank : $0 }
        return String(decoding: text, as: UTF8.self)
    }

    /// Every element of the page, in document order.
    package static func scan(_ bytes: [UInt8]) -> [Element] {
        var elements: [Element] = []
        var open: [Int] = []  // indices of elements not closed yet
        var i = 0
        func starts(_ text: String, at k: Int) -> Bool {
            let needle = Array(text.utf8)
            guard k + needle.count <= bytes.count else { return false }
            for (n, b) in needle.enumerated() where lower(bytes[k + n]) != b { return false }
            return true
        }
        func skip(past text: String, from k: Int) -> Int {
            HTMLScriptScanner.find(Array(text.utf8), in: bytes, from: k).map { $0 + text.utf8.count } ?? bytes.count
        }
        while i < bytes.count, elements.count < maxElements {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else {
                i += 1
                continue
            }
            let next = bytes[i + 1]
            if starts("<!--", at: i) {
                i = skip(past: "-->", from: i + 4)
            } else if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                i = skip(past: ">", from: i + 2)
            } else if next == UInt8(ascii: "/") {
                var k = i + 2
                let name = tagName(bytes, &k)
                let end = skip(past: ">", from: k)
                if !name.isEmpty, let at = open.lastIndex(where: { elements[$0].name == name }) {
                    for index in open[at...] { elements[index].contentEnd = i }
                    open.removeSubrange(at...)
                }
                i = end
            } else if isLetter(next) {
                var k = i + 1
                let name = tagName(bytes, &k)
                let (attributes, end, selfClosed) = self.attributes(bytes, from: k)
                if selfClosingSiblings.contains(name), let last = open.last, elements[last].name == name {
                    elements[last].contentEnd = i
                    open.removeLast()
                }
                elements.append(Element(name: name, attributes: attributes, tagStart: i, contentStart: end, contentEnd: end))
                if name == "script" || name == "style" || name == "textarea" {
                    let close = HTMLScriptScanner.find(Array("</\(name)".utf8), in: bytes, from: end) ?? bytes.count
                    elements[elements.count - 1].contentEnd = close
                    i = close
                    continue
                }
                if !selfClosed, !voidElements.contains(name), open.count < maxDepth {
                    elements[elements.count - 1].contentEnd = bytes.count
                    open.append(elements.count - 1)
                }
                i = end
            } else {
                i += 1
            }
        }
        return elements
    }

    package static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
    package static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
    package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    /// A tag or attribute name at `k` (lowercased), moving `k` past it.
    package static func tagName(_ bytes: [UInt8], _ k: inout Int) -> String {
        let start = k
        while k < bytes.count, k - start < 64, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: ">"), bytes[k] != UInt8(ascii: "/"),
            bytes[k] != UInt8(ascii: "=")
        {
            k += 1
        }
        return String(decoding: bytes[start..<k].map(lower), as: UTF8.self)
    }

    /// The attributes of a start tag from `k`, where its `>` ends (the
    /// index after it) and whether it closed itself (`/>`). Values are
    /// decoded to one line, or kept as written when `raw`.
    package static func attributes(_ bytes: [UInt8], from start: Int, raw: Bool = false) -> ([String: String], Int, Bool) {
        var attributes: [String: String] = [:]
        var k = start
        var selfClosed = false
        while k < bytes.count {
            while k < bytes.count, isSpace(bytes[k]) { k += 1 }
            guard k < bytes.count else { break }
            if bytes[k] == UInt8(ascii: ">") { return (attributes, k + 1, selfClosed) }
            if bytes[k] == UInt8(ascii: "/") {
                selfClosed = true
                k += 1
                continue
            }
            selfClosed = false
            let before = k
            let name = tagName(bytes, &k)
            if k == before { k += 1; continue }
            while k < bytes.count, isSpace(bytes[k]) { k += 1 }
            var value = ""
            if k < bytes.count, bytes[k] == UInt8(ascii: "=") {
                k += 1
                while k < bytes.count, isSpace(bytes[k]) { k += 1 }
                if k < bytes.count, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") {
                    let quote = bytes[k]
                    let valueStart = k + 1
                    k = valueStart
                    while k < bytes.count, bytes[k] != quote { k += 1 }
                    value = String(decoding: bytes[valueStart..<min(k, bytes.count)], as: UTF8.self)
                    k = min(k + 1, bytes.count)
                } else {
                    let valueStart = k
                    while k < bytes.count, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: ">") { k += 1 }
                    value = String(decoding: bytes[valueStart..<k], as: UTF8.self)
                }
            }
            if attributes.count < 64, attributes[name] == nil { attributes[name] = raw ? value : HTMLText.line(value) }
        }
        return (attributes, bytes.count, selfClosed)
    }
}
