import Foundation
import Testing

/// Size limits, binary files and the cap on diagnostics, end to end.
@Suite struct InputLimitTests {
    /// Runs `script` with `sh -c`, the built `clipcook` first on PATH.
    static func shell(_ script: String) throws -> Executable.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Executable.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is small in these tests; read both before waiting.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Executable.Result(
            exitCode: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `yes | clipcook fmt -` used to grow until memory ran out; with 1 GB of
    /// address space it now stops at the 64 MB limit with a diagnostic.
    @Test func endlessStandardInputStopsAtTheLimit() throws {
        let result = try Self.shell("ulimit -v 1000000; yes | clipcook fmt - >/dev/null; echo \"exit $?\" >&2")
        #expect(result.stderr.contains("<stdin>: error: file too large ("))
        #expect(result.stderr.contains("the limit is 64 MB)"))
        #expect(result.stderr.hasSuffix("exit 1\n"))
    }

    @Test func diagnosticsAreCappedPerFileWithACount() throws {
        let text = "shopping\n" + String(repeating: "  - [?] bad\n", count: 20_000)
        let folder = try Executable.temporaryDirectory(holding: ["shopping.list": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/shopping.list"
        for arguments in [["fmt", "--check", path], ["convert", path, "--to", "json"], ["lint", path]] {
            let result = try Executable.run(arguments)
            #expect(result.exitCode == 1)
            let output = result.stdout + result.stderr
            #expect(output.contains("\(path): note: 19900 more diagnostics not shown (the first 100 are)"), "\(arguments)")
            #expect(output.utf8.count < 20_000, "\(arguments)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func aBinaryFileNamedOnTheCommandLineIsRefused() throws {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for index in 0..<100 where bytes[index] == 0 { bytes[index] = 1 }
        bytes[100] = 0
        bytes[50] = 0x1B
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/noise.recipe"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for arguments in [
            ["fmt", path], ["lint", path], ["lint", "--fix", path], ["convert", path, "--to", "json"],
            ["import", path, "--into", folder.path + "/kitchen"],
        ] {
            let result = try Executable.run(arguments)
            #expect(result.exitCode == 1, "\(arguments)")
            #expect(result.stderr.contains("\(path):"), "\(arguments)")
            #expect(result.stderr.contains("binary file (a NUL byte at offset"), "\(arguments)")
            #expect(!result.stderr.contains("\u{1B}"), "\(arguments)")
        }
        let piped = try Self.shell("clipcook fmt - < '\(path)'")
        #expect(piped.exitCode == 1)
        #expect(piped.stderr.hasPrefix("<stdin>:") && piped.stderr.contains(": error: binary file (a NUL byte at offset 100)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/kitchen"))
    }
}
