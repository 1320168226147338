import ClipCookCore

/// Turns each syntax line into a `FormattedLine`: indentation by kind,
/// spacing after keywords and markers normalised, enum values and meal names
/// in their canonical case, everything the user wrote as a value kept.
package struct LineLayout {
    package let tree: SyntaxTree

    package static let macroKeywords: Set<String> = ["calories", "protein", "carbs", "fats"]
    /// Properties whose value is an enum (case-insensitive in the language).
    package static let enumProperties: Set<String> = ["category", "platform", "units", "status", "color", "dark-mode", "premium"]

    /// Every line laid out, in file order.
    package func lines() -> [FormattedLine] {
        var result: [FormattedLine] = []
        forEachLine { _, line in result.append(line) }
        return result
    }

    /// Lays out each line in file order and hands it to `body` with its
    /// index in the tree, one at a time (caption lines indented under
    /// their caption).
    package func forEachLine(_ body: (Int, FormattedLine) -> Void) {
        var documentKind: DocumentKind?
        var captionIndent = 0
        for (index, line) in tree.lines.enumerated() {
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
            body(index, formatted)
        }
    }

    /// The line at `index` laid out again: for a comment line, which needs
    /// nothing but itself, what `forEachLine` gave for it.
    package func line(at index: Int) -> FormattedLine {
        layout(tree.lines[index], in: nil)
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
            out.code = keywordLine(line)
        case .property(let key):
            out.code = keywordLine(line, lowercaseValue: LineLayout.enumProperties.contains(key))
        case .section(let name):
            out.indent = document == .inbox ? 2 : 0
            out.code = name == "nutrition" ? Self.words(content).joined(separator: " ") : keywordLine(line)
        case .captionLine:
            out.code = captionText(line)
            out.isVerbatim = true
        case .ingredient, .step, .shoppingItem, .meal:
            if let parts = ItemParts.read(line, in: tree) {
                out.code = parts.code
                out.annotations = parts.annotations
                out.macros = parts.macros
            }
        case .macros:
            if let groups = Self.macroGroups(content) {
                out.code = ""
                out.macros = groups
            }
        case .lintRule:
            out.code = lintRule(line) ?? content
        case .mealTime:
            out.code = Self.words(content).joined(separator: " ")
        case .aisle:
            out.indent = 0
            out.code = keywordLine(line, lowercaseValue: true)
        case .pantryItem, .aisleItem:
            // `- ` then the item as written; a pantry item's expiry after two spaces.
            out.code = "- " + String(content.dropFirst()).trimmedOfBlanks
            if line.kind == .pantryItem, let expiry = pantryExpiry(line) { out.code = expiry }
        case .food:
            out.indent = 0
            if let parts = FoodsLayout.food(line, in: tree) {
                out.code = parts.code
                out.macros = parts.macros
            }
        case .portion:
            out.code = FoodsLayout.portion(line, in: tree) ?? content
        case .price:
            out.code = FoodsLayout.price(line, in: tree) ?? content
        case .slotCategories:
            out.code = SettingsLayout.slotCategories(content)
        case .invalid:
            out.code = content
        }
        return out
    }

    /// A pantry item with an expiry: `- AMOUNT NAME` as written, two spaces,
    /// `expires DATE`; nil for one without.
    private func pantryExpiry(_ line: SyntaxLine) -> String? {
        var lexer = Lexer(content: line, in: tree)
        guard lexer.peek() == ByteClass.dash else { return nil }
        let dash = lexer.position
        lexer.position += 1
        guard let read = try? PantryLine.read(&lexer), let keyword = read.expiresKeyword, let date = read.expiresRange else { return nil }
        let item = lexer.text(dash + 1..<keyword.lowerBound).trimmedOfBlanks
        return "- " + item + "  expires " + lexer.text(date)
    }

    /// `KEYWORD VALUE`: one space after the keyword, the value as written.
    /// Split on bytes as the lexer reads them (a blank followed by a
    /// combining mark is one Swift `Character`, but still a blank).
    private func keywordLine(_ line: SyntaxLine, lowercaseValue: Bool = false) -> String {
        var lexer = Lexer(content: line, in: tree)
        let keyword = lexer.text(lexer.readWord())
        lexer.skipBlanks()
        guard !lexer.atEnd else { return keyword }
        let value = lexer.text(lexer.position..<lexer.end)
        return keyword + " " + (lowercaseValue ? Self.enumValue(value) : value)
    }

    /// A bare enum value in lowercase (enum values are case-insensitive);
    /// anything else, a quoted value included, as written.
    package static func enumValue(_ value: String) -> String {
        value.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_" || $0 == " ") }) ? value.lowercased() : value
    }

    private func captionText(_ line: SyntaxLine) -> String {
        var end = line.fullRange.upperBound
        let bytes = tree.source.bytes
        while end > line.contentRange.lowerBound, end <= bytes.count, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
            end -= 1
        }
        return text(line.contentRange.lowerBound..<max(line.contentRange.lowerBound, end))
    }

    /// `RULE LEVEL`: the rule as written (read as the settings parser reads
    /// it, so a quoted rule keeps its blanks), the level in lowercase.
    private func lintRule(_ line: SyntaxLine) -> String? {
        var lexer = Lexer(content: line, in: tree)
        guard let rule = try? SettingsParser.ruleName(&lexer),
            let level = try? lexer.readEnumValue(RuleLevel.self, "rule level")
        else { return nil }
        return text(rule.range) + " " + Self.enumValue(text(level.range))
    }

    package static func words(_ text: some StringProtocol) -> [String] {
        String(text).split(whereSeparator: { (c: Character) in c == " " || c == "\t" }).map(String.init)
    }

    /// The groups of a macros line: `calories 580`, `protein 42 g`...; nil
    /// when the text does not start with a macro keyword.
    package static func macroGroups(_ text: some StringProtocol) -> [String]? {
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
}
