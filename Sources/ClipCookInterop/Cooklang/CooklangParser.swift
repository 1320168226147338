import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Reads a Cooklang file, byte by byte (no regular expressions): YAML front
/// matter, `>> key: value` metadata, `--` and `[- -]` comments, sections
/// (`= NAME`), notes (`>`), and steps (paragraphs: consecutive lines joined
/// with a space, blank lines between steps) holding ingredients (`@`),
/// cookware (`#`) and timers (`~`).
///
/// Cooklang is forgiving: the parser never fails. Malformed front matter
/// and unterminated comments are reported as warnings.
///
/// Choices where the specification and its canonical tests disagree:
/// a run of three or more dashes (`---`) is text, not a comment; front
/// matter that is not a YAML mapping is read line by line as `key: value`.
public struct CooklangParser {
    public struct Result: Sendable {
        public var recipe: CooklangRecipe
        public var diagnostics: [Diagnostic]
    }

    /// One line after comments are taken out.
    package struct Line {
        package var bytes: ArraySlice<UInt8>
        package var number: Int
        /// The line held only a comment (and blanks): it neither adds to nor ends a step.
        package var onlyComment: Bool
    }

    package let source: SourceFile
    package let bytes: [UInt8]
    package var diagnostics: [Diagnostic] = []

    public static func parse(_ source: SourceFile) -> Result {
        var parser = CooklangParser(source: source, bytes: source.bytes)
        let recipe = parser.parse()
        return Result(recipe: recipe, diagnostics: parser.diagnostics)
    }

    public static func parse(_ text: String, path: String = "<input>") -> Result {
        parse(SourceFile(path: path, bytes: Array(text.utf8)))
    }

    package mutating func parse() -> CooklangRecipe {
        var recipe = CooklangRecipe()
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var firstLine = 1
        if let (yaml, yamlStart, after, lines) = frontMatter(from: start) {
            switch CooklangFrontMatter.read(yaml) {
            case .success(let (entries, warning)):
                recipe.metadata = entries
                if let warning { warn(warning, at: yamlStart) }
            case .failure(let refusal):
                let at = yamlStart + Self.offset(ofLine: refusal.line, column: refusal.column, in: bytes[yamlStart...])
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "the front matter's aliases expand past \(YAMLAliasBudget.maxAliasedNodes) nodes; alias '*\(refusal.anchor)' is refused",
                        path: source.path, range: source.range(at..<min(at + 1, bytes.count)),
                        notes: ["each alias repeats what its anchor names; write the values out, or use fewer aliases of aliases"]))
            }
            start = after
            firstLine += lines
        }
        let lines = removeComments(from: start, firstLine: firstLine)
        readBlocks(lines, into: &recipe)
        return recipe
    }

    // MARK: - Front matter

    /// `---` on the first line, then the YAML, then a `---` line: the YAML,
    /// its offset, where the body starts and how many lines it took.
    package func frontMatter(from start: Int) -> (String, Int, Int, Int)? {
        guard let firstEnd = lineEnd(from: start), isFence(start..<firstEnd) else { return nil }
        var lineStart = next(after: firstEnd)
        var count = 1
        while lineStart < bytes.count {
            let end = lineEnd(from: lineStart) ?? bytes.count
            count += 1
            if isFence(lineStart..<end) {
                let yaml = String(decoding: bytes[next(after: firstEnd)..<lineStart], as: UTF8.self)
                return (yaml, next(after: firstEnd), next(after: end), count)
            }
            lineStart = next(after: end)
        }
        return nil
    }

    /// The offset of a 0-based line and column (in characters) counted from the start of `text`.
    package static func offset(ofLine line: Int, column: Int, in text: ArraySlice<UInt8>) -> Int {
        var i = text.startIndex
        var lines = 0
        while lines < line, i < text.endIndex {
            if text[i] == 0x0A { lines += 1 }
            i += 1
        }
        var characters = 0
        while characters < column, i < text.endIndex, text[i] != 0x0A {
            i += 1
            while i < text.endIndex, text[i] & 0xC0 == 0x80 { i += 1 }
            characters += 1
        }
        return i - text.startIndex
    }

    private func lineEnd(from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        var i = start
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        return i
    }

    private func next(after lineEnd: Int) -> Int { min(lineEnd + 1, bytes.count) }

    private func isFence(_ range: Range<Int>) -> Bool {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D {
            end -= 1
        }
        return end - range.lowerBound == 3 && bytes[range.lowerBound..<end].allSatisfy { $0 == 0x2D }
    }

    // MARK: - Comments

    /// The body split into lines, with `-- ...` and `[- ... -]` taken out.
    /// A block comment may span lines: the lines it joins become one.
    ///
    /// A line that nothing is taken out of (most) is a slice of the file's
    /// bytes; only a line with a comment or a continuation is copied, a run
    /// of its kept bytes at a time.
    package mutating func removeComments(from start: Int, firstLine: Int) -> [Line] {
        var lines: [Line] = []
        // The bytes kept of a changed line; `runStart..<i` are kept bytes not yet copied there.
        var current: [UInt8] = []
        var changed = false
        var runStart = start
        var sawComment = false
        var lineNumber = firstLine
        var lineStartNumber = firstLine
        var i = start
        var unterminated = false
        func copyRun(upTo end: Int) {
            if end > runStart { current.append(contentsOf: bytes[runStart..<end]) }
            runStart = end
            changed = true
        }
        func finishLine(at end: Int) {
            let kept: ArraySlice<UInt8>
            if changed {
                copyRun(upTo: end)
                kept = current[...]
                current = []
            } else {
                kept = bytes[runStart..<end]
            }
            // (Whether the rest is blank matters only on a line a comment was taken out of.)
            let onlyComment = sawComment && kept.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            lines.append(Line(bytes: kept, number: lineStartNumber, onlyComment: onlyComment))
            changed = false
            sawComment = false
        }
        while i < bytes.count {
            // Only a line feed, `\`, `-` or `[` asks for anything here: jump to the next.
            i = Self.nextCommentCandidate(bytes, from: i)
            guard i < bytes.count else { break }
            let b = bytes[i]
            if b == 0x0A {
                finishLine(at: i)
                lineNumber += 1
                lineStartNumber = lineNumber
                i += 1
                runStart = i
                continue
            }
            if b == 0x5C, i + 1 < bytes.count, CooklangInline.isEscapable(bytes[i + 1]) {
                i += 2  // kept as written
                continue
            }
            if b == 0x5C, let after = Self.continuation(bytes, at: i) {
                // A backslash that ends a line joins the next line to it, with one blank between.
                copyRun(upTo: i)
                if let last = current.last, last != 0x20, last != 0x09 { current.append(0x20) }
                lineNumber += 1
                i = after
                while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
                runStart = i
                continue
            }
            if b == 0x2D, i + 1 < bytes.count, bytes[i + 1] == 0x2D {
                var run = i
                while run < bytes.count, bytes[run] == 0x2D { run += 1 }
                if run - i == 2 {
                    // `--` to the end of the line.
                    sawComment = true
                    copyRun(upTo: i)
                    i = run
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                    runStart = i
                    continue
                }
                i = run  // a longer run of dashes is text
                continue
            }
            if b == 0x5B, i + 1 < bytes.count, bytes[i + 1] == 0x2D, !unterminated {
                // `[-` to the next `-]`, across lines.
                var j = i + 2
                var newlines = 0
                while j + 1 < bytes.count, !(bytes[j] == 0x2D && bytes[j + 1] == 0x5D) {
                    if bytes[j] == 0x0A { newlines += 1 }
                    j += 1
                }
                if j + 1 < bytes.count {
                    sawComment = true
                    copyRun(upTo: i)
                    lineNumber += newlines
                    i = j + 2
                    runStart = i
                    continue
                }
                warn("unterminated block comment '[-' is kept as text", at: i)
                unterminated = true  // no later `[-` can find an end either
            }
            i += 1
        }
        let pending = (changed ? current.count : 0) + (bytes.count - runStart)
        if pending > 0 || sawComment { finishLine(at: bytes.count) }
        return lines
    }

    /// The first offset from `start` on holding a line feed, `\`, `-` or
    /// `[` (or the end).
    package static func nextCommentCandidate(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var i = max(start, 0)
            while i < buffer.count {
                let b = buffer[i]
                if b == 0x0A || b == 0x5C || b == 0x2D || b == 0x5B { return i }
                i += 1
            }
            return buffer.count
        }
    }

    /// Where the next line starts when the backslash at `i` is the last
    /// character of its line (blanks and a carriage return may follow it).
    package static func continuation(_ bytes: [UInt8], at i: Int) -> Int? {
        var j = i + 1
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0D { j += 1 }
        guard j < bytes.count, bytes[j] == 0x0A else { return nil }
        return j + 1
    }

    // MARK: - Blocks

    private static func trimmed(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = s
        while let f = s.first, f == 0x20 || f == 0x09 || f == 0x0D { s = s.dropFirst() }
        while let l = s.last, l == 0x20 || l == 0x09 || l == 0x0D { s = s.dropLast() }
        return s
    }

    private static func leftTrimmed(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = s
        while let f = s.first, f == 0x20 || f == 0x09 { s = s.dropFirst() }
        while let l = s.last, l == 0x0D { s = s.dropLast() }
        return s
    }

    package mutating func readBlocks(_ lines: [Line], into recipe: inout CooklangRecipe) {
        var step: [CooklangItem] = []
        var stepLine = 0
        var lastLineStart = 0
        var note: [String]?
        func finishStep() {
            CooklangInline.trimEnd(&step)
            if !step.isEmpty {
                let step = CooklangStep(items: step, line: stepLine, lastLineStart: min(lastLineStart, step.count))
                recipe.sections[recipe.sections.count - 1].blocks.append(.step(step))
            }
            step = []
        }
        func finishNote() {
            if let parts = note {
                recipe.sections[recipe.sections.count - 1].blocks.append(.note(parts.joined(separator: " ")))
            }
            note = nil
        }
        for line in lines {
            if line.onlyComment { continue }
            let content = Self.trimmed(line.bytes)
            if content.isEmpty {
                finishStep()
                finishNote()
                continue
            }
            let first = content[content.startIndex]
            if first == 0x3E {  // >
                finishStep()
                if content.count >= 2, content[content.startIndex + 1] == 0x3E {
                    finishNote()
                    readOldMetadata(content.dropFirst(2), into: &recipe)
                } else {
                    let text = String(decoding: Self.trimmed(content.dropFirst()), as: UTF8.self)
                    if note == nil { note = [] }
                    note?.append(text)
                }
                continue
            }
            finishNote()
            if first == 0x3D {  // =
                finishStep()
                var name = content
                while name.first == 0x3D { name = name.dropFirst() }
                while name.last == 0x3D { name = name.dropLast() }
                let text = String(decoding: Self.trimmed(name), as: UTF8.self)
                recipe.sections.append(CooklangSection(name: text))
                continue
            }
            if step.isEmpty {
                stepLine = line.number
            } else {
                CooklangInline.appendText(" ", to: &step)
            }
            lastLineStart = step.count
            CooklangInline.read(Self.leftTrimmed(line.bytes), into: &step)
        }
        finishStep()
        finishNote()
        if recipe.sections.count > 1, recipe.sections[0].blocks.isEmpty, recipe.sections[0].name == nil {
            recipe.sections.removeFirst()
        }
    }

    /// `>> key: value`.
    private func readOldMetadata(_ rest: ArraySlice<UInt8>, into recipe: inout CooklangRecipe) {
        let text = Self.trimmed(rest)
        guard let colon = text.firstIndex(of: 0x3A) else { return }
        let key = String(decoding: Self.trimmed(text[..<colon]), as: UTF8.self)
        let value = String(decoding: Self.trimmed(text[(colon + 1)...]), as: UTF8.self)
        guard !key.isEmpty else { return }
        recipe.metadata.append(CooklangMetadataEntry(key: key, value: .text(value)))
    }

    private mutating func warn(_ message: String, at offset: Int) {
        diagnostics.append(Diagnostic(.warning, message, path: source.path, range: source.range(offset..<min(offset + 1, bytes.count))))
    }
}
