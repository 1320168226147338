import ArgumentParser
import ClipCookKit
import Foundation

/// `clipcook init [DIR]`: creates a new, empty collection.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new collection: settings, an empty shopping list, recipes/ and plans/.",
        discussion: "Files that already exist are left as they are. Exit status: 0 created, 1 could not write, 2 usage error.")

    @Argument(help: "The folder to create the collection in (default: the current folder).")
    var folder: String = "."

    func run() throws {
        var created: [String] = []
        var kept: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in CollectionTemplate.folders {
                let path = folder + "/" + name
                if FileManager.default.fileExists(atPath: path) { kept.append(name + "/"); continue }
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                created.append(name + "/")
            }
        } catch {
            FileHandle.standardError.write(Data("clipcook init: error: cannot create \(folder): \(error.localizedDescription)\n".utf8))
            throw ExitCode(1)
        }
        for file in CollectionTemplate.files {
            let path = folder + "/" + file.path
            do {
                try AtomicWriter.create(Array(file.text.utf8), at: path)
                created.append(file.path)
            } catch .alreadyExists {
                kept.append(file.path)
            } catch {
                FileHandle.standardError.write(Data("clipcook init: error: \(path): \(error.message)\n".utf8))
                throw ExitCode(1)
            }
        }
        let place = folder == "." ? "the current folder" : folder
        if created.isEmpty {
            print("\(place) is already a collection; nothing created")
        } else {
            print("created a collection in \(place): " + created.joined(separator: ", "))
            if !kept.isEmpty { print("kept what was there: " + kept.joined(separator: ", ")) }
            print("open it with: clipcook" + (folder == "." ? "" : " -C \(folder)"))
        }
    }
}
