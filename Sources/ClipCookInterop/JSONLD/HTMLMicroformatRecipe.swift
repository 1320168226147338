import ClipCookCore

/// A recipe marked up with the hRecipe microformat (`class="hrecipe"`),
/// which recipe pages and plugins wrote before schema.org and many old
/// pages still carry, or with microformats2's `h-recipe`. Read into the
/// shape of a JSON-LD node, as `HTMLVisibleRecipe` does:
///
/// - `fn` / `p-name`: the title; `ingredient` / `p-ingredient`: a line
///   each (an element inside another ingredient is part of it);
/// - `yield` / `p-yield`: the servings; `summary` / `p-summary`: the
///   description; `photo` / `u-photo`: the image;
/// - `instructions` / `e-instructions`: the method, a step a list item,
///   paragraph or line; or `instruction`, one step each;
/// - `preptime`, `cooktime`, `totaltime`, `duration` (and `dt-` forms): a
///   time, from an ISO 8601 `title` or `datetime` (also of a `value-title`
///   inside, the value-class pattern), else from the text.
package enum HTMLMicroformatRecipe {
    static let roots: Set<String> = ["hrecipe", "h-recipe"]
    static let times: [String: String] = [
        "preptime": "prepTime", "dt-preptime": "prepTime", "cooktime": "cookTime", "dt-cooktime": "cookTime",
        "totaltime": "totalTime", "dt-totaltime": "totalTime", "duration": "totalTime", "dt-duration": "totalTime",
    ]

    static func classes(_ element: HTMLMicrodata.Element) -> Set<String> {
        Set((element.attributes["class"] ?? "").lowercased().split(whereSeparator: \.isWhitespace).map(String.init))
    }

    package static func node(in bytes: [UInt8]) -> [String: Any]? {
        var copied = 0
        return node(in: bytes, copied: &copied)
    }

    /// The node, and in `copied` how many bytes of the page its values copied.
    static func node(in bytes: [UInt8], copied: inout Int) -> [String: Any]? {
        // A page without the root's name is passed over without a scan.
        guard contains(bytes, "hrecipe") || contains(bytes, "h-recipe") else { return nil }
        let elements = HTMLMicrodata.scan(bytes)
        guard let rootIndex = elements.firstIndex(where: { !classes($0).isDisjoint(with: roots) }) else { return nil }
        let root = elements[rootIndex]
        var node: [String: Any] = ["@type": "Recipe"]
        var ingredients: [String] = []
        var steps: [String] = []
        var insideUntil: [String: Int] = [:]  // the end of the last ingredient or method element read
        // The values together copy at most twice the page: an element left open runs to its parent's end, and
        // a thousand of them would otherwise copy the page a thousand times.
        var budget = 2 * bytes.count + 65_536
        var total = 0
        defer { copied = total }
        var index = rootIndex + 1
        while index < elements.count, elements[index].tagStart < root.contentEnd, ingredients.count + steps.count < 1_000 {
            let element = elements[index]
            index += 1
            let names = classes(element)
            guard !names.isEmpty else { continue }
            func value() -> String {
                let found = HTMLMicrodata.propertyValue(element, bytes, budget: &budget)
                total += found.utf8.count
                return found
            }
            let text = { HTMLText.line(value()) }
            func first(_ key: String, _ classes: Set<String>, _ value: () -> String) {
                guard node[key] == nil, !names.isDisjoint(with: classes) else { return }
                let found = value()
                if !found.isEmpty { node[key] = found }
            }
            first("name", ["fn", "p-name"], text)
            first("recipeYield", ["yield", "p-yield"], text)
            first("description", ["summary", "p-summary"], text)
            first("image", ["photo", "u-photo"]) { element.attributes["src"] ?? element.attributes["href"] ?? "" }
            for name in names { if let key = times[name] { first(key, [name]) { time(element, at: index - 1, elements, bytes) } } }
            if !names.isDisjoint(with: ["ingredient", "p-ingredient"]), element.tagStart >= insideUntil["ingredient", default: 0] {
                insideUntil["ingredient"] = element.contentEnd
                // one box of several lines broken by `<br>` or paragraphs: a line each
                ingredients += HTMLText.lines(value())
            }
            if !names.isDisjoint(with: ["instructions", "e-instructions", "instruction"]),
                element.tagStart >= insideUntil["method", default: 0]
            {
                insideUntil["method"] = element.contentEnd
                steps += HTMLText.lines(value())
            }
        }
        guard node["name"] != nil, !ingredients.isEmpty else { return nil }
        node["recipeIngredient"] = ingredients
        if !steps.isEmpty { node["recipeInstructions"] = steps }
        return node
    }

    /// A time element's value: its ISO `title` or `datetime`, or that of a
    /// `value-title` inside it, else its text.
    static func time(_ element: HTMLMicrodata.Element, at index: Int, _ elements: [HTMLMicrodata.Element], _ bytes: [UInt8]) -> String {
        if let iso = element.attributes["datetime"] ?? element.attributes["title"], iso.hasPrefix("P") { return iso }
        var inner = index + 1
        while inner < elements.count, elements[inner].tagStart < element.contentEnd {
            if classes(elements[inner]).contains("value-title"), let iso = elements[inner].attributes["title"], iso.hasPrefix("P") {
                return iso
            }
            inner += 1
        }
        return HTMLText.line(HTMLMicrodata.propertyValue(element, bytes))
    }

    /// Whether `word` (lower-case ASCII) occurs in the bytes, any case.
    static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var i = 0
        while i + needle.count <= bytes.count {
            if bytes[i] | 0x20 == first, zip(needle.indices, needle).allSatisfy({ bytes[i + $0] | 0x20 == $1 }) { return true }
            i += 1
        }
        return false
    }
}
