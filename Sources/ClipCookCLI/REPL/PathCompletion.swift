import Foundation

/// File names that complete a partly typed path (relative to the current
/// folder, or absolute, `~/` expanded).
enum PathCompletion {
    static func candidates(for typed: String) -> [String] {
        let (folderPart, namePart): (String, String)
        if let slash = typed.lastIndex(of: "/") {
            folderPart = String(typed[...slash])
            namePart = String(typed[typed.index(after: slash)...])
        } else {
            folderPart = ""
            namePart = typed
        }
        var folder = folderPart.isEmpty ? "." : folderPart
        if folder.hasPrefix("~/") {
            folder = FileManager.default.homeDirectoryForCurrentUser.path + "/" + folder.dropFirst(2)
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return
            names
            .filter { $0.hasPrefix(namePart) && (namePart.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
            .prefix(500)
            .map { name in
                var isFolder: ObjCBool = false
                let full = (folder as NSString).appendingPathComponent(name)
                _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
                return folderPart + name + (isFolder.boolValue ? "/" : "")
            }
    }
}
