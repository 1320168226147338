import Foundation

/// Runs the built `clipcook` executable, as a user or a script would.
struct Executable {
    struct Result {
        var exitCode: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's build products folder (where `swift test` built `clipcook`).
    static var productsDirectory: URL {
        // The test bundle lives in the same products folder as the executable.
        let bundle = Bundle.main.bundleURL
        for candidate in [bundle, bundle.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("clipcook")
            if FileManager.default.isExecutableFile(atPath: url.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static var examplesDirectory: URL { packageRoot.appendingPathComponent("examples") }

    /// Runs `clipcook ARGS` with `stdin` as standard input.
    static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
        currentDirectory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("clipcook")
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let input = Pipe()
        let output = Pipe()
        // Standard error goes to a file so that neither pipe can fill up and block the child.
        let errorURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("clipcook-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let errData = (try? Data(contentsOf: errorURL)) ?? Data()
        return Result(
            exitCode: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs another program (git, diff) with its standard output and error
    /// read together; `environment` nil keeps this process's.
    static func runProgram(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil
    ) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("clipcook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A fresh temporary folder holding `files` (relative path: text), removed by the caller.
    static func temporaryDirectory(holding files: [String: String]) throws -> URL {
        let root = try temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}
