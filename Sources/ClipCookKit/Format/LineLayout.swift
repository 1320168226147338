/// Turns each syntax line into a `FormattedLine`: indentation by kind,
/// spacing after keywords and markers normalised, enum values and meal names
/// in their canonical case, everything the user wrote as a value kept.
struct LineLayout {
    let tree: SyntaxTree

    static let macroKeywords: Set<String> = ["calories", "protein", "carbs", "fats"]
    /// Properties whose value is an enum (case-insensitive in the language).
    static let enumProperties: Set<String> = ["category", "platform", "units", "status", "color"]

    func lines() -> [FormattedLine] {
        var result: [FormattedLine] = []
        var documentKind: DocumentKind?
        var captionIndent = 0
        for line in tree.lines {
            var formatted = layout(line, in: documentKind)
            switch line.kind {
            case .header(let kind):
                documentKind = kind
            case .section("caption"), .property("caption"):
                captionIndent = formatted.indent
            case .captionLine:
                formatted.indent = captionIndent + 2
            default:
                break
            }
            result.append(formatted)
        }
        return result
    }

    private func text(_ range: Range<Int>) -> String {
        let bytes = tree.source.bytes
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    private func layout(_ line: SyntaxLine, in document: DocumentKind?) -> FormattedLine {
        let content = text(line.contentRange)
        let comment = line.commentRange.map { text($0).trimmedOfBlanks }
        var out = FormattedLine(kind: line.kind, indent: 2, code: content, comment: comment)
        switch line.kind {
        case .blank:
            return .blank
        case .comment:
            out.indent = 0
            out.code = ""
        case .header, .day, .pending:
            out.indent = 0
            out.code = keywordLine(content)
        case .property(let key):
            out.code = keywordLine(content, lowercaseValue: LineLayout.enumProperties.contains(key))
        case .section(let name):
            out.indent = document == .inbox ? 2 : 0
            out.code = name == "nutrition" ? Self.words(content).joined(separator: " ") : keywordLine(content)
        case .captionLine:
            out.code = captionText(line)
            out.isVerbatim = true
        case .ingredient:
            layoutItem(&out, marker: "-", rest: content.dropFirst())
        case .step:
            let (marker, rest) = Self.stepMarker(content)
            layoutItem(&out, marker: marker, rest: rest)
        case .shoppingItem:
            let (marker, rest) = Self.checkbox(content)
            layoutItem(&out, marker: marker, rest: rest)
        case .meal:
            layoutMeal(&out, content)
        case .macros:
            if let groups = Self.macroGroups(content) {
                out.code = ""
                out.macros = groups
            }
        case .lintRule:
            out.code = keywordLine(content, lowercaseValue: true)
        case .invalid:
            out.code = content
        }
        return out
    }

    /// `KEYWORD VALUE`: one space after the keyword, the value as written.
    private func keywordLine(_ content: String, lowercaseValue: Bool = false) -> String {
        let keyword = String(content.prefix { $0 != " " && $0 != "\t" })
        var value = String(content.dropFirst(keyword.count)).trimmedOfBlanks
        if value.isEmpty { return keyword }
        if lowercaseValue, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_" || $0 == " ") }) {
            value = value.lowercased()
        }
        return keyword + " " + value
    }

    private func captionText(_ line: SyntaxLine) -> String {
        var end = line.fullRange.upperBound
        let bytes = tree.source.bytes
        while end > line.contentRange.lowerBound, end <= bytes.count, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
            end -= 1
        }
        return text(line.contentRange.lowerBound..<max(line.contentRange.lowerBound, end))
    }

    private func layoutItem(_ out: inout FormattedLine, marker: String, rest: Substring) {
        let (body, annotations) = AnnotationSplitter.split(String(rest))
        out.code = body.isEmpty ? marker : marker + " " + body
        out.annotations = annotations
    }

    private func layoutMeal(_ out: inout FormattedLine, _ content: String) {
        guard let colon = content.firstIndex(of: ":") else { return }
        let name = content[..<colon].trimmedOfBlanks
        let meal = MealType.lenient(name).map { $0.rawValue.lowercased() } ?? name
        let (body, annotations) = AnnotationSplitter.split(String(content[content.index(after: colon)...]))
        out.annotations = annotations
        if let (prefix, groups) = Self.quickAddSplit(body) {
            out.code = meal + ": " + prefix
            out.macros = groups
        } else {
            out.code = body.isEmpty ? meal + ":" : meal + ": " + body
        }
    }

    static func words(_ text: some StringProtocol) -> [String] {
        String(text).split(whereSeparator: { (c: Character) in c == " " || c == "\t" }).map(String.init)
    }

    /// `1.`, `-3.` or `-` and the text after it.
    static func stepMarker(_ content: String) -> (String, Substring) {
        var index = content.startIndex
        if index < content.endIndex, content[index] == "-" { index = content.index(after: index) }
        let digitsStart = index
        while index < content.endIndex, content[index].isASCII, content[index].isNumber { index = content.index(after: index) }
        if index > digitsStart, index < content.endIndex, content[index] == "." {
            let end = content.index(after: index)
            return (String(content[..<end]), content[end...])
        }
        if content.hasPrefix("-") { return ("-", content.dropFirst()) }
        return ("", Substring(content))
    }

    /// `- [ ]` / `- [x]` and the text after the checkbox.
    static func checkbox(_ content: String) -> (String, Substring) {
        var rest = content.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return ("-", content.dropFirst()) }
        let inside = rest[rest.index(after: rest.startIndex)..<close].trimmedOfBlanks
        rest = rest[rest.index(after: close)...]
        return (inside.isEmpty ? "- [ ]" : "- [\(inside.lowercased())]", rest)
    }

    /// The groups of a macros line: `calories 580`, `protein 42 g`...; nil
    /// when the text does not start with a macro keyword.
    static func macroGroups(_ text: some StringProtocol) -> [String]? {
        var groups: [[String]] = []
        for word in words(text) {
            if macroKeywords.contains(word) {
                groups.append([word])
            } else if groups.isEmpty {
                return nil
            } else {
                groups[groups.count - 1].append(word)
            }
        }
        return groups.isEmpty ? nil : groups.map { $0.joined(separator: " ") }
    }

    /// A quick-add's text before the word `calories` (outside quotes) and
    /// its macro groups.
    static func quickAddSplit(_ body: String) -> (String, [String])? {
        let chars = Array(body)
        var inQuote = false
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if inQuote {
                if c == "\\" { i += 1 } else if c == "\"" { inQuote = false }
            } else if c == "\"" {
                inQuote = true
            } else if (c == " " || c == "\t"), i + 9 <= chars.count, String(chars[i + 1..<i + 9]) == "calories" {
                let after = i + 9 < chars.count ? chars[i + 9] : " "
                if after == " " || after == "\t" || after.isNumber {
                    let prefix = String(chars[..<i]).trimmedOfBlanks
                    guard let groups = macroGroups(String(chars[(i + 1)...])) else { return nil }
                    return (prefix, groups)
                }
            }
            i += 1
        }
        return nil
    }
}
