import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// JSON-RPC messages framed as the Language Server Protocol sends them over
/// a stream: `Content-Length: N` and other headers, a blank line, N bytes.
public struct LSPMessageReader: Sendable {
    /// A message body larger than this is refused (the reader skips it).
    public static let maximumBodySize = 64 << 20

    private var buffer: [UInt8] = []

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next complete message body, if the buffer holds one.
    ///
    /// A framing error never makes the reader deaf: a header it cannot use
    /// (junk, no usable `Content-Length`, no header at all) is skipped up to
    /// the next `Content-Length:` header, and a body whose declared length
    /// does not end where the next header starts (a length a few bytes too
    /// short or too long) is cut where its JSON value ends. A length longer
    /// than everything received is cut the same way as soon as a complete
    /// header follows the body's JSON value (or the bytes that break it):
    /// the reader does not wait for bytes that belong to later messages.
    /// So a bad message never holds back a good one already received; nil
    /// means no complete message is left (asking again gives none either).
    public mutating func next() -> [UInt8]? {
        // Skipped bytes are only counted here and cut off the buffer once,
        // so that many bad headers in a row cost one pass, not one per header.
        var start = 0
        // A buffer read to its end is let go of, room and all: a 10 MB
        // didOpen would otherwise keep 10 MB or more for as long as the
        // server runs.
        defer {
            if start > 0, start == buffer.count {
                buffer = []
            } else if start > 0 {
                buffer.removeSubrange(..<start)
            }
        }
        while true {
            switch frame(at: start) {
            case .body(let range, let resume):
                let body = Array(buffer[range])
                start = resume
                return body
            case .skipped(let end): start = end
            case .incomplete: return nil
            }
        }
    }

    private enum Frame {
        /// A body, and where the next message starts.
        case body(Range<Int>, resume: Int)
        case skipped(Int)
        case incomplete
    }

    /// The longest header block read (a longer one is junk).
    static let maximumHeaderSize = 8192

    /// The message whose header starts at `start`.
    private func frame(at start: Int) -> Frame {
        guard buffer.count > start else { return .incomplete }
        switch header(at: start) {
        case .incomplete:
            return .incomplete
        case .invalid:
            return resync(after: start)
        case .valid(let length, let bodyStart):
            guard buffer.count - bodyStart >= length else { return overlong(bodyStart) }
            let declaredEnd = bodyStart + length
            // The usual case: the next header (or nothing yet) follows the body.
            if startsHeader(at: declaredEnd) { return .body(bodyStart..<declaredEnd, resume: declaredEnd) }
            // The length was wrong: the body is the JSON value that starts there.
            switch LSPJSONExtent.scan(buffer, from: bodyStart) {
            case .end(let end):
                return .body(bodyStart..<end, resume: end)
            case .broken(let at):
                // Not JSON: handed on up to where it breaks (the server says it is
                // not JSON); the next header is looked for from just after its start,
                // as the break may lie inside a header the wrong length swallowed.
                let cut = at > bodyStart ? min(declaredEnd, at) : declaredEnd
                return .body(bodyStart..<cut, resume: bodyStart + 1)
            case .incomplete:
                // Perhaps the rest of a body whose length was too short is still to come, but not for long.
                guard buffer.count - declaredEnd > 65_536 else { return .incomplete }
                return .body(bodyStart..<declaredEnd, resume: declaredEnd)
            }
        }
    }

    /// The bytes of an unfinished body looked through for a message behind it.
    static let maximumOverlongScan = 1 << 20

    /// A body whose declared length is not all here yet. Usually the rest
    /// is on its way; but when what came holds a whole JSON value (or
    /// bytes that cannot be JSON) followed by a complete new header, the
    /// length was too long: the body ends there and the next message is
    /// read at once, rather than after as many more bytes as were claimed.
    private func overlong(_ bodyStart: Int) -> Frame {
        guard buffer.count - bodyStart <= Self.maximumOverlongScan else { return .incomplete }
        let next: Int
        let end: Int
        switch LSPJSONExtent.scan(buffer, from: bodyStart) {
        case .end(let valueEnd):
            var index = valueEnd
            while index < buffer.count, [32, 9, 13, 10].contains(buffer[index]) { index += 1 }
            (end, next) = (valueEnd, index)
        case .broken(let at):
            // Not JSON: handed on up to the next complete header at or after
            // where it breaks (the server says it is not JSON).
            var index = at
            while index + Self.contentLength.count <= buffer.count {
                if Self.matches(Self.contentLength, buffer, at: index), case .valid = header(at: index) {
                    return .body(bodyStart..<index, resume: index)
                }
                index += 1
            }
            return .incomplete
        case .incomplete:
            return .incomplete
        }
        guard next < buffer.count, Self.matches(Self.contentLength, buffer, at: next) || Self.matches(Self.contentType, buffer, at: next),
            case .valid = header(at: next)
        else { return .incomplete }
        return .body(bodyStart..<max(bodyStart, end), resume: next)
    }

    private enum Header { case valid(length: Int, bodyStart: Int), invalid, incomplete }

    /// The header block at `start`: `Name: value` lines ending in a blank
    /// line, one of them a usable `Content-Length`.
    private func header(at start: Int) -> Header {
        var length: Int?
        var lineStart = start
        var index = start
        var colon: Int?
        while index < buffer.count {
            guard index - start <= Self.maximumHeaderSize else { return .invalid }
            let byte = buffer[index]
            if byte == 13 {
                guard index + 1 < buffer.count else { return .incomplete }
                guard buffer[index + 1] == 10 else { return .invalid }
                if index == lineStart {
                    // The blank line: the end of the header block.
                    guard index > start, let length else { return .invalid }
                    return .valid(length: length, bodyStart: index + 2)
                }
                guard let found = colon else { return .invalid }
                if Self.matches(Self.contentLength, buffer, at: lineStart), lineStart + Self.contentLength.count == found + 1 {
                    guard let value = Self.decimal(buffer[(found + 1)..<index]) else { return .invalid }
                    length = value
                }
                lineStart = index + 2
                index += 2
                colon = nil
                continue
            }
            if colon == nil {
                if byte == UInt8(ascii: ":"), index > lineStart {
                    colon = index
                } else if !Self.isTokenByte(byte) || index - lineStart > 64 {
                    return .invalid
                }
            } else if byte < 0x20 && byte != 9 {
                return .invalid
            }
            index += 1
        }
        return .incomplete
    }

    /// Skips the bad bytes at `start`: up to the next `Content-Length:`
    /// header, or (when there is none yet) all but a tail that may be the
    /// beginning of one.
    private func resync(after start: Int) -> Frame {
        let pattern = Self.contentLength
        var index = start + 1
        while index + pattern.count <= buffer.count {
            if Self.lowercased(buffer[index]) == UInt8(ascii: "c"), Self.matches(pattern, buffer, at: index) { return .skipped(index) }
            index += 1
        }
        // Too few bytes left to hold the header's name: they may be its beginning.
        let keep = max(start + 1, buffer.count - (pattern.count - 1))
        return keep >= buffer.count ? .skipped(buffer.count) : .skipped(keep)
    }

    /// Whether a header (or the beginning of one, at the end of the buffer) starts at `index`.
    private func startsHeader(at index: Int) -> Bool {
        for name in [Self.contentLength, Self.contentType] {
            let available = min(name.count, buffer.count - index)
            if (0..<available).allSatisfy({ Self.lowercased(buffer[index + $0]) == name[$0] }) { return true }
        }
        return false
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    static let contentLength = Array("content-length:".utf8)
    static let contentType = Array("content-type:".utf8)

    /// Whether `pattern` (lowercase letters, '-' and ':') is at `index`, in any case.
    static func matches(_ pattern: [UInt8], _ bytes: [UInt8], at index: Int) -> Bool {
        guard index >= 0, bytes.count - index >= pattern.count else { return false }
        for offset in pattern.indices where lowercased(bytes[index + offset]) != pattern[offset] { return false }
        return true
    }

    /// Letters, digits and the punctuation a header name may hold.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// A decimal length between blanks, at most `maximumBodySize`.
    static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        var digits = 0
        var ended = false
        for byte in bytes {
            if byte == 32 || byte == 9 {
                if digits > 0 { ended = true }
                continue
            }
            guard !ended, byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
            digits += 1
            guard value <= maximumBodySize else { return nil }
        }
        return digits > 0 ? value : nil
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

    /// The JSON value of a message body. A lone UTF-16 surrogate escape
    /// (`"\ud83d"` without its pair, which editors send when a change cuts an
    /// emoji in two) is read as U+FFFD rather than failing the whole message.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        if let value = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) { return value }
        guard let repaired = replacingLoneSurrogates(bytes) else { return nil }
        return try? JSONDecoder().decode(JSONValue.self, from: Data(repaired))
    }

    /// `bytes` with each `\uD800`-`\uDFFF` escape that is not half of a
    /// pair replaced by `\uFFFD`; nil when there is none.
    static func replacingLoneSurrogates(_ bytes: [UInt8]) -> [UInt8]? {
        func unit(at index: Int) -> Int? {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else { return nil }
            var value = 0
            for byte in bytes[(index + 2)..<(index + 6)] {
                guard let digit = hexDigit(byte) else { return nil }
                value = value * 16 + digit
            }
            return value
        }
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        var inString = false
        var replaced = false
        while index < bytes.count {
            let byte = bytes[index]
            guard inString else {
                if byte == UInt8(ascii: "\"") { inString = true }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = false
                index += 1
            } else if byte != UInt8(ascii: "\\") {
                index += 1
            } else if let value = unit(at: index), (0xD800...0xDFFF).contains(value) {
                if value < 0xDC00, let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low) {
                    index += 12
                    continue
                }
                output += bytes[copied..<index]
                output += Array("\\uFFFD".utf8)
                index += 6
                copied = index
                replaced = true
            } else {
                index += 2
            }
        }
        guard replaced else { return nil }
        output += bytes[min(copied, bytes.count)...]
        return output
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(self))) ?? Array("null".utf8)
    }
}
