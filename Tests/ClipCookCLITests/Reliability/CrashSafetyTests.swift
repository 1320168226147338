import Foundation
import Testing

/// Killing `clipcook` (SIGKILL) at random moments while it writes: every file
/// is afterwards its old or its new version and parses, nothing is lost, and
/// the next start removes the temporary files the kills left.
///
/// CI runs a short bounded version; `CLIPCOOK_KILL_RUNS=1000 swift test
/// --filter CrashSafetyTests` runs the full one (1,000 killed REPL scripts,
/// each writing many times, and 1,000 killed imports).
@Suite(.serialized) struct CrashSafetyTests {
    static var runs: Int {
        ProcessInfo.processInfo.environment["CLIPCOOK_KILL_RUNS"].flatMap(Int.init).map { max(1, $0) } ?? 12
    }

    static func recipe(_ title: String, favourite: Bool) -> String {
        "recipe \(title)\n  category breakfast\n  servings 1\n" + (favourite ? "  favourite\n" : "")
            + "\nsteps\n  1. Toast the bread.\n"
    }

    static let titles = ["Toast", "Jam", "Eggs"]

    /// `clipcook ARGS` started, with no input and its output thrown away.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Executable.productsDirectory.appendingPathComponent("clipcook")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts `clipcook ARGS`, waits `delay` microseconds, kills it; returns whether it had already exited.
    static func runAndKill(_ arguments: [String], after delay: UInt32) throws -> Bool {
        let process = try start(arguments)
        usleep(delay)
        let finished = !process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return finished
    }

    /// How long `clipcook ARGS` runs, in microseconds (polled every 0.2 ms).
    static func microseconds(_ arguments: [String]) throws -> UInt32 {
        let clock = ContinuousClock()
        let started = clock.now
        let process = try start(arguments)
        while process.isRunning { usleep(200) }
        let (seconds, attoseconds) = (clock.now - started).components
        return UInt32(clamping: seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    }

    static func hiddenTemporaryFiles(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            if next.contains(".tmp-") { found.append(next) }
        }
        return found
    }

    @Test func killedWriteBacksLeaveEveryFileOldOrNew() throws {
        var files: [String: String] = [:]
        for title in Self.titles { files["recipes/\(title.lowercased()).recipe"] = Self.recipe(title, favourite: false) }
        let kitchen = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        // Long enough that a kill within 0.4 s always lands while it runs, however fast write-back is.
        let script = (0..<2_000).map { k in
            let id = Self.titles[k % Self.titles.count].lowercased()
            return "fav \(id); unfav \(id)"
        }.joined(separator: "; ")
        var killedEarly = 0
        var (old, new) = (0, 0)
        for _ in 0..<Self.runs {
            let finished = try Self.runAndKill(["-C", kitchen.path, "-c", script], after: UInt32.random(in: 20_000...400_000))
            if !finished { killedEarly += 1 }
            for title in Self.titles {
                let text = try String(contentsOf: kitchen.appendingPathComponent("recipes/\(title.lowercased()).recipe"), encoding: .utf8)
                #expect(text == Self.recipe(title, favourite: false) || text == Self.recipe(title, favourite: true))
                if text == Self.recipe(title, favourite: false) { old += 1 } else if text == Self.recipe(title, favourite: true) { new += 1 }
            }
        }
        #expect(killedEarly > 0)
        let strays = Self.hiddenTemporaryFiles(in: kitchen).count
        print(
            "kill test (write-back): \(Self.runs) runs, \(killedEarly) killed while running, files after a kill: "
                + "\(old) old, \(new) new, \(Self.runs * Self.titles.count - old - new) other; \(strays) temporary files left by the last kill")
        // The next start sweeps what the kills left, and everything loads.
        let next = try Executable.run(["-C", kitchen.path, "-c", "list"])
        #expect(next.exitCode == 0)
        for title in Self.titles { #expect(next.stdout.contains(title)) }
        #expect(Self.hiddenTemporaryFiles(in: kitchen).isEmpty)
    }

    @Test func killedImportsLeaveEveryFileOldOrNew() throws {
        func export(_ servings: Int) -> String {
            let recipes = (0..<8).map { k in
                #"{"id": "r\#(k)", "title": "Recipe \#(k)", "servings": \#(servings), "category": "Dinner", "steps": [{"id": "s1", "order": 1, "text": "Cook it."}]}"#
            }
            return
                #"{"recipes": [\#(recipes.joined(separator: ", "))], "shoppingItems": [{"id": "milk", "name": "milk \#(servings)", "checked": false}]}"#
        }
        let folder = try Executable.temporaryDirectory(holding: ["a.json": export(2), "b.json": export(3)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let kitchen = folder.appendingPathComponent("kitchen")
        // How long one whole import takes here, so that the kills land at
        // random moments within it (a fixed range would mostly kill an
        // import that had already finished, the faster it gets).
        _ = try Executable.run(["import", folder.appendingPathComponent("a.json").path, "--into", kitchen.path])
        let whole = try Self.microseconds(["import", folder.appendingPathComponent("b.json").path, "--into", kitchen.path, "--force"])
        try FileManager.default.removeItem(at: kitchen)
        var outcomes: [String: Int] = [:]
        var killedEarly = 0
        for run in 0..<Self.runs {
            let source = folder.appendingPathComponent(run % 2 == 0 ? "a.json" : "b.json").path
            if try !Self.runAndKill(["import", source, "--into", kitchen.path, "--force"], after: UInt32.random(in: 1_000...max(2_000, whole))) {
                killedEarly += 1
            }
            // The next start finishes or undoes a killed import: all old or all new.
            if FileManager.default.fileExists(atPath: kitchen.path) {
                _ = try Executable.run(["-C", kitchen.path, "-c", "stats"])
            }
            var servings: Set<String> = []
            var present = 0
            for k in 0..<8 {
                let path = kitchen.appendingPathComponent("recipes/r\(k).recipe").path
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                present += 1
                #expect(text.hasPrefix("recipe \"Recipe \(k)\"\n") || text.hasPrefix("recipe Recipe \(k)\n"))
                #expect(text.contains("servings 2\n") || text.contains("servings 3\n"))
                servings.insert(text.contains("servings 2\n") ? "2" : "3")
            }
            #expect(present == 0 || present == 8, "a partial import: \(present) of 8 recipes")
            #expect(servings.count <= 1, "a mix of two imports")
            outcomes[present == 0 ? "none" : present == 8 ? "all 8 (servings \(servings.sorted().joined(separator: "+")))" : "partial", default: 0] +=
                1
            #expect(!FileManager.default.fileExists(atPath: kitchen.path + "/.clipcook-staging"))
        }
        let outcome = outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print(
            "kill test (import): \(Self.runs) runs of an import taking \(whole / 1_000) ms, \(killedEarly) killed while running, "
                + "recipes after the next start: \(outcome); \(Self.hiddenTemporaryFiles(in: kitchen).count) temporary files left")
        let final = try Executable.run(["import", folder.appendingPathComponent("a.json").path, "--into", kitchen.path, "--force"])
        #expect(final.exitCode == 0)
        #expect(Self.hiddenTemporaryFiles(in: kitchen).isEmpty)
        let stats = try Executable.run(["-C", kitchen.path, "-c", "stats"])
        #expect(stats.exitCode == 0 && stats.stderr.isEmpty)
        #expect(stats.stdout.contains("recipes: 8"))
    }
}
