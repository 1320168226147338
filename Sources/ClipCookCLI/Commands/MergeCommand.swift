import ArgumentParser
import ClipCookKit
import Foundation

/// `clipcook merge BASE OURS THEIRS [-o OUT]`: git's merge driver for
/// ClipCook files (`%O %A %B`).
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two versions of a plan, shopping list, recipe or settings file element by element (a git merge driver).",
        discussion: """
            The arguments are in git's order: the common ancestor, ours and theirs (%O %A %B). The result \
            goes to OURS, as git expects of a merge driver, unless -o names another file ('-' for standard \
            output). Set it up in a repository with 'clipcook init --git'.
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

    func run() throws {
        let baseSource = try CommandIO.readInput(base)
        let oursSource = try CommandIO.readInput(ours)
        let theirsSource = try CommandIO.readInput(theirs)
        let result: DocumentMerge.Result
        do {
            result = try DocumentMerge.merge(base: baseSource, ours: oursSource, theirs: theirsSource)
        } catch {
            switch error {
            case .unreadable(let message): throw CommandIO.fail(ours, message)
            case .differentKinds: throw CommandIO.fail(ours, "the three versions are not the same kind of document")
            }
        }
        try CommandIO.writeOutput(result.text, to: output ?? ours)
        if result.conflicts > 0 {
            CommandIO.printError("\(TerminalText.escaped(ours)): \(result.conflicts) conflict\(result.conflicts == 1 ? "" : "s") marked")
            throw ExitCode(1)
        }
    }
}
