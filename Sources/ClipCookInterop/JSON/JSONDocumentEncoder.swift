import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The canonical JSON that ClipCook writes: keys sorted, two-space pretty
/// printing, slashes not escaped, one newline at the end. Encoding the same
/// model twice gives the same bytes.
///
/// Only data is written: values derived from it (an ingredient's parsed
/// `quantity`, `quantityMax` and `unit`) are left out unless `derived` is
/// asked for, so JSON → text → JSON gives back what came in.
public enum JSONDocumentEncoder {
    /// `userInfo` key: `true` when derived values are wanted.
    package static let derivedKey: CodingUserInfoKey? = Ingredient.derivedFieldsKey

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

    package static func encoder(derived: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        if let derivedKey { encoder.userInfo[derivedKey] = derived }
        return encoder
    }

    /// Foundation prints an empty array as `[`, a blank line and `]`; the
    /// canonical form is `[]` (and `{}`). A raw line feed never occurs inside
    /// a JSON string, so this only ever touches the layout.
    package static func collapsingEmptyContainers(_ bytes: [UInt8]) -> String {
        String(decoding: collapsedBytes(bytes), as: UTF8.self)
    }

    /// `collapsingEmptyContainers`, as bytes.
    package static func collapsedBytes(_ bytes: [UInt8]) -> [UInt8] {
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
