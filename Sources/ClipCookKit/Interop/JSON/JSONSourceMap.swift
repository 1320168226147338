/// A syntax check of a JSON text that also records where every value is,
/// by its path (`recipes[2].servings`), so that shape errors found later by
/// the decoder can point at the offending value.
///
/// Strict RFC 8259 JSON (no comments, no trailing commas); nesting deeper
/// than `maxDepth` and numbers beyond the range of a Double are errors. The
/// scan stops at the first syntax error.
struct JSONSourceMap {
    static let maxDepth = 256

    /// Path -> byte range of the value.
    var ranges: [String: Range<Int>] = [:]
    /// The keys of the top-level object, in order (empty when it is not an object).
    var topLevelKeys: [String] = []
    var isObject = false
    var diagnostics: [Diagnostic] = []

    private let source: SourceFile
    private var bytes: [UInt8] { source.bytes }
    private var index = 0
    /// False: only the syntax check (no `ranges`), which is all a valid
    /// document needs; the ranges cost more than the check itself.
    private let recordsRanges: Bool

    init(scanning source: SourceFile, recordingRanges: Bool = true) {
        self.source = source
        recordsRanges = recordingRanges
        index = source.hasBOM ? 3 : 0
        isObject = false
        do throws(Diagnostic) {
            skipBlanks()
            guard index < bytes.count else { throw failure("empty JSON document", at: index) }
            isObject = bytes[index] == UInt8(ascii: "{")
            try value(path: "", depth: 0, topLevel: true)
            skipBlanks()
            if index < bytes.count { throw failure("unexpected text after the JSON value", at: index) }
        } catch {
            diagnostics.append(error)
        }
    }

    /// The source range of the value at `path`, or of its closest enclosing value.
    func range(of path: String) -> SourceRange? {
        var path = path
        while true {
            if let offsets = ranges[path] { return source.range(offsets) }
            guard !path.isEmpty else { return nil }
            if path.hasSuffix("]"), let open = path.lastIndex(of: "[") {
                path = String(path[..<open])
            } else if let dot = path.lastIndex(of: ".") {
                path = String(path[..<dot])
            } else {
                path = ""
            }
        }
    }

    private func failure(_ message: String, at offset: Int) -> Diagnostic {
        let end = min(offset + 1, bytes.count)
        return Diagnostic(.error, message, path: source.path, range: source.range(offset..<max(offset, end)))
    }

    private mutating func skipBlanks() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(path: String, depth: Int, topLevel: Bool = false) throws(Diagnostic) {
        guard depth <= Self.maxDepth else { throw failure("JSON nested too deeply (more than \(Self.maxDepth) levels)", at: index) }
        skipBlanks()
        guard index < bytes.count else { throw failure("unexpected end of the JSON text", at: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            skipBlanks()
            var seen: Set<String> = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipBlanks()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        throw failure("expected a quoted key", at: index)
                    }
                    let keyStart = index
                    let key = try string()
                    if !seen.insert(key).inserted {
                        // Decoders disagree on which one wins, so it is an error.
                        throw Diagnostic(
                            .error, "duplicate key '\(key)'", path: source.path, range: source.range(keyStart..<index))
                    }
                    if topLevel { topLevelKeys.append(key) }
                    skipBlanks()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                        throw failure("expected ':' after the key", at: index)
                    }
                    index += 1
                    try value(path: !recordsRanges ? "" : path.isEmpty ? key : path + "." + key, depth: depth + 1)
                    skipBlanks()
                    guard index < bytes.count else { throw failure("unterminated object", at: start) }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                    throw failure("expected ',' or '}' in the object", at: index)
                }
            }
        case UInt8(ascii: "["):
            index += 1
            skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
            } else {
                var position = 0
                while true {
                    try value(path: recordsRanges ? path + "[\(position)]" : "", depth: depth + 1)
                    position += 1
                    skipBlanks()
                    guard index < bytes.count else { throw failure("unterminated array", at: start) }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                    throw failure("expected ',' or ']' in the array", at: index)
                }
            }
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        default:
            throw failure("expected a JSON value", at: index)
        }
        if recordsRanges { ranges[path] = start..<index }
    }

    private mutating func literal(_ word: String) throws(Diagnostic) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("expected a JSON value", at: index)
        }
        index += expected.count
    }

    private mutating func number() throws(Diagnostic) {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else {
            throw failure("invalid number", at: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            _ = digits()
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits() > 0 else { throw failure("invalid number", at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("invalid number", at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Integers must fit in 64 bits (Foundation refuses longer ones as invalid JSON).
        guard isInteger ? Int64(text) != nil : Double(text)?.isFinite == true else {
            throw Diagnostic(.error, "number too large", path: source.path, range: source.range(start..<index))
        }
    }

    /// A quoted string, decoded (the escapes resolved).
    private mutating func string() throws(Diagnostic) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ upto: Int) {
            if upto > runStart { scalars.append(contentsOf: String(decoding: bytes[runStart..<upto], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard index < bytes.count else { throw failure("unterminated string", at: start) }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if b < 0x20 { throw failure("control character in a string (escape it)", at: index) }
            if b != UInt8(ascii: "\\") { index += 1; continue }
            flush(index)
            let escape = index
            index += 1
            guard index < bytes.count else { throw failure("unterminated string", at: start) }
            switch bytes[index] {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard let high = hex4(at: index + 1) else { throw failure("invalid \\u escape", at: escape) }
                index += 4
                var code = high
                if (0xD800...0xDBFF).contains(high) {
                    guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"),
                          bytes[index + 2] == UInt8(ascii: "u"), let low = hex4(at: index + 3),
                          (0xDC00...0xDFFF).contains(low)
                    else { throw failure("invalid \\u escape (a lone surrogate)", at: escape) }
                    index += 6
                    code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(high) {
                    throw failure("invalid \\u escape (a lone surrogate)", at: escape)
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape", at: escape) }
                scalars.append(scalar)
            default:
                throw failure("invalid escape in a string", at: escape)
            }
            index += 1
            runStart = index
        }
    }

    private func hex4(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for b in bytes[offset..<offset + 4] {
            let digit: UInt8
            switch b {
            case 0x30...0x39: digit = b - 0x30
            case 0x41...0x46: digit = b - 0x41 + 10
            case 0x61...0x66: digit = b - 0x61 + 10
            default: return nil
            }
            value = value * 16 + UInt32(digit)
        }
        return value
    }
}
