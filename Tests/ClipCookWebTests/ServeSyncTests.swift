import Foundation
import Testing
@testable import ClipCookKit

/// `clipcook serve --sync` (issue 36, item 2) through the built executable
/// and real git repositories: a bare remote and two clones, one of them
/// served.
@Suite(.serialized) struct ServeSyncTests {
    /// A bare repository holding the examples, and clones of it.
    struct Remote {
        let root: URL
        let bare: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-serve-sync-\(UUID().uuidString)")
            bare = root.appendingPathComponent("remote.git")
            let seed = root.appendingPathComponent("seed")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: ServeProcess.packageRoot.appendingPathComponent("examples"), to: seed)
            try Self.git(["init", "-q", "--bare", "-b", "main", bare.path], in: root)
            try Self.git(["init", "-q", "-b", "main"], in: seed)
            try Self.author(seed, "seed")
            try Self.git(["add", "-A"], in: seed)
            try Self.git(["commit", "-qm", "the examples"], in: seed)
            try Self.git(["push", "-q", bare.path, "main"], in: seed)
        }

        /// A fresh clone: no merge driver set up (the sync does that).
        func clone(_ name: String) throws -> URL {
            let folder = root.appendingPathComponent(name)
            try Self.git(["clone", "-q", bare.path, folder.path], in: root)
            try Self.author(folder, name)
            return folder
        }

        /// The file at `path` on the remote's main branch.
        func file(_ path: String) throws -> String {
            try Self.git(["--git-dir", bare.path, "show", "main:\(path)"], in: root)
        }

        static func author(_ folder: URL, _ name: String) throws {
            try git(["config", "user.name", name], in: folder)
            try git(["config", "user.email", "\(name)@example.com"], in: folder)
        }

        @discardableResult
        static func git(_ arguments: [String], in folder: URL) throws -> String {
            let output = try GitRunner(directory: folder.path).run(arguments)
            guard output.succeeded else { throw ServeProcess.Failure(description: "git \(arguments.joined(separator: " ")): \(output.message)") }
            return output.stdout
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// `clipcook -C FOLDER -c COMMANDS`, as a person types it on another laptop.
    @discardableResult
    static func clipcook(_ folder: URL, _ commands: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = ServeProcess.executable
        process.arguments = ["-C", folder.path, "-c", commands]
        var environment = ProcessInfo.processInfo.environment
        environment["CLIPCOOK_TODAY"] = "2026-11-24"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Asks `probe` every 200 ms until it is true or `seconds` pass.
    static func eventually(_ seconds: Double = 60, _ probe: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try probe() { return true }
            usleep(200_000)
        }
        return try probe()
    }

    @Test func theServedCloneTakesInChangesShowsConflictsAndSendsItsOwn() throws {
        let remote = try Remote()
        defer { remote.remove() }
        let laptop = try remote.clone("laptop")
        let kitchen = try remote.clone("kitchen")
        // The same meal given a different note on each side: a conflict the
        // served clone's first sync marks and reports.
        let laptopSide = try Self.clipcook(laptop, "shop add 2 saffron threads; plan note 2026-11-23 breakfast \"with berries\"; sync")
        #expect(laptopSide.status == 0, "\(laptopSide.output)")
        // Its text, shown on the pages, is escaped there.
        #expect(try Self.clipcook(kitchen, "plan note 2026-11-23 breakfast \"with <b>honey</b>\"").status == 0)

        let server = try ServeProcess(root: kitchen, arguments: ["--sync", "2s"], keepingErrors: true)
        defer { server.stop() }
        #expect(server.printed.contains("clipcook: syncing through git every 2s and 3 s after a change made on the pages"))
        var http = RawHTTP(port: server.port)
        // The merge's files show as soon as they are on disk; the sync's line once it has pushed.
        #expect(try Self.eventually { try http.get("/shopping").body.contains("saffron threads") }, "the laptop's item never showed")
        #expect(try Self.eventually { try http.get("/shopping").body.contains("Last sync ") }, "the sync's line never showed")
        let problems = try http.get("/problems").body
        #expect(problems.contains("Conflicts from the last sync"), "\(problems)")
        #expect(problems.contains("plans/2026-W48.plan:"))
        #expect(problems.contains("with &lt;b&gt;honey&lt;/b&gt;") && problems.contains("with berries"), "\(problems)")
        #expect(!problems.contains("<b>honey"))
        let shopping = try http.get("/shopping").body
        #expect(shopping.contains("id=\"sync-status\""))
        #expect(shopping.contains("Last sync "))
        #expect(shopping.contains("1 conflict marked (see Problems)"))
        #expect(!shopping.contains(kitchen.path), "a page names where the server keeps the files")

        // A change on the laptop later comes in on the interval.
        #expect(try Self.clipcook(laptop, "shop add 1 star anise; sync").status == 0)
        #expect(try Self.eventually { try http.get("/shopping").body.contains("star anise") }, "the second item never showed")

        // A change made on the page goes out a few seconds later.
        let page = try http.get("/shopping").body
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page))
        let version = try #require(ServeSafetyTests.field("version", in: page))
        let added = try http.post("/shopping/add", form: [("csrf", csrf), ("text", "3 cardamom pods"), ("version", version)])
        #expect(added.status == 303)
        #expect(
            Self.eventually { ((try? remote.file("shopping.list")) ?? "").contains("cardamom pods") }, "the page's item never reached the remote")
        let subject = try Remote.git(["--git-dir", remote.bare.path, "log", "--format=%an: %s", "main"], in: remote.root)
        #expect(subject.contains("kitchen: shopping: 1 item added"), "\(subject)")
        server.stop()
        #expect(!server.errorText().contains("sync failed"))
        #expect(try Remote.git(["status", "--porcelain"], in: kitchen).isEmpty)
    }

    @Test func aFailingSyncIsShownOnceAndTheServerKeepsServing() throws {
        let folder = try ServeProcess.exampleCollection()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Remote.git(["init", "-q", "-b", "main"], in: folder)
        try Remote.author(folder, "kitchen")
        let server = try ServeProcess(root: folder, arguments: ["--sync", "1s"], keepingErrors: true)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        #expect(try Self.eventually { try http.get("/").body.contains("Sync failed ") }, "the failure never showed")
        let page = try http.get("/").body
        #expect(page.contains("the repository has no remote; add one (git remote add origin URL), then sync"))
        #expect(page.contains("sync-failed"))
        #expect(try http.get("/problems").body.contains("id=\"sync-failed\""))
        usleep(3_000_000)  // more syncs fail meanwhile
        #expect(try http.get("/recipe/banana-bread").status == 200)
        server.stop()
        let log = server.errorText()
        let failures = log.components(separatedBy: "clipcook serve: sync failed: the repository has no remote").count - 1
        #expect(failures == 1, "\(log)")
    }

    @Test func anIntervalThatIsNoIntervalIsRefused() throws {
        let folder = try ServeProcess.exampleCollection()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for bad in ["5", "0s", "5x", "1.5m", "25h"] {
            let process = Process()
            process.executableURL = ServeProcess.executable
            process.arguments = ["serve", "-C", folder.path, "--port", "0", "--sync", bad]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(bad): \(text)")
            #expect(text.contains("--sync is an interval such as 30s, 5m or 1h (from 1s to 24h), not '\(bad)'"), "\(bad): \(text)")
        }
    }
}
