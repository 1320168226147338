import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A syntax check of a JSON text that also records where every value is,
/// by its path (`recipes[2].servings`), so that shape errors found later by
/// the decoder can point at the offending value.
///
/// Strict RFC 8259 JSON (no comments, no trailing commas); nesting deeper
/// than `maxDepth` and numbers beyond the range of a Double are errors. The
/// scan stops at the first syntax error.
///
/// The scan works on the bytes: a string value is checked, not decoded, and
/// only keys become `String`s (to find duplicates and the top-level keys).
package struct JSONSourceMap {
    package static let maxDepth = 256

    /// Path -> byte range of the value.
    package var ranges: [String: Range<Int>] = [:]
    /// The keys of the top-level object, in order (empty when it is not an object).
    package var topLevelKeys: [String] = []
    /// The byte ranges of the top-level object's values, in the order of `topLevelKeys`.
    package var topLevelValues: [Range<Int>] = []
    /// The byte ranges of the elements of each top-level value that is an
    /// array, by key (recorded when the scan finds no error).
    package var topLevelElements: [String: [Range<Int>]] = [:]
    package var isObject = false
    package var diagnostics: [Diagnostic] = []

    private let source: SourceFile

    /// False: only the syntax check (no `ranges`), which is all a valid
    /// document needs; the ranges cost more than the check itself.
    package init(scanning source: SourceFile, recordingRanges: Bool = true) {
        self.source = source
        let start = source.hasBOM ? 3 : 0
        source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(source: source, bytes: buffer, index: start, recordsRanges: recordingRanges)
            do throws(Diagnostic) {
                scanner.skipBlanks()
                guard scanner.index < buffer.count else { throw scanner.failure("empty JSON document", at: scanner.index) }
                isObject = buffer[scanner.index] == UInt8(ascii: "{")
                try scanner.value(path: "", depth: 0)
                scanner.skipBlanks()
                if scanner.index < buffer.count { throw scanner.failure("unexpected text after the JSON value", at: scanner.index) }
            } catch {
                diagnostics.append(error)
            }
            ranges = scanner.ranges
            topLevelKeys = scanner.topLevelKeys
            topLevelValues = scanner.topLevelValues
            if diagnostics.isEmpty {
                for (key, elements) in zip(scanner.topLevelKeys, scanner.topLevelElements) {
                    if let elements { topLevelElements[key] = elements }
                }
            }
        }
    }

    /// The source range of the value at `path`, or of its closest enclosing value.
    package func range(of path: String) -> SourceRange? {
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
}

extension JSONSourceMap {
    /// The scan itself, over the bytes of the file.
    private struct Scanner {
        let source: SourceFile
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int
        let recordsRanges: Bool
        var ranges: [String: Range<Int>] = [:]
        var topLevelKeys: [String] = []
        var topLevelValues: [Range<Int>] = []
        /// Per top-level key: the element ranges when its value is an array.
        var topLevelElements: [[Range<Int>]?] = []
        /// The keys of the objects being read, innermost last (a duplicate is looked for among its own).
        var keys: [String] = []
        /// The elements of the last array read with `collectingElements`.
        var arrayElements: [Range<Int>]?

        init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, index: Int, recordsRanges: Bool) {
            self.source = source
            self.bytes = bytes
            self.index = index
            self.recordsRanges = recordsRanges
        }

        func failure(_ message: String, at offset: Int) -> Diagnostic {
            let end = min(offset + 1, bytes.count)
            return Diagnostic(.error, message, path: source.path, range: source.range(offset..<max(offset, end)))
        }

        mutating func skipBlanks() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        /// One value; `elements` collects the ranges of an array's elements.
        /// One value; with `collectingElements`, the ranges of an array's
        /// elements are left in `arrayElements`.
        mutating func value(path: String, depth: Int, collectingElements: Bool = false) throws(Diagnostic) {
            guard depth <= JSONSourceMap.maxDepth else {
                throw failure("JSON nested too deeply (more than \(JSONSourceMap.maxDepth) levels)", at: index)
            }
            skipBlanks()
            guard index < bytes.count else { throw failure("unexpected end of the JSON text", at: index) }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try object(path: path, depth: depth)
            case UInt8(ascii: "["):
                index += 1
                skipBlanks()
                var found: [Range<Int>] = []
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                } else {
                    var position = 0
                    while true {
                        skipBlanks()
                        let elementStart = index
                        try value(path: recordsRanges ? path + "[\(position)]" : "", depth: depth + 1)
                        if collectingElements { found.append(elementStart..<index) }
                        position += 1
                        skipBlanks()
                        guard index < bytes.count else { throw failure("unterminated array", at: start) }
                        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                        if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                        throw failure("expected ',' or ']' in the array", at: index)
                    }
                }
                if collectingElements { arrayElements = found }
            case UInt8(ascii: "\""):
                try skipString()
            case UInt8(ascii: "t"): try literal(0x74, 0x72, 0x75, 0x65, count: 4)
            case UInt8(ascii: "f"): try literal(0x66, 0x61, 0x6C, 0x73, 0x65, count: 5)
            case UInt8(ascii: "n"): try literal(0x6E, 0x75, 0x6C, 0x6C, count: 4)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
            default:
                throw failure("expected a JSON value", at: index)
            }
            if recordsRanges { ranges[path] = start..<index }
        }

        private mutating func object(path: String, depth: Int) throws(Diagnostic) {
            let start = index
            let topLevel = depth == 0
            index += 1
            skipBlanks()
            let firstKey = keys.count
            defer { keys.removeSubrange(firstKey...) }
            // Past this many keys, duplicates are looked up in a set rather than by comparing each.
            var seen: Set<String>?
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw failure("expected a quoted key", at: index)
                }
                let keyStart = index
                let key = try string()
                let duplicate: Bool
                if var set = seen {
                    duplicate = !set.insert(key).inserted
                    seen = set
                } else {
                    duplicate = keys[firstKey...].contains(key)
                    keys.append(key)
                    if keys.count - firstKey > 32 { seen = Set(keys[firstKey...]) }
                }
                if duplicate {
                    // Decoders disagree on which one wins, so it is an error.
                    throw Diagnostic(
                        .error, "duplicate key '\(key)'", path: source.path, range: source.range(keyStart..<index))
                }
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw failure("expected ':' after the key", at: index)
                }
                index += 1
                let childPath = !recordsRanges ? "" : path.isEmpty ? key : path + "." + key
                if topLevel {
                    topLevelKeys.append(key)
                    arrayElements = nil
                    skipBlanks()
                    let valueStart = index
                    try value(path: childPath, depth: depth + 1, collectingElements: true)
                    topLevelValues.append(valueStart..<index)
                    topLevelElements.append(arrayElements)
                } else {
                    try value(path: childPath, depth: depth + 1)
                }
                skipBlanks()
                guard index < bytes.count else { throw failure("unterminated object", at: start) }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return }
                throw failure("expected ',' or '}' in the object", at: index)
            }
        }

        private mutating func literal(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8, _ b4: UInt8 = 0, count: Int) throws(Diagnostic) {
            guard index + count <= bytes.count, bytes[index] == b0, bytes[index + 1] == b1, bytes[index + 2] == b2,
                bytes[index + 3] == b3, count == 4 || bytes[index + 4] == b4
            else {
                throw failure("expected a JSON value", at: index)
            }
            index += count
        }

        private mutating func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }

        private mutating func number() throws(Diagnostic) {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else {
                throw failure("invalid number", at: start)
            }
            var integerDigits = 1
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                integerDigits = digits()
            }
            var isInteger = true
            var hasExponent = false
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                isInteger = false
                index += 1
                guard digits() > 0 else { throw failure("invalid number", at: start) }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                isInteger = false
                hasExponent = true
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw failure("invalid number", at: start) }
            }
            // Up to 18 digits always fit in 64 bits, and a fraction without
            // an exponent with fewer than 300 digits before the point is a
            // finite Double: only longer numbers need converting to know.
            if isInteger ? integerDigits <= 18 : !hasExponent && integerDigits < 300 { return }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            // Integers must fit in 64 bits (Foundation refuses longer ones as invalid JSON).
            guard isInteger ? Int64(text) != nil : Double(text)?.isFinite == true else {
                throw Diagnostic(.error, "number too large", path: source.path, range: source.range(start..<index))
            }
        }

        /// A quoted string checked and skipped: the escapes are checked, not decoded.
        private mutating func skipString() throws(Diagnostic) {
            let start = index
            index += 1
            while true {
                guard index < bytes.count else { throw failure("unterminated string", at: start) }
                let b = bytes[index]
                if b == UInt8(ascii: "\"") {
                    index += 1
                    return
                }
                if b < 0x20 { throw failure("control character in a string (escape it)", at: index) }
                if b != UInt8(ascii: "\\") { index += 1; continue }
                _ = try escape(from: start)
            }
        }

        /// A quoted string, decoded (the escapes resolved).
        private mutating func string() throws(Diagnostic) -> String {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            while true {
                guard index < bytes.count else { throw failure("unterminated string", at: start) }
                let b = bytes[index]
                if b == UInt8(ascii: "\"") {
                    let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                    index += 1
                    // Most keys have no escape: their bytes are the string.
                    if runStart == start + 1 { return String(decoding: run, as: UTF8.self) }
                    scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                    return String(scalars)
                }
                if b < 0x20 { throw failure("control character in a string (escape it)", at: index) }
                if b != UInt8(ascii: "\\") { index += 1; continue }
                if index > runStart {
                    scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self).unicodeScalars)
                }
                scalars.append(try escape(from: start))
                runStart = index
            }
        }

        /// The escape at `index` (a backslash): checked, read, and stepped over.
        private mutating func escape(from start: Int) throws(Diagnostic) -> Unicode.Scalar {
            let escape = index
            index += 1
            guard index < bytes.count else { throw failure("unterminated string", at: start) }
            let scalar: Unicode.Scalar
            switch bytes[index] {
            case UInt8(ascii: "\""): scalar = "\""
            case UInt8(ascii: "\\"): scalar = "\\"
            case UInt8(ascii: "/"): scalar = "/"
            case UInt8(ascii: "b"): scalar = "\u{8}"
            case UInt8(ascii: "f"): scalar = "\u{C}"
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "t"): scalar = "\t"
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
                guard let decoded = Unicode.Scalar(code) else { throw failure("invalid \\u escape", at: escape) }
                scalar = decoded
            default:
                throw failure("invalid escape in a string", at: escape)
            }
            index += 1
            return scalar
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
}
