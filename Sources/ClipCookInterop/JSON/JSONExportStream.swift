#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Reads a whole export from a file in bounded chunks, its recipes one by
/// one, so that an export larger than the input limit can be imported: the
/// memory of the reading is a chunk plus a batch of recipes' texts, not the
/// file (the decoded recipes are kept, as every import keeps them).
///
/// `read` takes the usual way (the whole file, `JSONDocumentDecoder`) for a
/// file within `limit` bytes and streams a larger one:
/// - every top-level value but `recipes` is kept as text, together at most
///   `limit` bytes, and decoded at the end by `JSONDocumentDecoder`;
/// - each element of `recipes` (at most `limit` bytes) is read by
///   `RecipeJSONReader`, else by `JSONDecoder`; the first that fails gives
///   its diagnostic with its path (`recipes[7].servings`) and its line and
///   column in the file, and nothing is imported;
/// - the file may be at most `maximumSize` bytes.
public enum JSONExportStream {
    /// The largest export read at all (4 GiB).
    public static let maximumSize = 4 << 30

    /// How many recipes' texts are held at once, to decode them on every core.
    package static let batch = 256

    /// The export (or any JSON document, when within `limit`) at `path`.
    public static func read(
        path: String, limit: Int = Language.maximumInputSize, chunkSize: Int = 1 << 20
    ) -> InteropReadResult {
        func failed(_ message: String, at location: SourceLocation? = nil) -> InteropReadResult {
            InteropReadResult(
                content: nil,
                diagnostics: [
                    Diagnostic(
                        .error, message, path: path, range: location.map { SourceRange(start: $0, end: $0) })
                ])
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            return failed(code == ENOENT || code == ENOTDIR ? "no such file" : "cannot read file: \(FileBytes.systemMessage(code))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return failed("not a regular file") }
        let size = Int(info.st_size)
        guard size > limit else {
            do {
                let source = SourceFile(path: path, bytes: try FileBytes.load(atPath: path, limit: limit).bytes)
                return JSONDocumentDecoder.decode(source)
            } catch {
                return failed(error.message)
            }
        }
        guard size <= maximumSize else {
            return failed(FileReadError.tooLarge(path, size: size, limit: maximumSize).message)
        }
        var input = ChunkedInput(fd: fd, chunkSize: max(16, chunkSize))
        do {
            return try stream(&input, path: path, limit: limit)
        } catch let problem as StreamProblem {
            return failed(problem.message, at: problem.location)
        } catch {
            return failed("cannot read the JSON: \(error)")
        }
    }

    /// Whether `path` is a regular file over `limit` bytes whose first 4 KB
    /// hold no NUL and open a JSON object: an export for `read` to take in
    /// chunks (`DocumentReader.read(path:as:)` asks); the usual read refuses
    /// anything else that large.
    public static func isLargeExport(atPath path: String, limit: Int) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit else { return false }
        var head = [UInt8](repeating: 0, count: 4096)
        var filled = 0
        while filled < head.count {
            let count = head.withUnsafeMutableBytes { raw in
                pread(fd, raw.baseAddress.map { $0 + filled }, raw.count - filled, off_t(filled))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return false }
            if count == 0 { break }
            filled += count
        }
        head.removeSubrange(filled...)
        return FileBytes.binaryOffset(head) == nil && JSONDocumentDecoder.looksLikeJSON(head)
    }

    package struct StreamProblem: Error {
        package var message: String
        package var location: SourceLocation?
    }

    private static func stream(_ input: inout ChunkedInput, path: String, limit: Int) throws -> InteropReadResult {
        if try input.peek() == 0xEF {
            guard try input.take() == 0xEF, try input.take() == 0xBB, try input.take() == 0xBF else {
                throw StreamProblem(message: "invalid UTF-8", location: input.location)
            }
        }
        try input.expect(UInt8(ascii: "{"), "expected a JSON object at the top level")
        var rest: [UInt8] = [UInt8(ascii: "{")]
        var recipes: [Recipe] = []
        var sawRecipes = false
        if try input.peekPastBlanks() == UInt8(ascii: "}") {
            _ = try input.take()
        } else {
            while true {
                guard try input.peekPastBlanks() == UInt8(ascii: "\"") else {
                    throw StreamProblem(message: "expected a key in quotes", location: input.location)
                }
                let key = try input.value(limit: limit)
                try input.expect(UInt8(ascii: ":"), "expected ':' after the key")
                if key == Array("\"recipes\"".utf8), try input.peekPastBlanks() == UInt8(ascii: "[") {
                    guard !sawRecipes else {
                        throw StreamProblem(message: "duplicate key 'recipes'", location: input.location)
                    }
                    sawRecipes = true
                    recipes = try streamRecipes(&input, path: path, limit: limit)
                } else {
                    if rest.count > 1 { rest.append(UInt8(ascii: ",")) }
                    rest += key
                    rest.append(UInt8(ascii: ":"))
                    rest += try input.value(limit: limit)
                    guard rest.count <= limit else {
                        throw StreamProblem(
                            message: "everything but the recipes is larger than \(limit / (1024 * 1024)) MB; not read",
                            location: input.location)
                    }
                }
                switch try input.peekPastBlanks() {
                case UInt8(ascii: ","): _ = try input.take()
                case UInt8(ascii: "}"):
                    _ = try input.take()
                case nil: throw StreamProblem(message: "unexpected end of the file", location: input.location)
                default: throw StreamProblem(message: "expected ',' or '}' in the top-level object", location: input.location)
                }
                if input.lastTaken == UInt8(ascii: "}") { break }
            }
        }
        if try input.peekPastBlanks() != nil {
            throw StreamProblem(message: "unexpected text after the JSON value", location: input.location)
        }
        // The rest, with an empty list of recipes, read the usual way.
        if rest.count > 1 { rest.append(UInt8(ascii: ",")) }
        rest += Array("\"recipes\":[]}".utf8)
        let others = JSONDocumentDecoder.decode(SourceFile(path: path, bytes: rest))
        guard case .export(var export)? = others.content else {
            // Positions in the rest are not the file's: the messages without them.
            let diagnostics = others.diagnostics.map { Diagnostic($0.severity, $0.message, path: path, range: nil, notes: $0.notes) }
            return InteropReadResult(
                content: nil,
                diagnostics: diagnostics.isEmpty
                    ? [Diagnostic(.error, "not a whole export", path: path, range: nil)] : diagnostics)
        }
        export.recipes = recipes
        let problems = JSONDocumentDecoder.validate(.export(export)).filter { $0.path.hasPrefix("recipes[") }
        let diagnostics =
            others.diagnostics.map { Diagnostic($0.severity, $0.message, path: path, range: nil, notes: $0.notes) }
            + problems.map { problem in
                Diagnostic(.error, "\(problem.path): \(problem.message)", path: path, range: nil)
            }
        return InteropReadResult(content: diagnostics.hasErrors ? nil : .export(export), diagnostics: diagnostics)
    }

    /// The elements of the `recipes` list, the input at its `[`.
    private static func streamRecipes(_ input: inout ChunkedInput, path: String, limit: Int) throws -> [Recipe] {
        _ = try input.take()
        var recipes: [Recipe] = []
        var texts: [(bytes: [UInt8], location: SourceLocation)] = []
        func decodeBatch() throws {
            let base = recipes.count
            let decoded = CollectionLoader.concurrentMap(Array(texts.enumerated())) { index, text -> Result<Recipe, StreamProblem> in
                decode(text.bytes, index: base + index, at: text.location, path: path)
            }
            for result in decoded { recipes.append(try result.get()) }
            texts.removeAll(keepingCapacity: true)
        }
        if try input.peekPastBlanks() == UInt8(ascii: "]") {
            _ = try input.take()
            return []
        }
        while true {
            _ = try input.peekPastBlanks()
            let location = input.location
            texts.append((try input.value(limit: limit), location))
            if texts.count == batch { try decodeBatch() }
            switch try input.peekPastBlanks() {
            case UInt8(ascii: ","): _ = try input.take()
            case UInt8(ascii: "]"):
                _ = try input.take()
                try decodeBatch()
                return recipes
            case nil: throw StreamProblem(message: "unexpected end of the file", location: input.location)
            default: throw StreamProblem(message: "expected ',' or ']' in the list of recipes", location: input.location)
            }
        }
    }

    /// One recipe's text: the fast reader, else `JSONDecoder`, else its
    /// diagnostic with the path and position in the whole file.
    package static func decode(_ bytes: [UInt8], index: Int, at location: SourceLocation, path: String) -> Result<Recipe, StreamProblem> {
        if let recipe = RecipeJSONReader.recipe(in: bytes) { return .success(recipe) }
        let prefix = "recipes[\(index)]"
        func placed(_ inner: SourceLocation?) -> SourceLocation {
            guard let inner else { return location }
            return SourceLocation(
                line: location.line + inner.line - 1,
                column: inner.line == 1 ? location.column + inner.column - 1 : inner.column,
                offset: location.offset + inner.offset)
        }
        let source = SourceFile(path: path, bytes: bytes)
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            return .failure(StreamProblem(message: "invalid UTF-8", location: placed(source.range(bad..<bad + 1).start)))
        }
        let map = JSONSourceMap(scanning: source)
        if let first = map.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(StreamProblem(message: "\(prefix): \(first.message)", location: placed(first.range?.start)))
        }
        do {
            return .success(try JSONDecoder().decode(Recipe.self, from: Data(bytes)))
        } catch let error as DecodingError {
            let diagnostic = JSONShapeError.diagnostic(for: error, in: source, map: map)
            let message =
                diagnostic.message.hasPrefix("[")
                ? prefix + diagnostic.message
                : Self.startsWithPath(diagnostic.message) ? prefix + "." + diagnostic.message : prefix + ": " + diagnostic.message
            return .failure(StreamProblem(message: message, location: placed(diagnostic.range?.start)))
        } catch {
            return .failure(StreamProblem(message: "\(prefix): cannot read the JSON: \(error)", location: location))
        }
    }

    /// Whether a shape error's message starts with a path (`servings: ...`),
    /// one of the recipe's keys, rather than being about the whole recipe.
    package static func startsWithPath(_ message: String) -> Bool {
        guard let colon = message.firstIndex(of: ":") else { return false }
        let head = message[..<colon]
        guard let first = head.split(whereSeparator: { $0 == "." || $0 == "[" }).first else { return false }
        return Recipe.CodingKeys(stringValue: String(first)) != nil
    }
}
