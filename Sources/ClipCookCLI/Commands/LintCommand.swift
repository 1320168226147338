import ArgumentParser
import ClipCookKit
import Foundation

/// `clipcook lint`: finds the mistakes a parser cannot.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find mistakes the parser cannot: wrong macros, unknown references, impossible values.",
        discussion: """
            Rules are configured in the collection's settings file (a `lint` section: RULE off|warning|error) \
            and silenced in a file by `-- clipcook-ignore RULE: reason` (next line) or \
            `-- clipcook-ignore-file RULE: reason`. `--rules` lists them.
            Exit status: 0 clean, 1 findings, 2 usage error.
            """)

    @Argument(help: "Files or folders to lint, or '-' for standard input (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: text, json or sarif.")
    var format = "text"

    @Flag(help: "Report warnings as errors.")
    var strict = false

    @Flag(help: "Apply the safe fixes, then format the fixed files.")
    var fix = false

    @Flag(name: .customLong("rules"), help: "List every rule: id, severity, safe fix, name and rationale.")
    var listRules = false

    @Option(help: "The file name standard input stands for, in messages and for finding its collection.")
    var stdinFilename: String?

    enum Output: String, CaseIterable {
        case text, json, sarif
    }

    func run() throws {
        if listRules {
            print(RuleCatalogRenderer().render(), terminator: "")
            return
        }
        guard let output = Output(rawValue: format) else {
            throw usage("unknown format '\(format)'; expected text, json or sarif")
        }
        let targets = paths.isEmpty ? ["."] : paths
        if fix, targets.contains("-") { throw usage("--fix rewrites files; it cannot fix standard input") }

        // The files asked for, and the collection around them for context.
        var targetFiles: [(url: URL?, file: LintFile)] = []
        for path in targets {
            if path == "-" {
                let source = SourceFileWalk.readStandardInput(name: stdinFilename ?? "<stdin>")
                targetFiles.append((nil, LintFile(source: source)))
                continue
            }
            let urls: [URL]
            do { urls = try SourceFileWalk.files(at: path) } catch { throw usage("no such file or folder: \(path)") }
            for url in urls {
                guard let source = try? SourceFileWalk.read(url) else {
                    throw usage("cannot read \(SourceFileWalk.displayPath(url))")
                }
                targetFiles.append((url, LintFile(source: source)))
            }
        }
        let anchor = targets.first { $0 != "-" } ?? stdinFilename ?? "."
        let root = SourceFileWalk.collectionRoot(containing: anchor)
        var context = makeContext(targets: targetFiles.map(\.file), root: root)
        let linter = Linter(configuration: LintConfiguration(settings: context.settings, strict: strict))

        if fix {
            for index in targetFiles.indices {
                guard let url = targetFiles[index].url,
                      let fixed = applyFixes(targetFiles[index].file, linter: linter, context: context, url: url) else { continue }
                targetFiles[index].file = fixed
            }
            context = makeContext(targets: targetFiles.map(\.file), root: root)
        }

        let report = LintReport(entries: targetFiles.map { target in
            LintReport.Entry(source: target.file.source, problems: linter.lint(target.file, in: context))
        })
        switch output {
        case .text:
            print(TextLintRenderer(useColor: useColor(context.settings)).render(report), terminator: "")
            FileHandle.standardError.write(Data((report.summary + "\n").utf8))
        case .json:
            print(JSONLintRenderer().render(report), terminator: "")
        case .sarif:
            print(SARIFLintRenderer().render(report), terminator: "")
        }
        if !report.isClean { throw ExitCode(1) }
    }

    /// Every file of the collection (the targets as read for this run in
    /// place of their copies on disk), or the targets alone when they are
    /// not in a collection.
    private func makeContext(targets: [LintFile], root: URL?) -> LintContext {
        guard let root, let urls = try? SourceFileWalk.files(at: root.path) else {
            return LintContext(files: targets, isWholeCollection: false)
        }
        let targetPaths = Set(targets.map(\.path))
        var files = targets
        for url in urls where !targetPaths.contains(SourceFileWalk.displayPath(url)) {
            if let source = try? SourceFileWalk.read(url) { files.append(LintFile(source: source)) }
        }
        return LintContext(files: files, isWholeCollection: true)
    }

    /// Applies the safe fixes of one file, formats it and writes it; the
    /// re-read file, or nil when nothing was fixed.
    private func applyFixes(_ file: LintFile, linter: Linter, context: LintContext, url: URL) -> LintFile? {
        let problems = linter.lint(file, in: context).filter { $0.fix != nil }
        guard !problems.isEmpty else { return nil }
        let (bytes, applied) = FixApplier.apply(problems, to: file.source.bytes)
        guard applied > 0 else { return nil }
        let fixedSource = SourceFile(path: file.path, bytes: bytes)
        do {
            let text = try Formatter.format(fixedSource)
            try SourceFileWalk.write(text, to: url)
            FileHandle.standardError.write(Data("\(file.path): fixed \(applied) problem\(applied == 1 ? "" : "s")\n".utf8))
            return LintFile(source: SourceFile(path: file.path, text: text))
        } catch let error as FormatError {
            let message = "internal error: the fixes for \(file.path) were not written because the result does not read back the same"
            let details = DiagnosticRenderer().render(error.diagnostics, in: fixedSource)
            FileHandle.standardError.write(Data("\(file.path): error: \(message)\n\(details)\n".utf8))
            return nil
        } catch {
            FileHandle.standardError.write(Data("\(file.path): error: cannot write the file\n".utf8))
            return nil
        }
    }

    private func useColor(_ settings: Settings) -> Bool {
        switch settings.color {
        case .always: return true
        case .never: return false
        case .auto, nil: return isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }

    private func usage(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("clipcook lint: error: \(message)\n".utf8))
        return ExitCode(2)
    }
}
