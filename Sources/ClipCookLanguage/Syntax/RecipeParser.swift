import ClipCookCore

/// The lines of a recipe after its header: properties, then the sections
/// `caption`, `ingredients`, `steps` and `nutrition`.
///
/// The state lives in one struct (`RecipeBody`) that each line mutates in
/// place: one access to the class's stored property a line, instead of one
/// (dynamically checked) access for every field the line touches.
package final class RecipeParser: BodyParser {
    /// The state (`DocumentParser` takes it out and reads a recipe's lines
    /// into it directly).
    package private(set) var body: RecipeBody

    package init(title: String, keyword: Range<Int>) {
        body = RecipeBody(title: title, keyword: keyword)
    }

    package func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        try body.parse(&lexer, session)
    }

    package func finish(_ session: ParseSession) -> Document {
        body.finish(session)
    }
}

/// The first word of a recipe line, matched on the line's bytes: the
/// properties (`Keywords.recipeProperties`), the sections
/// (`Keywords.recipeSections`) and the macros (`Keywords.macros`), in
/// that order (a test checks each case against its spelling).
package enum RecipeWord: Int, CaseIterable {
    case id, category, servings, prep, cook, source, platform, thumbnail, tags
    case favourite, favorite, archived, created, updated, ai, rating, difficulty
    case caption, ingredients, steps, nutrition
    case calories, protein, carbs, fats

    package static let names = Keywords.recipeProperties + Keywords.recipeSections + Keywords.macros
    private static let table = ByteKeywords(names)

    /// The word spelt by `bytes[range]`, exactly.
    package static func at(_ bytes: [UInt8], _ range: Range<Int>) -> RecipeWord? {
        table.index(bytes, range).flatMap(RecipeWord.init(rawValue:))
    }

    /// The word as written in the language.
    package var name: String { RecipeWord.names[rawValue] }

    package var isProperty: Bool { rawValue < RecipeWord.caption.rawValue }
    package var isSection: Bool { rawValue >= RecipeWord.caption.rawValue && rawValue < RecipeWord.calories.rawValue }
    package var isMacro: Bool { rawValue >= RecipeWord.calories.rawValue }

    /// The property as the contract spells it (`favorite` is `favourite`).
    package var canonical: RecipeWord { self == .favorite ? .favourite : self }
}

/// Which of the recipe's properties and sections were written, and where
/// the first of each was (for "duplicate" errors, whose line is worked out
/// only when one is reported).
package struct RecipeClaims {
    private var written: UInt32 = 0
    private var firstOffsets = [Int](repeating: 0, count: RecipeWord.allCases.count)

    package func contains(_ word: RecipeWord) -> Bool { written & (1 << UInt32(word.rawValue)) != 0 }

    /// Throws when `word` was already written; records it otherwise.
    package mutating func claim(_ word: RecipeWord, _ range: Range<Int>, what: String, source: SourceFile) throws(LineError) {
        let k = word.rawValue
        if written & (1 << UInt32(k)) != 0 {
            throw LineError(
                "duplicate \(what) '\(word.name)'", range,
                notes: ["first written on line \(source.location(of: firstOffsets[k]).line)"])
        }
        written |= 1 << UInt32(k)
        firstOffsets[k] = range.lowerBound
    }
}

/// The state of a recipe being read, line by line.
package struct RecipeBody {
    package enum Section { case none, caption, ingredients, steps, nutrition }

    private var recipe: Recipe
    package let keyword: Range<Int>
    private var hasCategory = false
    private var explicitID = false
    private var claims = RecipeClaims()
    private var section = Section.none
    private var inSections = false
    private var caption: CaptionBlock?
    private var nutrition = MacroValues()
    private var nutritionHeader: Range<Int>?
    private var nutritionTotal = false
    /// A nutrition line failed: the missing values are not reported again.
    private var nutritionFailed = false

    package init(title: String, keyword: Range<Int>) {
        recipe = Recipe(id: "", title: title, category: .dinner)
        self.keyword = keyword
    }

    package mutating func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        guard let first = lexer.peek() else { throw LineError("empty line", start..<start) }
        if first == ByteClass.bar {
            guard section == .caption, caption != nil else {
                throw LineError(
                    "caption line outside a caption block", start..<start + 1,
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
                throw LineError(
                    "unexpected '\(Excerpt.of(lexer.text(lexer.nonBlankRun())))'", lexer.nonBlankRun(),
                    notes: ["numbered steps go in the 'steps' section"])
            }
            return try step(&lexer, session, line: start..<lexer.end)
        }
        let wordRange = lexer.readWord()
        if let b = lexer.peek(), !ByteClass.isBlank(b) || wordRange.isEmpty {
            let run = start..<lexer.nonBlankRun().upperBound
            throw LineError("unexpected '\(Excerpt.of(lexer.text(run)))'", run)
        }
        let word = RecipeWord.at(lexer.bytes, wordRange)
        if section == .nutrition, let word, word.isMacro {
            lexer.position = start
            do throws(LineError) {
                try lexer.readMacros(into: &nutrition)
                return LineOutcome(.macros, comment: try lexer.finish())
            } catch {
                nutritionFailed = true
                throw error
            }
        }
        if let word, word.isProperty {
            guard !inSections else {
                throw LineError("property '\(word.name)' must come before the sections", wordRange)
            }
            return try property(word, wordRange, &lexer, session)
        }
        if let word, word.isSection {
            return try sectionLine(word, wordRange, &lexer, session)
        }
        throw LineError.unknownKeyword(
            lexer.text(wordRange), wordRange, candidates: Keywords.recipeProperties + Keywords.recipeSections,
            property: !inSections && !lexer.atLineEnd)
    }

    private mutating func property(_ keyword: RecipeWord, _ wordRange: Range<Int>, _ lexer: inout Lexer, _ session: ParseSession) throws(LineError)
        -> LineOutcome
    {
        let word = keyword.name
        let property = keyword.canonical
        let name = property.name
        try claims.claim(property, wordRange, what: "property", source: session.source)
        var comment: Range<Int>?
        func text(_ path: SourceField) throws(LineError) -> String {
            let read = try lexer.readTextValue("value of '\(word)'")
            session.record(path, read.range)
            comment = read.comment
            return read.value
        }
        switch property {
        case .id:
            recipe.id = try text(.id)
            explicitID = true
        case .category:
            let read = try lexer.readEnumValue(RecipeCategory.self, "category")
            recipe.category = read.value
            hasCategory = true
            session.record(.category, read.range)
            comment = read.comment
        case .servings:
            let read = try lexer.readIntegerValue("servings")
            recipe.servings = read.value
            session.record(.servings, read.range)
            comment = read.comment
        case .prep: recipe.prepTime = try text(.prepTime)
        case .cook: recipe.cookTime = try text(.cookTime)
        case .source: recipe.sourceUrl = try text(.sourceUrl)
        case .thumbnail: recipe.thumbnail = try text(.thumbnail)
        case .platform:
            let read = try lexer.readEnumValue(SourcePlatform.self, "platform")
            recipe.sourcePlatform = read.value
            session.record(.sourcePlatform, read.range)
            comment = read.comment
        case .tags:
            lexer.skipBlanks()
            let start = lexer.position
            // Room for every tag at once: at most one more than the commas.
            recipe.tags.reserveCapacity(RecipeBody.commas(lexer.bytes, start..<lexer.end) + 1)
            repeat {
                if !recipe.tags.isEmpty { lexer.position += 1 }
                let (tag, range) = try lexer.readText(BareStops(comma: true), what: "tag")
                session.record(SourcePath(.tags, recipe.tags.count), range)
                recipe.tags.append(tag)
                lexer.skipBlanks()
            } while lexer.peek() == ByteClass.comma
            comment = try lexer.finish(after: "the tags")
            session.record(.tags, start..<(comment?.lowerBound ?? lexer.end))
        case .favourite, .archived:
            comment = try lexer.finish(after: "'\(word)'")
            if property == .favourite { recipe.isFavourite = true } else { recipe.isArchived = true }
            session.record(property == .favourite ? .isFavourite : .isArchived, wordRange)
        case .created, .updated:
            let read = try lexer.readTimestampValue("timestamp")
            if property == .created { recipe.createdAt = read.value } else { recipe.updatedAt = read.value }
            session.record(property == .created ? .createdAt : .updatedAt, read.range)
            comment = read.comment
        case .rating:
            let read = try lexer.readRatingValue()
            recipe.rating = read.value
            session.record(.rating, read.range)
            comment = read.comment
        case .difficulty:
            let read = try lexer.readEnumValue(RecipeDifficulty.self, "difficulty")
            recipe.difficulty = read.value
            session.record(.difficulty, read.range)
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

    private mutating func sectionLine(_ keyword: RecipeWord, _ wordRange: Range<Int>, _ lexer: inout Lexer, _ session: ParseSession) throws(LineError)
        -> LineOutcome
    {
        let word = keyword.name
        try claims.claim(keyword, wordRange, what: "section", source: session.source)
        section = .none
        inSections = true
        var comment: Range<Int>?
        switch keyword {
        case .caption:
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
        case .ingredients:
            section = .ingredients
            comment = try lexer.finish(after: "'ingredients'")
            if session.itemCheck == nil {
                recipe.ingredients.reserveCapacity(SectionItems.count(lexer.bytes, after: lexer.end, numbered: false))
            }
        case .steps:
            section = .steps
            comment = try lexer.finish(after: "'steps'")
            if session.itemCheck == nil { recipe.steps.reserveCapacity(SectionItems.count(lexer.bytes, after: lexer.end, numbered: true)) }
        default:
            section = .nutrition
            nutritionHeader = wordRange
            session.record(.nutrition, wordRange)
            lexer.skipBlanks()
            if lexer.startsWithWord(RecipeBody.total) {
                lexer.position += 5
                nutritionTotal = true
            } else if lexer.startsWithWord(RecipeBody.per) {
                lexer.position += 3
                lexer.skipBlanks()
                guard lexer.startsWithWord(RecipeBody.serving) else {
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

    /// How many `,` are in `bytes[range]` (a range inside the array).
    package static func commas(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var count = 0
        for k in range where bytes[k] == ByteClass.comma { count += 1 }
        return count
    }

    /// What the body keeps in place of the recipe it hands over (a copy of
    /// one made once, instead of a new recipe made for each file).
    private static let handedOver = Recipe(id: "", title: "", category: .dinner)

    private static let total = Array("total".utf8)
    private static let per = Array("per".utf8)
    private static let serving = Array("serving".utf8)

    private mutating func ingredient(_ lexer: inout Lexer, _ session: ParseSession, line: Range<Int>) throws(LineError) -> LineOutcome {
        var item = try IngredientLine.read(&lexer)
        let index = session.itemCheck?.ingredientsRead ?? recipe.ingredients.count
        if session.recordsItems {
            let path = SourcePath(.ingredients, index)
            session.record(path, line.lowerBound..<DocumentParser.trimEnd(lexer.bytes, line.lowerBound, item.comment?.lowerBound ?? line.upperBound))
            session.record(path + .amount, item.amountRange)
            session.record(path + .name, item.nameRange)
            if let r = item.notesRange { session.record(path + .notes, r) }
            if let r = item.idRange { session.record(path + .id, r) }
            if let r = item.foodRange { session.record(path + .food, r) }
        }
        // Room for a usual list at once, instead of growing it 1, 2, 4, 8.
        if recipe.ingredients.isEmpty { recipe.ingredients.reserveCapacity(8) }
        let comment = item.comment
        if let check = session.itemCheck {
            check.read(item.takeIngredient(position: index))
        } else {
            recipe.ingredients.append(item.takeIngredient(position: index))
        }
        return LineOutcome(.ingredient, comment: comment, itemIndex: index)
    }

    private mutating func step(_ lexer: inout Lexer, _ session: ParseSession, line: Range<Int>) throws(LineError) -> LineOutcome {
        var item = try StepLine.read(&lexer)
        let index = session.itemCheck?.stepsRead ?? recipe.steps.count
        if session.recordsItems {
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
        }
        if recipe.steps.isEmpty { recipe.steps.reserveCapacity(8) }
        let comment = item.comment
        if let check = session.itemCheck {
            check.read(item.takeStep(position: index))
        } else {
            recipe.steps.append(item.takeStep(position: index))
        }
        return LineOutcome(.step, comment: comment, itemIndex: index)
    }

    package mutating func finish(_ session: ParseSession) -> Document {
        if !hasCategory, !claims.contains(.category), !session.failedKeywords.contains("category") {
            session.error(
                "missing category (\(Keywords.choices(RecipeCategory.allCases.map { Keywords.spelling($0) })))", keyword,
                notes: ["add a line such as 'category dinner' after the title"])
        }
        if !explicitID { recipe.id = DerivedID.recipe(title: recipe.title) }
        if let caption { recipe.caption = caption.text }
        if let header = nutritionHeader {
            let missing = nutrition.missing
            if !missing.isEmpty, !nutritionFailed {
                session.error(
                    "missing \(Keywords.choices(missing)) in nutrition", header,
                    notes: ["write 'calories N protein N carbs N fats N'"])
            }
            for (k, name) in Keywords.macros.enumerated() {
                if let entry = nutrition.values[slot: k] { session.record(SourcePath(.nutrition), macro: name, entry.range) }
            }
            var values = Keywords.macros.indices.map { nutrition.values[slot: $0]?.value ?? 0 }
            if nutritionTotal { values = values.map { NutritionTotal.perServing($0, servings: recipe.servings) } }
            recipe.nutrition = Nutrition(calories: values[0], protein: values[1], carbs: values[2], fats: values[3])
        }
        // Moved out (the body is done with it), not copied.
        return .recipe(exchange(&recipe, with: RecipeBody.handedOver))
    }
}
