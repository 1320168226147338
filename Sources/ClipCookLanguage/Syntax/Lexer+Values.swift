import ClipCookCore

/// Reading the values of properties: each reads the value and ends the line.
extension Lexer {
    /// Text to the end of the line (bare or quoted), then the end of the line.
    package mutating func readTextValue(_ what: @autoclosure () -> String) throws(LineError) -> (
        value: String, range: Range<Int>, comment: Range<Int>?
    ) {
        let (value, range) = try readText(.lineEnd, what: what())
        let comment = try finish(after: what())
        return (value, range, comment)
    }

    package mutating func readIntegerValue(_ what: @autoclosure () -> String) throws(LineError) -> (
        value: Int, range: Range<Int>, comment: Range<Int>?
    ) {
        skipBlanks()
        if atLineEnd { throw LineError("missing \(what())", position..<position) }
        let (value, range) = try readInteger()
        return (value, range, try finish(after: what()))
    }

    /// An enum value: case-insensitive, `-`/`_` for a space.
    package mutating func readEnumValue<E: CaseIterable & RawRepresentable>(_ type: E.Type, _ what: @autoclosure () -> String) throws(LineError)
        -> (value: E, range: Range<Int>, comment: Range<Int>?) where E.RawValue == String
    {
        // Bare ASCII text that names a case is matched on the line's bytes
        // (no String made); anything else is read again the general way.
        let start = position
        skipBlanks()
        if peek() != ByteClass.quote {
            let range = readBare(.lineEnd)
            let found = bytes.withUnsafeBufferPointer { buffer -> E?? in
                guard range.lowerBound >= 0, range.upperBound <= buffer.count else { return nil }
                return Lexer.enumValue(E.self, ascii: UnsafeBufferPointer(rebasing: buffer[range]))
            }
            if !range.isEmpty, let found, let value = found {
                return (value, range, try finish(after: what()))
            }
            position = start
        }
        let (text, range) = try readText(.lineEnd, what: what())
        guard let value = Lexer.enumValue(E.self, text) else {
            let names = E.allCases.map { Keywords.spelling($0) }
            throw LineError(
                "unknown \(what()) '\(Excerpt.of(text))'", range,
                notes: Suggestion.notes(for: text, in: names) + ["expected \(Keywords.choices(names))"])
        }
        return (value, range, try finish(after: what()))
    }

    /// `E.lenient(text)` without making a `String` per case: ASCII text is
    /// compared byte by byte (any case, `-` and `_` for a space); other text
    /// goes to `lenient`, whose Unicode lowercasing decides.
    package static func enumValue<E: CaseIterable & RawRepresentable>(_ type: E.Type, _ text: String) -> E? where E.RawValue == String {
        var text = text
        return text.withUTF8 { enumValue(E.self, ascii: $0) } ?? E.lenient(text)
    }

    /// `enumValue` on UTF-8 bytes: the case (or `.some(nil)`, none) when the
    /// bytes and the cases' names are ASCII; nil when only `lenient` can tell.
    package static func enumValue<E: CaseIterable & RawRepresentable>(_ type: E.Type, ascii wanted: UnsafeBufferPointer<UInt8>) -> E??
    where E.RawValue == String {
        func folded(_ b: UInt8) -> UInt8 {
            if b == ByteClass.dash || b == 0x5F { return ByteClass.space }
            return b >= 0x41 && b <= 0x5A ? b | 0x20 : b
        }
        guard wanted.allSatisfy({ $0 < 0x80 }) else { return nil }
        for value in E.allCases {
            var raw = value.rawValue
            let same = raw.withUTF8 { name -> Bool? in
                guard name.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard name.count == wanted.count else { return false }
                for k in 0..<name.count where folded(name[k]) != folded(wanted[k]) { return false }
                return true
            }
            guard let same else { return nil }
            if same { return .some(value) }
        }
        return .some(nil)
    }

    package mutating func readTimestampValue(_ what: @autoclosure () -> String) throws(LineError) -> (
        value: Timestamp, range: Range<Int>, comment: Range<Int>?
    ) {
        let (text, range) = try readText(.lineEnd, what: what())
        guard let value = Timestamp(text) else { throw LineError.badTimestamp(text, range) }
        return (value, range, try finish(after: what()))
    }
}

extension LineError {
    package static func badTimestamp(_ text: String, _ range: Range<Int>) -> LineError {
        LineError(
            "invalid timestamp '\(Excerpt.of(text))'", range,
            notes: ["expected an ISO-8601 date-time such as 2026-02-25T10:15:00Z"])
    }

    /// An unknown first word of a line, with a "did you mean" among `candidates`.
    package static func unknownKeyword(_ word: String, _ range: Range<Int>, candidates: [String], property: Bool) -> LineError {
        if Keywords.headers.contains(word) {
            return LineError("second document header '\(word)' (a file holds one document)", range)
        }
        let what = property ? "property" : "keyword"
        return LineError("unknown \(what) '\(Excerpt.of(word))'", range, notes: Suggestion.notes(for: word, in: candidates))
    }
}

extension Lexer {
    /// `rating N`: 1 to 5 in halves; anything else is an error at the value.
    package mutating func readRatingValue() throws(LineError) -> (value: RecipeRating, range: Range<Int>, comment: Range<Int>?) {
        skipBlanks()
        if atLineEnd { throw LineError("missing rating", position..<position, notes: ["expected \(RecipeRating.accepted)"]) }
        let (text, range) = try readText(.lineEnd, what: "rating")
        guard let rating = RecipeRating(text: Substring(text)) else {
            throw LineError("rating '\(Excerpt.of(text))' out of range", range, notes: ["expected \(RecipeRating.accepted)"])
        }
        return (rating, range, try finish(after: "rating"))
    }
}
