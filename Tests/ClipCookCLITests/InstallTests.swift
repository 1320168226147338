import Foundation
import Testing

/// What `scripts/install` puts beside the executable, made through the
/// executable: the shell completions and the man page.
@Suite struct InstallTests {
    @Test(arguments: [
        ("bash", "-F _clipcook clipcook"), ("zsh", "#compdef clipcook"), ("fish", "complete -c 'clipcook'"),
    ])
    func completionScriptsNameTheCommands(_ shell: String, _ marker: String) throws {
        let result = try Executable.run(["--generate-completion-script", shell])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains(marker))
        for command in ["merge", "init", "export", "import", "fmt", "lint"] {
            #expect(result.stdout.contains(command), "\(shell) completions lack \(command)")
        }
    }

    /// The man page scripts/install writes when swift-argument-parser's
    /// plugin cannot run: from the command descriptions, through the executable.
    @Test func theManPageIsMadeFromTheCommandDescriptions() throws {
        let help = try Executable.run(["--experimental-dump-help"])
        #expect(help.exitCode == 0, "\(help.stderr)")
        let script = Executable.packageRoot.appendingPathComponent("scripts/man-from-help")
        try #require(FileManager.default.isExecutableFile(atPath: script.path), "scripts/man-from-help is missing")
        let process = Process()
        process.executableURL = script
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(help.stdout.utf8))
        try input.fileHandleForWriting.close()
        let page = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(page.hasPrefix(".TH CLIPCOOK 1 "))
        #expect(page.contains(".SH NAME\nclipcook \\- "))
        #expect(page.contains(".SH \"CLIPCOOK MERGE\""))
        #expect(page.contains("\\fB--path\\fR \\fIname\\fR"))
        // Nothing in it starts a line with a dot that roff would take for a request.
        let lines = page.split(separator: "\n")
        let requests: Set<Substring> = [".TH", ".SH", ".TP", ".PP"]
        for line in lines where line.hasPrefix(".") {
            #expect(requests.contains(line.prefix(3)), "stray request: \(line)")
        }
    }

    @Test func theInstallScriptIsThereAndSaysWhatItDoes() throws {
        let script = Executable.packageRoot.appendingPathComponent("scripts/install")
        #expect(FileManager.default.isExecutableFile(atPath: script.path))
        let text = try String(contentsOf: script, encoding: .utf8)
        #expect(text.contains("--generate-completion-script bash") && text.contains("generate-manual"))
        let readme = try String(contentsOf: Executable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("scripts/install"))
    }
}
