import Foundation

/// The canonical JSON that ClipCook writes: keys sorted, two-space pretty
/// printing, slashes not escaped, one newline at the end. Encoding the same
/// model twice gives the same bytes.
///
/// Only data is written: values derived from it (an ingredient's parsed
/// `quantity`, `quantityMax` and `unit`) are left out unless `derived` is
/// asked for, so JSON → text → JSON gives back what came in.
public enum JSONDocumentEncoder {
    /// `userInfo` key: `true` when derived values are wanted.
    static let derivedKey: CodingUserInfoKey? = CodingUserInfoKey(rawValue: "clipcook.derived")

    public static func encode(_ content: InteropContent, derived: Bool = false) throws -> String {
        switch content {
        case .document(let document): try encode(document, derived: derived)
        case .export(let export): try encode(export, derived: derived)
        }
    }

    public static func encode(_ document: Document, derived: Bool = false) throws -> String {
        switch document {
        case .recipe(let recipe): try encode(value: recipe, derived: derived)
        case .plan(let plan): try encode(value: plan, derived: derived)
        case .shoppingList(let list): try encode(value: list, derived: derived)
        case .settings(let settings): try encode(value: settings, derived: derived)
        case .inbox(let inbox): try encode(value: inbox, derived: derived)
        case .pantry(let pantry): try encode(value: pantry, derived: derived)
        case .aisles(let aisles): try encode(value: aisles, derived: derived)
        case .foods(let foods): try encode(value: foods, derived: derived)
        }
    }

    public static func encode(_ export: CollectionExport, derived: Bool = false) throws -> String {
        try encode(value: export, derived: derived)
    }

    /// Throws `EncodingError` for values JSON cannot hold (an infinite number).
    public static func encode(value: some Encodable, derived: Bool = false) throws -> String {
        let data = try encoder(derived: derived).encode(value)
        return collapsingEmptyContainers(Array(data)) + "\n"
    }

    private static func encoder(derived: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        if let derivedKey { encoder.userInfo[derivedKey] = derived }
        return encoder
    }

    /// The bytes of `encode(export)`, made a recipe and a meal at a time on
    /// every core instead of as one value: Foundation holds an encoded
    /// copy of the whole tree while it writes, which for 10,000 recipes was
    /// most of an export's memory and time.
    ///
    /// The rest of the export is encoded with those two lists empty, and
    /// each element is encoded alone and indented into its place, as the
    /// encoder would have laid it out (a raw line feed never occurs inside a
    /// JSON string, so indenting after each one only touches the layout).
    public static func encodeBytes(_ export: CollectionExport, derived: Bool = false) throws -> [UInt8] {
        var rest = export
        rest.recipes = []
        rest.mealSlots = []
        var output = collapsedBytes(Array(try encoder(derived: derived).encode(rest)))
        let recipes = try encodedElements(export.recipes, derived: derived)
        let meals = try encodedElements(export.mealSlots, derived: derived)
        output = splice(recipes, as: "recipes", into: output)
        output = splice(meals, as: "mealSlots", into: output)
        output.append(0x0A)
        return output
    }

    /// Each element encoded alone, indented as an element of a top-level list.
    private static func encodedElements<Element: Encodable & Sendable>(_ elements: [Element], derived: Bool) throws -> [[UInt8]] {
        let encoded = CollectionLoader.concurrentMap(elements) { element -> Result<[UInt8], any Error> in
            Result { indented(collapsedBytes(Array(try encoder(derived: derived).encode(element))), by: 4) }
        }
        return try encoded.map { try $0.get() }
    }

    /// `bytes` with `count` spaces before its first line and after every line feed.
    private static func indented(_ bytes: [UInt8], by count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        out.append(contentsOf: repeatElement(0x20, count: count))
        for byte in bytes {
            out.append(byte)
            if byte == 0x0A { out.append(contentsOf: repeatElement(0x20, count: count)) }
        }
        return out
    }

    /// `text` with the top-level `"KEY" : []` holding `elements`.
    private static func splice(_ elements: [[UInt8]], as key: String, into text: [UInt8]) -> [UInt8] {
        guard !elements.isEmpty else { return text }
        let marker = Array("\n  \"\(key)\" : []".utf8)
        guard let start = firstIndex(of: marker, in: text) else { return text }
        let open = start + marker.count - 1  // the `]`
        var out: [UInt8] = []
        out.reserveCapacity(text.count + elements.reduce(0) { $0 + $1.count + 2 } + 4)
        out.append(contentsOf: text[..<open])
        out.append(0x0A)
        for (index, element) in elements.enumerated() {
            if index > 0 { out.append(contentsOf: [UInt8(ascii: ","), 0x0A]) }
            out.append(contentsOf: element)
        }
        out.append(contentsOf: Array("\n  ]".utf8))
        out.append(contentsOf: text[(open + 1)...])
        return out
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Foundation prints an empty array as `[`, a blank line and `]`; the
    /// canonical form is `[]` (and `{}`). A raw line feed never occurs inside
    /// a JSON string, so this only ever touches the layout.
    static func collapsingEmptyContainers(_ bytes: [UInt8]) -> String {
        String(decoding: collapsedBytes(bytes), as: UTF8.self)
    }

    /// `collapsingEmptyContainers`, as bytes.
    static func collapsedBytes(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            out.append(b)
            i += 1
            guard b == UInt8(ascii: "[") || b == UInt8(ascii: "{") else { continue }
            var j = i
            var newlines = 0
            while j < bytes.count, bytes[j] == 0x0A || bytes[j] == 0x20 {
                if bytes[j] == 0x0A { newlines += 1 }
                j += 1
            }
            let close = b == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            if j < bytes.count, bytes[j] == close, newlines > 0 {
                out.append(close)
                i = j + 1
            }
        }
        return out
    }
}
