import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
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
            Exit status: 0 no errors (warnings alone exit 0, as with SwiftLint), 1 errors (with --strict, \
            warnings too), 2 usage error.
            """)

    @Argument(help: "Files or folders to lint, or '-' for standard input (default: the collection).")
    var paths: [String] = []

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"),
        completion: .directory)
    var collection: String?

    @Option(help: "Output format: text, json or sarif.", completion: .list(["text", "json", "sarif"]))
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
        let targets = paths.isEmpty ? [try CollectionLocation.resolve(collection)] : paths
        if fix, targets.contains("-") { throw usage("--fix rewrites files; it cannot fix standard input") }
        // Plan lines naming the collection's own foods read as in the REPL.
        let anchor = targets.first { $0 != "-" } ?? stdinFilename ?? "."
        try FoodTable.withCollectionFoods(around: anchor) { try lint(targets, output: output) }
    }

    private func lint(_ targets: [String], output: Output) throws {

        // The collection around the files asked for, read and parsed once
        // (on both cores); a file asked for that it holds is taken from it.
        let anchor = targets.first { $0 != "-" } ?? stdinFilename ?? "."
        let collection = SourceFileWalk.collectionRoot(containing: anchor).map {
            CollectionLoader.load(root: $0, keeping: ParseParts.collection.union(.cappedDiagnostics))
        }
        var held: [String: Int] = [:]
        // The same files by real path: a folder asked for by another
        // spelling (an absolute path to a collection below the working
        // folder) still takes each file from the collection, instead of
        // reading and parsing it a second time with every position.
        var heldByRealPath: [String: Int] = [:]
        for (index, file) in (collection?.files ?? []).enumerated() where file.fingerprint != nil {
            held[file.source.path] = index
            heldByRealPath[file.absolutePath] = index
        }

        // The files asked for.
        var targetFiles: [Target] = []
        var refused = false
        for path in targets {
            if path == "-" {
                let source = try CommandIO.readInput("-", stdinName: stdinFilename ?? "<stdin>")
                targetFiles.append(Target(path: nil, named: false, fingerprint: nil, file: Self.lintFile(source)))
                continue
            }
            var isFolder: ObjCBool = false
            if fix, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                CommandIO.reportSweep(root: path)
            }
            let files: [String]
            do { files = try SourceFileWalk.files(at: path) } catch { throw usage("no such file or folder: \(path)") }
            // Read and parse on both cores what the collection does not hold.
            let readTarget = { @Sendable [held, heldByRealPath, collection] (file: String) -> Result<Read, FileReadError> in
                // The same path names the same file: the collection's copy was read just now.
                let index = held[file] ?? (heldByRealPath.isEmpty ? nil : heldByRealPath[CollectionLoader.absolutePath(of: file)])
                if let index, let copy = collection?.files[index], let fingerprint = copy.fingerprint {
                    // Named as asked for, as a file read again would be.
                    let source = copy.source.path == file ? copy.source : SourceFile(path: file, bytes: copy.source.bytes)
                    if FileBytes.binaryOffset(source.bytes) != nil { return .success(.binary(source)) }
                    var parse = copy.result
                    if source.path != copy.source.path {
                        parse.diagnostics = parse.diagnostics.map { diagnostic in
                            var renamed = diagnostic
                            if renamed.path == copy.source.path { renamed.path = file }
                            return renamed
                        }
                    }
                    return .success(
                        .target(
                            Target(
                                path: file, named: file == path, fingerprint: fingerprint,
                                file: LintFile(source: source, parse: parse), collectionIndex: index)))
                }
                do throws(FileReadError) {
                    let read = try FileBytes.load(atPath: file)
                    let source = SourceFile(path: file, bytes: read.bytes)
                    if FileBytes.binaryOffset(read.bytes) != nil { return .success(.binary(source)) }
                    return .success(
                        .target(
                            Target(
                                path: file, named: file == path, fingerprint: read.fingerprint, file: Self.lintFile(source))))
                } catch {
                    return .failure(error)
                }
            }
            let read = CollectionLoader.concurrentMap(files, readTarget)
            for (file, result) in zip(files, read) {
                switch result {
                case .success(.target(let target)):
                    targetFiles.append(target)
                case .success(.binary(let source)):
                    try? CommandIO.refuseBinary(source)
                    refused = true
                case .failure(let error):
                    // Like convert and fmt: a file that cannot be read (too large...) is a finding, not a usage error.
                    CommandIO.printError("\(TerminalText.escaped(file)): error: \(error.message)")
                    refused = true
                }
            }
        }
        var context = makeContext(targets: targetFiles, collection: collection)
        let linter = Linter(configuration: LintConfiguration(settings: context.settings, strict: strict))

        if fix {
            for index in targetFiles.indices {
                guard let fixed = applyFixes(targetFiles[index], linter: linter, context: context) else { continue }
                targetFiles[index] = fixed
            }
            context = makeContext(targets: targetFiles, collection: collection)
        }

        let report = LintReport(
            entries: CollectionLoader.concurrentMap(targetFiles) { [context] target in
                let found = linter.lint(target.file, in: context, keepingAtMost: Linter.problemsPerFile)
                return LintReport.Entry(source: target.file.source, problems: found.problems, omitted: found.omitted)
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
        if report.hasErrors || refused { throw ExitCode(1) }
    }

    /// A file read for linting: its parse keeps no more diagnostics than
    /// the report keeps problems (`Linter.problemsPerFile`), and counts the rest.
    private static func lintFile(_ source: SourceFile) -> LintFile {
        LintFile(source: source, parse: Language.parse(source, keeping: ParseParts.all.union(.cappedDiagnostics)))
    }

    /// A file to lint: where it is on disk (nil for standard input) and what was read there.
    private struct Target: Sendable {
        var path: String?
        /// Named on the command line (a link to it may be written through).
        var named: Bool
        var fingerprint: FileFingerprint?
        var file: LintFile
        /// The file of the collection this is (when read from there), which it stands for in the context.
        var collectionIndex: Int?
    }

    /// A file asked for, as read: to lint, or binary (refused).
    private enum Read: Sendable {
        case target(Target)
        case binary(SourceFile)
    }

    /// Every file of the collection (the targets as read for this run in
    /// place of their copies on disk), or the targets alone when they are
    /// not in a collection.
    private func makeContext(targets: [Target], collection: KitchenCollection?) -> LintContext {
        guard let collection else {
            return LintContext(files: targets.map(\.file), isWholeCollection: false)
        }
        var files = targets.map(\.file)
        let taken = Set(targets.compactMap(\.collectionIndex))
        // The collection's other files, less those that are a file asked for
        // under another name (a link to it, a path through a link): compared
        // by real path, computed only when some are left (not when the whole
        // collection was asked for).
        let rest = collection.files.indices.filter { !taken.contains($0) }
        let targetPaths = rest.isEmpty ? [] : Set(targets.compactMap(\.path).map(CollectionLoader.absolutePath(of:)))
        for index in rest {
            let file = collection.files[index]
            guard !targetPaths.contains(CollectionLoader.absolutePath(of: file.absolutePath)) else { continue }
            files.append(LintFile(source: file.source, parse: file.result))
        }
        return LintContext(files: files, isWholeCollection: true)
    }

    /// Applies the safe fixes of one file, formats it and writes it unless it
    /// changed on disk since it was read; the target as written, or nil when
    /// nothing was fixed.
    private func applyFixes(_ target: Target, linter: Linter, context: LintContext) -> Target? {
        guard let path = target.path, let fingerprint = target.fingerprint else { return nil }
        let file = target.file
        let problems = linter.lint(file, in: context).filter { $0.fix != nil }
        guard !problems.isEmpty else { return nil }
        let (bytes, applied) = FixApplier.apply(problems, to: file.source.bytes)
        guard applied > 0 else { return nil }
        let fixedSource = SourceFile(path: file.path, bytes: bytes)
        let text: String
        do {
            text = try Formatter.format(fixedSource)
        } catch {
            let message = "internal error: the fixes for \(file.path) were not written because the result does not read back the same"
            let details = DiagnosticRenderer().render(error.diagnostics, in: fixedSource)
            FileHandle.standardError.write(Data("\(file.path): error: \(message)\n\(details)\n".utf8))
            return nil
        }
        do {
            // Through the collection's writer (its lock, path and conflict
            // checks) when the file is in a collection; a lone file on its own.
            let written = try CollectionWriter.replace(Array(text.utf8), at: path, expecting: fingerprint, named: target.named)
            FileHandle.standardError.write(Data("\(file.path): fixed \(applied) problem\(applied == 1 ? "" : "s")\n".utf8))
            return Target(
                path: path, named: target.named, fingerprint: written,
                file: Self.lintFile(SourceFile(path: file.path, text: text)), collectionIndex: target.collectionIndex)
        } catch {
            FileHandle.standardError.write(Data("\(file.path): error: \(error.message)\n".utf8))
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
