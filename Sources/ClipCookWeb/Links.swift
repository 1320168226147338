import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit

/// Where a page links to: server routes, or the files of a static export
/// (`clipcook export --to site`), where every page is a file beside the others.
struct Links: Sendable {
    var isStatic: Bool

    static let server = Links(isStatic: false)
    static let site = Links(isStatic: true)

    var collection: String { isStatic ? "index.html" : "/" }
    var shopping: String { "/shopping" }

    func asset(_ name: String) -> String { isStatic ? name : "/assets/" + name }

    func recipe(_ id: String, _ options: RecipeOptions = RecipeOptions()) -> String {
        if isStatic { return "recipe-" + Self.fileName(id) + ".html" }
        return "/recipe/" + Self.pathComponent(id) + Self.query(options)
    }

    /// The recipe's whole file as text; nil in a static export (which has no such route).
    func recipeText(_ id: String) -> String? {
        isStatic ? nil : "/recipe/" + Self.pathComponent(id) + "/text"
    }

    func cook(_ id: String, _ options: RecipeOptions = RecipeOptions(), step: Int? = nil) -> String {
        if isStatic { return "cook-" + Self.fileName(id) + ".html" + (step.map { "#step-\($0)" } ?? "") }
        var query = Self.query(options)
        if let step { query += (query.isEmpty ? "?" : "&") + "step=\(step)" }
        return "/cook/" + Self.pathComponent(id) + query
    }

    func week(_ day: Day) -> String {
        isStatic ? "week-\(day.isoWeek).html" : "/week?day=\(day)"
    }

    func collection(_ query: CollectionQuery) -> String {
        guard !isStatic else { return "index.html" }
        var parts: [String] = []
        if !query.text.isEmpty { parts.append("q=" + Self.queryValue(query.text)) }
        if let category = query.category { parts.append("category=" + Self.queryValue(category.rawValue)) }
        if let tag = query.tag { parts.append("tag=" + Self.queryValue(tag)) }
        if query.favouritesOnly { parts.append("fav=1") }
        return "/" + (parts.isEmpty ? "" : "?" + parts.joined(separator: "&"))
    }

    static func query(_ options: RecipeOptions) -> String {
        var parts: [String] = []
        if let servings = options.servings { parts.append("servings=\(servings)") }
        if let units = options.units { parts.append("units=\(units.rawValue)") }
        return parts.isEmpty ? "" : "?" + parts.joined(separator: "&")
    }

    /// Unreserved characters kept, every other byte percent-encoded.
    static func pathComponent(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if Self.isUnreserved(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    static func queryValue(_ text: String) -> String { pathComponent(text) }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
    }

    /// A recipe id as a file name of the static site: letters, digits, `-`
    /// and `_` kept, anything else (dots included, so never `..`) as `~XX`.
    static func fileName(_ id: String) -> String {
        var out = ""
        for byte in id.utf8 {
            if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "~" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out.isEmpty ? "~" : out
    }
}
