import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook fmt`: rewrites files in the canonical form.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Rewrite files in the canonical form (comments and values kept).",
        discussion: """
            Folders are formatted recursively (the collection files: .recipe, .plan, .settings, .inbox, shopping.list, inbox.list, settings). \
            '-' reads standard input and writes standard output. The formatter reads its own output \
            back before writing and refuses if the meaning would change.
            Exit status: 0 done, 1 a file would change (--check, --diff) or could not be formatted, 2 usage error.
            """)

    @Argument(help: "Files or folders to format, or '-' for standard input (default: the collection).")
    var paths: [String] = []

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"),
        completion: .directory)
    var collection: String?

    @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
    var check = false

    @Flag(help: "Print a unified diff of the changes instead of writing them.")
    var diff = false

    @Option(help: "The file name standard input stands for, in messages.")
    var stdinFilename: String?

    func run() throws {
        let targets = paths.isEmpty ? [try CollectionLocation.resolve(collection)] : paths
        // Plan lines naming the collection's own foods read as in the REPL.
        let anchor = targets.first { $0 != "-" } ?? stdinFilename ?? "."
        try FoodTable.withCollectionFoods(around: anchor) { try format(targets) }
    }

    private func format(_ targets: [String]) throws {
        var failed = false
        var changed = false
        for path in targets {
            if path == "-" {
                let source: SourceFile
                do {
                    source = try CommandIO.readInput("-", stdinName: stdinFilename ?? "<stdin>")
                } catch {
                    failed = true
                    continue
                }
                switch formatted(source) {
                case .none: failed = true
                case .some(let bytes):
                    let differs = bytes != source.bytes
                    changed = changed || differs
                    if diff {
                        print(UnifiedDiff.diff(source.bytes, bytes, oldName: source.path, newName: source.path), terminator: "")
                    } else if check {
                        if differs { print(source.path) }
                    } else {
                        Self.writeStandardOutput(bytes)
                    }
                }
                continue
            }
            var isFolder: ObjCBool = false
            if !check, !diff, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                CommandIO.reportSweep(root: path)
            }
            let files: [String]
            do {
                files = try SourceFileWalk.files(at: path)
            } catch {
                FileHandle.standardError.write(Data("clipcook fmt: error: no such file or folder: \(path)\n".utf8))
                throw ExitCode(2)
            }
            // Read and format on both cores, a batch at a time (to bound the
            // memory held); report and write in path order.
            for start in stride(from: 0, to: files.count, by: Self.batchSize) {
                let batch = Array(files[start..<min(start + Self.batchSize, files.count)])
                let outcomes = CollectionLoader.concurrentMap(batch) { file in Self.format(file) }
                for (file, outcome) in zip(batch, outcomes) {
                    let formatted: FormattedFile
                    switch outcome {
                    case .success(let done):
                        formatted = done
                    case .failure(let failure):
                        report(failure.message)
                        failed = true
                        continue
                    }
                    guard formatted.changes else { continue }
                    changed = true
                    if diff {
                        print(UnifiedDiff.diff(formatted.source.bytes, formatted.bytes, oldName: file, newName: file), terminator: "")
                    } else if check {
                        print(file)
                    } else {
                        do {
                            try formatted.write(named: file == path)
                        } catch {
                            report("\(file): error: \(error.message)")
                            failed = true
                        }
                    }
                }
            }
        }
        if failed || ((check || diff) && changed) { throw ExitCode(1) }
    }

    /// Files read and formatted at once: enough to keep both cores busy,
    /// few enough that their texts are not all held.
    static let batchSize = 512

    /// Reads and formats one file (on any thread).
    @Sendable private static func format(_ file: String) -> Result<FormattedFile, FmtFailure> {
        let read: FileBytes
        do {
            read = try FileBytes.load(atPath: file)
        } catch {
            return .failure(FmtFailure(message: "\(file): error: \(error.message)"))
        }
        if let offset = FileBytes.binaryOffset(read.bytes) {
            let source = SourceFile(path: file, bytes: read.bytes)
            return .failure(
                FmtFailure(
                    message: DiagnosticRenderer().render([FileBytes.binaryDiagnostic(at: offset, in: source)], in: source)))
        }
        do {
            return .success(try FormattedFile(path: file, read: read, displayPath: file))
        } catch {
            return .failure(
                FmtFailure(
                    message: DiagnosticRenderer().render(error.diagnostics, in: SourceFile(path: file, bytes: read.bytes))))
        }
    }

    /// Why a file could not be formatted, as the message to print.
    private struct FmtFailure: Error, Sendable {
        var message: String
    }

    /// Writes `bytes` to standard output as they are (no copy into `Data`).
    private static func writeStandardOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            FileHandle.standardOutput.write(
                Data(
                    bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count,
                    deallocator: .none))
        }
    }

    /// The formatted text, or nil after reporting why there is none.
    private func formatted(_ source: SourceFile) -> [UInt8]? {
        do {
            return try Formatter.formatBytes(source)
        } catch {
            report(DiagnosticRenderer().render(error.diagnostics, in: source))
            return nil
        }
    }

    private func report(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
