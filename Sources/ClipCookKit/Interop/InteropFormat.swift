/// The formats `convert` reads and writes.
public enum InteropFormat: String, CaseIterable, Sendable {
    /// The ClipCook language.
    case clipcook
    /// The JSON models.
    case json
    /// Cooklang (`.cook`), recipes only: `Interop/Cooklang/`.
    case cooklang

    /// The format of an input: by its extension (`.json`; `.cook`; `.recipe`,
    /// `.plan`, `.list`, `.settings`, `.inbox`), else by its content (JSON
    /// starts with `{` after an optional BOM and blanks).
    public static func sniff(path: String, bytes: [UInt8]) -> InteropFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.lowercased().hasSuffix(".json") { return .json }
        if name.lowercased().hasSuffix(".cook") { return .cooklang }
        let textExtensions = [".recipe", ".plan", ".list", ".settings", ".inbox"]
        if name == "settings" || textExtensions.contains(where: { name.hasSuffix($0) }) { return .clipcook }
        return JSONDocumentDecoder.looksLikeJSON(bytes) ? .json : .clipcook
    }
}
