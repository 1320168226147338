import Foundation
import Testing

/// What `scripts/install` puts beside the executable, made through the
/// executable: the shell completions and the man page (`ManPageTests`).
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

    @Test func theInstallScriptIsThereAndSaysWhatItDoes() throws {
        let script = Executable.packageRoot.appendingPathComponent("scripts/install")
        #expect(FileManager.default.isExecutableFile(atPath: script.path))
        let text = try String(contentsOf: script, encoding: .utf8)
        #expect(text.contains("--generate-completion-script bash") && text.contains("reference --man"))
        let readme = try String(contentsOf: Executable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("scripts/install"))
    }
}
