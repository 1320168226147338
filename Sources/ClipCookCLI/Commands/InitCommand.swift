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
        do {
            let missing = try MergeDriverSetup.addAttributes(in: folder)
            if !missing.isEmpty { print("added to .gitattributes: " + missing.joined(separator: ", ")) }
        } catch {
            throw CommandIO.fail(path, error.message)
        }
        if !git(["rev-parse", "--is-inside-work-tree"]) {
            // A new folder: make it a repository, or say why not.
            guard git(["init", "--quiet"]) else {
                let why = git(["--version"]) ? "git init failed in \(folder)" : "git is not installed (or not on the PATH)"
                print("could not create a git repository: \(TerminalText.escaped(why)); the merge driver is not set up")
                return
            }
            print("created a git repository in \(TerminalText.escaped(folder))")
        }
        let driver = MergeDriverSetup.driverCommand(executable: MergeDriverSetup.executablePath)
        if MergeDriverSetup.configure(GitRunner(directory: folder), driver: driver) {
            print("set merge.clipcook.driver in the repository's git config: \(TerminalText.escaped(driver))")
            print("(it runs this clipcook by its path; after moving or reinstalling it, run 'clipcook init --git' again)")
        } else {
            print("not in a git repository; inside one, run: git config merge.clipcook.driver \(TerminalText.escaped(ShellWord.quoted(driver)))")
        }
    }

    /// Whether `git ARGUMENTS` succeeds in the folder.
    private func git(_ arguments: [String]) -> Bool {
        (try? GitRunner(directory: folder).run(arguments))?.succeeded ?? false
    }
}
