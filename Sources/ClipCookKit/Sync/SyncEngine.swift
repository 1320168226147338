import Foundation
import ClipCookCore
import ClipCookStore

/// `sync`: commits what changed in a collection kept in git, merges the
/// remote's branch (through `clipcook merge`), and pushes.
///
/// Git runs as a subprocess (`GitRunner`: Foundation `Process`, arguments
/// as an array, no shell), synchronously: a REPL command runs to its end.
/// Authentication is git's own (ssh keys, credential helpers); a failing
/// `git` is reported with git's own message. The repository is never left
/// mid-merge or with a detached head: a merge that leaves files conflicted
/// is finished with the merge driver's markers in them, and each marked
/// place is reported.
package struct SyncEngine: Sendable {
    package struct Report: Sendable {
        /// Commits brought in (merges not counted) and their authors.
        package var incoming = 0
        package var authors: [String] = []
        package var incomingKinds: [String] = []
        /// Commits sent (merges not counted).
        package var outgoing = 0
        /// The message of the commit this sync made, if it made one.
        package var committed: String?
        package var conflicts: [ConflictPlaces.Place] = []
        /// Lines said on the way (the merge driver set up, say).
        package var notes: [String] = []

        /// The one-line summary: "in: 4 changes from laptop-2 (plan, pantry); out: 1 change", or "up to date".
        package var line: String {
            if incoming == 0, outgoing == 0, committed == nil { return "up to date" }
            var parts: [String] = []
            if incoming > 0 {
                var text = "in: \(incoming) change\(incoming == 1 ? "" : "s")"
                if !authors.isEmpty { text += " from " + authors.joined(separator: ", ") }
                if !incomingKinds.isEmpty { text += " (" + incomingKinds.joined(separator: ", ") + ")" }
                parts.append(text)
            }
            parts.append("out: \(outgoing) change\(outgoing == 1 ? "" : "s")")
            return parts.joined(separator: "; ")
        }
    }

    package struct Failure: Error, Sendable {
        package var message: String
        package init(_ message: String) { self.message = message }
    }

    /// The collection folder (inside a git work tree).
    package let folder: String
    /// The merge driver to configure when the repository has none.
    package let driverExecutable: String?
    /// How many times a rejected push is retried after merging again.
    package var attempts = 3

    package init(folder: String, driverExecutable: String? = MergeDriverSetup.executablePath) {
        self.folder = folder
        self.driverExecutable = driverExecutable
    }

    private var git: GitRunner { GitRunner(directory: folder) }

    package func run() throws(Failure) -> Report {
        let repository = try checkRepository()
        var report = Report()
        try setUpMergeDriver(&report)
        report.committed = try commitChanges()
        for attempt in 1...max(1, attempts) {
            try call(["fetch", "--quiet", repository.remote])
            let remoteRef = "refs/remotes/\(repository.remote)/\(repository.remoteBranch)"
            let hasRemote = (try? git.run(["rev-parse", "--verify", "--quiet", remoteRef]))?.succeeded ?? false
            if hasRemote {
                try merge(remoteRef, into: &report)
            }
            let outgoing = hasRemote ? try count("\(remoteRef)..HEAD") : try count("HEAD")
            if outgoing == 0 { return report }
            let push = try call(["push", "--quiet", repository.remote, "HEAD:refs/heads/\(repository.remoteBranch)"], failing: false)
            if push.succeeded {
                report.outgoing = outgoing
                return report
            }
            let rejected = push.stderr.contains("rejected") || push.stderr.contains("fetch first") || push.stderr.contains("non-fast-forward")
            if !rejected || attempt == attempts {
                throw Failure("push failed: \(push.message)")
            }
        }
        return report
    }

    private struct Repository {
        var branch: String
        var remote: String
        var remoteBranch: String
    }

    /// Refuses, changing nothing, a folder sync cannot work in.
    private func checkRepository() throws(Failure) -> Repository {
        let inside = try call(["rev-parse", "--is-inside-work-tree"], failing: false)
        guard inside.succeeded, inside.text == "true" else {
            throw Failure("\(folder) is not in a git work tree; make it one (git init, git remote add) or clone one")
        }
        let gitDir = try call(["rev-parse", "--absolute-git-dir"]).text
        for (name, what) in [
            ("MERGE_HEAD", "a merge"), ("rebase-merge", "a rebase"), ("rebase-apply", "a rebase or am"), ("CHERRY_PICK_HEAD", "a cherry-pick"),
        ]
        where FileManager.default.fileExists(atPath: gitDir + "/" + name) {
            throw Failure("the repository is in the middle of \(what); finish or abort it first, then sync")
        }
        let head = try call(["symbolic-ref", "--quiet", "--short", "HEAD"], failing: false)
        guard head.succeeded, !head.text.isEmpty else { throw Failure("HEAD is detached; check out a branch first, then sync") }
        let branch = head.text
        let remotes = try call(["remote"]).text.split(whereSeparator: \.isNewline).map(String.init)
        let configured = try call(["config", "--get", "branch.\(branch).remote"], failing: false).text
        let remote: String? = remotes.contains(configured) ? configured : remotes.contains("origin") ? "origin" : remotes.first
        guard let remote else { throw Failure("the repository has no remote; add one (git remote add origin URL), then sync") }
        let merge = try call(["config", "--get", "branch.\(branch).merge"], failing: false).text
        let remoteBranch = merge.hasPrefix("refs/heads/") ? String(merge.dropFirst("refs/heads/".count)) : branch
        let hasHead = try call(["rev-parse", "--verify", "--quiet", "HEAD"], failing: false).succeeded
        if hasHead, try call(["diff", "--cached", "--quiet"], failing: false).status != 0 {
            throw Failure("there are staged changes; commit or unstage them (git restore --staged .) first, then sync")
        }
        return Repository(branch: branch, remote: remote, remoteBranch: remoteBranch)
    }

    private func setUpMergeDriver(_ report: inout Report) throws(Failure) {
        if MergeDriverSetup.configuredDriver(git) == nil {
            let driver = MergeDriverSetup.driverCommand(executable: driverExecutable)
            guard MergeDriverSetup.configure(git, driver: driver) else {
                throw Failure("cannot set merge.clipcook.driver in the repository's config")
            }
            report.notes.append("set merge.clipcook.driver: \(driver)")
        }
        let root = try call(["rev-parse", "--show-toplevel"]).text
        do {
            let added = try MergeDriverSetup.addAttributes(in: root)
            if !added.isEmpty { report.notes.append("added to .gitattributes: " + added.joined(separator: ", ")) }
        } catch {
            throw Failure("\(root)/.gitattributes: \(error.message)")
        }
    }

    /// Stages the collection and commits it with a message saying what changed; nil when nothing did.
    private func commitChanges() throws(Failure) -> String? {
        // The undo journal (`.clipcook/`, which its own .gitignore keeps out too) is never committed.
        try call(["add", "-A", "--", ".", ":(exclude)\(UndoJournal.folderName)"])
        let hasHead = try call(["rev-parse", "--verify", "--quiet", "HEAD"], failing: false).succeeded
        // Against HEAD, or the empty tree in a repository with no commit yet.
        let base = hasHead ? "HEAD" : "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
        let listing = try call(["diff", "--cached", "--name-status", "--no-renames", "-z", base]).stdout
        let prefix = try call(["rev-parse", "--show-prefix"]).text
        var changes: [SyncMessage.FileChange] = []
        let words = GitRunner.paths(listing)
        var index = 0
        while index + 1 < words.count {
            let status = words[index]
            let path = words[index + 1]
            index += 2
            let before = status == "A" || !hasHead ? nil : git.show(path, at: "HEAD")
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            let after = status == "D" ? nil : (try? FileBytes.load(atPath: folder + "/" + relative).bytes)
            changes.append(SyncMessage.FileChange(path: path, before: before, after: after))
        }
        if changes.isEmpty { return nil }
        let message = SyncMessage.message(for: changes)
        try call(["commit", "--quiet", "--no-verify", "-m", message])
        return message
    }

    /// Merges `remoteRef`; a merge left with conflicted files is finished
    /// with the markers the driver left, and its places reported.
    private func merge(_ remoteRef: String, into report: inout Report) throws(Failure) {
        let incoming = try count("HEAD..\(remoteRef)")
        guard incoming > 0 else { return }
        report.incoming += incoming
        for author in try call(["log", "--no-merges", "--format=%an", "HEAD..\(remoteRef)"]).text.split(whereSeparator: \.isNewline).map(String.init)
        where !report.authors.contains(author) {
            report.authors.append(author)
        }
        for path in GitRunner.paths(try call(["diff", "--name-only", "-z", "HEAD...\(remoteRef)"]).stdout) {
            let kind = SyncMessage.kind(ofPath: path)
            if !report.incomingKinds.contains(kind) { report.incomingKinds.append(kind) }
        }
        let merged = try call(["merge", "--no-edit", "--quiet", remoteRef], failing: false)
        if merged.succeeded { return }
        let conflicted = GitRunner.paths(try call(["diff", "--name-only", "--diff-filter=U", "-z"]).stdout)
        let gitDir = try call(["rev-parse", "--absolute-git-dir"]).text
        guard !conflicted.isEmpty, FileManager.default.fileExists(atPath: gitDir + "/MERGE_HEAD") else {
            if FileManager.default.fileExists(atPath: gitDir + "/MERGE_HEAD") { _ = try? git.run(["merge", "--abort"]) }
            throw Failure("merge failed: \(merged.message)")
        }
        let root = try call(["rev-parse", "--show-toplevel"]).text
        for path in conflicted {
            let text = (try? FileBytes.load(atPath: root + "/" + path).bytes).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let places = ConflictPlaces.places(in: text, path: path)
            report.conflicts += places.isEmpty ? [ConflictPlaces.Place(path: path, line: 1, ours: "(whole file)", theirs: "(whole file)")] : places
        }
        try call(["add", "-A", "--"] + conflicted.map { ":(top,literal)" + $0 })
        try call(["commit", "--quiet", "--no-verify", "--no-edit"])
    }

    private func count(_ range: String) throws(Failure) -> Int {
        Int(try call(["rev-list", "--count", "--no-merges", range]).text) ?? 0
    }

    @discardableResult
    private func call(_ arguments: [String], failing: Bool = true) throws(Failure) -> GitRunner.Output {
        let output: GitRunner.Output
        do {
            output = try git.run(arguments)
        } catch {
            switch error {
            case .cannotRun(let message): throw Failure(message)
            }
        }
        if failing, !output.succeeded { throw Failure("git \(arguments.first ?? ""): \(output.message)") }
        return output
    }
}
