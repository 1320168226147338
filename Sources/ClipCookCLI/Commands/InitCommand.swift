import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
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

    @Flag(help: "Also set up git: a repository (git init) when the folder is in none, .gitattributes lines, and the merge driver in its config.")
    var git = false

    /// The `.gitattributes` lines that send ClipCook files to the merge driver.
    static let gitAttributes = [
        "*.plan merge=clipcook", "*.list merge=clipcook", "*.recipe merge=clipcook", "settings merge=clipcook",
    ]
    /// The merge driver's command line: this very executable by its absolute
    /// path (git runs it through the shell, where `clipcook` may not be on
    /// the PATH), and `%P`, the file's path in the repository, for messages.
    static var driverCommand: String {
        "\(ShellWord.quoted(executablePath ?? "clipcook")) merge --path %P %O %A %B"
    }

    /// The absolute path of the running executable, links resolved.
    static var executablePath: String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), resolved.hasPrefix("/") {
            return resolved
        }
        return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }

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
        let writer = CollectionWriter(root: folder)
        for file in CollectionTemplate.files {
            let path = folder + "/" + file.path
            do {
                try writer.create(Array(file.text.utf8), at: path)
                created.append(file.path)
            } catch .alreadyExists {
                kept.append(file.path)
            } catch {
                FileHandle.standardError.write(Data("clipcook init: error: \(path): \(error.message)\n".utf8))
                throw ExitCode(1)
            }
        }
        if git { try setUpGit() }
        let place = folder == "." ? "the current folder" : folder
        if created.isEmpty {
            print("\(place) is already a collection; nothing created")
        } else {
            print("created a collection in \(place): " + created.joined(separator: ", "))
            if !kept.isEmpty { print("kept what was there: " + kept.joined(separator: ", ")) }
            print("open it with: clipcook" + (folder == "." ? "" : " -C \(folder)"))
        }
    }

    /// Adds the missing `.gitattributes` lines, makes the folder a git
    /// repository when it is in none, and sets `merge.clipcook.driver` in
    /// the repository's config.
    private func setUpGit() throws {
        let path = folder + "/.gitattributes"
        let existing = (try? FileBytes.load(atPath: path).bytes).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let have = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = Self.gitAttributes.filter { !have.contains($0) }
        if !missing.isEmpty {
            var text = existing
            if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
            if text.isEmpty || !text.contains("clipcook") { text += "# ClipCook files merge element by element (clipcook merge)\n" }
            text += missing.joined(separator: "\n") + "\n"
            do {
                // git's own file, not a collection file: written on its own,
                // through a link when the user made it one.
                _ = try AtomicWriter.write(Array(text.utf8), to: path, named: true)
            } catch {
                throw CommandIO.fail(path, error.message)
            }
            print("added to .gitattributes: " + missing.joined(separator: ", "))
        }
        if !run(["git", "-C", folder, "rev-parse", "--is-inside-work-tree"]) {
            // A new folder: make it a repository, or say why not.
            guard run(["git", "init", "--quiet", folder]) else {
                let why = run(["git", "--version"]) ? "git init failed in \(folder)" : "git is not installed (or not on the PATH)"
                print("could not create a git repository: \(TerminalText.escaped(why)); the merge driver is not set up")
                return
            }
            print("created a git repository in \(TerminalText.escaped(folder))")
        }
        let driver = Self.driverCommand
        let configure = ["git", "-C", folder, "config", "merge.clipcook.driver", driver]
        let name = ["git", "-C", folder, "config", "merge.clipcook.name", "ClipCook element-by-element merge"]
        if run(configure), run(name) {
            print("set merge.clipcook.driver in the repository's git config: \(TerminalText.escaped(driver))")
            print("(it runs this clipcook by its path; after moving or reinstalling it, run 'clipcook init --git' again)")
        } else {
            print("not in a git repository; inside one, run: git config merge.clipcook.driver \(TerminalText.escaped(ShellWord.quoted(driver)))")
        }
    }

    private func run(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// A word as the shell reads it back: as it is when it holds nothing the
/// shell treats specially, else in single quotes.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "/._-+,:@=".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
