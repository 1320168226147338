import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Reads a schema.org `Recipe` from a `.json` file of JSON-LD or from an
/// HTML page that embeds it (see `HTMLScriptScanner`), or, when the page's
/// scripts hold none, carries it as microdata (`HTMLMicrodata`). The first Recipe
/// found wins: a top-level object or array, `@graph`, or `mainEntity`, with
/// `@type` a string or a list (`Recipe`, `schema:Recipe` or the full IRI).
/// JSON syntax errors carry the line and column in the original file;
/// values that cannot be read (a malformed duration, an unreadable yield)
/// are warnings and the field stays empty.
public enum JSONLDReader {
    /// How deep `@graph` / `mainEntity` / lists are searched for a Recipe.
    package static let maxSearchDepth = 12

    public static func read(_ source: SourceFile) -> InteropReadResult {
        let bytes = source.bytes
        let start = source.hasBOM ? 3 : 0
        let isJSON = firstNonBlank(bytes, from: start).map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") } ?? false
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes, from: start) {
            // A page saved in its own charset (`<meta charset="iso-8859-1">`, or none, which a browser reads as
            // windows-1252): read as a browser shows it, the bytes made UTF-8 first
            let decoded = WebPageText.decode(Array(bytes[start...]), contentType: nil)
            guard !isJSON, UTF8Validation.firstInvalidOffset(in: decoded.bytes, from: 0) == nil else {
                return failure(Diagnostic(.error, "invalid UTF-8", path: source.path, range: source.range(bad..<bad + 1)))
            }
            var result = read(SourceFile(path: source.path, bytes: decoded.bytes))
            let note = Diagnostic(
                .warning, "the page is not UTF-8: read as \(decoded.charset)", path: source.path, range: source.range(bad..<bad + 1))
            result.diagnostics.insert(note, at: 0)
            return result
        }
        let blocks: [HTMLScriptScanner.Block]
        if isJSON {
            blocks = [HTMLScriptScanner.Block(tag: start, content: start..<bytes.count)]
        } else {
            blocks = HTMLScriptScanner.blocks(in: bytes)
            guard !blocks.isEmpty else {
                if let found = microdata(source) ?? visible(source) { return found }
                return failure(
                    Diagnostic(
                        .error, "no schema.org JSON-LD in this file", path: source.path, range: nil,
                        notes: ["expected a JSON-LD object or a <script type=\"application/ld+json\"> block"]))
            }
        }
        var diagnostics: [Diagnostic] = []
        for block in blocks {
            let place = isJSON ? nil : source.location(of: block.content.lowerBound)
            func inFile(_ range: SourceRange?) -> SourceRange? {
                guard let range, let place else { return range }
                return SourceRange(start: shifted(range.start, by: place), end: shifted(range.end, by: place))
            }
            let (parsed, scanErrors) = tree(of: block, in: source, isJSON: isJSON)
            if !scanErrors.isEmpty {
                diagnostics += scanErrors.map { d in
                    var d = d
                    d.message = isJSON ? d.message : "in the JSON-LD script block: " + d.message
                    d.range = inFile(d.range)
                    return d
                }
                continue
            }
            guard let value = parsed else {
                diagnostics.append(
                    Diagnostic(
                        .error, "cannot read the JSON-LD", path: source.path, range: source.range(block.tag..<block.tag + 1)))
                continue
            }
            guard let (node, path) = findRecipe(value, path: "", depth: 0) else { continue }
            var mapping = JSONLDRecipeMapping(node: node)
            if !isJSON {
                // A page's JSON-LD Recipe without ingredients or steps: they may be only on the page.
                mapping.fallback = {
                    HTMLMicrodata.recipe(in: source.bytes)?.0 ?? HTMLMicroformatRecipe.node(in: source.bytes)
                        ?? HTMLVisibleRecipe.node(in: source.bytes)
                }
            }
            let recipe = mapping.recipe()
            // The ranges are read (from a copy of the block made again) only to place a problem.
            let ranges = mapping.problems.isEmpty ? nil : JSONSourceMap(scanning: blockSource(block, in: source, isJSON: isJSON))
            for problem in mapping.problems {
                let fullPath = problem.key.isEmpty ? path : (path.isEmpty ? problem.key : path + "." + problem.key)
                diagnostics.append(
                    Diagnostic(
                        problem.severity, problem.message, path: source.path, range: inFile(ranges?.range(of: fullPath))))
            }
            if diagnostics.hasErrors { return InteropReadResult(content: nil, diagnostics: diagnostics) }
            // Syntax errors of other blocks do not matter once a recipe is found.
            return InteropReadResult(content: .document(.recipe(recipe)), diagnostics: diagnostics.filter { $0.severity != .error })
        }
        if !isJSON, let found = microdata(source) ?? visible(source) {
            // The scripts had no Recipe (or could not be read): the page's microdata has one.
            return found
        }
        diagnostics.append(
            Diagnostic(
                .error, "no schema.org Recipe in the JSON-LD", path: source.path, range: nil,
                notes: ["looked for \"@type\": \"Recipe\" at the top, in \"@graph\" and in \"mainEntity\""]))
        return InteropReadResult(content: nil, diagnostics: diagnostics)
    }

    /// The block alone, so each block costs its own size (its positions are
    /// moved back into the file); a JSON file's own text.
    private static func blockSource(_ block: HTMLScriptScanner.Block, in source: SourceFile, isJSON: Bool) -> SourceFile {
        isJSON ? source : SourceFile(path: source.path, bytes: Array(source.bytes[block.content]))
    }

    /// The block's JSON as Foundation's tree (nil when it cannot read it),
    /// or the errors of its scan. The block's copy and the scan are let go
    /// of on return, before the tree is mapped: with the tree and the
    /// recipe they were a third of a huge page's import more.
    private static func tree(of block: HTMLScriptScanner.Block, in source: SourceFile, isJSON: Bool) -> (Any?, [Diagnostic]) {
        let blockSource = blockSource(block, in: source, isJSON: isJSON)
        // Checked without a range for every value (a huge block's paths
        // would cost several times the block).
        let scan = JSONSourceMap(scanning: blockSource, recordingRanges: false)
        if scan.diagnostics.hasErrors {
            // A page's block that fails only for a comma before `]` or `}`, or a raw line break in a string, is read mended.
            guard !isJSON, let repaired = JSONLDTrailingCommas.repaired(from: blockSource.bytes),
                !JSONSourceMap(scanning: SourceFile(path: source.path, bytes: repaired), recordingRanges: false).diagnostics
                    .hasErrors
            else { return (nil, scan.diagnostics) }
            return (try? JSONSerialization.jsonObject(with: Data(repaired), options: [.fragmentsAllowed]), [])
        }
        // The block's bytes are read in place, not copied once more (a
        // JSON file's own bytes, after its byte order mark).
        let json = isJSON ? block.content : 0..<blockSource.bytes.count
        let parsed = blockSource.bytes.withUnsafeBytes { all -> Any? in
            guard let base = all.baseAddress, !json.isEmpty else {
                return try? JSONSerialization.jsonObject(with: Data(), options: [.fragmentsAllowed])
            }
            let data = Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: base + json.lowerBound), count: json.count, deallocator: .none)
            return try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
        return (parsed, [])
    }

    /// Whether the bytes look like schema.org (for format detection): an
    /// `application/ld+json` script or a microdata Recipe
    /// (`itemtype="https://schema.org/Recipe"`) in a page, or JSON with a
    /// schema.org context or, without one, a node whose `"@type"` is
    /// `Recipe` (pages' JSON often leaves the context out).
    public static func looksLikeSchemaOrg(_ bytes: [UInt8]) -> Bool {
        let head = Array(bytes.prefix(1 << 20))
        if HTMLScriptScanner.find(Array("application/ld+json".utf8), in: head, from: 0) != nil { return true }
        let first = firstNonBlank(bytes, from: 0)
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            return first == UInt8(ascii: "<") && HTMLScriptScanner.find(Array("schema.org/recipe".utf8), in: head, from: 0) != nil
        }
        return HTMLScriptScanner.find(Array("schema.org".utf8), in: head, from: 0) != nil || declaresRecipeType(head)
    }

    /// Whether some `"@type"` key of the JSON text has the value `"Recipe"`
    /// (or a list holding it, or a prefixed name such as `schema:Recipe`).
    package static func declaresRecipeType(_ bytes: [UInt8]) -> Bool {
        let key = Array("\"@type\"".utf8)
        var from = 0
        while let at = HTMLScriptScanner.find(key, in: bytes, from: from) {
            from = at + key.count
            var i = from
            func skipBlanks() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
            skipBlanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { continue }
            i += 1
            skipBlanks()
            let inList = i < bytes.count && bytes[i] == UInt8(ascii: "[")
            if inList { i += 1 }
            // The strings of the value (one, or those of the list), each up to 200 bytes.
            while i < bytes.count {
                skipBlanks()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { break }
                let start = i + 1
                var end = start
                while end < bytes.count, end - start < 200, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { break }
                if isRecipe(String(decoding: bytes[start..<end], as: UTF8.self)) { return true }
                i = end + 1
                skipBlanks()
                guard inList, i < bytes.count, bytes[i] == UInt8(ascii: ",") else { break }
                i += 1
            }
        }
        return false
    }

    /// The page's microdata Recipe (`HTMLMicrodata`), mapped as a JSON-LD
    /// node; every problem points at the Recipe's element.
    package static func microdata(_ source: SourceFile) -> InteropReadResult? {
        guard let (node, tag) = HTMLMicrodata.recipe(in: source.bytes) else { return nil }
        var mapping = JSONLDRecipeMapping(node: node)
        mapping.fallback = { HTMLMicroformatRecipe.node(in: source.bytes) ?? HTMLVisibleRecipe.node(in: source.bytes) }
        let recipe = mapping.recipe()
        let range = source.range(tag..<min(tag + 1, source.bytes.count))
        let diagnostics = mapping.problems.map { Diagnostic($0.severity, $0.message, path: source.path, range: range) }
        if diagnostics.hasErrors { return InteropReadResult(content: nil, diagnostics: diagnostics) }
        return InteropReadResult(content: .document(.recipe(recipe)), diagnostics: diagnostics)
    }

    /// The recipe of a page with no schema.org data: its hRecipe microformat
    /// (`HTMLMicroformatRecipe`), else what it shows under an ingredients
    /// and a method heading (`HTMLVisibleRecipe`), with a warning that says which.
    package static func visible(_ source: SourceFile) -> InteropReadResult? {
        let read: (node: [String: Any], from: String)
        if let node = HTMLMicroformatRecipe.node(in: source.bytes) {
            read = (node, "its hRecipe microformat")
        } else if let node = HTMLVisibleRecipe.node(in: source.bytes) {
            read = (node, "its ingredients and method headings")
        } else {
            return nil
        }
        var mapping = JSONLDRecipeMapping(node: read.node)
        let recipe = mapping.recipe()
        var diagnostics = [
            Diagnostic(.warning, "no schema.org Recipe on the page; read from \(read.from)", path: source.path, range: nil)
        ]
        diagnostics += mapping.problems.map { Diagnostic($0.severity, $0.message, path: source.path, range: nil) }
        if diagnostics.hasErrors { return InteropReadResult(content: nil, diagnostics: diagnostics) }
        return InteropReadResult(content: .document(.recipe(recipe)), diagnostics: diagnostics)
    }

    package static func failure(_ diagnostic: Diagnostic) -> InteropReadResult {
        InteropReadResult(content: nil, diagnostics: [diagnostic])
    }

    package static func firstNonBlank(_ bytes: [UInt8], from start: Int) -> UInt8? {
        var i = start
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count ? bytes[i] : nil
    }

    /// A position in a block as a position in the file, the block starting at `origin`.
    package static func shifted(_ location: SourceLocation, by origin: SourceLocation) -> SourceLocation {
        SourceLocation(
            line: location.line + origin.line - 1,
            column: location.line == 1 ? location.column + origin.column - 1 : location.column,
            offset: location.offset + origin.offset)
    }

    /// The first node whose `@type` is Recipe, with its JSON path.
    package static func findRecipe(_ value: Any, path: String, depth: Int) -> ([String: Any], String)? {
        guard depth <= maxSearchDepth else { return nil }
        if let list = value as? [Any] {
            for (index, element) in list.enumerated() {
                if let found = findRecipe(element, path: path + "[\(index)]", depth: depth + 1) { return found }
            }
            return nil
        }
        guard let node = value as? [String: Any] else { return nil }
        if isRecipe(node["@type"]) { return (node, path) }
        for key in ["@graph", "mainEntity", "itemListElement", "item"] {
            guard let inner = node[key] else { continue }
            let innerPath = path.isEmpty ? key : path + "." + key
            if let found = findRecipe(inner, path: innerPath, depth: depth + 1) { return found }
        }
        return nil
    }

    package static func isRecipe(_ type: Any?) -> Bool {
        func name(_ text: String) -> Bool {
            let last = text.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? text
            return last == "Recipe"
        }
        if let text = type as? String { return name(text) }
        if let list = type as? [Any] { return list.contains { ($0 as? String).map(name) ?? false } }
        return false
    }
}
