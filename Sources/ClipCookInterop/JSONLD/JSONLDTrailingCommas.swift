/// Pages' JSON-LD is written by templates, and a template that joins a
/// list with a comma after every item leaves one before the closing
/// bracket (`"image": ["a.jpg", ]`), and one that pastes a method's text
/// leaves its line breaks and tabs raw inside a string. Strict JSON
/// rejects the whole block, and with it the page's only recipe data. The
/// repair drops a comma whose next non-blank byte closes an array or
/// object, outside strings, and makes a control byte inside a string a
/// blank; nothing else is changed.
enum JSONLDTrailingCommas {
    /// The bytes without their trailing commas and raw control bytes, or nil when there were none.
    static func repaired(from bytes: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var inString = false
        var escaped = false
        var changed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if byte < 0x20 {
                    changed = true
                    out.append(UInt8(ascii: " "))
                    index += 1
                    continue
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ","), closesNext(bytes, after: index) {
                changed = true
                index += 1
                continue
            }
            out.append(byte)
            index += 1
        }
        return changed ? out : nil
    }

    private static func closesNext(_ bytes: [UInt8], after comma: Int) -> Bool {
        var next = comma + 1
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        return next < bytes.count && (bytes[next] == UInt8(ascii: "]") || bytes[next] == UInt8(ascii: "}"))
    }
}
