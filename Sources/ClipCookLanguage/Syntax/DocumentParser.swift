import ClipCookCore

/// Reads a whole file: splits it into lines, finds the header that gives the
/// document kind, hands every other line to that kind's parser, then runs the
/// validator. Every line ends up in the syntax tree, and every problem in the
/// diagnostics; a bad line never stops the lines after it.
package enum DocumentParser {
    package static func parse(_ source: SourceFile, keeping parts: ParseParts = .all, checking: RecipeItemCheck? = nil) -> ParseResult {
        guard source.bytes.count <= Language.maximumInputSize else { return tooLarge(source) }
        let session = ParseSession(
            source: source, recordsItems: parts.contains(.sourceMap),
            cap: parts.contains(.cappedDiagnostics) ? Language.diagnosticCap : .max)
        session.itemCheck = checking
        let bytes = source.bytes
        let keepsTree = parts.contains(.syntaxTree)
        var lines: [SyntaxLine] = []
        // One syntax line a line of the file (a last line without LF included).
        if keepsTree { lines.reserveCapacity(source.lineStarts.count) }
        var body: (any BodyParser)?
        // A recipe's body is kept here, in a local the lines mutate in place
        // (no checked access to a class's property a line, as `body` would be).
        var recipeBody: RecipeBody?
        var headerRange: Range<Int>?
        var reportedMissingHeader = false

        // One lexer for the whole file, moved from line to line.
        var lexer = Lexer(bytes: bytes, lineStart: 0, position: 0, end: 0)
        var scanner = LineScanner(bytes)
        while let raw = scanner.nextBounds() {
            lexer.move(toLine: raw.start, end: raw.end)
            lexer.skipBlanks()
            let contentStart = lexer.position
            if raw.hasProblem, let problem = scanner.problem {
                session.error(problem)
                session.failedKeywords.insert(session.text(lexer.readWord()))
                if keepsTree { lines.append(invalidLine(bytes, raw, contentStart)) }
                continue
            }
            if lexer.atEnd {
                if keepsTree {
                    lines.append(
                        SyntaxLine(
                            kind: .blank, line: raw.number, fullRange: raw.fullRange,
                            contentRange: contentStart..<contentStart))
                }
                continue
            }
            if lexer.isCommentStart(at: contentStart) {
                if keepsTree {
                    var line = SyntaxLine(
                        kind: .comment, line: raw.number, fullRange: raw.fullRange,
                        contentRange: contentStart..<contentStart)
                    line.commentRange = contentStart..<raw.end
                    lines.append(line)
                }
                continue
            }
            if contentStart == raw.start, let marker = conflictMarker(bytes, raw) {
                // A merge left unresolved: said as such at each marker line;
                // the lines of both sides around it are read as usual.
                session.error(
                    LineError(
                        "unresolved merge conflict: '\(marker)' marks \(conflictMarkerRole(marker))", raw.start..<raw.start + 7,
                        notes: ["keep the lines you want between '<<<<<<<' and '>>>>>>>', then delete the marker lines"]))
                switch marker.first {
                case "<": session.conflictSide = .ours
                case "|": session.conflictSide = .base
                case "=": session.conflictSide = .theirs
                default: session.conflictSide = nil
                }
                if keepsTree { lines.append(invalidLine(bytes, raw, contentStart)) }
                continue
            }
            do throws(LineError) {
                let outcome: LineOutcome
                // (Called through the optional, not bound to a name: no retain a line.)
                if let parsed = try recipeBody?.parse(&lexer, session) {
                    outcome = parsed
                } else if let parsed = try body?.parse(&lexer, session) {
                    outcome = parsed
                } else {
                    let wordRange = lexer.readWord()
                    let word = session.text(wordRange)
                    let followedWell = lexer.atEnd || lexer.peek().map(ByteClass.isBlank) == true
                    guard followedWell, let kind = DocumentKind(keyword: word) else {
                        if reportedMissingHeader { throw LineError("", contentStart..<contentStart) }
                        reportedMissingHeader = true
                        let run = Lexer(bytes: bytes, lineStart: raw.start, position: contentStart, end: raw.end).nonBlankRun()
                        throw LineError(
                            "expected the document header (\(Keywords.choices(Keywords.headers))) before this line",
                            run, notes: Suggestion.notes(for: session.text(run), in: Keywords.headers))
                    }
                    headerRange = contentStart..<raw.end
                    let comment: Range<Int>?
                    if kind == .recipe {
                        // The recipe's state is made here, in the local the
                        // lines mutate (not copied out of a parser object).
                        let header = HeaderParser.recipeTitle(&lexer, session)
                        recipeBody = RecipeBody(title: header.title, keyword: wordRange)
                        comment = header.comment
                    } else {
                        let started = HeaderParser.start(kind, keyword: wordRange, &lexer, session)
                        body = started.body
                        comment = started.comment
                    }
                    headerRange = contentStart..<trimEnd(bytes, contentStart, comment?.lowerBound ?? raw.end)
                    outcome = LineOutcome(.header(kind), comment: comment)
                }
                if keepsTree {
                    var line = SyntaxLine(
                        kind: outcome.kind, line: raw.number, fullRange: raw.fullRange,
                        contentRange: contentStart..<trimEnd(bytes, contentStart, outcome.comment?.lowerBound ?? raw.end))
                    line.commentRange = outcome.comment
                    line.itemIndex = outcome.itemIndex
                    lines.append(line)
                }
            } catch {
                if !error.message.isEmpty { session.error(error) }
                lexer.position = contentStart
                session.failedKeywords.insert(session.text(lexer.readWord()))
                if keepsTree { lines.append(invalidLine(bytes, raw, contentStart)) }
            }
        }

        var document: Document?
        var sourceMap = SourceMap()
        var finished: Document?
        if recipeBody != nil {
            finished = recipeBody?.finish(session)
            recipeBody = nil
        } else if let body {
            finished = body.finish(session)
        }
        // Taken out, not copied: a copy of a recipe is a retain of each of its strings and arrays.
        if let built = finished.take() {
            let problems = ModelValidator.validate(built)
            if !parts.contains(.sourceMap), problems.contains(where: { $0.path.contains("[") }) {
                // A finding inside a list item is placed through the item's
                // entries, which were not kept: read the file again keeping them
                // (and keep the map made on the way when it was asked for on demand).
                let whole = parse(source, keeping: parts.union(.sourceMap))
                return parts.contains(.sourceMapOnDemand) ? whole : whole.withoutSourceMap()
            }
            document = consume built
            sourceMap = session.takeSourceMap()
            report(problems, session, sourceMap, header: headerRange ?? 0..<0)
            if parts.contains(.sourceMap) {
                // Kept as made.
            } else if parts.contains(.sourceMapOnDemand) {
                sourceMap = sourceMap.completed(by: DeferredPositions(source: source, foods: FoodTable.scopedOwnFoods))
            } else {
                sourceMap = SourceMap()
            }
        } else if !reportedMissingHeader, !session.madeError {
            // A file whose only lines were unreadable already has its errors;
            // calling it empty as well would be noise.
            session.error("empty file: expected the document header (\(Keywords.choices(Keywords.headers)))", 0..<0)
        }
        let diagnostics = inOrder(session.diagnostics)
        // The document with errors is kept only as the partial one.
        let isWhole = !session.madeError
        var result = ParseResult(
            tree: SyntaxTree(source: source, lines: lines), partialDocument: consume document, isWhole: isWhole,
            diagnostics: diagnostics, sourceMap: sourceMap)
        result.omittedDiagnostics = session.omitted
        return result
    }

    /// The diagnostics by position, those at one position in the order they
    /// were made. Most files' come in order already (one a line, the
    /// validator's after them, if any): those are kept as they are, not
    /// copied twice over (a document of 100,000 bad lines has as many).
    package static func inOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        func offset(_ diagnostic: Diagnostic) -> Int { diagnostic.range?.start.offset ?? -1 }
        if zip(diagnostics, diagnostics.dropFirst()).allSatisfy({ offset($0) <= offset($1) }) { return diagnostics }
        return diagnostics.enumerated().sorted {
            let a = offset($0.element)
            let b = offset($1.element)
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }

    /// A text over `Language.maximumInputSize` is not read: one diagnostic
    /// at its start, and a syntax tree of one invalid line holding all of it.
    package static func tooLarge(_ source: SourceFile) -> ParseResult {
        let message = FileReadError.tooLarge(source.path, size: source.bytes.count, limit: Language.maximumInputSize).message
        let diagnostic = Diagnostic(.error, message, path: source.path, range: source.range(0..<0))
        let line = SyntaxLine(kind: .invalid, line: 1, fullRange: 0..<source.bytes.count, contentRange: 0..<0)
        return ParseResult(
            tree: SyntaxTree(source: source, lines: [line]), document: nil, diagnostics: [diagnostic],
            sourceMap: SourceMap())
    }

    /// Turns validation problems into diagnostics at the value's position
    /// (or the nearest enclosing value's, or the header's).
    package static func report(_ problems: [ValidationProblem], _ session: ParseSession, _ sourceMap: SourceMap, header: Range<Int>) {
        for problem in problems {
            var path = problem.path
            var range = sourceMap[path]
            while range == nil, let parent = SourcePath.parent(of: path) {
                path = parent
                range = sourceMap[path]
            }
            session.add(
                Diagnostic(
                    .error, problem.message, path: session.source.path,
                    range: range ?? session.source.range(header)))
        }
    }

    /// The syntax line of a line that could not be read.
    package static func invalidLine(_ bytes: [UInt8], _ raw: LineBounds, _ contentStart: Int) -> SyntaxLine {
        var line = SyntaxLine(kind: .invalid, line: raw.number, fullRange: raw.fullRange, contentRange: contentStart..<contentStart)
        line.commentRange = guessComment(bytes, raw)
        line.contentRange = contentStart..<trimEnd(bytes, contentStart, line.commentRange?.lowerBound ?? raw.end)
        return line
    }

    package static func trimEnd(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, ByteClass.isBlank(bytes[e - 1]) { e -= 1 }
        return e
    }

    /// The comment of a line that could not be read: the first `--` after a
    /// blank that is not inside a quoted string.
    package static func guessComment(_ bytes: [UInt8], _ raw: LineBounds) -> Range<Int>? {
        var inString = false
        var i = raw.start
        while i < raw.end {
            let b = bytes[i]
            if inString {
                if b == ByteClass.backslash { i += 2; continue }
                if b == ByteClass.quote { inString = false }
            } else if b == ByteClass.quote {
                inString = true
            } else if b == ByteClass.dash, i + 1 < raw.end, bytes[i + 1] == ByteClass.dash,
                i == raw.start || ByteClass.isBlank(bytes[i - 1])
            {
                return i..<raw.end
            }
            i += 1
        }
        return nil
    }
}

extension DocumentKind {
    package init?(keyword: String) {
        switch keyword {
        case "recipe": self = .recipe
        case "plan": self = .plan
        case "shopping": self = .shoppingList
        case "settings": self = .settings
        case "inbox": self = .inbox
        case "pantry": self = .pantry
        case "aisles": self = .aisles
        case "foods": self = .foods
        default: return nil
        }
    }
}

extension DocumentParser {
    /// The git conflict marker that starts the line, if one does: seven of
    /// `<`, `=`, `>` or `|` (diff3's base) at the line's start, then the
    /// line's end or a blank (`<<<<<<< HEAD`, `=======`).
    package static func conflictMarker(_ bytes: [UInt8], _ raw: LineBounds) -> String? {
        guard raw.end - raw.start >= 7 else { return nil }
        let first = bytes[raw.start]
        guard first == 0x3C || first == 0x3D || first == 0x3E || first == 0x7C else { return nil }
        for offset in 1..<7 where bytes[raw.start + offset] != first { return nil }
        if raw.start + 7 < raw.end, !ByteClass.isBlank(bytes[raw.start + 7]) { return nil }
        return String(repeating: Character(Unicode.Scalar(first)), count: 7)
    }

    /// What a conflict marker line stands for.
    package static func conflictMarkerRole(_ marker: String) -> String {
        switch marker.first {
        case "<": "the start of one side"
        case "=": "the end of one side and the start of the other"
        case "|": "the start of the common version"
        default: "the end of the other side"
        }
    }
}
