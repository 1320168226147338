/// Writes content in any format.
public enum DocumentWriter {
    public enum WriteError: Error, Hashable, Sendable {
        /// A whole collection does not fit in one ClipCook file.
        case exportNeedsACollection
        /// JSON cannot hold a value (an infinite number).
        case notEncodable(String)
        /// The format cannot hold this content (only recipes are Cooklang), with why.
        case notRepresentable(String)

        public var message: String {
            switch self {
            case .exportNeedsACollection:
                "a whole collection export cannot become one ClipCook file"
            case .notEncodable(let reason):
                "cannot write the JSON: \(reason)"
            case .notRepresentable(let reason):
                reason
            }
        }
    }

    /// `derived`: also write values derived from the data (JSON only; see
    /// `JSONDocumentEncoder`).
    public static func write(_ content: InteropContent, as format: InteropFormat, derived: Bool = false) throws(WriteError) -> String {
        switch (format, content) {
        case (.clipcook, .export):
            throw .exportNeedsACollection
        case (.clipcook, .document(let document)):
            return Language.print(document)
        case (.cooklang, .document(.recipe(let recipe))):
            do {
                return try CooklangExporter.write(recipe)
            } catch {
                throw .notRepresentable(error.message)
            }
        case (.cooklang, _):
            throw .notRepresentable("only a recipe can be written as Cooklang; this is a \(content.kindName)")
        case (.json, _):
            do {
                return try JSONDocumentEncoder.encode(content, derived: derived)
            } catch {
                throw .notEncodable(String(describing: error))
            }
        }
    }
}
