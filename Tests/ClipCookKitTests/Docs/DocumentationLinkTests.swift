import Foundation
import Testing

/// Every relative link in the README, CONTRIBUTING, the guide (docs/) and the
/// language reference resolves: the file exists, and a `#fragment` names one
/// of the target's headings as GitHub anchors them.
@Suite struct DocumentationLinkTests {
    static let documents: [String] =
        ["README.md", "CONTRIBUTING.md", "grammar/README.md", "Fuzz/README.md"]
        + RepositoryFiles.files(under: "docs").filter { $0.hasSuffix(".md") }

    struct Link: CustomStringConvertible {
        var file: String
        var target: String
        var description: String { "\(file) → \(target)" }
    }

    /// The `[text](target)` links of a Markdown text, outside fenced code.
    static func links(in text: String, file: String) -> [Link] {
        var found: [Link] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence else { continue }
            // Text in `code` is not a link.
            let outsideCode = line.split(separator: "`", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(outsideCode)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close])
                if !target.isEmpty, !target.contains(" ") { found.append(Link(file: file, target: target)) }
                rest = after[close...]
            }
        }
        return found
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, blanks as '-'.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { c -> Character? in
                if c == " " { return "-" }
                return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
            })
    }

    static func anchors(in text: String) -> Set<String> {
        var result: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            result.insert(anchor(title.replacingOccurrences(of: "`", with: "")))
        }
        return result
    }

    @Test func theGuideHasItsPagesAndTheReadmeIsShort() {
        #expect(Self.documents.count >= 12)
        let readme = RepositoryFiles.text("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 300)
    }

    @Test(arguments: documents)
    func everyRelativeLinkResolves(_ document: String) {
        let text = RepositoryFiles.text(document)
        #expect(!text.isEmpty, "\(document) is missing")
        let folder = (document as NSString).deletingLastPathComponent
        for link in Self.links(in: text, file: document) {
            if link.target.hasPrefix("http://") || link.target.hasPrefix("https://") || link.target.hasPrefix("mailto:") {
                continue
            }
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let fragment = parts.count > 1 ? String(parts[1]) : nil
            let resolved = path.isEmpty ? document : (folder as NSString).appendingPathComponent(path)
            let normalised = (resolved as NSString).standardizingPath
            let exists = FileManager.default.fileExists(atPath: RepositoryFiles.url(normalised).path)
            #expect(exists, "\(link): no such file")
            if let fragment, exists, normalised.hasSuffix(".md") {
                let headings = Self.anchors(in: RepositoryFiles.text(normalised))
                #expect(headings.contains(fragment), "\(link): no heading with that anchor")
            }
        }
    }

    @Test func theLinkReaderFindsLinksAndAnchors() {
        let text = "See [a](docs/x.md#two) and [b](https://e.org), not `[d](code.md)`.\n```\n[c](nope.md)\n```\n"
        #expect(Self.links(in: text, file: "R.md").map(\.target) == ["docs/x.md#two", "https://e.org"])
        #expect(Self.anchors(in: "# One\n## Two `x`, y!\n```\n# not\n```\n") == ["one", "two-x-y"])
    }
}
