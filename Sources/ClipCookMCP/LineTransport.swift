import Foundation
import Logging
import MCP
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// MCP over standard input and output, one JSON-RPC message a line, with a
/// bound: a line longer than `maximumLineBytes` is dropped as it arrives
/// (never held whole) and answered with a JSON-RPC error, and the server
/// goes on with the next line. Input is read by one blocking thread, so an
/// idle server costs nothing; output is written whole, one message at a time.
actor LineTransport: Transport {
    /// The largest message read: a recipe's text is far less.
    static let maximumLineBytes = 4 * 1024 * 1024

    nonisolated let logger = Logger(label: "clipcook.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
    private let input: Int32
    private let output: LineOutput
    private let pending = PendingRequests()
    private let stream: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var started = false

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = LineOutput(fd: output)
        (stream, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    }

    func connect() async throws {
        guard !started else { return }
        started = true
        let input = self.input, continuation = self.continuation, output = self.output, pending = self.pending
        Thread.detachNewThread {
            LineTransport.readLines(from: input, into: continuation, answeringOversizedOn: output, pending: pending)
        }
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        try output.write(data)
        pending.answered(data)
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        stream
    }

    /// Splits the input into lines until it ends; an oversized line is
    /// skipped to its end and answered with an error.
    static func readLines(
        from fd: Int32, into continuation: AsyncThrowingStream<Data, any Error>.Continuation,
        answeringOversizedOn output: LineOutput, pending: PendingRequests
    ) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var line: [UInt8] = []
        var skipping = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                if !skipping {
                    line.append(contentsOf: buffer[start..<index])
                    if line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t") }) {
                        pending.received(line)
                        continuation.yield(Data(line))
                    }
                } else {
                    try? output.write(Data(oversizedReply.utf8))
                }
                line.removeAll(keepingCapacity: line.count <= 65_536)
                skipping = false
                start = index + 1
            }
            if !skipping {
                line.append(contentsOf: buffer[start..<count])
                if line.count > maximumLineBytes {
                    line = []
                    skipping = true
                }
            }
        }
        // The input ended: answer what was asked before it did, then stop.
        pending.waitUntilAnswered(seconds: 60)
        continuation.finish()
    }

    static let oversizedReply =
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"message larger than \#(maximumLineBytes) bytes; not read"}}"#
}

/// Standard output as whole lines: one message at a time, never torn.
final class LineOutput: Sendable {
    private let fd: Int32
    private let lock = Mutex(())

    init(fd: Int32) {
        self.fd = fd
    }

    func write(_ message: Data) throws {
        var bytes = [UInt8](message)
        bytes.append(UInt8(ascii: "\n"))
        try lock.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                }
                offset += written
            }
        }
    }
}

/// write(2), named apart from `LineOutput.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// The requests read and not yet answered, by id, so that the end of the
/// input waits for the answers to what came before it.
final class PendingRequests: Sendable {
    private let ids = Mutex<Set<String>>([])

    func received(_ line: [UInt8]) {
        guard let id = Self.requestID(Data(line), wantsMethod: true) else { return }
        ids.withLock { _ = $0.insert(id) }
    }

    func answered(_ message: Data) {
        guard let id = Self.requestID(message, wantsMethod: false) else { return }
        ids.withLock { _ = $0.remove(id) }
    }

    func waitUntilAnswered(seconds: Int) {
        for _ in 0..<(seconds * 100) {
            if ids.withLock({ $0.isEmpty }) { return }
            usleep(10_000)
        }
    }

    /// The id of a request (an object with a method and an id) or of a
    /// response (an object with an id and no method), as text.
    static func requestID(_ data: Data, wantsMethod: Bool) -> String? {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            (object["method"] != nil) == wantsMethod, let id = object["id"]
        else { return nil }
        if let text = id as? String { return "s:" + text }
        if let number = id as? NSNumber { return "n:" + number.stringValue }
        return nil
    }
}
