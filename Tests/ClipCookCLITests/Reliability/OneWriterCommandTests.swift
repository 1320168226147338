import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// The commands that write into a collection without a REPL (`import`,
/// `lint --fix`) write through the collection's writer as the REPL does:
/// they wait for the lock another ClipCook process holds, give up past the
/// wait bound with nothing written, and never overwrite a file changed on
/// disk since they read it.
@Suite(.serialized) struct OneWriterCommandTests {
    static let recipe = "recipe Toast\n  category breakfast\n\nsteps\n  1. Toast the bread for 3 minutes.\n"
    static let fixed = "  1. Toast the bread for 3 minutes.  [timer 3 min]\n"
    static let export = #"{"recipes": [{"id": "jam", "title": "Jam", "servings": 2, "category": "Snack"}]}"#

    /// What another ClipCook process holds while it writes: a `flock` on the collection folder.
    final class Lock {
        let fd: Int32
        init(_ root: URL) {
            fd = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            #expect(fd >= 0)
            #expect(flock(fd, LOCK_EX) == 0)
        }
        func release() {
            _ = flock(fd, LOCK_UN)
        }
        deinit { close(fd) }
    }

    /// `clipcook ARGS` started in `root` and not waited for; standard error to a file.
    final class Started {
        let process = Process()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-stderr-\(UUID().uuidString)")

        init(_ arguments: [String], in root: URL, environment: [String: String]) throws {
            process.executableURL = Executable.productsDirectory.appendingPathComponent("clipcook")
            process.arguments = arguments
            process.currentDirectoryURL = root
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }.merging(["NO_COLOR": "1"]) { $1 }
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
            process.standardOutput = FileHandle.nullDevice
            try process.run()
        }

        /// Whether the process has the folder `root` open for a while (the
        /// descriptor `CollectionLock` keeps while it waits; a walk of the
        /// folder opens it only for an instant).
        func isWaiting(on root: URL, within seconds: Double = 30) -> Bool {
            let real = root.resolvingSymlinksInPath().path
            let deadline = Date().addingTimeInterval(seconds)
            var seen = 0
            while Date() < deadline, process.isRunning {
                let folder = "/proc/\(process.processIdentifier)/fd"
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                let holds = names.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)) == real }
                seen = holds ? seen + 1 : 0
                if seen >= 5 { return true }
                usleep(40_000)
            }
            return false
        }

        func finish() -> (status: Int32, stderr: String) {
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: errors) }
            return (process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
        }
    }

    @Test func importGivesUpWithNothingWrittenWhileAnotherProcessHoldsTheLock() throws {
        let root = try Executable.temporaryDirectory(holding: ["recipes/toast.recipe": Self.recipe, "in/export.json": Self.export])
        defer { try? FileManager.default.removeItem(at: root) }
        let lock = Lock(root)
        let refused = try Executable.run(
            ["import", "in/export.json", "--into", "."], environment: ["CLIPCOOK_LOCK_WAIT": "0.3"],
            currentDirectory: root)
        #expect(refused.exitCode == 1)
        #expect(
            refused.stderr.contains("another process is writing to this collection") && refused.stderr.contains("0.3 s"),
            "\(refused.stderr)")
        #expect(refused.stderr.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/recipes/jam.recipe"))
        // Let go while it waits: it goes on and writes.
        let waiting = try Started(["import", "in/export.json", "--into", "."], in: root, environment: ["CLIPCOOK_LOCK_WAIT": "30"])
        #expect(waiting.isWaiting(on: root))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/recipes/jam.recipe"))
        lock.release()
        let done = waiting.finish()
        #expect(done.status == 0, "\(done.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.path + "/recipes/jam.recipe"))
    }

    @Test func lintFixGivesUpWhileAnotherProcessHoldsTheLock() throws {
        let root = try Executable.temporaryDirectory(holding: ["recipes/toast.recipe": Self.recipe])
        defer { try? FileManager.default.removeItem(at: root) }
        let lock = Lock(root)
        let refused = try Executable.run(
            ["lint", "--fix", "recipes/toast.recipe"], environment: ["CLIPCOOK_LOCK_WAIT": "0.3"],
            currentDirectory: root)
        #expect(refused.stderr.contains("recipes/toast.recipe: error: another process is writing to this collection"), "\(refused.stderr)")
        #expect(try String(contentsOf: root.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8) == Self.recipe)
        lock.release()
        let fixed = try Executable.run(["lint", "--fix", "recipes/toast.recipe"], currentDirectory: root)
        #expect(fixed.stderr.contains("recipes/toast.recipe: fixed 1 problem"), "\(fixed.stderr)")
        #expect(try String(contentsOf: root.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8).contains(Self.fixed))
    }

    /// An editor saves the file while `lint --fix` waits to write its fix:
    /// the fix is refused and the editor's text kept.
    @Test func lintFixDoesNotOverwriteAFileChangedOnDiskMeanwhile() throws {
        let root = try Executable.temporaryDirectory(holding: ["recipes/toast.recipe": Self.recipe])
        defer { try? FileManager.default.removeItem(at: root) }
        let lock = Lock(root)
        let fixing = try Started(["lint", "--fix", "recipes/toast.recipe"], in: root, environment: ["CLIPCOOK_LOCK_WAIT": "30"])
        #expect(fixing.isWaiting(on: root))
        let theirs = Self.recipe.replacingOccurrences(of: "Toast the bread", with: "Toast the rye bread")
        try theirs.write(to: root.appendingPathComponent("recipes/toast.recipe"), atomically: true, encoding: .utf8)
        lock.release()
        let result = fixing.finish()
        #expect(
            result.stderr.contains("recipes/toast.recipe: error: file changed on disk since it was read; not overwriting it"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("fixed"))
        #expect(try String(contentsOf: root.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8) == theirs)
    }
}
