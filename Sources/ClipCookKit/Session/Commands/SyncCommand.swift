import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `sync`: commits the collection's changes to git, merges the remote's
/// branch and pushes (`SyncEngine`). Runs git synchronously: the REPL waits
/// for it as it would for `git` in a terminal.
struct SyncCommand: SessionCommand {
    let spec = CommandSpec(
        "sync", synopsis: "sync",
        summary: "commit what changed, merge the remote's changes through git, and push",
        details: [
            "The collection must be a git work tree with a remote. Sync refuses, changing nothing, in the middle",
            "of a merge or rebase, with a detached HEAD, or with changes staged by hand.",
            "Elements changed differently on both sides are marked as the merge driver marks them, and listed.",
        ])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if let error = session.noArguments(arguments, "sync") { return .failure(error) }
        guard let root = session.kitchen.root else { return .failure(CommandError("sync: this collection has no folder")) }
        let report: SyncEngine.Report
        do {
            report = try SyncEngine(folder: root).run()
        } catch {
            return .failure(CommandError("sync: \(error.message)"))
        }
        session.refresh()
        let lines = report.notes + report.conflicts.map { "conflict: " + $0.description } + [report.line]
        return .success(
            CommandOutcome(
                command: "", text: lines.joined(separator: "\n"),
                data: [
                    "incoming": .int(report.incoming), "outgoing": .int(report.outgoing),
                    "authors": .array(report.authors.map(JSONValue.string)),
                    "committed": report.committed.map(JSONValue.string) ?? .null,
                    "conflicts": .array(report.conflicts.map { .string($0.description) }),
                ]))
    }
}
