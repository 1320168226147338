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
            return InteropReadResult(content: nil, diagnostics: [Diagnostic(
                .error, "\(format.rawValue) is only written, not read", path: source.path, range: nil,
                notes: ["read recipes from clipcook, json, jsonld, recipemd or caption"])])
        }
    }
}
