import Foundation

/// JSON-RPC messages framed as the Language Server Protocol sends them over
/// a stream: `Content-Length: N` and other headers, a blank line, N bytes.
public struct LSPMessageReader: Sendable {
    /// A message body larger than this is refused (the reader skips it).
    public static let maximumBodySize = 64 << 20

    private var buffer: [UInt8] = []

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next complete message body, if the buffer holds one. A message
    /// whose header has no usable `Content-Length` is dropped (header only)
    /// and the reader goes on to what follows it, so that a bad message never
    /// holds back a good one already received.
    public mutating func next() -> [UInt8]? {
        // Skipped headers are only counted here and cut off the buffer once,
        // so that many bad headers in a row cost one pass, not one per header.
        var start = 0
        defer { if start > 0 { buffer.removeSubrange(..<start) } }
        while true {
            switch frame(at: start) {
            case .body(let range):
                let body = Array(buffer[range])
                start = range.upperBound
                return body
            case .skipped(let end): start = end
            case .incomplete: return nil
            case .discard:
                start = buffer.count
                return nil
            }
        }
    }

    private enum Frame { case body(Range<Int>), skipped(Int), incomplete, discard }

    /// The message whose header starts at `start`.
    private func frame(at start: Int) -> Frame {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count - start >= 4 else { return .incomplete }
        var headerEnd: Int?
        var index = start
        while index + 4 <= buffer.count {
            if buffer[index] == 13, buffer[index + 1..<index + 4].elementsEqual(separator.dropFirst()) {
                headerEnd = index
                break
            }
            index += 1
            if index - start > 8192 { break }  // no sane header is this long
        }
        guard let end = headerEnd else {
            return buffer.count - start > 8192 ? .discard : .incomplete
        }
        var length: Int?
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        let bodyStart = end + 4
        guard let length, length >= 0, length <= Self.maximumBodySize else { return .skipped(bodyStart) }
        guard buffer.count - bodyStart >= length else { return .incomplete }
        return .body(bodyStart..<bodyStart + length)
    }

    /// A message body framed for writing.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var int: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.isFinite && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(self))) ?? Array("null".utf8)
    }
}
