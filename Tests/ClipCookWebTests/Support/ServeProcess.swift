import Foundation

/// `clipcook serve` on a free port of the loopback, run as a user would run
/// it; stopped with SIGINT (Ctrl-C) as a user would stop it.
final class ServeProcess {
    let process = Process()
    let output = Pipe()
    /// Its standard error, when asked for (else thrown away).
    let errors: Pipe?
    let root: URL
    private(set) var url = ""
    private(set) var port = 0
    private(set) var printed = ""

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static var executable: URL {
        let bundle = Bundle.main.bundleURL
        for candidate in [bundle, bundle.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("clipcook")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/clipcook")
    }

    /// A copy of the example collection in a new temporary folder.
    static func exampleCollection() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kitchen = folder.appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("examples"), to: kitchen)
        return kitchen
    }

    init(
        root: URL, host: String? = nil, arguments extraArguments: [String] = [], environment extraEnvironment: [String: String] = [:],
        keepingErrors: Bool = false
    ) throws {
        self.root = root
        errors = keepingErrors ? Pipe() : nil
        process.executableURL = Self.executable
        var arguments = ["serve", "-C", root.path, "--port", "0"]
        if let host { arguments += ["--host", host] }
        arguments += extraArguments
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CLIPCOOK_TODAY"] = "2026-11-24"
        environment["NO_COLOR"] = "1"
        environment.merge(extraEnvironment) { $1 }
        process.environment = environment
        process.standardOutput = output
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        // The first line names the address.
        let deadline = Date().addingTimeInterval(30)
        var buffer = Data()
        while Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            printed = String(decoding: buffer, as: UTF8.self)
            if let line = printed.split(separator: "\n").first(where: { $0.contains(" at http://") }),
                let range = line.range(of: "http://")
            {
                url = String(line[range.lowerBound...])
                let afterHost = url.dropFirst("http://".count)
                if let colon = afterHost.lastIndex(of: ":") {
                    let digits = afterHost[afterHost.index(after: colon)...].prefix { $0.isNumber }
                    port = Int(digits) ?? 0
                }
                if printed.contains("Ctrl-C") { return }
            }
        }
        process.terminate()
        throw Failure(description: "serve printed no address: \(printed)")
    }

    /// Ctrl-C; the exit status.
    @discardableResult
    func stop() -> Int32 {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What it printed after the address (read after `stop`).
    func rest() -> String {
        String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// What it printed to standard error (read after `stop`; needs `keepingErrors`).
    func errorText() -> String {
        errors.map { String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) } ?? ""
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    func file(_ relative: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)) ?? ""
    }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(relative), options: .atomic)
    }
}
