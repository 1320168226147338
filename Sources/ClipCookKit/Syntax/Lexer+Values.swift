/// Reading the values of properties: each reads the value and ends the line.
extension Lexer {
    /// Text to the end of the line (bare or quoted), then the end of the line.
    mutating func readTextValue(_ what: String) throws(LineError) -> (value: String, range: Range<Int>, comment: Range<Int>?) {
        let (value, range) = try readText(.lineEnd, what: what)
        let comment = try finish(after: what)
        return (value, range, comment)
    }

    mutating func readIntegerValue(_ what: String) throws(LineError) -> (value: Int, range: Range<Int>, comment: Range<Int>?) {
        skipBlanks()
        if atLineEnd { throw LineError("missing \(what)", position..<position) }
        let (value, range) = try readInteger()
        return (value, range, try finish(after: what))
    }

    /// An enum value: case-insensitive, `-`/`_` for a space.
    mutating func readEnumValue<E: CaseIterable & RawRepresentable>(_ type: E.Type, _ what: String) throws(LineError)
        -> (value: E, range: Range<Int>, comment: Range<Int>?) where E.RawValue == String
    {
        let (text, range) = try readText(.lineEnd, what: what)
        let names = E.allCases.map { Keywords.spelling($0) }
        guard let value = E.lenient(text) else {
            throw LineError("unknown \(what) '\(Excerpt.of(text))'", range,
                            notes: Suggestion.notes(for: text, in: names) + ["expected \(Keywords.choices(names))"])
        }
        return (value, range, try finish(after: what))
    }

    mutating func readTimestampValue(_ what: String) throws(LineError) -> (value: Timestamp, range: Range<Int>, comment: Range<Int>?) {
        let (text, range) = try readText(.lineEnd, what: what)
        guard let value = Timestamp(text) else { throw LineError.badTimestamp(text, range) }
        return (value, range, try finish(after: what))
    }
}

extension LineError {
    static func badTimestamp(_ text: String, _ range: Range<Int>) -> LineError {
        LineError("invalid timestamp '\(Excerpt.of(text))'", range,
                  notes: ["expected an ISO-8601 date-time such as 2026-02-25T10:15:00Z"])
    }

    /// An unknown first word of a line, with a "did you mean" among `candidates`.
    static func unknownKeyword(_ word: String, _ range: Range<Int>, candidates: [String], property: Bool) -> LineError {
        if Keywords.headers.contains(word) {
            return LineError("second document header '\(word)' (a file holds one document)", range)
        }
        let what = property ? "property" : "keyword"
        return LineError("unknown \(what) '\(Excerpt.of(word))'", range, notes: Suggestion.notes(for: word, in: candidates))
    }
}
