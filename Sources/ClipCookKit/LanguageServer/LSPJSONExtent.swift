import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Where the JSON value at the start of a message body ends, found without
/// parsing it: for a body whose `Content-Length` was wrong (`LSPMessageReader`).
///
/// Strings are skipped (with their escapes), brackets and braces counted;
/// the value ends where the count returns to zero. A raw control character
/// inside a string, or a `Content-Length:` header outside one, cannot be
/// part of any JSON text: there the body is broken (it ran into the next
/// message). A body that does not start with `{` or `[` is broken at once.
enum LSPJSONExtent {
    enum Result: Equatable { case end(Int), broken(Int), incomplete }

    static func scan(_ bytes: [UInt8], from start: Int) -> Result {
        var index = start
        while index < bytes.count, [32, 9, 13, 10].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .incomplete }
        guard bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { return .broken(index) }
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if byte < 0x20 {
                    return .broken(index)
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return .end(index + 1) }
                case UInt8(ascii: "c"), UInt8(ascii: "C"):
                    if LSPMessageReader.matches(LSPMessageReader.contentLength, bytes, at: index) { return .broken(index) }
                default:
                    break
                }
            }
            index += 1
        }
        return .incomplete
    }
}
