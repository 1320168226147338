import ClipCookCore
import ClipCookDomain
import Foundation
import Testing

/// clipcook(1), made by `clipcook reference --man` from the command specs:
/// every section a man page has, every REPL command with its aliases, the
/// README's tour as examples, every environment variable the code reads;
/// and `man` renders it without a warning.
@Suite struct ManPageTests {
    func page() throws -> String {
        let result = try Executable.run(["reference", "--man"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout
    }

    /// Runs a program, returning its exit status, standard output and error.
    func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Executable.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Executable.Result(
            exitCode: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    @Test func theManPageHasEverySection() throws {
        let page = try page()
        #expect(page.hasPrefix(".TH CLIPCOOK 1 "))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "REPL COMMANDS", "EXAMPLES", "ENVIRONMENT", "FILES", "EXIT STATUS"]
        {
            #expect(page.contains("\n.SH \(section)\n"), "no \(section) section")
        }
        #expect(page.contains("\\fB\\-\\-version\\fR"))
        // The synopsis lines are apart, and serve's -C takes a dir (not "-C C").
        #expect(!page.contains("clipcook [options] clipcook"))
        #expect(page.contains(".SS \"serve\"\n.PP\n.in +4n\n.ti -4n\n\\fBclipcook\\fR \\fBserve\\fR [\\fB\\-C\\fR\\ \\fIdir\\fR]"))
        #expect(!page.contains("\\fB\\-C\\fR\\ \\fIC\\fR"))
        for command in ["init", "cook", "serve", "convert", "export", "import", "fmt", "lint", "merge", "macros", "run", "repl"] {
            #expect(page.contains(".SS \"\(command)\"\n"), "no section for clipcook \(command)")
        }
        #expect(!page.contains(".SS \"reference\""), "the hidden generator is not a user command")
        for files in [
            "recipes/*.recipe", "plans/*.plan", "shopping.list", "pantry", "aisles", "foods/*.foods", "settings", "inbox.list", "cooked.log",
        ] {
            #expect(page.contains(".TP\n\\fI\(files)\\fR\n"), "FILES lacks \(files)")
        }
    }

    @Test func everyReplCommandIsThereWithItsAliases() throws {
        let page = try page()
        let help = try Executable.run(["--json", "-C", Executable.examplesDirectory.path, "-c", "help"])
        let names = help.stdout.matches(of: /"name":"([a-z]+)"/).map { String($0.output.1) }
        #expect(names.count >= 30, "\(help.stdout.prefix(200))")
        for name in names {
            #expect(page.contains(".SS \"\(name)\"\n"), "no REPL section for \(name)")
        }
        #expect(page.contains("\\fBplan remove DATE SLOT [N]\\fR\nRemove a meal's item (the Nth when it has several).\n.br\nAlso: \\fBrm\\fR."))
        #expect(page.contains("Also: \\fBeaten\\fR."))
        #expect(page.contains("Also: \\fBkcal\\fR."))
        #expect(page.contains(".SS \"Cook mode\""))
    }

    @Test func theExamplesAreTheReadmesTour() throws {
        let page = try page()
        guard let start = page.range(of: "\n.SH EXAMPLES\n"), let end = page.range(of: "\n.SH ENVIRONMENT\n") else {
            Issue.record("no EXAMPLES section")
            return
        }
        // The examples as one would type them: continued lines joined.
        let examples = String(page[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: " \\e\n    ", with: " ")
            .replacingOccurrences(of: ";\n    ", with: "; ")
            .replacingOccurrences(of: "\\-", with: "-")
        let readme = try String(contentsOf: Executable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let tour = readme.split(separator: "\n").filter { $0.hasPrefix("$ clipcook -C examples -c ") }
        #expect(tour.count >= 7)
        for command in tour {
            #expect(examples.contains("\n" + command + "\n"), "the man page lacks the tour's \(command)")
        }
    }

    @Test func theEnvironmentSectionNamesEveryVariableTheCodeReads() throws {
        let page = try page()
        guard let start = page.range(of: "\n.SH ENVIRONMENT\n"), let end = page.range(of: "\n.SH FILES\n") else {
            Issue.record("no ENVIRONMENT section")
            return
        }
        let section = String(page[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "\\-", with: "-")
        let sources = Executable.packageRoot.appendingPathComponent("Sources")
        var read = Set<String>()
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/ClipCookBench/") else { continue }
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            // Read, not set: `environment["GIT_PAGER"] = "cat"` is for a child (git), not a setting of ours.
            for match in text.matches(of: /(?:environment\[|getenv\()"([A-Z_]+)"(?!\] =)/) { read.insert(String(match.output.1)) }
        }
        #expect(read.isSuperset(of: ["CLIPCOOK_COLLECTION", "CLIPCOOK_LOCK_WAIT", "NO_COLOR"]), "\(read.sorted())")
        for variable in read.sorted() {
            #expect(section.contains(variable), "ENVIRONMENT does not name \(variable), which the code reads")
        }
    }

    @Test func manRendersItInEightyColumnsWithoutAWarning() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("clipcook.1")
        try Data(try page().utf8).write(to: file)
        let groff = try run("groff", ["-man", "-Tutf8", "-ww", "-z", file.path])
        #expect(groff.exitCode == 0 && groff.stderr.isEmpty, "groff: \(groff.stderr)")
        let man = try run("man", ["-l", file.path], environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat", "LANG": "C.UTF-8"])
        #expect(man.exitCode == 0 && man.stderr.isEmpty, "man -l: \(man.stderr)")
        let text = man.stdout
        #expect(text.contains("REPL COMMANDS"))
        #expect(text.contains("plan remove DATE SLOT [N]"))
        #expect(text.contains("clipcook [-C dir] [-c commands] [--json] [--keep-going]"))
        for line in text.split(separator: "\n") where ColumnWidth.of(line) > 80 {
            // Only an example's script that has no place to break may be wider.
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("'"), "wider than 80 columns: \(line)")
        }
    }
}
