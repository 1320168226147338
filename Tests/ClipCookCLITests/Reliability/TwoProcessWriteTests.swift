#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Testing

/// Two ClipCook processes writing one collection at the same time (issue
/// 22, item 1): each change either lands and stays, or is refused with a
/// diagnostic naming the file; none is silently lost.
@Suite struct TwoProcessWriteTests {
    static let recipeCount = 40

    /// Rounds of the race: 13 (1,040 racing changes) in the suite, more with
    /// `CLIPCOOK_RACE_ROUNDS=N`.
    static var rounds: Int {
        guard let text = ProcessInfo.processInfo.environment["CLIPCOOK_RACE_ROUNDS"], let value = Int(text), value > 0 else {
            return 13
        }
        return min(value, 100_000)
    }

    /// A collection of `t0.recipe`...`t39.recipe` ("recipe Toast K").
    static func collection() throws -> URL {
        var files: [String: String] = [:]
        for index in 0..<recipeCount {
            files["recipes/t\(index).recipe"] = "recipe Toast \(index)\n  category breakfast\n  servings 1\n"
        }
        return try Executable.temporaryDirectory(holding: files)
    }

    /// A `clipcook run - --keep-going` started on `script`, not waited for.
    final class Running {
        let process = Process()
        let output: URL
        let errors: URL

        init(script: String, root: URL, name: String) throws {
            let input = root.deletingLastPathComponent().appendingPathComponent("\(root.lastPathComponent)-\(name).in")
            output = root.deletingLastPathComponent().appendingPathComponent("\(root.lastPathComponent)-\(name).out")
            errors = root.deletingLastPathComponent().appendingPathComponent("\(root.lastPathComponent)-\(name).err")
            try Data(script.utf8).write(to: input)
            for url in [output, errors] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
            process.executableURL = Executable.productsDirectory.appendingPathComponent("clipcook")
            process.arguments = ["run", "-", "--keep-going", "-C", root.path]
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.standardInput = try FileHandle(forReadingFrom: input)
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
        }

        func finish() throws -> Executable.Result {
            process.waitUntilExit()
            defer {
                for url in [output, errors] { try? FileManager.default.removeItem(at: url) }
                try? FileManager.default.removeItem(at: URL(fileURLWithPath: output.path.replacingOccurrences(of: ".out", with: ".in")))
            }
            return Executable.Result(
                exitCode: process.terminationStatus,
                stdout: String(decoding: try Data(contentsOf: output), as: UTF8.self),
                stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
        }
    }

    /// What one process of a round did to recipe K: done (its success line),
    /// or refused (a diagnostic at its script line naming the file).
    static func outcomes(
        _ result: Executable.Result, success: (Int) -> String, root: URL
    ) -> (done: Set<Int>, refused: Set<Int>, unaccounted: [Int]) {
        let printed = Set(result.stdout.split(separator: "\n").map(String.init))
        let diagnostics = result.stderr.split(separator: "\n").map(String.init)
        var done = Set<Int>()
        var refused = Set<Int>()
        var unaccounted: [Int] = []
        for index in 0..<recipeCount {
            let file = "recipes/t\(index).recipe"
            let refusal = diagnostics.contains { $0.hasPrefix("<stdin>:\(index + 1): error: ") && $0.contains(file) }
            if printed.contains(success(index)) {
                done.insert(index)
            } else if refusal {
                refused.insert(index)
            } else {
                unaccounted.append(index)
            }
        }
        return (done, refused, unaccounted)
    }

    @Test(.timeLimit(.minutes(60))) func twoProcessesRacingLoseNoChange() throws {
        var lost: [String] = []
        var unreported: [String] = []
        var done = 0
        var refused = 0
        // Four rounds at a time, each its own collection and its two racing
        // processes: a round mostly waits on its writes reaching the disk.
        for first in stride(from: 0, to: Self.rounds, by: 4) {
            var races: [(round: Int, root: URL, fav: Running, archive: Running)] = []
            defer { for race in races { try? FileManager.default.removeItem(at: race.root) } }
            for round in first..<min(Self.rounds, first + 4) {
                let root = try Self.collection()
                let favourites = (0..<Self.recipeCount).map { "fav toast-\($0)\n" }.joined()
                let archives = (0..<Self.recipeCount).map { "archive toast-\($0)\n" }.joined()
                let fav = try Running(script: favourites, root: root, name: "fav")
                races.append((round, root, fav, try Running(script: archives, root: root, name: "archive")))
            }
            for race in races {
                try race.fav.process.run()
                try race.archive.process.run()
            }
            for (round, root, fav, archive) in races {
                let favoured = try fav.finish()
                let archived = try archive.finish()
                let a = Self.outcomes(favoured, success: { "added 'Toast \($0)' to the favourites" }, root: root)
                let b = Self.outcomes(archived, success: { "archived 'Toast \($0)'" }, root: root)
                for (name, outcome, result) in [("fav", a, favoured), ("archive", b, archived)] {
                    unreported += outcome.unaccounted.map { "round \(round) \(name) t\($0)" }
                    // A refusal is an error: the process says so by its exit status.
                    #expect((result.exitCode != 0) == !outcome.refused.isEmpty, "round \(round) \(name): exit \(result.exitCode)")
                }
                for index in 0..<Self.recipeCount {
                    let text = try String(contentsOf: root.appendingPathComponent("recipes/t\(index).recipe"), encoding: .utf8)
                    let lines = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
                    if a.done.contains(index), !lines.contains("favourite") { lost.append("round \(round) t\(index) favourite") }
                    if b.done.contains(index), !lines.contains("archived") { lost.append("round \(round) t\(index) archived") }
                }
                done += a.done.count + b.done.count
                refused += a.refused.count + b.refused.count
            }
        }
        print("two-process race: \(Self.rounds) rounds, \(done) changes done, \(refused) refused, \(lost.count) lost")
        #expect(done + refused == Self.rounds * Self.recipeCount * 2)
        #expect(lost.isEmpty, "\(lost.count) changes reported done are not in the files: \(lost.prefix(10))")
        #expect(unreported.isEmpty, "changes neither done nor refused: \(unreported.prefix(10))")
    }

    /// While another process holds the collection's lock past the wait
    /// bound, a change is refused with a message naming the file, and the
    /// file is left as it was.
    @Test func aLockHeldTooLongRefusesTheChangeWithAMessage() throws {
        let root = try Self.collection()
        defer { try? FileManager.default.removeItem(at: root) }
        // What another ClipCook process holds while it writes: a `flock` on the collection folder.
        let fd = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        let path = root.appendingPathComponent("recipes/t3.recipe")
        let before = try Data(contentsOf: path)
        let result = try Executable.run(
            ["-C", root.path, "-c", "fav toast-3"], environment: ["CLIPCOOK_LOCK_WAIT": "0.3"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("recipes/t3.recipe"), "\(result.stderr)")
        #expect(result.stderr.contains("another process is writing") && result.stderr.contains("0.3 s"), "\(result.stderr)")
        #expect(try Data(contentsOf: path) == before)
        // Once the lock is let go, the same change goes through.
        #expect(flock(fd, LOCK_UN) == 0)
        let again = try Executable.run(["-C", root.path, "-c", "fav toast-3"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(try String(contentsOf: path, encoding: .utf8).contains("  favourite\n"))
    }
}
