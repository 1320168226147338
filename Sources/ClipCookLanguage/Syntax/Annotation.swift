import ClipCookCore

/// A trailing `[KEYWORD VALUE]` of an item line.
package struct Annotation {
    package enum Value {
        case text(String, Range<Int>)
        /// `maximum` is the upper end of a range (`[timer 5-7 min]`).
        case timer(seconds: Int, maximum: Int?, secondsRange: Range<Int>, label: String?, labelRange: Range<Int>?)
    }

    package var keyword: String
    /// The whole annotation, brackets included.
    package var range: Range<Int>
    package var value: Value

    package var text: String? {
        if case .text(let t, _) = value { return t }
        return nil
    }

    package var valueRange: Range<Int> {
        switch value {
        case .text(_, let r): r
        case .timer(_, _, let r, _, let l): l.map { r.lowerBound..<$0.upperBound } ?? r
        }
    }
}

extension Lexer {
    /// The annotations at the cursor (possibly none), each one of `allowed`.
    /// Each keyword but `timer` at most once; `created` holds a timestamp.
    package mutating func readAnnotations(_ allowed: AnnotationKeywords) throws(LineError) -> [Annotation] {
        var found: [Annotation] = []
        while true {
            skipBlanks()
            guard peek() == ByteClass.openBracket else { return found }
            let start = position
            position += 1
            skipBlanks()
            let wordRange = readWord()
            guard let keyword = allowed.keyword(bytes, wordRange) else {
                let keyword = text(wordRange)
                let shown = wordRange.isEmpty ? start..<start + 1 : wordRange
                throw LineError(
                    wordRange.isEmpty ? "expected an annotation such as [id ...]" : "unknown annotation '\(Excerpt.of(keyword))'",
                    shown,
                    notes: Suggestion.notes(for: keyword, in: allowed.sorted())
                        + ["expected \(Keywords.choices(allowed.sorted().map { "[\($0) ...]" }))"])
            }
            if keyword != "timer", found.contains(where: { $0.keyword == keyword }) {
                throw LineError("duplicate annotation '\(keyword)'", start..<wordRange.upperBound)
            }
            let value: Annotation.Value
            if keyword == "timer" {
                value = try readTimerBody()
            } else if keyword == "eaten" {
                value = .text("", wordRange.upperBound..<wordRange.upperBound)
            } else {
                let (t, r) = try readText(BareStops(closeBracket: true), what: "value of [\(keyword)]")
                if keyword == "created", Timestamp(t) == nil { throw LineError.badTimestamp(t, r) }
                value = .text(t, r)
            }
            skipBlanks()
            guard peek() == ByteClass.closeBracket else {
                throw LineError("missing ']' to end the annotation", atEnd ? start..<position : position..<position + 1)
            }
            position += 1
            found.append(Annotation(keyword: keyword, range: start..<position, value: value))
        }
    }

    private mutating func readTimerBody() throws(LineError) -> Annotation.Value {
        skipBlanks()
        let start = position
        switch DurationText.read(bytes, from: position, end: end) {
        case .failure(let message, let range, let notes):
            throw LineError(message, range.isEmpty ? start..<min(end, start + 1) : range, notes: notes)
        case .duration(let seconds, let maximum, let stop):
            guard seconds > 0 else {
                throw LineError("a timer must run for more than 0 seconds", start..<stop)
            }
            position = stop
            skipBlanks()
            if peek() == ByteClass.closeBracket || atEnd {
                return .timer(seconds: seconds, maximum: maximum, secondsRange: start..<stop, label: nil, labelRange: nil)
            }
            let (label, labelRange) = try readText(BareStops(closeBracket: true), what: "timer label")
            return .timer(seconds: seconds, maximum: maximum, secondsRange: start..<stop, label: label, labelRange: labelRange)
        }
    }
}
