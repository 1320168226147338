import ClipCookCore

/// An item line (ingredient, step, shopping item, meal) cut where the
/// language's own line readers cut it: the marker, the body as written, the
/// trailing annotations as written, and a quick-add's macro groups. The
/// formatter may change the blanks between these parts (the readers skip
/// them) but never a byte inside one: what counts as bare text, a quoted
/// string or an annotation is decided by the readers, not guessed here.
package struct ItemParts {
    /// `-`, `1.`, `- [ ]`, `- [x]`, `breakfast:`.
    package var marker: String
    /// Amount, name and notes, step text, or meal content, as written.
    package var body: String
    /// Each trailing annotation, brackets included, as written.
    package var annotations: [String] = []
    /// `calories 95`, `protein 0`... of a quick-add (then `body` ends with its name).
    package var macros: [String] = []

    /// The parts of `line`, or nil when the line is not an item line or the
    /// readers do not accept it (the caller then keeps the line as written).
    package static func read(_ line: SyntaxLine, in tree: SyntaxTree) -> ItemParts? {
        var lexer = Lexer(content: line, in: tree)
        let content = lexer.position..<lexer.end
        let marker: String
        let bodyStart: Int
        let annotations: [Annotation]
        var quick: (nameEnd: Int, end: Int)?
        // The bare text the body starts with, when the marker's space could turn its `--` into a comment.
        var leading: (value: String, range: Range<Int>)?
        do throws(LineError) {
            switch line.kind {
            case .ingredient:
                guard lexer.peek() == ByteClass.dash else { return nil }
                lexer.position += 1
                let read = try IngredientLine.read(&lexer)
                annotations = read.annotations
                if read.amountRange.isEmpty { leading = (read.name, read.nameRange) }
                marker = "-"
                bodyStart = content.lowerBound + 1
            case .step:
                let read = try StepLine.read(&lexer)
                annotations = read.annotations
                marker = read.orderRange.map { tree.text($0) + "." } ?? "-"
                bodyStart = read.orderRange.map { $0.upperBound + 1 } ?? content.lowerBound + 1
            case .shoppingItem:
                guard lexer.peek() == ByteClass.dash else { return nil }
                lexer.position += 1
                let read = try ShoppingLine.read(&lexer)
                annotations = read.annotations
                marker = read.checked ? "- [x]" : "- [ ]"
                bodyStart = read.checkboxRange.upperBound
                if read.amountRange.isEmpty { leading = (read.name, read.nameRange) }
            case .meal:
                guard let colon = MealLine.colon(in: lexer) else { return nil }
                let read = try MealLine.read(&lexer, colon: colon)
                annotations = read.annotations
                marker = Keywords.spelling(read.meal) + ":"
                bodyStart = colon + 1
                if let name = read.quickName, let whole = read.quickRange { quick = (name.upperBound, whole.upperBound) }
            default:
                return nil
            }
        } catch {
            return nil
        }
        let annotationsStart = annotations.first?.range.lowerBound ?? content.upperBound
        var parts = ItemParts(marker: marker, body: "", annotations: annotations.map { Self.canonical($0, in: tree) })
        var bodyEnd = max(bodyStart, annotationsStart)
        if let quick, let groups = LineLayout.macroGroups(tree.text(quick.nameEnd..<quick.end)) {
            bodyEnd = quick.nameEnd
            parts.macros = groups
        }
        // Blanks trimmed on bytes, as the readers skip them.
        var body = Lexer(bytes: lexer.bytes, lineStart: lexer.lineStart, position: bodyStart, end: bodyEnd)
        body.skipBlanks()
        let trimmedEnd = DocumentParser.trimEnd(lexer.bytes, body.position, bodyEnd)
        parts.body = tree.text(body.position..<trimmedEnd)
        // `- [x]--` names an item `--`; after the marker's space it would be a
        // comment, so that text is written quoted instead.
        if let leading, leading.range.lowerBound == body.position, parts.body.hasPrefix("--"),
            leading.range.upperBound <= trimmedEnd
        {
            parts.body = TextQuoting.quoted(leading.value) + tree.text(leading.range.upperBound..<trimmedEnd)
        }
        return parts
    }

    /// An annotation as written, but a timer's duration in its canonical
    /// spelling (`[timer 2min]` → `[timer 2 min]`, `[timer 1.5 h]` →
    /// `[timer 1 h 30 min]`); its label stays as written.
    package static func canonical(_ annotation: Annotation, in tree: SyntaxTree) -> String {
        guard case .timer(let seconds, let maximum, _, _, let labelRange) = annotation.value else {
            return tree.text(annotation.range)
        }
        let label = labelRange.map { " " + tree.text($0) } ?? ""
        return "[timer " + DurationText.format(seconds: seconds, upTo: maximum) + label + "]"
    }

    /// `marker body`, or the marker alone.
    package var code: String { body.isEmpty ? marker : marker + " " + body }
}
