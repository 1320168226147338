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
        let target = output ?? ours
        if let conflicts = try streamed(baseSource, oursSource, theirsSource, to: target) {
            try report(conflicts, shown)
            return
        }
        let result: DocumentMerge.Result
        do {
            result = try DocumentMerge.merge(base: consume baseSource, ours: consume oursSource, theirs: consume theirsSource)
        } catch {
            switch error {
            case .unreadable(let message): throw CommandIO.fail(shown, message)
            case .differentKinds: throw CommandIO.fail(shown, "the three versions are not the same kind of document")
            }
        }
        try CommandIO.writeOutput(result.text, to: target)
        try report(result.conflicts, shown)
    }

    /// Exit status 1 and a message when conflicts were marked.
    private func report(_ conflicts: Int, _ shown: String) throws {
        guard conflicts > 0 else { return }
        CommandIO.printError("\(TerminalText.escaped(shown)): \(conflicts) conflict\(conflicts == 1 ? "" : "s") marked")
        throw ExitCode(1)
    }

    /// Thrown to leave the target as it was when the merge cannot be streamed.
    private struct NotStreamed: Error {}

    /// The merge written to `target` a piece at a time (a long plan, see
    /// `DocumentMerge.merge(base:ours:theirs:writing:)`): its conflicts, or
    /// nil with the target untouched when the whole files must be merged.
    /// Standard output, a FIFO or a device (but `/dev/null`) cannot take
    /// back what was written: the result is gathered first for them.
    private func streamed(_ base: SourceFile, _ ours: SourceFile, _ theirs: SourceFile, to target: String) throws -> Int? {
        var info = stat()
        if target == "-" || (target != "/dev/null" && stat(target, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG) {
            var text: [UInt8] = []
            guard let conflicts = DocumentMerge.merge(base: base, ours: ours, theirs: theirs, writing: { text += $0 }) else { return nil }
            // Valid UTF-8: a merged plan is made of text that parsed.
            try CommandIO.writeOutput(String(decoding: text, as: UTF8.self), to: target)
            return conflicts
        }
        var conflicts: Int?
        do {
            try CommandIO.writeChunks(to: target) { file in
                var failure: AtomicWriter.WriteError?
                conflicts = DocumentMerge.merge(base: base, ours: ours, theirs: theirs) { chunk in
                    guard failure == nil else { return }
                    do throws(AtomicWriter.WriteError) {
                        try file.write(chunk)
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
                if conflicts == nil { throw NotStreamed() }
            }
        } catch is NotStreamed {
            return nil
        }
        return conflicts
    }
}
