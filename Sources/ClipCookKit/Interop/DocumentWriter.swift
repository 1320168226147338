/// Writes content in either format.
public enum DocumentWriter {
    public enum WriteError: Error, Hashable, Sendable {
        /// A whole collection does not fit in one ClipCook file.
        case exportNeedsACollection
        /// JSON cannot hold a value (an infinite number).
        case notEncodable(String)
        /// The format holds one kind of document only (JSON-LD and Markdown a recipe, iCalendar a plan).
        case wrongKind(format: InteropFormat, expected: String, got: String)
        /// A format that is only read (captions).
        case readOnly(InteropFormat)

        public var message: String {
            switch self {
            case .exportNeedsACollection:
                "a whole collection export cannot become one ClipCook file"
            case .notEncodable(let reason):
                "cannot write the JSON: \(reason)"
            case .readOnly(let format):
                "\(format.rawValue) is read only; convert to clipcook, json or jsonld"
            case .wrongKind(let format, let expected, let got):
                "\(format.rawValue) holds \(expected), and this is a \(got)"
            }
        }
    }

    public static func write(_ content: InteropContent, as format: InteropFormat) throws(WriteError) -> String {
        switch (format, content) {
        case (.clipcook, .export):
            throw .exportNeedsACollection
        case (.clipcook, .document(let document)):
            return Language.print(document)
        case (.jsonld, .document(.recipe(let recipe))):
            return JSONLDWriter.write(recipe)
        case (.caption, _):
            throw .readOnly(format)
        case (.jsonld, _):
            throw .wrongKind(format: format, expected: "a recipe", got: content.kindName)
        case (.json, _):
            do {
                return try JSONDocumentEncoder.encode(content)
            } catch {
                throw .notEncodable(String(describing: error))
            }
        }
    }
}
