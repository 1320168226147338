import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook lsp`: the language server, over standard input and output.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the Language Server Protocol server on standard input and output (for editors).",
        discussion: "Diagnostics are published 20 ms after the last change of a burst.")

    /// How long to wait for more input before publishing diagnostics.
    static let debounceMilliseconds: Int32 = 20

    func run() throws {
        let server = LanguageServer()
        var reader = LSPMessageReader()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var pendingDiagnostics = false
        while !server.exitRequested {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, pendingDiagnostics ? Self.debounceMilliseconds : -1)
            if ready == 0 {
                // Quiet for a moment: the burst of changes is over.
                send(server.diagnostics())
                pendingDiagnostics = false
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count <= 0 { break }
            reader.append(buffer[..<count])
            while let body = reader.next() {
                send(server.handle(body))
                pendingDiagnostics = true
                if server.exitRequested { break }
            }
        }
        throw ExitCode(server.shutdownRequested ? 0 : 1)
    }

    private func send(_ messages: [JSONValue]) {
        for message in messages {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard let body = try? encoder.encode(message) else { continue }
            FileHandle.standardOutput.write(Data(LSPMessageReader.frame(Array(body))))
        }
    }
}
