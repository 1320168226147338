import Foundation

/// The canonical JSON that ClipCook writes: keys sorted, two-space pretty
/// printing, slashes not escaped, one newline at the end. Encoding the same
/// model twice gives the same bytes.
public enum JSONDocumentEncoder {
    public static func encode(_ content: JSONContent) throws -> String {
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
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
