import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The formats `convert` reads and writes.
public enum InteropFormat: String, CaseIterable, Sendable {
    /// The ClipCook language.
    case clipcook
    /// The JSON models.
    case json
    /// Cooklang (`.cook`), recipes only: `Interop/Cooklang/`.
    case cooklang
    /// schema.org Recipe JSON-LD: a `.json` file or an `.html` page embedding it.
    case jsonld
    /// RecipeMD 2.x (Markdown).
    case recipemd
    /// A pasted social-media caption (plain text; read only).
    case caption
    /// A print-friendly Markdown recipe (write only).
    case markdown
    /// iCalendar (RFC 5545) events of a meal plan (write only).
    case ics

    /// The format of an input: by its extension (`.json`; `.cook`; `.recipe`,
    /// `.plan`, `.list`, `.settings`, `.inbox`; `.html`/`.htm` -> JSON-LD;
    /// `.md` -> RecipeMD; `.txt` -> caption unless it holds JSON), else by its content (JSON
    /// with a schema.org `@context` or an `application/ld+json` script ->
    /// JSON-LD; other JSON starts with `{` after an optional BOM and blanks).
    public static func sniff(path: String, bytes: [UInt8]) -> InteropFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let lower = name.lowercased()
        if lower.hasSuffix(".cook") { return .cooklang }
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .jsonld }
        if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") { return .recipemd }
        if lower.hasSuffix(".txt"), !JSONDocumentDecoder.looksLikeJSON(bytes) { return .caption }
        if lower.hasSuffix(".json") || lower.hasSuffix(".jsonld") {
            return JSONLDReader.looksLikeSchemaOrg(bytes) ? .jsonld : .json
        }
        let textExtensions = [".recipe", ".plan", ".list", ".settings", ".inbox"]
        if name == "settings" || textExtensions.contains(where: { name.hasSuffix($0) }) { return .clipcook }
        if JSONLDReader.looksLikeSchemaOrg(bytes) { return .jsonld }
        return JSONDocumentDecoder.looksLikeJSON(bytes) ? .json : .clipcook
    }

    /// Whether `convert` can read this format.
    public var isReadable: Bool { self != .markdown && self != .ics }

    /// Whether `convert` can write this format.
    public var isWritable: Bool { self != .caption }
}
