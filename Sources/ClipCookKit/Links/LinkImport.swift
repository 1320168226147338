import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookFetch

/// Fetches links and reads them into recipes (what `import URL` and
/// `import inbox` do with a link), without writing anything: the page is
/// fetched within `FetchLimits`, read by `WebPageReader`, and the recipe's
/// image downloaded (at most 5 MB, kept only when its bytes are a JPEG, PNG
/// or WebP). The caller writes the outcome (see `LinkImportWrite`).
public enum LinkImport {
    public struct Image: Sendable, Hashable {
        public var relativePath: String
        public var bytes: [UInt8]
    }

    public enum Outcome: Sendable {
        /// A recipe, its image when one was downloaded, and what to tell the user.
        case recipe(Recipe, image: Image?, page: WebPageReader.Page, notes: [String])
        /// The page was fetched but holds no recipe: it goes to the inbox as failed.
        case noRecipe(PendingImport, page: WebPageReader.Page)
        /// The fetch failed; nothing is written.
        case failed(FetchError)
    }

    /// Whether a command argument is meant as a link (`scheme:` then more),
    /// so that `file:`, `data:` and `ftp:` are refused rather than looked up as files.
    public static func isLink(_ argument: String) -> Bool {
        guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else { return false }
        let scheme = argument[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
        else { return false }
        let known: Set<String> = ["http", "https", "file", "ftp", "ftps", "data", "javascript", "mailto", "sftp", "ssh", "gopher"]
        return known.contains(scheme.lowercased()) || argument[colon...].hasPrefix("://")
    }

    /// Fetches and reads each link in turn (in the order given).
    public static func run(_ links: [String], images: Bool, limits: FetchLimits = .fromEnvironment()) -> [Outcome] {
        Blocking.run {
            let fetcher = WebFetcher(limits: limits)
            var outcomes: [Outcome] = []
            for link in links { outcomes.append(await one(link, images: images, fetcher: fetcher)) }
            await fetcher.shutdown()
            return outcomes
        }
    }

    /// Fetches and reads one link for a caller that is async (the kitchen
    /// view, the MCP server), within the command line's limits; from the
    /// kitchen view without `allowsPrivateAddresses` (see `AddressPolicy`).
    public static func read(_ link: String, images: Bool, allowsPrivateAddresses: Bool = true) async -> Outcome {
        var limits = FetchLimits.fromEnvironment()
        limits.allowsPrivateAddresses = allowsPrivateAddresses
        let fetcher = WebFetcher(limits: limits)
        let outcome = await one(link, images: images, fetcher: fetcher)
        await fetcher.shutdown()
        return outcome
    }

    /// Downloads a recipe's image as `read` does: its bytes and extension
    /// when they are a JPEG, PNG or WebP, else the one line that says why not.
    public static func image(_ address: String, allowsPrivateAddresses: Bool) async -> (
        image: (bytes: [UInt8], fileExtension: String)?, problem: String?
    ) {
        var limits = FetchLimits.fromEnvironment()
        limits.allowsPrivateAddresses = allowsPrivateAddresses
        let fetcher = WebFetcher(limits: limits)
        let result = await downloadImage(address, fetcher: fetcher)
        await fetcher.shutdown()
        switch result {
        case .success(let (bytes, ext)): return ((bytes, ext), nil)
        case .failure(let error): return (nil, error.line)
        }
    }

    static func one(_ link: String, images: Bool, fetcher: WebFetcher) async -> Outcome {
        let fetched: FetchedResource
        do {
            fetched = try await fetcher.fetch(link, kind: .page)
        } catch {
            return .failed(error)
        }
        let page = WebPageReader.read(fetched.bytes, contentType: fetched.contentType, url: fetched.url)
        guard var recipe = page.recipe else {
            let title = String(page.title.prefix(Recipe.maxTitleLength))
            let entry = PendingImport(
                id: DerivedID.pendingImports(urls: [link]).first ?? "import", url: link, status: .failed, title: title.isEmpty ? nil : title)
            return .noRecipe(entry, page: page)
        }
        var notes = page.warnings
        var image: Image?
        if images, let address = page.imageURL {
            switch await downloadImage(address, fetcher: fetcher) {
            case .success(let (bytes, ext)):
                let path = ImageBytes.relativePath(recipeId: recipe.id, fileExtension: ext)
                image = Image(relativePath: path, bytes: bytes)
                recipe.thumbnail = path
            case .failure(let problem):
                notes.append("image not saved: \(problem.line)")
            }
        }
        return .recipe(recipe, image: image, page: page, notes: notes)
    }

    static func downloadImage(_ address: String, fetcher: WebFetcher) async -> Result<([UInt8], String), FetchError> {
        do {
            let fetched = try await fetcher.fetch(address, kind: .image)
            guard let ext = ImageBytes.fileExtension(of: fetched.bytes) else {
                return .failure(FetchError(url: fetched.url, message: "not a JPEG, PNG or WebP image (\(fetched.mediaType ?? "no type"))"))
            }
            return .success((fetched.bytes, ext))
        } catch {
            return .failure(error)
        }
    }
}

extension LinkImport.Outcome {
    /// The one line of a failed fetch (address and reason), or of a page without a recipe; nil for a recipe.
    public var failureLine: String? {
        switch self {
        case .recipe: nil
        case .noRecipe(let entry, let page): "\(entry.url): \(page.failure ?? WebPageReader.noRecipe)"
        case .failed(let error): error.line
        }
    }
}

extension LinkImport {
    /// Why a link is refused before any fetch (a scheme other than http and https), as one line.
    public static func refusal(_ link: String) -> String? {
        WebFetcher.checkScheme(link)?.line
    }
}
