import Foundation

/// Runs `git` in one folder as a subprocess and waits for it.
///
/// A plain Foundation `Process` with the arguments as an array (no shell,
/// so nothing in a path or a message is read as shell syntax) run to its
/// end: the REPL's commands are synchronous, so a sync blocks the command
/// that asked for it, as `git` itself would in a terminal. Output goes to
/// temporary files, not pipes, so a chatty `git` never fills a pipe and
/// waits on a reader that is waiting on it.
package struct GitRunner: Sendable {
    package struct Output: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        package var succeeded: Bool { status == 0 }
        /// Standard output without the trailing newline.
        package var text: String { stdout.hasSuffix("\n") ? String(stdout.dropLast()) : stdout }
        /// Git's own message for a failure: its last non-empty line of standard error.
        package var message: String {
            let lines = (stderr + "\n" + stdout).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.first(where: { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }) ?? lines.last(where: { !$0.isEmpty })
                ?? "git exited with status \(status)"
        }
    }

    package enum Failure: Error, Sendable {
        /// `git` could not be started (not installed, not on the PATH).
        case cannotRun(String)
    }

    package let directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// Runs `git -C DIRECTORY ARGUMENTS…`.
    package func run(_ arguments: [String]) throws(Failure) -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-git-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotRun("cannot make a temporary folder: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
            FileManager.default.createFile(atPath: errURL.path, contents: nil),
            let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL)
        else { throw .cannotRun("cannot make a temporary file") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        // Messages in one language for parsing; no editor or pager waits for a person.
        environment["LC_ALL"] = "C"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_EDITOR"] = "true"
        environment["GIT_PAGER"] = "cat"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            throw .cannotRun("cannot run git: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let stdout = (try? Data(contentsOf: outURL)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let stderr = (try? Data(contentsOf: errURL)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        if process.terminationStatus == 127, stderr.contains("git") && stderr.contains("No such file") {
            throw .cannotRun("git is not installed (or not on the PATH)")
        }
        return Output(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// The bytes `git show REVISION:PATH` prints, or nil when the revision has no such file.
    package func show(_ path: String, at revision: String) -> [UInt8]? {
        guard let output = try? run(["show", "\(revision):\(path)"]), output.succeeded else { return nil }
        return Array(output.stdout.utf8)
    }

    /// Splits `-z` output into its paths.
    package static func paths(_ output: String) -> [String] {
        output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
    }
}
