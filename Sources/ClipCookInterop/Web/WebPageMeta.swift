import Foundation
import ClipCookCore

/// What a page says about itself in its head: `<title>`, the canonical
/// link, and the `og:` / `twitter:` meta tags (values decoded, line breaks
/// of a description kept).
public struct WebPageMeta: Sendable, Hashable {
    public var title: String?
    public var canonical: String?
    /// `og:title`, `og:description`, `og:image`, `og:site_name`, `og:url`,
    /// `twitter:title`... by their property name, lower-cased.
    public var properties: [String: String] = [:]

    public init(html bytes: [UInt8]) {
        for element in HTMLMicrodata.scan(bytes) {
            switch element.name {
            case "title" where title == nil:
                let text = HTMLText.line(String(decoding: bytes[element.contentStart..<max(element.contentStart, element.contentEnd)], as: UTF8.self))
                if !text.isEmpty { title = text }
            case "link":
                let rel = (element.attributes["rel"] ?? "").lowercased().split(separator: " ")
                if rel.contains("canonical"), canonical == nil, let href = element.attributes["href"], !href.isEmpty {
                    canonical = href
                }
            case "meta":
                let (raw, _, _) = HTMLMicrodata.attributes(bytes, from: element.tagStart + 5, raw: true)
                guard let key = (raw["property"] ?? raw["name"])?.lowercased(),
                    key.hasPrefix("og:") || key.hasPrefix("twitter:"), properties[key] == nil,
                    let content = raw["content"]
                else { continue }
                let value = HTMLText.paragraphs(content)
                if !value.isEmpty { properties[key] = value }
            default:
                continue
            }
        }
    }

    public subscript(_ key: String) -> String? { properties[key] }
}
