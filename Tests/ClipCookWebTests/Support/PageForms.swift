import Foundation

/// A browser's side of the pages of the day over raw HTTP: the session
/// cookie, the CSRF token and the file version a page's forms carry, and
/// the text of every file of the collection to compare before and after.
struct PageForms {
    var http: RawHTTP
    let server: ServeProcess
    var csrf = ""
    var version = ""

    init(server: ServeProcess) {
        self.server = server
        http = RawHTTP(port: server.port)
    }

    /// Loads `path` and keeps the token and version its first form carries.
    @discardableResult
    mutating func open(_ path: String) throws -> RawHTTP.Reply {
        let reply = try http.get(path)
        if let token = Self.field("csrf", in: reply.body) { csrf = token }
        if let found = Self.field("version", in: reply.body) { version = found }
        return reply
    }

    /// Posts `fields` with the page's token and version (unless given).
    mutating func post(_ path: String, _ fields: [(String, String)]) throws -> RawHTTP.Reply {
        var form = fields
        if !form.contains(where: { $0.0 == "csrf" }) { form.append(("csrf", csrf)) }
        if !form.contains(where: { $0.0 == "version" }) { form.append(("version", version)) }
        return try http.post(path, form: form, headers: ["Origin": "http://127.0.0.1:\(server.port)"])
    }

    /// The value of the first `name="NAME" value="…"` in a page.
    static func field(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// Every file of the collection by relative path, with its text; not
    /// ClipCook's own state (`.clipcook/`: the undo journal, cook timers).
    func files() -> [String: String] {
        var out: [String: String] = [:]
        let root = server.root
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return out }
        for case let url as URL in walker {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            guard !relative.hasPrefix(".clipcook/") else { continue }
            out[relative] = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
        return out
    }

    /// The paths whose text differs between two `files()`.
    static func changed(_ before: [String: String], _ after: [String: String]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }
}
