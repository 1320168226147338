import ClipCookKit
import Foundation

/// Finds ClipCook files on disk for `fmt` and `lint`: the paths given, and
/// folders recursively by the language's file extensions. A stand-in for
/// the collection loader until `lint` can use it.
struct SourceFileWalk {
    struct Missing: Error {
        var path: String
    }

    static let extensions: Set<String> = ["recipe", "plan", "list", "settings", "inbox"]
    /// Files with no extension that are ClipCook files by name.
    static let names: Set<String> = ["settings"]

    static func isSourceFile(_ url: URL) -> Bool {
        extensions.contains(url.pathExtension.lowercased()) || names.contains(url.lastPathComponent)
    }

    /// Every ClipCook file at or under `path`, sorted; a file named directly
    /// is taken whatever its extension. Hidden folders (.git) are skipped.
    static func files(at path: String) throws(Missing) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
        let url = URL(fileURLWithPath: path)
        guard isDirectory.boolValue else { return [url] }
        guard let walker = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let file as URL in walker where isSourceFile(file) {
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { found.append(file) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The folder of the collection holding `path`: the nearest folder at or
    /// above it with a `settings` file or a `recipes` folder.
    static func collectionRoot(containing path: String) -> URL? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            url.deleteLastPathComponent()
        }
        for _ in 0..<64 {
            let settings = url.appendingPathComponent("settings").path
            let recipes = url.appendingPathComponent("recipes").path
            var recipesIsFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: settings)
                || (FileManager.default.fileExists(atPath: recipes, isDirectory: &recipesIsFolder) && recipesIsFolder.boolValue) {
                return url
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }

    /// The path as shown in messages: relative to the working folder when
    /// inside it.
    static func displayPath(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    static func read(_ url: URL) throws -> SourceFile {
        let data = try Data(contentsOf: url)
        return SourceFile(path: displayPath(url), bytes: [UInt8](data))
    }

    /// Standard input, whole.
    static func readStandardInput(name: String) -> SourceFile {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return SourceFile(path: name, bytes: [UInt8](data))
    }

    /// Writes through a temporary file and a rename, so a crash never leaves half a file.
    static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
