/// Reads a whole file: splits it into lines, finds the header that gives the
/// document kind, hands every other line to that kind's parser, then runs the
/// validator. Every line ends up in the syntax tree, and every problem in the
/// diagnostics; a bad line never stops the lines after it.
enum DocumentParser {
    static func parse(_ source: SourceFile) -> ParseResult {
        let session = ParseSession(source: source)
        let bytes = source.bytes
        let raws = LineScanner.scan(bytes)
        var lines: [SyntaxLine] = []
        lines.reserveCapacity(raws.count)
        var body: (any BodyParser)?
        var headerRange: Range<Int>?
        var reportedMissingHeader = false

        for raw in raws {
            var lexer = Lexer(bytes: bytes, lineStart: raw.start, position: raw.start, end: raw.end)
            lexer.skipBlanks()
            let contentStart = lexer.position
            var line = SyntaxLine(kind: .blank, line: raw.number, fullRange: raw.fullRange,
                                  contentRange: contentStart..<contentStart)
            if let problem = raw.problem {
                session.error(problem)
                session.failedKeywords.insert(session.text(lexer.readWord()))
                line.kind = .invalid
                line.commentRange = guessComment(bytes, raw)
                line.contentRange = contentStart..<trimEnd(bytes, contentStart, line.commentRange?.lowerBound ?? raw.end)
                lines.append(line)
                continue
            }
            if lexer.atEnd {
                lines.append(line)
                continue
            }
            if lexer.isCommentStart(at: contentStart) {
                line.kind = .comment
                line.commentRange = contentStart..<raw.end
                lines.append(line)
                continue
            }
            do throws(LineError) {
                let outcome: LineOutcome
                if let body {
                    outcome = try body.parse(&lexer, session)
                } else {
                    let wordRange = lexer.readWord()
                    let word = session.text(wordRange)
                    let followedWell = lexer.atEnd || lexer.peek().map(ByteClass.isBlank) == true
                    guard followedWell, let kind = DocumentKind(keyword: word) else {
                        if reportedMissingHeader { throw LineError("", contentStart..<contentStart) }
                        reportedMissingHeader = true
                        let run = Lexer(bytes: bytes, lineStart: raw.start, position: contentStart, end: raw.end).nonBlankRun()
                        throw LineError("expected the document header (\(Keywords.choices(Keywords.headers))) before this line",
                                        run, notes: Suggestion.notes(for: session.text(run), in: Keywords.headers))
                    }
                    headerRange = contentStart..<raw.end
                    let started = HeaderParser.start(kind, keyword: wordRange, &lexer, session)
                    body = started.body
                    headerRange = contentStart..<trimEnd(bytes, contentStart, started.comment?.lowerBound ?? raw.end)
                    outcome = LineOutcome(.header(kind), comment: started.comment)
                }
                line.kind = outcome.kind
                line.commentRange = outcome.comment
                line.itemIndex = outcome.itemIndex
                line.contentRange = contentStart..<trimEnd(bytes, contentStart, outcome.comment?.lowerBound ?? raw.end)
            } catch {
                if !error.message.isEmpty { session.error(error) }
                lexer.position = contentStart
                session.failedKeywords.insert(session.text(lexer.readWord()))
                line.kind = .invalid
                line.commentRange = guessComment(bytes, raw)
                line.contentRange = contentStart..<trimEnd(bytes, contentStart, line.commentRange?.lowerBound ?? raw.end)
            }
            lines.append(line)
        }

        var document: Document?
        if let body {
            let built = body.finish(session)
            document = built
            report(ModelValidator.validate(built), session, header: headerRange ?? 0..<0)
        } else if !reportedMissingHeader, !session.diagnostics.hasErrors {
            // A file whose only lines were unreadable already has its errors;
            // calling it empty as well would be noise.
            session.error("empty file: expected the document header (\(Keywords.choices(Keywords.headers)))", 0..<0)
        }
        let diagnostics = session.diagnostics.enumerated().sorted {
            let a = $0.element.range?.start.offset ?? -1
            let b = $1.element.range?.start.offset ?? -1
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
        let partial = document
        if diagnostics.hasErrors { document = nil }
        return ParseResult(tree: SyntaxTree(source: source, lines: lines), document: document,
                           diagnostics: diagnostics, sourceMap: session.sourceMap, partialDocument: partial)
    }

    /// Turns validation problems into diagnostics at the value's position
    /// (or the nearest enclosing value's, or the header's).
    static func report(_ problems: [ValidationProblem], _ session: ParseSession, header: Range<Int>) {
        for problem in problems {
            var path = problem.path
            var range = session.sourceMap[path]
            while range == nil, let parent = SourcePath.parent(of: path) {
                path = parent
                range = session.sourceMap[path]
            }
            session.add(Diagnostic(.error, problem.message, path: session.source.path,
                                   range: range ?? session.source.range(header)))
        }
    }

    static func trimEnd(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, ByteClass.isBlank(bytes[e - 1]) { e -= 1 }
        return e
    }

    /// The comment of a line that could not be read: the first `--` after a
    /// blank that is not inside a quoted string.
    static func guessComment(_ bytes: [UInt8], _ raw: RawLine) -> Range<Int>? {
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
                      i == raw.start || ByteClass.isBlank(bytes[i - 1]) {
                return i..<raw.end
            }
            i += 1
        }
        return nil
    }
}

extension DocumentKind {
    init?(keyword: String) {
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
