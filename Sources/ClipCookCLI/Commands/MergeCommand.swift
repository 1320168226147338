import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook merge BASE OURS THEIRS [--path NAME] [-o OUT]`: git's merge
/// driver for ClipCook files (`%O %A %B`, and `%P` for the file's real path).
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract:
            "Merge two versions of a ClipCook file (plan, list, recipe, settings, pantry, aisles, foods, inbox, cooked.log) element by element (a git merge driver).",
        discussion: """
            The arguments are in git's order: the common ancestor, ours and theirs (%O %A %B). The result \
            goes to OURS, as git expects of a merge driver, unless -o names another file ('-' for standard \
            output). --path names the file in messages (git's %P: the path in the repository, where OURS is a \
            temporary file). Set it up in a repository with 'clipcook init --git'.
            Exit status: 0 merged cleanly, 1 conflicts (marked around each conflicting element) or a file \
            that does not parse, 2 usage error.
            """)

    @Argument(help: "The common ancestor (git's %O).")
    var base: String

    @Argument(help: "Our version (git's %A); the result is written here unless -o.")
    var ours: String

    @Argument(help: "Their version (git's %B).")
    var theirs: String

    @Option(name: .shortAndLong, help: "Write the result here instead ('-' for standard output).")
    var output: String?

    @Option(help: ArgumentHelp("The file's path in the repository, shown in messages (git's %P).", valueName: "name"))
    var path: String?

    func run() throws {
        // Messages name the file by its real path, and say which version
        // ("ours (recipes/toast.recipe) does not parse").
        let shown = path ?? ours
        let baseSource = try CommandIO.readInput(base, shownAs: path)
        let theirsSource = try CommandIO.readInput(theirs, shownAs: path)
        let oursSource = try CommandIO.readInput(ours, shownAs: path)
        let result: DocumentMerge.Result
        do {
            result = try DocumentMerge.merge(base: consume baseSource, ours: consume oursSource, theirs: consume theirsSource)
        } catch {
            switch error {
            case .unreadable(let message): throw CommandIO.fail(shown, message)
            case .differentKinds: throw CommandIO.fail(shown, "the three versions are not the same kind of document")
            }
        }
        try CommandIO.writeOutput(result.text, to: output ?? ours)
        if result.conflicts > 0 {
            CommandIO.printError("\(TerminalText.escaped(shown)): \(result.conflicts) conflict\(result.conflicts == 1 ? "" : "s") marked")
            throw ExitCode(1)
        }
    }
}
