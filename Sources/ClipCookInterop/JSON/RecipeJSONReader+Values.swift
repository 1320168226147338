import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The JSON values the fast recipe reader reads: strings, numbers, booleans,
/// and values it skips.
extension RecipeJSONReader.Reader {
    package mutating func string() throws(RecipeJSONReader.Refused) -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = try validated(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw RecipeJSONReader.Refused() }
            index += 1
        }
        throw RecipeJSONReader.Refused()
    }

    package func validated(_ buffer: UnsafeBufferPointer<UInt8>) throws(RecipeJSONReader.Refused) -> String {
        // Plain ASCII, the common case, needs no check.
        var ascii = true
        for byte in buffer where byte >= 0x80 {
            ascii = false
            break
        }
        if ascii { return String(decoding: buffer, as: UTF8.self) }
        guard let text = String(validating: buffer, as: UTF8.self) else { throw RecipeJSONReader.Refused() }
        return text
    }

    /// The rest of a string that has an escape, from its first byte `start`.
    package mutating func escapedString(from start: Int) throws(RecipeJSONReader.Refused) -> String {
        scratch.removeAll(keepingCapacity: true)
        for i in start..<index { scratch.append(bytes[i]) }
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try scratch.withUnsafeBufferPointer { (buffer) throws(RecipeJSONReader.Refused) -> String in try validated(buffer) }
            case UInt8(ascii: "\\"):
                guard index + 1 < end else { throw RecipeJSONReader.Refused() }
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    var value = try hex4()
                    if value >= 0xD800, value < 0xDC00 {
                        guard end - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw RecipeJSONReader.Refused() }
                        index += 2
                        let low = try hex4()
                        guard low >= 0xDC00, low < 0xE000 else { throw RecipeJSONReader.Refused() }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    } else if value >= 0xDC00, value < 0xE000 {
                        throw RecipeJSONReader.Refused()
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw RecipeJSONReader.Refused() }
                    scratch.append(contentsOf: UTF8.encode(scalar) ?? UTF8.EncodedScalar())
                default: throw RecipeJSONReader.Refused()
                }
            default:
                guard byte >= 0x20 else { throw RecipeJSONReader.Refused() }
                scratch.append(byte)
                index += 1
            }
        }
        throw RecipeJSONReader.Refused()
    }

    package mutating func hex4() throws(RecipeJSONReader.Refused) -> UInt32 {
        guard end - index >= 4 else { throw RecipeJSONReader.Refused() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw RecipeJSONReader.Refused()
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    package mutating func optionalString() throws(RecipeJSONReader.Refused) -> String? {
        try takeNull() ? nil : string()
    }

    /// An integer written as plain digits that fits in `Int`.
    package mutating func int() throws(RecipeJSONReader.Refused) -> Int {
        _ = try peek()
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        let start = index
        var value = 0
        while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let digit = Int(bytes[index] - UInt8(ascii: "0"))
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflow, !overflow2 else { throw RecipeJSONReader.Refused() }
            value = sum
            index += 1
        }
        let count = index - start
        guard count > 0, !(count > 1 && bytes[start] == UInt8(ascii: "0")) else { throw RecipeJSONReader.Refused() }
        if index < end {
            switch bytes[index] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): throw RecipeJSONReader.Refused()
            default: break
            }
        }
        return value
    }

    package mutating func optionalInt() throws(RecipeJSONReader.Refused) -> Int? {
        try takeNull() ? nil : int()
    }

    package mutating func optionalBool() throws(RecipeJSONReader.Refused) -> Bool? {
        switch try peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        case UInt8(ascii: "n"):
            try literal("null")
            return nil
        default: throw RecipeJSONReader.Refused()
        }
    }

    package mutating func optionalStrings() throws(RecipeJSONReader.Refused) -> [String]? {
        if try takeNull() { return nil }
        var list: [String] = []
        try elements { (reader) throws(RecipeJSONReader.Refused) in list.append(try reader.string()) }
        return list
    }

    package mutating func optionalTimestamp() throws(RecipeJSONReader.Refused) -> Timestamp? {
        guard let text = try optionalString() else { return nil }
        guard let stamp = Timestamp(text) else { throw RecipeJSONReader.Refused() }
        return stamp
    }

    /// Any JSON value, passed over (the value of a key the model does not read).
    package mutating func skipValue(depth: Int = 0) throws(RecipeJSONReader.Refused) {
        guard depth < 64 else { throw RecipeJSONReader.Refused() }
        switch try peek() {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "{"):
            try members { (reader, _) throws(RecipeJSONReader.Refused) in try reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            try elements { (reader) throws(RecipeJSONReader.Refused) in try reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: throw RecipeJSONReader.Refused()
        }
    }

    /// A JSON number, checked against the grammar.
    package mutating func skipNumber() throws(RecipeJSONReader.Refused) {
        func digits(_ reader: inout RecipeJSONReader.Reader) -> Int {
            let start = reader.index
            while reader.index < reader.end, reader.bytes[reader.index] >= UInt8(ascii: "0"),
                reader.bytes[reader.index] <= UInt8(ascii: "9")
            { reader.index += 1 }
            return reader.index - start
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let first = index
        let whole = digits(&self)
        guard whole > 0, !(whole > 1 && bytes[first] == UInt8(ascii: "0")) else { throw RecipeJSONReader.Refused() }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw RecipeJSONReader.Refused() }
        }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw RecipeJSONReader.Refused() }
        }
    }
}
