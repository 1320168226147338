import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// The inputs of `clipcook import PATH...`: files read in their detected
/// format (or `--from`), folders searched for importable files, everything
/// gathered into one content. A file that cannot be read is reported (file,
/// line, reason) and counted; the others still import.
enum ImportSources {
    /// File extensions a folder is searched for.
    static let extensions: Set<String> = ["json", "jsonld", "cook", "html", "htm", "txt", "md", "markdown"]

    static func read(_ paths: [String], as format: InteropFormat?) throws -> (content: InteropContent?, failures: Int) {
        var contents: [InteropContent] = []
        var failures = 0
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let found = importableFiles(in: path)
                if found.isEmpty { CommandIO.printError("\(TerminalText.escaped(path)): no importable files (.json, .cook, .html, .txt, .md)") }
                files += found
            } else {
                files.append(path)
            }
        }
        for file in files {
            let read: DocumentReader.FileRead
            if file == "-" {
                let source: SourceFile
                do {
                    source = try CommandIO.readInput(file)
                } catch {
                    failures += 1
                    continue
                }
                let detected = format ?? InteropFormat.sniff(path: "", bytes: source.bytes)
                read = DocumentReader.FileRead(result: DocumentReader.read(source, as: detected), source: source)
            } else {
                // The library picks the reader: an export over the input limit is read in chunks.
                do {
                    read = try DocumentReader.read(path: file, as: format)
                } catch {
                    _ = CommandIO.fail(error.path, error.message)
                    failures += 1
                    continue
                }
            }
            CommandIO.report(read.result.diagnostics, in: read.source)
            if let content = read.result.content {
                contents.append(content)
            } else {
                failures += 1
            }
        }
        if files.count > 1 || failures > 0 {
            CommandIO.printError(
                "read \(contents.count) of \(files.count) file\(files.count == 1 ? "" : "s")"
                    + (failures > 0 ? "; \(failures) could not be imported" : ""))
        }
        guard !contents.isEmpty else { return (nil, failures) }
        if contents.count == 1 { return (contents[0], failures) }
        var merged = CollectionExport()
        for content in contents {
            switch content {
            case .export(let e):
                if e.user != Settings() { merged.user = e.user }
                merged.recipes += e.recipes
                merged.mealSlots += e.mealSlots
                merged.shoppingItems += e.shoppingItems
                merged.pendingImports += e.pendingImports
            case .document(.recipe(let r)): merged.recipes.append(r)
            case .document(.plan(let p)): merged.mealSlots += p.mealSlots
            case .document(.shoppingList(let l)): merged.shoppingItems += l.shoppingItems
            case .document(.inbox(let i)): merged.pendingImports += i.pendingImports
            case .document(.settings(let s)): merged.user = s
            case .document(.pantry), .document(.aisles), .document(.foods):
                // A whole export has no place for them: import such a file on its own.
                CommandIO.printError("a pantry, aisles or foods file is imported on its own, not with other files; skipped")
                failures += 1
            }
        }
        return (.export(merged), failures)
    }

    /// Importable files below a folder, sorted; hidden files and folders and links skipped.
    static func importableFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if walker.level > CollectionLoader.maxDepth { walker.skipDescendants() }
            let path = CollectionLoader.displayPath(root: folder, relativePath: relative)
            // Links are not followed (a folder walk stays inside the folder), nor FIFOs or devices read.
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                walker.skipDescendants()
                continue
            }
            let ext = (name as NSString).pathExtension.lowercased()
            guard extensions.contains(ext), (info.st_mode & S_IFMT) == S_IFREG else { continue }
            found.append(path)
        }
        return found.sorted()
    }
}
