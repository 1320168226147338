/// The lines of a recipe after its header: properties, then the sections
/// `caption`, `ingredients`, `steps` and `nutrition`.
final class RecipeParser: BodyParser {
    enum Section { case none, caption, ingredients, steps, nutrition }

    private var recipe: Recipe
    let keyword: Range<Int>
    private var hasCategory = false
    private var explicitID = false
    private var properties = PropertyLog()
    private var sections = PropertyLog()
    private var section = Section.none
    private var inSections = false
    private var caption: CaptionBlock?
    private var ingredientIDs: [String?] = []
    private var steps: [(line: StepLine, id: String?)] = []
    private var nutrition = MacroValues()
    private var nutritionHeader: Range<Int>?
    private var nutritionTotal = false
    /// A nutrition line failed: the missing values are not reported again.
    private var nutritionFailed = false

    init(title: String, keyword: Range<Int>) {
        recipe = Recipe(id: "", title: title, category: .dinner)
        self.keyword = keyword
    }

    func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        guard let first = lexer.peek() else { throw LineError("empty line", start..<start) }
        if first == ByteClass.bar {
            guard section == .caption, caption != nil else {
                throw LineError("caption line outside a caption block", start..<start + 1,
                                notes: ["start the block with a 'caption' line"])
            }
            caption?.lines.append(CaptionBlock.lineText(lexer))
            return LineOutcome(.captionLine, comment: nil)
        }
        if first == ByteClass.dash, lexer.peek(1).map(ByteClass.isBlank) ?? true {
            lexer.position += 1
            switch section {
            case .ingredients: return try ingredient(&lexer, session, line: start..<lexer.end)
            case .steps:
                lexer.position = start
                return try step(&lexer, session, line: start..<lexer.end)
            default:
                throw LineError("list item outside 'ingredients' or 'steps'", start..<start + 1)
            }
        }
        if ByteClass.isDigit(first) || first == ByteClass.dash {
            guard section == .steps else {
                throw LineError("unexpected '\(Excerpt.of(lexer.text(lexer.nonBlankRun())))'", lexer.nonBlankRun(),
                                notes: ["numbered steps go in the 'steps' section"])
            }
            return try step(&lexer, session, line: start..<lexer.end)
        }
        let wordRange = lexer.readWord()
        let word = lexer.text(wordRange)
        if let b = lexer.peek(), !ByteClass.isBlank(b) || wordRange.isEmpty {
            let run = start..<lexer.nonBlankRun().upperBound
            throw LineError("unexpected '\(Excerpt.of(lexer.text(run)))'", run)
        }
        if section == .nutrition, Keywords.macros.contains(word) {
            lexer.position = start
            do throws(LineError) {
                try lexer.readMacros(into: &nutrition)
                return LineOutcome(.macros, comment: try lexer.finish())
            } catch {
                nutritionFailed = true
                throw error
            }
        }
        if Keywords.recipeProperties.contains(word) {
            guard !inSections else {
                throw LineError("property '\(word)' must come before the sections", wordRange)
            }
            return try property(word, wordRange, &lexer, session)
        }
        if Keywords.recipeSections.contains(word) {
            return try sectionLine(word, wordRange, &lexer, session)
        }
        throw LineError.unknownKeyword(word, wordRange, candidates: Keywords.recipeProperties + Keywords.recipeSections,
                                       property: !inSections && !lexer.atLineEnd)
    }

    private func line(_ session: ParseSession, _ range: Range<Int>) -> Int {
        session.source.location(of: range.lowerBound).line
    }

    private func property(_ word: String, _ wordRange: Range<Int>, _ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let name = word == "favorite" ? "favourite" : word
        try properties.claim(name, line: line(session, wordRange), range: wordRange, what: "property")
        var comment: Range<Int>?
        func text(_ path: SourceField) throws(LineError) -> String {
            let read = try lexer.readTextValue("value of '\(word)'")
            session.record(path, read.range)
            comment = read.comment
            return read.value
        }
        switch name {
        case "id":
            recipe.id = try text(.id)
            explicitID = true
        case "category":
            let read = try lexer.readEnumValue(RecipeCategory.self, "category")
            recipe.category = read.value
            hasCategory = true
            session.record(.category, read.range)
            comment = read.comment
        case "servings":
            let read = try lexer.readIntegerValue("servings")
            recipe.servings = read.value
            session.record(.servings, read.range)
            comment = read.comment
        case "prep": recipe.prepTime = try text(.prepTime)
        case "cook": recipe.cookTime = try text(.cookTime)
        case "source": recipe.sourceUrl = try text(.sourceUrl)
        case "thumbnail": recipe.thumbnail = try text(.thumbnail)
        case "platform":
            let read = try lexer.readEnumValue(SourcePlatform.self, "platform")
            recipe.sourcePlatform = read.value
            session.record(.sourcePlatform, read.range)
            comment = read.comment
        case "tags":
            lexer.skipBlanks()
            let start = lexer.position
            repeat {
                if !recipe.tags.isEmpty { lexer.position += 1 }
                let (tag, range) = try lexer.readText(BareStops(comma: true), what: "tag")
                session.record(SourcePath(.tags, recipe.tags.count), range)
                recipe.tags.append(tag)
                lexer.skipBlanks()
            } while lexer.peek() == ByteClass.comma
            comment = try lexer.finish(after: "the tags")
            session.record(.tags, start..<(comment?.lowerBound ?? lexer.end))
        case "favourite", "archived":
            comment = try lexer.finish(after: "'\(word)'")
            if name == "favourite" { recipe.isFavourite = true } else { recipe.isArchived = true }
            session.record(name == "favourite" ? .isFavourite : .isArchived, wordRange)
        case "created", "updated":
            let read = try lexer.readTimestampValue("timestamp")
            if name == "created" { recipe.createdAt = read.value } else { recipe.updatedAt = read.value }
            session.record(name == "created" ? .createdAt : .updatedAt, read.range)
            comment = read.comment
        default:
            lexer.skipBlanks()
            let start = lexer.position
            if lexer.atLineEnd { throw LineError("missing value of 'ai'", start..<start) }
            recipe.aiMeta = try JSONText.read(&lexer)
            session.record(.aiMeta, start..<lexer.position)
            comment = try lexer.finish(after: "the JSON value")
        }
        return LineOutcome(.property(name), comment: comment)
    }

    private func sectionLine(_ word: String, _ wordRange: Range<Int>, _ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        try sections.claim(word, line: line(session, wordRange), range: wordRange, what: "section")
        section = .none
        inSections = true
        var comment: Range<Int>?
        switch word {
        case "caption":
            section = .caption
            if lexer.atLineEnd {
                caption = CaptionBlock(range: wordRange)
                comment = try lexer.finish()
                session.record(.caption, wordRange)
            } else {
                let read = try lexer.readTextValue("caption")
                recipe.caption = read.value
                comment = read.comment
                session.record(.caption, read.range)
                section = .none
            }
        case "ingredients":
            section = .ingredients
            comment = try lexer.finish(after: "'ingredients'")
        case "steps":
            section = .steps
            comment = try lexer.finish(after: "'steps'")
        default:
            section = .nutrition
            nutritionHeader = wordRange
            session.record(.nutrition, wordRange)
            lexer.skipBlanks()
            if lexer.startsWithWord(Array("total".utf8)) {
                lexer.position += 5
                nutritionTotal = true
            } else if lexer.startsWithWord(Array("per".utf8)) {
                lexer.position += 3
                lexer.skipBlanks()
                guard lexer.startsWithWord(Array("serving".utf8)) else {
                    throw LineError("expected 'per serving' or 'total' after 'nutrition'", lexer.nonBlankRun())
                }
                lexer.position += 7
            }
            do {
                comment = try lexer.finish(after: "'nutrition'")
            } catch {
                throw LineError("expected 'per serving' or 'total' after 'nutrition'", error.range)
            }
        }
        return LineOutcome(.section(word), comment: comment)
    }

    private func ingredient(_ lexer: inout Lexer, _ session: ParseSession, line: Range<Int>) throws(LineError) -> LineOutcome {
        let item = try IngredientLine.read(&lexer)
        let index = recipe.ingredients.count
        let path = SourcePath(.ingredients, index)
        session.record(path, line.lowerBound..<DocumentParser.trimEnd(lexer.bytes, line.lowerBound, item.comment?.lowerBound ?? line.upperBound))
        session.record(path + .amount, item.amountRange)
        session.record(path + .name, item.nameRange)
        if let r = item.notesRange { session.record(path + .notes, r) }
        if let r = item.idRange { session.record(path + .id, r) }
        if let r = item.foodRange { session.record(path + .food, r) }
        recipe.ingredients.append(Ingredient(id: "", name: item.name, amount: item.amount, notes: item.notes, food: item.food))
        ingredientIDs.append(item.id)
        return LineOutcome(.ingredient, comment: item.comment, itemIndex: index)
    }

    private func step(_ lexer: inout Lexer, _ session: ParseSession, line: Range<Int>) throws(LineError) -> LineOutcome {
        let item = try StepLine.read(&lexer)
        let index = steps.count
        let path = SourcePath(.steps, index)
        session.record(path, line.lowerBound..<DocumentParser.trimEnd(lexer.bytes, line.lowerBound, item.comment?.lowerBound ?? line.upperBound))
        if let r = item.orderRange { session.record(path + .order, r) }
        session.record(path + .text, item.textRange)
        if let r = item.idRange { session.record(path + .id, r) }
        for (k, ranges) in item.timerRanges.enumerated() {
            session.record(path.appending(.timers, k), ranges.whole)
            session.record(path.appending(.timers, k) + .seconds, ranges.seconds)
            if let l = ranges.label { session.record(path.appending(.timers, k) + .label, l) }
        }
        steps.append((item, item.id))
        return LineOutcome(.step, comment: item.comment, itemIndex: index)
    }

    func finish(_ session: ParseSession) -> Document {
        if !hasCategory, !properties.contains("category"), !session.failedKeywords.contains("category") {
            session.error("missing category (\(Keywords.choices(RecipeCategory.allCases.map { Keywords.spelling($0) })))", keyword,
                          notes: ["add a line such as 'category dinner' after the title"])
        }
        if !explicitID { recipe.id = DerivedID.recipe(title: recipe.title) }
        if let caption { recipe.caption = caption.text }
        for k in recipe.ingredients.indices {
            recipe.ingredients[k].id = ingredientIDs[k] ?? DerivedID.ingredient(position: k)
        }
        recipe.steps = steps.enumerated().map { k, entry in
            Step(id: entry.id ?? DerivedID.step(position: k), order: entry.line.order ?? k + 1,
                 text: entry.line.text, timers: entry.line.timers)
        }
        if let header = nutritionHeader {
            let missing = nutrition.missing
            if !missing.isEmpty, !nutritionFailed {
                session.error("missing \(Keywords.choices(missing)) in nutrition", header,
                              notes: ["write 'calories N protein N carbs N fats N'"])
            }
            for name in Keywords.macros {
                if let entry = nutrition.values[name] { session.record(SourcePath(.nutrition), macro: name, entry.range) }
            }
            var values = Keywords.macros.map { nutrition.value($0) }
            if nutritionTotal { values = values.map { NutritionTotal.perServing($0, servings: recipe.servings) } }
            recipe.nutrition = Nutrition(calories: values[0], protein: values[1], carbs: values[2], fats: values[3])
        }
        return .recipe(recipe)
    }
}

/// `nutrition total`: values for the whole recipe, divided by the servings, rounded half up.
enum NutritionTotal {
    static func perServing(_ total: Int, servings: Int) -> Int {
        let s = max(servings, 1)
        var q = total / s
        var r = total % s
        if r < 0 {
            q -= 1
            r += s
        }
        return r >= s - r ? q + 1 : q
    }
}
