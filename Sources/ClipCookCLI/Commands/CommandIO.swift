import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Input, output and diagnostics shared by convert, export and import:
/// one place that turns a failure into text on standard error and exit code 1.
enum CommandIO {
    /// Reads a file, or standard input for `-` (shown as `stdinName`), up to
    /// the size limit; a binary file is reported and refused. `shownAs`
    /// names the file in diagnostics instead of `path`.
    static func readInput(_ path: String, stdinName: String = "<stdin>", shownAs: String? = nil) throws -> SourceFile {
        let source: SourceFile
        do {
            source =
                path == "-"
                ? SourceFile(path: shownAs ?? stdinName, bytes: try FileBytes.readStream(STDIN_FILENO, name: stdinName))
                : SourceFile(path: shownAs ?? path, bytes: try FileBytes.load(atPath: path).bytes)
        } catch {
            throw fail(shownAs ?? error.path, error.message)
        }
        try refuseBinary(source)
        return source
    }

    /// Reports a binary file (a NUL byte near the start) and throws exit code 1.
    static func refuseBinary(_ source: SourceFile) throws {
        guard let offset = FileBytes.binaryOffset(source.bytes) else { return }
        report([FileBytes.binaryDiagnostic(at: offset, in: source)], in: source)
        throw ExitCode(1)
    }

    /// Writes `text` to standard output, or atomically to `path`.
    static func writeOutput(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            // A failed write (a full disk, a closed pipe) is reported, not a crash.
            var standardOutput = AtomicWriter.ChunkSink(fd: STDOUT_FILENO, path: "<stdout>")
            do throws(AtomicWriter.WriteError) {
                try standardOutput.write(Array(text.utf8))
            } catch {
                throw fail(error.path, error.message)
            }
            return
        }
        do {
            try AtomicWriter.write(Array(text.utf8), to: path, named: true)
        } catch {
            throw fail(path, error.message)
        }
    }

    /// Writes the text `produce` hands on in pieces, as they come, to
    /// standard output or atomically to `path`: a huge output is never held
    /// whole. After a failed write the rest is not written, and the failure
    /// is reported against its path.
    static func writeText(to path: String?, _ produce: (_ emit: (String) -> Void) -> Void) throws {
        var failure: AtomicWriter.WriteError?
        func pass(_ sink: inout AtomicWriter.ChunkSink) {
            produce { piece in
                guard failure == nil else { return }
                do throws(AtomicWriter.WriteError) { try sink.write(Array(piece.utf8)) } catch { failure = error }
            }
        }
        if let path, path != "-" {
            try writeChunks(to: path) { file in
                pass(&file)
                if let failure { throw failure }
            }
        } else {
            var standardOutput = AtomicWriter.ChunkSink(fd: STDOUT_FILENO, path: "<stdout>")
            pass(&standardOutput)
            if let failure { throw fail(failure.path, failure.message) }
        }
    }

    /// Replaces the file at `path` with the bytes `produce` hands to its
    /// sink, chunk by chunk, as they come (the merge driver's result). When
    /// `produce` throws, the file is left as it was and its error rethrown;
    /// a write that fails is reported against its path.
    static func writeChunks(to path: String, _ produce: (inout AtomicWriter.ChunkSink) throws -> Void) throws {
        do {
            try AtomicWriter.write(to: path, named: true, chunks: produce)
        } catch let error as AtomicWriter.WriteError {
            throw fail(error.path, error.message)
        }
    }

    /// Writes the JSON `produce` hands to its sink, chunk by chunk, to
    /// standard output, or atomically to `path` (a device or FIFO named there
    /// is written in place, never replaced). A value JSON cannot hold is
    /// reported against `source`; a file named by `path` is then untouched.
    static func writeJSON(to path: String?, source: String, _ produce: (JSONDocumentEncoder.ChunkSink) throws -> Void) throws {
        do {
            if let path, path != "-" {
                try AtomicWriter.write(to: path, named: true) { file in try produce { try file.write($0) } }
            } else {
                var standardOutput = AtomicWriter.ChunkSink(fd: STDOUT_FILENO, path: "<stdout>")
                try produce { try standardOutput.write($0) }
            }
        } catch let error as AtomicWriter.WriteError {
            throw fail(error.path, error.message)
        } catch {
            throw fail(source, DocumentWriter.WriteError.notEncodable(String(describing: error)).message)
        }
    }

    /// Removes the temporary files interrupted writes left in the collection
    /// at `root` and says so on standard error.
    static func reportSweep(root: String) {
        if let note = CollectionWriter(root: root).recoverInterruptedWrite() {
            printError("\(TerminalText.escaped(root)): note: \(note)")
        }
        for path in TemporaryFileSweep.sweep(root: root) {
            printError(
                "\(TerminalText.escaped(CollectionLoader.displayPath(root: root, relativePath: path))): note: "
                    + "removed a temporary file left by an interrupted write (the file it was for is unchanged)")
        }
    }

    /// Prints diagnostics (with excerpts when the source is known) on standard error.
    static func report(_ diagnostics: [Diagnostic], in source: SourceFile?) {
        guard !diagnostics.isEmpty else { return }
        printError(renderer.render(diagnostics, in: source))
    }

    /// Prints `path: error: message` and returns the exit code to throw.
    static func fail(_ path: String, _ message: String, notes: [String] = []) -> ExitCode {
        report([Diagnostic(.error, message, path: path, range: nil, notes: notes)], in: nil)
        return ExitCode(1)
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static var renderer: DiagnosticRenderer {
        let environment = ProcessInfo.processInfo.environment
        return DiagnosticRenderer(useColor: environment["NO_COLOR"] == nil && isatty(2) == 1)
    }
}
