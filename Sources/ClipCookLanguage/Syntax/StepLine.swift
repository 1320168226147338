#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ClipCookCore

/// `N. TEXT [timer ...] [id ID]` or `- TEXT ...`: what one step line says.
package struct StepLine {
    package var order: Int?
    package var orderRange: Range<Int>?
    package var text: String
    package var textRange: Range<Int>
    package var timers: [StepTimer] = []
    package var id: String?
    package var idRange: Range<Int>?
    /// The trailing annotations, as read.
    package var annotations: [Annotation] = []
    package var comment: Range<Int>?

    package static func read(_ lexer: inout Lexer) throws(LineError) -> StepLine {
        var order: Int?
        var orderRange: Range<Int>?
        if lexer.peek() == ByteClass.dash, lexer.peek(1).map(ByteClass.isBlank) ?? true {
            lexer.position += 1
        } else {
            let start = lexer.position
            let (value, range) = try lexer.readInteger(what: "a step number", terminated: false)
            guard lexer.peek() == ByteClass.dot, lexer.peek(1).map(ByteClass.isBlank) ?? true else {
                throw LineError("expected a step: 'N. TEXT' or '- TEXT'", start..<max(lexer.position, start + 1))
            }
            lexer.position += 1
            order = value
            orderRange = range
        }
        let (text, textRange) = try lexer.readText(BareStops(annotations: Keywords.stepAnnotations), what: "step text")
        if lexer.bytes[textRange.lowerBound] != ByteClass.quote { try checkMisspeltTimer(lexer, in: textRange) }
        // The parts are read into locals and the line is made once at the end.
        let annotations = try lexer.readAnnotations(Keywords.stepAnnotations)
        var timers: [StepTimer] = []
        var id: String?
        var idRange: Range<Int>?
        for annotation in annotations {
            switch annotation.value {
            case .timer(let seconds, let maximum, _, let label, _):
                if timers.isEmpty { timers.reserveCapacity(annotations.count) }
                timers.append(StepTimer(seconds: seconds, secondsMax: maximum, label: label))
            case .text(let text, let range):
                id = text
                idRange = range
            }
        }
        let comment = try lexer.finish(after: "the step")
        return StepLine(
            order: order, orderRange: orderRange, text: text, textRange: textRange, timers: timers,
            id: id, idRange: idRange, annotations: annotations, comment: comment)
    }

    /// Where each timer was written: the annotation, its duration and its
    /// label (made from the annotations when a source map asks for them,
    /// not for every step read).
    package var timerRanges: [(whole: Range<Int>, seconds: Range<Int>, label: Range<Int>?)] {
        annotations.compactMap { annotation in
            guard case .timer(_, _, let secondsRange, _, let labelRange) = annotation.value else { return nil }
            return (annotation.range, secondsRange, labelRange)
        }
    }

    /// The model's step at `position` of the list. Its text and timers move
    /// out of the line, which keeps empty ones: a copy would cost a retain
    /// now and a release when the line goes.
    package mutating func takeStep(position: Int) -> Step {
        Step(
            id: id.take() ?? DerivedID.step(position: position), order: order ?? position + 1,
            text: exchange(&text, with: ""), timers: exchange(&timers, with: []))
    }

    /// Where the next `[` of `bytes[start..<end]` is (`end` when there is
    /// none), found by `memchr`.
    package static func nextOpenBracket(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let end = min(end, buffer.count)
            guard let base = buffer.baseAddress, start >= 0, start < end,
                let found = memchr(base + start, Int32(ByteClass.openBracket), end - start)
            else { return max(start, end) }
            return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        }
    }

    /// `[timr 5 min]`, `[Timer 5 min]`: a bracket in bare step text whose
    /// word is close to `timer` and is followed by a duration was meant as a
    /// timer; reading it as text would lose the timer without a word.
    package static func checkMisspeltTimer(_ lexer: Lexer, in range: Range<Int>) throws(LineError) {
        let bytes = lexer.bytes
        var i = range.lowerBound
        while i < range.upperBound {
            // Only a `[` can start one: jump to the next (most steps have none).
            i = nextOpenBracket(bytes, from: i, end: range.upperBound)
            guard i < range.upperBound else { return }
            defer { i += 1 }
            var j = i + 1
            while j < range.upperBound, ByteClass.isLetter(bytes[j]), j - i <= 8 { j += 1 }
            let word = lexer.text(i + 1..<j)
            guard j > i + 2, word != "timer" else { continue }
            var k = j
            while k < range.upperBound, ByteClass.isBlank(bytes[k]) { k += 1 }
            guard k > j, k < range.upperBound, ByteClass.isDigit(bytes[k]),
                case .duration = DurationText.read(bytes, from: k, end: range.upperBound)
            else { continue }
            let notes = word.lowercased() == "timer" ? ["did you mean 'timer'"] : Suggestion.notes(for: word, in: ["timer"])
            guard !notes.isEmpty else { continue }
            throw LineError(
                "unknown annotation '[\(word)'", i..<j,
                notes: notes + ["quote the step text if the brackets are part of it"])
        }
    }
}
