import Foundation

/// JSON-RPC messages framed as the Language Server Protocol sends them over
/// a stream: `Content-Length: N` and other headers, a blank line, N bytes.
public struct LSPMessageReader: Sendable {
    /// A message body larger than this is refused (the reader skips it).
    public static let maximumBodySize = 64 << 20

    private var buffer: [UInt8] = []

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next complete message body, if the buffer holds one.
    public mutating func next() -> [UInt8]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4 else { return nil }
        var headerEnd: Int?
        var index = 0
        while index + 4 <= buffer.count {
            if buffer[index] == 13, buffer[index + 1..<index + 4].elementsEqual(separator.dropFirst()) {
                headerEnd = index
                break
            }
            index += 1
            if index > 8192 { break }  // no sane header is this long
        }
        guard let end = headerEnd else {
            if buffer.count > 8192 { buffer.removeAll() }
            return nil
        }
        var length: Int?
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        let bodyStart = end + 4
        guard let length, length >= 0, length <= Self.maximumBodySize else {
            buffer.removeSubrange(..<bodyStart)
            return nil
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        buffer.removeSubrange(..<(bodyStart + length))
        return body
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
