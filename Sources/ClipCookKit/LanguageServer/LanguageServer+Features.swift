import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

extension LanguageServer {
    // MARK: Formatting

    func formatting(_ params: JSONValue) -> JSONValue {
        guard let (_, document) = document(params),
            let text = FoodTable.$scopedOwnFoods.withValue(
                ownFoods(around: document.path),
                operation: {
                    try? Formatter.format(SourceFile(path: document.path, bytes: document.bytes))
                }),
            Array(text.utf8) != document.bytes
        else { return .array([]) }
        let positions = TextPositions(document.bytes)
        return .array([.object(["range": positions.range(0..<document.bytes.count), "newText": .string(text)])])
    }

    // MARK: Code actions

    func codeActions(_ params: JSONValue) -> JSONValue {
        guard let (uri, document) = document(params) else { return .array([]) }
        let positions = TextPositions(document.bytes)
        let start = params["range"]?["start"]
        let end = params["range"]?["end"]
        let from = positions.offset(line: start?["line"]?.int ?? 0, character: start?["character"]?.int ?? 0)
        let to = positions.offset(line: end?["line"]?.int ?? Int.max / 2, character: end?["character"]?.int ?? 0)
        let lineOfFrom = positions.position(of: from)["line"]?.int ?? 0
        let lineOfTo = positions.position(of: to)["line"]?.int ?? 0
        var actions: [JSONValue] = []
        for problem in problems(in: document) {
            guard let fix = problem.fix, let range = problem.diagnostic.range else { continue }
            let line = range.start.line - 1
            guard line >= lineOfFrom, line <= lineOfTo else { continue }
            let edits = fix.edits.map { edit in
                JSONValue.object(["range": positions.range(edit.range), "newText": .string(edit.replacement)])
            }
            actions.append(
                .object([
                    "title": .string(fix.description),
                    "kind": .string("quickfix"),
                    "diagnostics": .array([lspDiagnostic(problem.diagnostic, document)]),
                    "edit": .object(["changes": .object([uri: .array(edits)])]),
                ]))
        }
        return .array(actions)
    }

    // MARK: Completion

    func completion(_ params: JSONValue) -> JSONValue {
        guard let (_, document) = document(params), let position = params["position"] else { return .array([]) }
        let positions = TextPositions(document.bytes)
        let line = position["line"]?.int ?? 0
        let offset = positions.offset(line: line, character: position["character"]?.int ?? 0)
        // A client may send any line, negative included: offset(line:character:) clamps it, and so must this.
        let lineStart = positions.lineStarts.indices.contains(line) ? positions.lineStarts[line] : (line < 0 ? 0 : document.bytes.count)
        let prefix = String(decoding: document.bytes[min(lineStart, offset)..<offset], as: UTF8.self)
        let words = prefix.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let typingWord = !(prefix.last.map { $0 == " " } ?? true)
        let before = typingWord ? Array(words.dropLast()) : words
        let kind =
            Language.parse(SourceFile(path: document.path, bytes: document.bytes)).document?.kind
            ?? Self.kind(byName: document.path)
        let ids = collection(around: document.path)?.recipeEntries.map(\.recipe.id) ?? []
        var items: [(String, Int)] = []  // label, LSP CompletionItemKind
        let slots = MealType.allCases.map { $0.rawValue.lowercased() }
        switch kind {
        case .plan?:
            if prefix.contains(":") {
                if before.count <= 1 || before.last?.hasSuffix(":") == true {
                    items = ids.map { ($0, 18) } + ["quick", "food", "none"].map { ($0, 14) }
                }
            } else if before.isEmpty {
                items = slots.map { ($0 + ":", 14) } + [("day", 14)]
            }
        case .shoppingList?:
            if before.last == "[recipe" { items = ids.map { ($0, 18) } }
        case .recipe?:
            if before == ["category"] {
                items = RecipeCategory.allCases.map { ($0.rawValue.lowercased(), 20) }
            } else if before == ["platform"] {
                items = SourcePlatform.allCases.map { ($0.rawValue, 20) }
            } else if before.first == "-", before.count >= 2, Amount(before.dropFirst().joined(separator: " ")) != nil {
                items = Self.unitNames.map { ($0, 11) }
            } else if before.isEmpty {
                items = (Keywords.recipeProperties + Keywords.recipeSections + ["recipe"]).map { ($0, 14) }
            }
        case .settings?:
            if before == ["units"] {
                items = ["metric", "imperial"].map { ($0, 20) }
            } else if before.isEmpty {
                items = (Keywords.settingsProperties + Keywords.settingsSections + ["settings"]).map { ($0, 14) }
            }
        default:
            if before.isEmpty { items = Keywords.headers.map { ($0, 14) } }
        }
        return .array(items.map { label, kind in .object(["label": .string(label), "kind": .int(kind)]) })
    }

    static let unitNames = ["g", "kg", "ml", "l", "tsp", "tbsp", "cup", "cups", "oz", "lb", "fl oz", "pinch", "clove", "cloves", "can", "slice"]

    static func kind(byName path: String) -> DocumentKind? {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".recipe") { return .recipe }
        if name.hasSuffix(".plan") { return .plan }
        if name == "shopping.list" || name.hasSuffix(".list") { return .shoppingList }
        if name == "settings" || name.hasSuffix(".settings") { return .settings }
        return nil
    }

    // MARK: Hover and definition

    /// The recipe id under the cursor (a plan's meal or a list's `[recipe ...]`) and its entry.
    func recipeReference(_ params: JSONValue) -> (KitchenCollection.RecipeFile, Range<Int>, OpenDocument)? {
        guard let (_, document) = document(params), let position = params["position"] else { return nil }
        let positions = TextPositions(document.bytes)
        let offset = positions.offset(line: position["line"]?.int ?? 0, character: position["character"]?.int ?? 0)
        func isIdByte(_ b: UInt8) -> Bool {
            b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x2D || b == 0x2E || b == 0x5F || b == 0x7E
        }
        var start = offset
        while start > 0, isIdByte(document.bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < document.bytes.count, isIdByte(document.bytes[end]) { end += 1 }
        guard start < end else { return nil }
        let word = String(decoding: document.bytes[start..<end], as: UTF8.self)
        guard let entry = collection(around: document.path)?.recipe(id: word) else { return nil }
        return (entry, start..<end, document)
    }

    func hover(_ params: JSONValue) -> JSONValue {
        guard let (entry, range, document) = recipeReference(params) else { return .null }
        let recipe = entry.recipe
        var lines = ["**\(recipe.title)** — \(recipe.category.rawValue.lowercased()), serves \(recipe.servings)"]
        if let n = recipe.nutrition {
            lines.append("per serving: \(n.calories) kcal, protein \(n.protein) g, carbs \(n.carbs) g, fats \(n.fats) g")
        } else {
            lines.append("no nutrition stated")
        }
        lines.append(entry.file.relativePath)
        return .object([
            "contents": .object(["kind": .string("markdown"), "value": .string(lines.joined(separator: "\n\n"))]),
            "range": TextPositions(document.bytes).range(range),
        ])
    }

    func definition(_ params: JSONValue) -> JSONValue {
        guard let (entry, _, _) = recipeReference(params) else { return .null }
        let zero = JSONValue.object(["line": .int(0), "character": .int(0)])
        return .object([
            "uri": .string(Self.uri(of: entry.file.absolutePath)),
            "range": .object(["start": zero, "end": zero]),
        ])
    }

    // MARK: Symbols

    func symbols(_ params: JSONValue) -> JSONValue {
        guard let (_, document) = document(params) else { return .array([]) }
        let parsed = Language.parse(SourceFile(path: document.path, bytes: document.bytes))
        let positions = TextPositions(document.bytes)
        func symbol(_ name: String, _ kind: Int, _ line: SyntaxLine, children: [JSONValue] = []) -> JSONValue {
            let range = positions.range(line.contentRange)
            var object: [String: JSONValue] = [
                "name": .string(name.isEmpty ? "-" : name), "kind": .int(kind), "range": range, "selectionRange": range,
            ]
            if !children.isEmpty { object["children"] = .array(children) }
            return .object(object)
        }
        func text(_ line: SyntaxLine) -> String {
            parsed.tree.text(line.contentRange).trimmingCharacters(in: .whitespaces)
        }
        var result: [JSONValue] = []
        var day: (SyntaxLine, [JSONValue])?
        var section: (SyntaxLine, [JSONValue])?
        func closeDay() {
            if let (line, meals) = day { result.append(symbol(text(line), 3, line, children: meals)) }
            day = nil
        }
        func closeSection() {
            if let (line, items) = section { result.append(symbol(text(line), 2, line, children: items)) }
            section = nil
        }
        for line in parsed.tree.lines {
            switch line.kind {
            case .header:
                result.append(symbol(text(line), 5, line))
            case .day:
                closeDay()
                day = (line, [])
            case .meal:
                day?.1.append(symbol(text(line), 24, line))
            case .section:
                closeSection()
                section = (line, [])
            case .ingredient, .step, .shoppingItem:
                if section != nil {
                    section?.1.append(symbol(text(line), line.kind == .step ? 24 : 13, line))
                } else {
                    result.append(symbol(text(line), 13, line))
                }
            default:
                continue
            }
        }
        closeDay()
        closeSection()
        return .array(result)
    }
}
