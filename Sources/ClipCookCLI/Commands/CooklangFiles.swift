import ArgumentParser
import ClipCookKit
import Foundation

/// The Cooklang side of `import`: `.cook` files named, and those below folders named.
enum CooklangFiles {
    /// A `.cook` file or a folder.
    static func isCooklang(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return true }
        return InteropFormat.sniff(path: path, bytes: []) == .cooklang
    }

    /// Every `.cook` file at or below each path, sorted within a folder; hidden files and folders skipped.
    static func paths(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandIO.fail(path, "no such file or folder")
            }
            guard isFolder.boolValue else {
                guard InteropFormat.sniff(path: path, bytes: []) == .cooklang else {
                    throw CommandIO.fail(path, "not a Cooklang file; import takes one JSON file, or .cook files and folders")
                }
                found.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path)
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            var inFolder: [String] = []
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension.lowercased() == "cook",
                      (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let relative = url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.lastPathComponent
                inFolder.append(CollectionLoader.displayPath(root: path, relativePath: relative))
            }
            if inFolder.isEmpty { throw CommandIO.fail(path, "no .cook files in this folder") }
            found += inFolder.sorted()
        }
        return found
    }

    /// The recipes of all the files, as one export; warnings are printed, a file that cannot be read fails.
    static func read(_ paths: [String]) throws -> InteropContent {
        var recipes: [Recipe] = []
        for path in try Self.paths(paths) {
            let source = try CommandIO.readInput(path)
            let result = DocumentReader.read(source, as: .cooklang)
            CommandIO.report(result.diagnostics, in: source)
            guard case .document(.recipe(let recipe))? = result.content else { throw ExitCode(1) }
            recipes.append(recipe)
        }
        CommandIO.printError("read \(recipes.count) Cooklang recipe\(recipes.count == 1 ? "" : "s")")
        return .export(CollectionExport(recipes: recipes))
    }
}
