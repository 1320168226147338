/// `N. TEXT [timer ...] [id ID]` or `- TEXT ...`: what one step line says.
struct StepLine {
    var order: Int?
    var orderRange: Range<Int>?
    var text: String
    var textRange: Range<Int>
    var timers: [StepTimer] = []
    var timerRanges: [(whole: Range<Int>, seconds: Range<Int>, label: Range<Int>?)] = []
    var id: String?
    var idRange: Range<Int>?
    var comment: Range<Int>?

    static func read(_ lexer: inout Lexer) throws(LineError) -> StepLine {
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
        var line = StepLine(order: order, orderRange: orderRange, text: text, textRange: textRange)
        for annotation in try lexer.readAnnotations(Keywords.stepAnnotations) {
            switch annotation.value {
            case .timer(let seconds, let secondsRange, let label, let labelRange):
                line.timers.append(StepTimer(seconds: seconds, label: label))
                line.timerRanges.append((annotation.range, secondsRange, labelRange))
            case .text(let id, let range):
                line.id = id
                line.idRange = range
            }
        }
        line.comment = try lexer.finish(after: "the step")
        return line
    }
}
