import ArgumentParser
import ClipCookKit
import Foundation

/// `clipcook fmt`: rewrites files in the canonical form.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Rewrite files in the canonical form (comments and values kept).",
        discussion: """
            Folders are formatted recursively (.recipe, .plan, .list, .settings, .inbox, settings). \
            '-' reads standard input and writes standard output. The formatter reads its own output \
            back before writing and refuses if the meaning would change.
            Exit status: 0 done, 1 a file would change (--check, --diff) or could not be formatted, 2 usage error.
            """)

    @Argument(help: "Files or folders to format, or '-' for standard input (default: the current folder).")
    var paths: [String] = []

    @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
    var check = false

    @Flag(help: "Print a unified diff of the changes instead of writing them.")
    var diff = false

    @Option(help: "The file name standard input stands for, in messages.")
    var stdinFilename: String?

    func run() throws {
        var failed = false
        var changed = false
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                let source = SourceFileWalk.readStandardInput(name: stdinFilename ?? "<stdin>")
                switch formatted(source) {
                case .none: failed = true
                case .some(let text):
                    let differs = Array(text.utf8) != source.bytes
                    changed = changed || differs
                    if diff {
                        print(UnifiedDiff.diff(String(decoding: source.bytes, as: UTF8.self), text,
                                               oldName: source.path, newName: source.path), terminator: "")
                    } else if check {
                        if differs { print(source.path) }
                    } else {
                        FileHandle.standardOutput.write(Data(text.utf8))
                    }
                }
                continue
            }
            let files: [URL]
            do {
                files = try SourceFileWalk.files(at: path)
            } catch {
                FileHandle.standardError.write(Data("clipcook fmt: error: no such file or folder: \(path)\n".utf8))
                throw ExitCode(2)
            }
            for url in files {
                let source: SourceFile
                do {
                    source = try SourceFileWalk.read(url)
                } catch {
                    report("\(SourceFileWalk.displayPath(url)): error: cannot read the file")
                    failed = true
                    continue
                }
                guard let text = formatted(source) else { failed = true; continue }
                guard Array(text.utf8) != source.bytes else { continue }
                changed = true
                if diff {
                    print(UnifiedDiff.diff(String(decoding: source.bytes, as: UTF8.self), text,
                                           oldName: source.path, newName: source.path), terminator: "")
                } else if check {
                    print(source.path)
                } else {
                    do {
                        try SourceFileWalk.write(text, to: url)
                    } catch {
                        report("\(source.path): error: cannot write the file")
                        failed = true
                    }
                }
            }
        }
        if failed || ((check || diff) && changed) { throw ExitCode(1) }
    }

    /// The formatted text, or nil after reporting why there is none.
    private func formatted(_ source: SourceFile) -> String? {
        do {
            return try Formatter.format(source)
        } catch {
            report(DiagnosticRenderer().render(error.diagnostics, in: source))
            return nil
        }
    }

    private func report(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
