import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Reads one input in any readable format into its content.
public enum DocumentReader {
    public static func read(_ source: SourceFile, as format: InteropFormat) -> InteropReadResult {
        switch format {
        case .json:
            return JSONDocumentDecoder.decode(source)
        case .cooklang:
            return CooklangImporter.read(source)
        case .clipcook:
            // Only the document and the diagnostics are read here.
            let result = Language.parse(source, keeping: [])
            let document = result.diagnostics.hasErrors ? nil : result.document
            return InteropReadResult(content: document.map(InteropContent.document), diagnostics: result.diagnostics)
        case .jsonld:
            return ImportedRecipe.checked(JSONLDReader.read(source), path: source.path)
        case .recipemd:
            return ImportedRecipe.checked(RecipeMDReader.read(source), path: source.path)
        case .caption:
            return ImportedRecipe.checked(CaptionReader.read(source), path: source.path)
        case .markdown, .ics:
            return InteropReadResult(
                content: nil,
                diagnostics: [
                    Diagnostic(
                        .error, "\(format.rawValue) is only written, not read", path: source.path, range: nil,
                        notes: ["read recipes from clipcook, json, jsonld, recipemd or caption"])
                ])
        }
    }
}

extension DocumentReader {
    /// What `read(path:as:)` gave: the result, and the file's text when it
    /// was read whole (its diagnostics point into it); nil when it was read
    /// in chunks (its diagnostics give their line and column in the file).
    public struct FileRead: Sendable {
        public var result: InteropReadResult
        public var source: SourceFile?

        public init(result: InteropReadResult, source: SourceFile?) {
            self.result = result
            self.source = source
        }
    }

    /// Reads the file at `path` as `format` (nil: the format its name and
    /// first bytes say), picking the reader by the file's size:
    /// - a file of at most `limit` bytes is read whole; one with a NUL near
    ///   the start gives the binary-file diagnostic and no content;
    /// - a larger one is read in chunks by `JSONExportStream` when JSON is
    ///   asked for or no format is given and its first 4 KB open a JSON
    ///   object (an export over the input limit, up to
    ///   `JSONExportStream.maximumSize`);
    /// - any other larger file is refused as too large (thrown, as is a file
    ///   that cannot be read).
    public static func read(
        path: String, as format: InteropFormat?, limit: Int = FileBytes.defaultLimit, chunkSize: Int = 1 << 20
    ) throws(FileReadError) -> FileRead {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.load(atPath: path, limit: limit).bytes
        } catch .tooLarge
            where (format == nil || format == .json)
            && JSONExportStream.isLargeExport(atPath: path, limit: limit)
        {
            // Only a file the usual read refuses as too large is looked at again.
            return FileRead(result: JSONExportStream.read(path: path, limit: limit, chunkSize: chunkSize), source: nil)
        }
        let source = SourceFile(path: path, bytes: bytes)
        if let offset = FileBytes.binaryOffset(source.bytes) {
            let binary = FileBytes.binaryDiagnostic(at: offset, in: source)
            return FileRead(result: InteropReadResult(content: nil, diagnostics: [binary]), source: source)
        }
        let detected = format ?? InteropFormat.sniff(path: path, bytes: source.bytes)
        return FileRead(result: read(source, as: detected), source: source)
    }
}
