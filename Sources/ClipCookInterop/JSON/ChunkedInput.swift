#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A file read forwards in chunks, with the line and column of the next
/// byte; values are copied out of it whole, and what was read is dropped.
package struct ChunkedInput {
    package let fd: Int32
    package let chunkSize: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// Bytes before `buffer[0]`.
    private var dropped = 0
    package private(set) var line = 1
    package private(set) var lineStart = 0
    package private(set) var lastTaken: UInt8 = 0

    package init(fd: Int32, chunkSize: Int) {
        self.fd = fd
        self.chunkSize = chunkSize
    }

    /// Where the next byte is (the column counts bytes).
    package var location: SourceLocation {
        let offset = dropped + position
        return SourceLocation(line: line, column: offset - lineStart + 1, offset: offset)
    }

    /// Makes a byte available at `position`; false at the end of the file.
    private mutating func fill() throws(JSONExportStream.StreamProblem) -> Bool {
        if position < buffer.count { return true }
        if atEnd { return false }
        dropped += buffer.count
        buffer.removeAll(keepingCapacity: true)
        position = 0
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw JSONExportStream.StreamProblem(message: "cannot read file: \(FileBytes.systemMessage(errno))", location: nil)
            }
            if count == 0 {
                atEnd = true
                return false
            }
            buffer = Array(chunk[0..<count])
            return true
        }
    }

    package mutating func peek() throws(JSONExportStream.StreamProblem) -> UInt8? {
        try fill() ? buffer[position] : nil
    }

    package mutating func take() throws(JSONExportStream.StreamProblem) -> UInt8 {
        guard try fill() else {
            throw JSONExportStream.StreamProblem(message: "unexpected end of the file", location: location)
        }
        let byte = buffer[position]
        position += 1
        if byte == 0x0A {
            line += 1
            lineStart = dropped + position
        }
        lastTaken = byte
        return byte
    }

    package mutating func peekPastBlanks() throws(JSONExportStream.StreamProblem) -> UInt8? {
        while let byte = try peek() {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: _ = try take()
            default: return byte
            }
        }
        return nil
    }

    package mutating func expect(_ byte: UInt8, _ message: String) throws(JSONExportStream.StreamProblem) {
        guard try peekPastBlanks() == byte else {
            throw JSONExportStream.StreamProblem(message: message, location: location)
        }
        _ = try take()
    }

    /// The text of the next JSON value (blanks before it skipped), found by
    /// its strings and brackets alone: whether it is valid JSON is for the
    /// reader of the value to say. At most `limit` bytes. The bytes of each
    /// chunk are looked at in one loop and copied in one piece.
    package mutating func value(limit: Int) throws(JSONExportStream.StreamProblem) -> [UInt8] {
        guard let first = try peekPastBlanks() else {
            throw JSONExportStream.StreamProblem(message: "unexpected end of the file", location: location)
        }
        let start = location
        let scalar = !(first == UInt8(ascii: "\"") || first == UInt8(ascii: "{") || first == UInt8(ascii: "["))
        var text: [UInt8] = []
        var depth = 0
        var inString = false
        var escaped = false
        while try fill() {
            var i = position
            let n = buffer.count
            var done = false
            scan: while i < n {
                let byte = buffer[i]
                if scalar {
                    // A number or a literal: it ends at a delimiter, which is not taken.
                    switch byte {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D:
                        done = true
                        break scan
                    default:
                        i += 1
                        continue
                    }
                }
                if byte == 0x0A {
                    line += 1
                    lineStart = dropped + i + 1
                }
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 0 {
                            i += 1
                            done = true
                            break scan
                        }
                    }
                    i += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        i += 1
                        done = true
                        break scan
                    }
                default: break
                }
                i += 1
            }
            if i > position {
                lastTaken = buffer[i - 1]
                text.append(contentsOf: buffer[position..<i])
                position = i
            }
            guard text.count <= limit else {
                throw JSONExportStream.StreamProblem(
                    message: "a value larger than \(limit / (1024 * 1024)) MB; not read", location: start)
            }
            if done { return text }
        }
        guard scalar, !text.isEmpty else {
            throw JSONExportStream.StreamProblem(message: "unexpected end of the file", location: location)
        }
        return text
    }
}
