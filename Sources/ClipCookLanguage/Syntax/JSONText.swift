import ClipCookCore

/// The one-line JSON of a recipe's `ai` property: read from the line's
/// bytes (integers and decimals kept apart, as `JSONValue` does) and written
/// back on one line with sorted keys.
package enum JSONText {
    package static let maxDepth = 200

    // MARK: writing

    package static func format(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isNaN { out += "null" } else if d.isInfinite { out += d < 0 ? "-1e999" : "1e999" } else { out += d.description }
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += ", " }
                write(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (k, key) in members.keys.sorted().enumerated() {
                if k > 0 { out += ", " }
                writeString(key, into: &out)
                out += ": "
                if let member = members[key] { write(member, into: &out) }
            }
            out += "}"
        }
    }

    private static func writeString(_ s: String, into out: inout String) {
        out += TextQuoting.quoted(s, controls: .json)
    }

    // MARK: reading

    /// Reads one JSON value at the lexer's cursor.
    package static func read(_ lexer: inout Lexer) throws(LineError) -> JSONValue {
        try value(&lexer, depth: 0)
    }

    private static func fail(_ message: String, _ lexer: Lexer) -> LineError {
        LineError(message, lexer.position..<min(lexer.end, lexer.position + 1))
    }

    private static func value(_ lexer: inout Lexer, depth: Int) throws(LineError) -> JSONValue {
        lexer.skipBlanks()
        guard depth < maxDepth else { throw fail("JSON nested too deeply", lexer) }
        guard let b = lexer.peek() else { throw fail("missing JSON value", lexer) }
        switch b {
        case 0x7B: return try object(&lexer, depth: depth)
        case ByteClass.openBracket: return try array(&lexer, depth: depth)
        case ByteClass.quote: return .string(try string(&lexer))
        case ByteClass.dash, 0x30...0x39: return try number(&lexer)
        default:
            for (word, result) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
            where lexer.matchesLiteral(word) {
                lexer.position += word.utf8.count
                return result
            }
            throw fail("invalid JSON", lexer)
        }
    }

    private static func object(_ lexer: inout Lexer, depth: Int) throws(LineError) -> JSONValue {
        lexer.position += 1
        var members: [String: JSONValue] = [:]
        lexer.skipBlanks()
        if lexer.peek() == 0x7D {
            lexer.position += 1
            return .object(members)
        }
        while true {
            lexer.skipBlanks()
            guard lexer.peek() == ByteClass.quote else { throw fail("expected a JSON key string", lexer) }
            let key = try string(&lexer)
            lexer.skipBlanks()
            guard lexer.peek() == ByteClass.colon else { throw fail("expected ':' in JSON object", lexer) }
            lexer.position += 1
            members[key] = try value(&lexer, depth: depth + 1)
            lexer.skipBlanks()
            if lexer.peek() == ByteClass.comma { lexer.position += 1; continue }
            guard lexer.peek() == 0x7D else { throw fail("expected ',' or '}' in JSON object", lexer) }
            lexer.position += 1
            return .object(members)
        }
    }

    private static func array(_ lexer: inout Lexer, depth: Int) throws(LineError) -> JSONValue {
        lexer.position += 1
        var items: [JSONValue] = []
        lexer.skipBlanks()
        if lexer.peek() == ByteClass.closeBracket {
            lexer.position += 1
            return .array(items)
        }
        while true {
            items.append(try value(&lexer, depth: depth + 1))
            lexer.skipBlanks()
            if lexer.peek() == ByteClass.comma { lexer.position += 1; continue }
            guard lexer.peek() == ByteClass.closeBracket else { throw fail("expected ',' or ']' in JSON array", lexer) }
            lexer.position += 1
            return .array(items)
        }
    }

    private static func number(_ lexer: inout Lexer) throws(LineError) -> JSONValue {
        let start = lexer.position
        var i = start
        let bytes = lexer.bytes
        if i < lexer.end, bytes[i] == ByteClass.dash { i += 1 }
        let intStart = i
        while i < lexer.end, ByteClass.isDigit(bytes[i]) { i += 1 }
        guard i > intStart, !(bytes[intStart] == 0x30 && i - intStart > 1) else {
            throw LineError("invalid JSON number", start..<max(i, start + 1))
        }
        var isInteger = true
        if i < lexer.end, bytes[i] == ByteClass.dot {
            isInteger = false
            i += 1
            let s = i
            while i < lexer.end, ByteClass.isDigit(bytes[i]) { i += 1 }
            guard i > s else { throw LineError("invalid JSON number", start..<i) }
        }
        if i < lexer.end, bytes[i] == 0x65 || bytes[i] == 0x45 {
            isInteger = false
            i += 1
            if i < lexer.end, bytes[i] == 0x2B || bytes[i] == ByteClass.dash { i += 1 }
            let s = i
            while i < lexer.end, ByteClass.isDigit(bytes[i]) { i += 1 }
            guard i > s else { throw LineError("invalid JSON number", start..<i) }
        }
        lexer.position = i
        let text = lexer.text(start..<i)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text) else { throw LineError("invalid JSON number", start..<i) }
        return .double(value)
    }

    private static func string(_ lexer: inout Lexer) throws(LineError) -> String {
        let start = lexer.position
        var scalars = String.UnicodeScalarView()
        var i = start + 1
        let bytes = lexer.bytes
        var plainStart = i
        func flush(_ upTo: Int) {
            if upTo > plainStart { scalars.append(contentsOf: String(decoding: bytes[plainStart..<upTo], as: UTF8.self).unicodeScalars) }
        }
        while i < lexer.end {
            let b = bytes[i]
            if b == ByteClass.quote {
                flush(i)
                lexer.position = i + 1
                return String(scalars)
            }
            if ByteClass.isControl(b) { throw LineError("control character in JSON string", i..<i + 1) }
            guard b == ByteClass.backslash else { i += 1; continue }
            flush(i)
            guard i + 1 < lexer.end else { break }
            let escape = bytes[i + 1]
            i += 2
            switch escape {
            case ByteClass.quote: scalars.append("\"")
            case ByteClass.backslash: scalars.append("\\")
            case 0x2F: scalars.append("/")
            case 0x62: scalars.append("\u{08}")
            case 0x66: scalars.append("\u{0C}")
            case 0x6E: scalars.append("\n")
            case 0x72: scalars.append("\r")
            case 0x74: scalars.append("\t")
            case 0x75:
                guard var unit = hex4(bytes, i, lexer.end) else { throw LineError("bad JSON \\u escape", i - 2..<min(lexer.end, i + 4)) }
                i += 4
                if (0xD800...0xDBFF).contains(unit), i + 1 < lexer.end, bytes[i] == ByteClass.backslash, bytes[i + 1] == 0x75,
                    let low = hex4(bytes, i + 2, lexer.end), (0xDC00...0xDFFF).contains(low)
                {
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                guard let scalar = Unicode.Scalar(unit) else { throw LineError("bad JSON \\u escape (lone surrogate)", i - 6..<i) }
                scalars.append(scalar)
            default:
                throw LineError("bad JSON escape", i - 2..<min(lexer.end, i))
            }
            plainStart = i
        }
        throw LineError("unterminated JSON string", start..<lexer.end)
    }

    private static func hex4(_ bytes: [UInt8], _ at: Int, _ end: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var value: UInt32 = 0
        for k in at..<at + 4 {
            guard let h = ByteClass.hexValue(bytes[k]) else { return nil }
            value = value * 16 + h
        }
        return value
    }
}

extension Lexer {
    package func matchesLiteral(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard position + w.count <= end else { return false }
        for k in 0..<w.count where bytes[position + k] != w[k] { return false }
        return true
    }
}
