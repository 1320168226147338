import Foundation

/// The repository's own files (documentation, examples, schemas), found from
/// this source file's location so the tests need no resources or environment.
enum RepositoryFiles {
    /// The repository root: three folders above Tests/ClipCookKitTests/Docs/.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Docs
        .deletingLastPathComponent()  // ClipCookKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The text of a file; "" when it cannot be read (the caller's counts then fail).
    static func text(_ relativePath: String) -> String {
        (try? String(contentsOf: url(relativePath), encoding: .utf8)) ?? ""
    }

    static func data(_ relativePath: String) -> Data? {
        try? Data(contentsOf: url(relativePath))
    }

    /// Relative paths of the regular files below `folder`, sorted, hidden files skipped.
    static func files(under folder: String) -> [String] {
        let base = url(folder).standardizedFileURL
        guard
            let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let file as URL in walker {
            let isFile = (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
            guard isFile else { continue }
            let full = file.standardizedFileURL.path
            let prefix = base.path + "/"
            guard full.hasPrefix(prefix) else { continue }
            found.append(folder + "/" + full.dropFirst(prefix.count))
        }
        return found.sorted()
    }
}
