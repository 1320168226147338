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

    /// Runs one sync. It holds the collection's lock (`CollectionLock`)
    /// while it commits and while it merges, so no ClipCook write of this
    /// or another process is under way meanwhile; the fetch and the push,
    /// which touch only the repository, run without it.
    package func run() throws(Failure) -> Report {
        var report = Report()
        let repository = try locked { () throws(Failure) -> Repository in
            let repository = try checkRepository()
            try setUpMergeDriver(repository, &report)
            report.committed = try commitChanges(repository)
            return repository
        }
        let remoteRef = "refs/remotes/\(repository.remote)/\(repository.remoteBranch)"
        for attempt in 1...max(1, attempts) {
            try call(["fetch", "--quiet", repository.remote])
            // What is ahead and behind, in one call; it fails when the remote has no such branch yet.
            let counts = try call(["rev-list", "--left-right", "--count", "--no-merges", "HEAD...\(remoteRef)"], failing: false)
            let words = counts.text.split(whereSeparator: { $0 == "\t" || $0 == " " }).compactMap { Int($0) }
            var outgoing: Int
            if counts.succeeded, words.count == 2 {
                outgoing = words[0]
                if words[1] > 0 {
                    try locked { () throws(Failure) in try merge(remoteRef, incoming: words[1], repository: repository, into: &report) }
                    outgoing = try count("\(remoteRef)..HEAD")
                }
            } else {
                outgoing = try count("HEAD")
            }
            if outgoing == 0 { return report }
            let push = try call(["push", "--quiet", repository.remote, "HEAD:refs/heads/\(repository.remoteBranch)"], failing: false)
            if push.succeeded {
                report.outgoing = outgoing
                return report
            }
            let rejected = push.stderr.contains("rejected") || push.stderr.contains("fetch first") || push.stderr.contains("non-fast-forward")
            if !rejected || attempt == attempts {
                // Git's own line for the refused branch says why ("! [rejected] HEAD -> main (fetch first)").
                let refused = push.stderr.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.first {
                    $0.hasPrefix("! [")
                }
                let tries = rejected ? " after \(attempt) tries" : ""
                throw Failure("push failed\(tries): \(push.message)" + (refused.map { "; git said: \($0)" } ?? ""))
            }
        }
        return report
    }

    /// `body` with the collection's lock held.
    private func locked<Value>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let hold: CollectionLock.Hold
        do {
            hold = try CollectionLock.acquire(root: folder, for: folder)
        } catch {
            throw Failure("not syncing now: \(error.message)")
        }
        defer { CollectionLock.release(hold) }
        return try body()
    }

    private struct Repository {
        var branch: String
        var remote: String
        var remoteBranch: String
        var gitDir: String
        var root: String
        /// The collection folder's path in the repository ("" at its top, else ending in "/").
        var prefix: String
        var hasHead: Bool
        var driver: String?
    }

    /// Refuses, changing nothing, a folder sync cannot work in. Asks git
    /// as little as it can: one `rev-parse` for the work tree, one
    /// `config` for the branch, remotes and driver.
    private func checkRepository() throws(Failure) -> Repository {
        let probe = try call(["rev-parse", "--is-inside-work-tree", "--absolute-git-dir", "--show-toplevel", "--show-prefix"], failing: false)
        let lines = probe.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard probe.succeeded, lines.count >= 4, lines[0] == "true" else {
            throw Failure("\(folder) is not in a git work tree; make it one (git init, git remote add) or clone one")
        }
        let gitDir = lines[1]
        for (name, what) in [
            ("MERGE_HEAD", "a merge"), ("rebase-merge", "a rebase"), ("rebase-apply", "a rebase or am"), ("CHERRY_PICK_HEAD", "a cherry-pick"),
        ]
        where FileManager.default.fileExists(atPath: gitDir + "/" + name) {
            throw Failure("the repository is in the middle of \(what); finish or abort it first, then sync")
        }
        let head = try call(["symbolic-ref", "--quiet", "--short", "HEAD"], failing: false)
        guard head.succeeded, !head.text.isEmpty else { throw Failure("HEAD is detached; check out a branch first, then sync") }
        let branch = head.text
        let config = Self.configEntries(
            try call(["config", "-z", "--get-regexp", #"^(remote\.|branch\.|merge\.clipcook\.driver$)"#], failing: false).stdout)
        var remotes: [String] = []
        for (key, _) in config where key.hasPrefix("remote.") {
            // remote.NAME.KEY, where NAME may hold dots.
            let name = String(
                key.dropFirst("remote.".count).split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: "."))
            if !name.isEmpty, !remotes.contains(name) { remotes.append(name) }
        }
        let configured = config.last { $0.key == "branch.\(branch).remote" }?.value ?? ""
        let remote: String? = remotes.contains(configured) ? configured : remotes.contains("origin") ? "origin" : remotes.first
        guard let remote else { throw Failure("the repository has no remote; add one (git remote add origin URL), then sync") }
        let merge = config.last { $0.key == "branch.\(branch).merge" }?.value ?? ""
        let remoteBranch = merge.hasPrefix("refs/heads/") ? String(merge.dropFirst("refs/heads/".count)) : branch
        // 0: nothing staged; 1: something is; else no HEAD yet (then nothing can be staged against it).
        let staged = try call(["diff", "--cached", "--quiet", "HEAD", "--"], failing: false)
        if staged.status == 1 {
            throw Failure("there are staged changes; commit or unstage them (git restore --staged .) first, then sync")
        }
        var hasHead = staged.status == 0
        if !hasHead { hasHead = try call(["rev-parse", "--verify", "--quiet", "HEAD"], failing: false).succeeded }
        let driver = config.last { $0.key == "merge.clipcook.driver" }?.value
        return Repository(
            branch: branch, remote: remote, remoteBranch: remoteBranch, gitDir: gitDir, root: lines[2], prefix: lines[3], hasHead: hasHead,
            driver: driver.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The entries `git config -z` printed: "key\nvalue\0" each.
    static func configEntries(_ output: String) -> [(key: String, value: String)] {
        GitRunner.paths(output).map { entry in
            guard let newline = entry.firstIndex(of: "\n") else { return (entry, "") }
            return (String(entry[..<newline]), String(entry[entry.index(after: newline)...]))
        }
    }

    private func setUpMergeDriver(_ repository: Repository, _ report: inout Report) throws(Failure) {
        if repository.driver == nil {
            let driver = MergeDriverSetup.driverCommand(executable: driverExecutable)
            guard MergeDriverSetup.configure(git, driver: driver) else {
                throw Failure("cannot set merge.clipcook.driver in the repository's config")
            }
            report.notes.append("set merge.clipcook.driver: \(driver)")
        }
        do {
            let added = try MergeDriverSetup.addAttributes(in: repository.root)
            if !added.isEmpty { report.notes.append("added to .gitattributes: " + added.joined(separator: ", ")) }
        } catch {
            throw Failure("\(repository.root)/.gitattributes: \(error.message)")
        }
    }

    /// Stages the collection and commits it with a message saying what changed; nil when nothing did.
    private func commitChanges(_ repository: Repository) throws(Failure) -> String? {
        // The undo journal (`.clipcook/`, which its own .gitignore keeps out too) is never committed.
        try call(["add", "-A", "--", ".", ":(exclude)\(UndoJournal.folderName)"])
        let hasHead = repository.hasHead
        // Against HEAD, or the empty tree in a repository with no commit yet.
        let base = hasHead ? "HEAD" : "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
        let listing = try call(["diff", "--cached", "--name-status", "--no-renames", "-z", base]).stdout
        let prefix = repository.prefix
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
    private func merge(_ remoteRef: String, incoming: Int, repository: Repository, into report: inout Report) throws(Failure) {
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
        let gitDir = repository.gitDir
        guard !conflicted.isEmpty, FileManager.default.fileExists(atPath: gitDir + "/MERGE_HEAD") else {
            if FileManager.default.fileExists(atPath: gitDir + "/MERGE_HEAD") { _ = try? git.run(["merge", "--abort"]) }
            throw Failure("merge failed: \(merged.message)")
        }
        let root = repository.root
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
