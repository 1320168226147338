import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookKit
import Foundation

/// `clipcook sync [-C DIR]`: the REPL's `sync` without opening the
/// collection — commit, merge the remote's branch, push (`SyncEngine`).
struct GitSyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Commit what changed, merge the remote's changes through git (element by element), and push.",
        discussion: """
            The collection must be a git work tree with a remote; 'git clone URL kitchen && clipcook -C kitchen \
            sync' is all a second device needs (sync sets up the merge driver). Sync refuses, changing nothing, \
            in the middle of a merge or rebase, with a detached HEAD, or with changes staged by hand. \
            Authentication is git's own. Exit status: 0 synced (conflicts are listed, marked in the files and \
            committed), 1 refused or git failed, 2 usage error.
            """)

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"))
    var collection: String?

    func run() throws {
        let root = try CollectionLocation.resolve(collection)
        do {
            let report = try SyncEngine(folder: root).run()
            for note in report.notes { print(TerminalText.escaped(note)) }
            for place in report.conflicts { print("conflict: " + TerminalText.escaped(place.description)) }
            print(TerminalText.escaped(report.line))
        } catch {
            FileHandle.standardError.write(Data("clipcook sync: error: \(TerminalText.escaped(error.message))\n".utf8))
            throw ExitCode(1)
        }
    }
}
