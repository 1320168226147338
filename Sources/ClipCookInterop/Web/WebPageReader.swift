import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Reads a fetched page into a recipe, best first: a schema.org Recipe in
/// JSON-LD, else in microdata (`JSONLDReader`), else, on a social post
/// (TikTok, Instagram, YouTube, Facebook), the caption in its
/// `og:description` (`CaptionReader`). Pure: the bytes are given, nothing
/// is fetched or written here.
///
/// The recipe's source is the page's canonical link (or `og:url`), else
/// the address it was fetched from after redirects; its thumbnail is the
/// recipe's image (JSON-LD `image`, else `og:image`) as an absolute
/// address, for the importer to download. A page with nothing recipe-like
/// gives `failure` ("no recipe data on the page") with its title, for the
/// inbox.
public enum WebPageReader {
    public static let noRecipe = "no recipe data on the page"

    public struct Page: Sendable {
        public var recipe: Recipe?
        /// What the recipe was read from: "JSON-LD", "microdata", "caption".
        public var readFrom: String?
        public var warnings: [String] = []
        public var failure: String?
        /// The page's title (for the inbox when no recipe is found).
        public var title: String
        public var source: String
        public var siteName: String
        /// The image to download: absolute, http or https.
        public var imageURL: String?
    }

    public static func read(_ bytes: [UInt8], contentType: String?, url: String) -> Page {
        let decoded = WebPageText.decode(bytes, contentType: contentType)
        let meta = WebPageMeta(html: decoded.bytes)
        let source = absolute(meta.canonical, base: url) ?? absolute(meta["og:url"], base: url) ?? url
        let siteName = meta["og:site_name"].map(HTMLText.line) ?? host(of: source) ?? host(of: url) ?? source
        var page = Page(title: meta["og:title"].map(HTMLText.line) ?? meta.title ?? source, source: source, siteName: siteName)
        if let warning = decoded.warning { page.warnings.append(warning) }

        let structured = ImportedRecipe.checked(JSONLDReader.read(SourceFile(path: url, bytes: decoded.bytes)), path: url)
        if case .document(.recipe(var recipe))? = structured.content {
            page.readFrom =
                JSONLDReader.hasScriptRecipe(decoded.bytes)
                ? "JSON-LD" : HTMLMicrodata.recipe(in: decoded.bytes) != nil ? "microdata" : "the page's headings"
            page.warnings += structured.diagnostics.filter { $0.severity != .error }.map(\.message)
            page.imageURL = absolute(recipe.thumbnail, base: url) ?? absolute(meta["og:image"], base: url)
            recipe.sourceUrl = source
            recipe.sourcePlatform = SourcePlatform.detect(url: source)
            recipe.thumbnail = page.imageURL
            page.recipe = recipe
            return page
        }
        let platformURL = [source, meta["og:url"] ?? "", url].first { isSocial($0) }
        if let platformURL, let caption = meta["og:description"] ?? meta["twitter:description"] {
            let draft = CaptionReader.read(caption, url: source)
            if draft.failure == nil {
                var recipe = draft.recipe
                if let title = socialTitle(meta["og:title"] ?? meta.title), !title.isEmpty {
                    recipe.title = String(title.prefix(Recipe.maxTitleLength))
                    recipe.id = DerivedID.recipe(title: recipe.title)
                }
                if recipe.sourcePlatform == nil { recipe.sourcePlatform = SourcePlatform.detect(url: platformURL) }
                page.imageURL = absolute(meta["og:image"], base: url)
                recipe.thumbnail = page.imageURL
                let checked = ImportedRecipe.checked(
                    InteropReadResult(content: .document(.recipe(recipe)), diagnostics: []), path: url)
                if case .document(.recipe(let good))? = checked.content {
                    page.readFrom = "caption"
                    if let note = draft.categoryNote { page.warnings.append(note) }
                    page.recipe = good
                    page.title = good.title
                    return page
                }
            }
        }
        page.failure = noRecipe
        return page
    }

    /// Hosts whose posts carry the recipe in their caption.
    static let socialDomains = ["tiktok.com", "instagram.com", "instagr.am", "youtube.com", "youtu.be", "facebook.com", "fb.watch"]

    static func isSocial(_ address: String) -> Bool {
        guard let host = host(of: address) else { return false }
        return socialDomains.contains { host == $0 || host.hasSuffix("." + $0) }
    }

    /// A post's title without the account and the platform's wrapping:
    /// `NAME on Instagram: "TITLE"`, a trailing `#shorts`, ` | TikTok`, ` - YouTube`.
    public static func socialTitle(_ raw: String?) -> String? {
        guard var title = raw.map(HTMLText.line), !title.isEmpty else { return nil }
        if let on = title.range(of: " on Instagram: ") {
            title = String(title[on.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: "\"“”' "))
        }
        for suffix in [" | TikTok", " - YouTube", " | Facebook", " | Instagram"] where title.hasSuffix(suffix) {
            title.removeLast(suffix.count)
        }
        var words = title.split(separator: " ")
        while let last = words.last, last.hasPrefix("#") { words.removeLast() }
        let cleaned = words.joined(separator: " ")
        return cleaned.isEmpty ? nil : cleaned
    }

    /// `address` resolved against `base`, when the result is http or https.
    public static func absolute(_ address: String?, base: String) -> String? {
        guard let address = address?.trimmingCharacters(in: .whitespacesAndNewlines), !address.isEmpty,
            let resolved = URL(string: address, relativeTo: URL(string: base))?.absoluteURL,
            let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        return resolved.absoluteString
    }

    /// The host of an address, lower-cased, without `www.`.
    public static func host(of address: String) -> String? {
        guard let host = URL(string: address)?.host?.lowercased(), !host.isEmpty else { return nil }
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }
}

extension JSONLDReader {
    /// Whether a script block of the page holds a Recipe (else it came from microdata).
    package static func hasScriptRecipe(_ bytes: [UInt8]) -> Bool {
        HTMLScriptScanner.blocks(in: bytes).contains { block in
            guard let value = try? JSONSerialization.jsonObject(with: Data(bytes[block.content]), options: [.fragmentsAllowed]) else {
                return false
            }
            return findRecipe(value, path: "", depth: 0) != nil
        }
    }
}
