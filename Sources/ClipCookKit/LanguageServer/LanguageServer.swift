import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The Language Server Protocol over ClipCook files: open documents kept in
/// memory, diagnostics from the parser and the linter (with the collection
/// around the file as context), formatting through `fmt`, completion, hover,
/// go to definition, document symbols and code actions for lint fixes.
///
/// Transport-free: `handle` takes one JSON-RPC message and returns the
/// messages to send; `diagnostics` publishes for the documents changed since
/// the last call (the front end calls it once per batch of messages, which
/// debounces bursts of changes).
public final class LanguageServer {
    struct OpenDocument {
        var path: String
        var bytes: [UInt8]
    }

    private var documents: [String: OpenDocument] = [:]
    /// The documents changed since their bytes were last put together, as
    /// their changes edit them (kept while they are open, for the next change).
    private var editing: [String: EditableText] = [:]
    private var unsettled: Set<String> = []
    private var changed: [String] = []
    /// Per collection root: the collection, and its files as the linter reads
    /// them with their resolved paths, made once (again after a save) rather
    /// than on every change.
    private var collections: [String: (collection: KitchenCollection, files: [(path: String, file: LintFile)])] = [:]
    public private(set) var shutdownRequested = false
    public private(set) var exitRequested = false

    public init() {}

    /// The responses and notifications for one incoming message.
    public func handle(_ body: [UInt8]) -> [JSONValue] {
        guard let message = JSONValue.parse(body) else {
            return [error(id: .null, code: -32700, "the message is not JSON")]
        }
        let id = message["id"]
        let method = message["method"]?.string ?? ""
        let params = message["params"] ?? .null
        switch method {
        case "initialize":
            return [result(id, capabilities)]
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
            return []
        case "shutdown":
            shutdownRequested = true
            return [result(id, .null)]
        case "exit":
            exitRequested = true
            return []
        case "textDocument/didOpen":
            if let doc = params["textDocument"], let uri = doc["uri"]?.string, let text = doc["text"]?.string {
                documents[uri] = OpenDocument(path: Self.path(of: uri), bytes: Array(text.utf8))
                editing[uri] = nil
                unsettled.remove(uri)
                changed.append(uri)
            }
            return []
        case "textDocument/didChange":
            if let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri],
                case .array(let changes)? = params["contentChanges"]
            {
                var text = editing.removeValue(forKey: uri) ?? EditableText(document.bytes)
                for change in changes { Self.apply(change, to: &text) }
                editing[uri] = text
                unsettled.insert(uri)
                changed.append(uri)
            }
            return []
        case "textDocument/didSave":
            if let uri = params["textDocument"]?["uri"]?.string {
                collections.removeAll()  // the collection on disk changed: read it again
                changed.append(uri)
            }
            return []
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return [] }
            documents[uri] = nil
            editing[uri] = nil
            unsettled.remove(uri)
            return [notification("textDocument/publishDiagnostics", .object(["uri": .string(uri), "diagnostics": .array([])]))]
        case "textDocument/formatting":
            return [result(id, formatting(params))]
        case "textDocument/completion":
            return [result(id, completion(params))]
        case "textDocument/hover":
            return [result(id, hover(params))]
        case "textDocument/definition":
            return [result(id, definition(params))]
        case "textDocument/documentSymbol":
            return [result(id, symbols(params))]
        case "textDocument/codeAction":
            return [result(id, codeActions(params))]
        default:
            guard let id, id != .null else { return [] }  // an unknown notification
            return [error(id: id, code: -32601, "unknown method '\(method)'")]
        }
    }

    /// `textDocument/publishDiagnostics` for every document changed since the last call.
    public func diagnostics() -> [JSONValue] {
        var seen: Set<String> = []
        let uris = changed.filter { seen.insert($0).inserted }
        changed.removeAll()
        return uris.compactMap { uri in
            guard let document = settled(uri) else { return nil }
            // One line table for all the document's diagnostics: building it per
            // diagnostic made a change of a long file quadratic.
            let positions = TextPositions(document.bytes)
            return notification(
                "textDocument/publishDiagnostics",
                .object([
                    "uri": .string(uri),
                    "diagnostics": .array(capped(cappedProblems(in: document), document, positions: positions)),
                ]))
        }
    }

    /// At most this many diagnostics are published for one document; past
    /// it, one more says how many were left out.
    /// (The parse's own cap: at least this, so that what it leaves out is never shown.)
    public static let maxDiagnostics = Language.diagnosticCap

    /// The first `maxDiagnostics` diagnostics, then a summary of the rest
    /// (as severe as the worst of them, where the first of them is).
    /// (The problems are read in place: a copy of a document's 100,000
    /// diagnostics would be 10 MB more.)
    /// The parse keeps at most `Language.diagnosticCap` of its own (as many
    /// as are shown, so none it left out could be among the first shown);
    /// those it left out are counted into the summary with the rest.
    func capped(_ found: (problems: [LintProblem], omitted: OmittedDiagnostics), _ document: OpenDocument, positions: TextPositions)
        -> [JSONValue]
    {
        let problems = found.problems
        var shown = problems.prefix(Self.maxDiagnostics).map { lspDiagnostic($0.diagnostic, document, positions: positions) }
        let rest = problems.dropFirst(Self.maxDiagnostics)
        let omitted = found.omitted
        guard rest.first != nil || omitted.count > 0 else { return shown }
        let severity = rest.reduce(omitted.count > 0 ? omitted.severity : .note) { max($0, $1.diagnostic.severity) }
        // The first of the rest by position: of the problems past the cap, or of those the parse left out.
        var first = rest.first?.diagnostic.range
        if omitted.count > 0, first == nil || (omitted.first?.start.offset ?? -1) < (first?.start.offset ?? -1) {
            first = omitted.first
        }
        let summary = Diagnostic(
            severity,
            "and \(rest.count + omitted.count) more problems in this file: only the first \(Self.maxDiagnostics) are shown "
                + "(`clipcook lint` lists them all)",
            path: document.path, range: first.map { SourceRange(start: $0.start, end: $0.start) })
        shown.append(lspDiagnostic(summary, document, positions: positions))
        return shown
    }

    // MARK: Capabilities and messages

    var capabilities: JSONValue {
        .object([
            "capabilities": .object([
                "textDocumentSync": .object(["openClose": .bool(true), "change": .int(2), "save": .bool(true)]),
                "documentFormattingProvider": .bool(true),
                "completionProvider": .object(["triggerCharacters": .array([.string(" "), .string(":")])]),
                "hoverProvider": .bool(true),
                "definitionProvider": .bool(true),
                "documentSymbolProvider": .bool(true),
                "codeActionProvider": .bool(true),
            ]),
            "serverInfo": .object(["name": .string("clipcook")]),
        ])
    }

    func result(_ id: JSONValue?, _ value: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id ?? .null, "result": value])
    }

    func error(id: JSONValue, code: Int, _ message: String) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .int(code), "message": .string(message)])])
    }

    func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }

    // MARK: Documents

    static func path(of uri: String) -> String {
        if let url = URL(string: uri), url.isFileURL { return url.path }
        return uri
    }

    static func uri(of path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    /// A full (no range) or incremental change applied to the text: each
    /// against the text the change before it left, as LSP orders them, at a
    /// cost that grows with the change, not with the document.
    static func apply(_ change: JSONValue, to text: inout EditableText) {
        guard let new = change["text"]?.string else { return }
        guard let range = change["range"], let start = range["start"], let end = range["end"] else {
            text = EditableText(Array(new.utf8))
            return
        }
        let from = text.offset(line: start["line"]?.int ?? 0, character: start["character"]?.int ?? 0)
        let to = max(from, text.offset(line: end["line"]?.int ?? 0, character: end["character"]?.int ?? 0))
        text.replace(from..<to, with: Array(new.utf8))
    }

    /// The open document at `uri`, its changes since the last look put together.
    private func settled(_ uri: String) -> OpenDocument? {
        guard var document = documents[uri] else { return nil }
        if unsettled.remove(uri) != nil, let text = editing[uri] {
            document.bytes = text.bytes
            documents[uri] = document
        }
        return document
    }

    /// The bytes of the open document at `uri` (for tests).
    func openBytes(_ uri: String) -> [UInt8]? { settled(uri)?.bytes }

    func document(_ params: JSONValue) -> (String, OpenDocument)? {
        guard let uri = params["textDocument"]?["uri"]?.string else { return nil }
        if let open = settled(uri) { return (uri, open) }
        let path = Self.path(of: uri)
        guard let bytes = try? FileBytes.load(atPath: path).bytes else { return nil }
        return (uri, OpenDocument(path: path, bytes: bytes))
    }

    // MARK: Diagnostics

    /// The collection around `path` (read once, again after a save), or nil outside one.
    func collection(around path: String) -> KitchenCollection? {
        guard let root = CollectionPaths.collectionRoot(containing: path)?.path else { return nil }
        return context(root: root).collection
    }

    private func context(root: String) -> (collection: KitchenCollection, files: [(path: String, file: LintFile)]) {
        if let cached = collections[root] { return cached }
        let loaded = CollectionLoader.load(root: root)
        let files = loaded.files.map { (CollectionLoader.absolutePath(of: $0.absolutePath), LintFile(source: $0.source, parse: $0.result)) }
        collections[root] = (loaded, files)
        return (loaded, files)
    }

    /// The foods of the collection around `path`, which its plan lines may name.
    func ownFoods(around path: String) -> CollectionFoods {
        collection(around: path)?.ownFoods ?? []
    }

    func problems(in document: OpenDocument) -> [LintProblem] { cappedProblems(in: document).problems }

    /// The problems of the document, its parse's diagnostics capped at
    /// `Language.diagnosticCap` (those left out counted): a document of
    /// 400,000 bad lines makes no more diagnostics than it shows.
    func cappedProblems(in document: OpenDocument) -> (problems: [LintProblem], omitted: OmittedDiagnostics) {
        FoodTable.$scopedOwnFoods.withValue(ownFoods(around: document.path)) { lintProblems(in: document) }
    }

    private func lintProblems(in document: OpenDocument) -> (problems: [LintProblem], omitted: OmittedDiagnostics) {
        let source = SourceFile(path: document.path, bytes: document.bytes)
        // As `lint` reads a collection: the items' positions are worked out
        // for the findings placed in them only, not recorded for every value
        // of a document of a million lines (several times its size).
        let file = LintFile(source: source, parse: Language.parse(source, keeping: [.collection, .cappedDiagnostics]))
        var files = [file]
        var settings: Settings?
        if let root = CollectionPaths.collectionRoot(containing: document.path)?.path {
            let (collection, others) = context(root: root)
            let me = CollectionLoader.absolutePath(of: document.path)
            files += others.lazy.filter { $0.path != me }.map(\.file)
            settings = collection.settings
        }
        let context = LintContext(files: files, settings: settings, isWholeCollection: files.count > 1)
        let linter = Linter(configuration: LintConfiguration(settings: context.settings))
        return (linter.lint(file, in: context), file.omittedParseDiagnostics)
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, _ document: OpenDocument, positions: TextPositions? = nil) -> JSONValue {
        let positions = positions ?? TextPositions(document.bytes)
        let range = diagnostic.range.map { $0.start.offset..<max($0.start.offset, $0.end.offset) } ?? 0..<0
        var object: [String: JSONValue] = [
            "range": positions.range(range),
            "severity": .int(diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3),
            "source": .string("clipcook"),
            "message": .string(([diagnostic.message] + diagnostic.notes).joined(separator: "\n")),
        ]
        if let id = diagnostic.id { object["code"] = .string(id) }
        return .object(object)
    }
}
