import Foundation

/// The canonical JSON that ClipCook writes: keys sorted, two-space pretty
/// printing, slashes not escaped, one newline at the end. Encoding the same
/// model twice gives the same bytes.
public enum JSONDocumentEncoder {
    public static func encode(_ content: InteropContent) throws -> String {
        switch content {
        case .document(let document): try encode(document)
        case .export(let export): try encode(export)
        }
    }

    public static func encode(_ document: Document) throws -> String {
        switch document {
        case .recipe(let recipe): try encode(value: recipe)
        case .plan(let plan): try encode(value: plan)
        case .shoppingList(let list): try encode(value: list)
        case .settings(let settings): try encode(value: settings)
        case .inbox(let inbox): try encode(value: inbox)
        case .pantry(let pantry): try encode(value: pantry)
        case .aisles(let aisles): try encode(value: aisles)
        }
    }

    public static func encode(_ export: CollectionExport) throws -> String {
        try encode(value: export)
    }

    /// Throws `EncodingError` for values JSON cannot hold (an infinite number).
    public static func encode(value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return collapsingEmptyContainers(Array(data)) + "\n"
    }

    /// Foundation prints an empty array as `[`, a blank line and `]`; the
    /// canonical form is `[]` (and `{}`). A raw line feed never occurs inside
    /// a JSON string, so this only ever touches the layout.
    static func collapsingEmptyContainers(_ bytes: [UInt8]) -> String {
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
        return String(decoding: out, as: UTF8.self)
    }
}
