import ClipCookCore

/// `MEAL: CONTENT [id ID] [created TIMESTAMP]`: what one meal line of a plan says.
package struct MealLine {
    package var meal: MealType
    package var mealRange: Range<Int>
    package var recipeId: String?
    package var recipeIdRange: Range<Int>?
    package var servings: Double?
    package var servingsRange: Range<Int>?
    package var quickAdd: QuickAddItem?
    package var quickRange: Range<Int>?
    package var quickName: Range<Int>?
    package var macros = MacroValues()
    package var id: String?
    package var idRange: Range<Int>?
    package var createdAt: Timestamp?
    package var createdRange: Range<Int>?
    package var food: FoodPortion?
    package var foodRange: Range<Int>?
    package var note: String?
    package var noteRange: Range<Int>?
    package var eaten = false
    package var eatenRange: Range<Int>?
    /// The trailing annotations, as read.
    package var annotations: [Annotation] = []
    package var comment: Range<Int>?

    /// The colon that ends the meal name, if the line has one before any comment.
    package static func colon(in lexer: Lexer) -> Int? {
        var i = lexer.position
        while i < lexer.end {
            if lexer.bytes[i] == ByteClass.colon { return i }
            if lexer.isCommentStart(at: i) || lexer.bytes[i] == ByteClass.quote { return nil }
            i += 1
        }
        return nil
    }

    package static let quickWord = Array("quick".utf8)
    package static let noneWord = Array("none".utf8)
    package static let caloriesWord = Array("calories".utf8)
    package static let foodWord = Array("food".utf8)

    package static func read(_ lexer: inout Lexer, colon: Int) throws(LineError) -> MealLine {
        let nameStart = lexer.position
        let nameEnd = DocumentParser.trimEnd(lexer.bytes, nameStart, colon)
        let name = lexer.text(nameStart..<nameEnd)
        guard let meal = MealType.lenient(name) else {
            throw LineError(
                "unknown meal '\(Excerpt.of(name))'", nameStart..<max(nameEnd, nameStart + 1),
                notes: Suggestion.notes(for: name, in: Keywords.mealNames)
                    + ["expected \(Keywords.choices(Keywords.mealNames))"])
        }
        lexer.position = colon + 1
        var line = MealLine(meal: meal, mealRange: nameStart..<nameEnd)
        lexer.skipBlanks()
        let contentStart = lexer.position
        var none = false
        if lexer.startsWithWord(noneWord) {
            lexer.position += noneWord.count
            none = true
        } else {
            if !MealLine.startsFood(lexer) { try line.readReference(&lexer) }
            lexer.skipBlanks()
            if lexer.startsWithWord(quickWord) {
                try line.readQuick(&lexer)
            } else if MealLine.startsFood(lexer) {
                try line.readFood(&lexer)
            }
        }
        line.annotations = try lexer.readAnnotations(Keywords.mealAnnotations)
        for annotation in line.annotations {
            if annotation.keyword == "id" {
                line.id = annotation.text
                line.idRange = annotation.valueRange
            } else if annotation.keyword == "note" {
                line.note = annotation.text
                line.noteRange = annotation.valueRange
            } else if annotation.keyword == "eaten" {
                line.eaten = true
                line.eatenRange = annotation.range
            } else {
                line.createdAt = annotation.text.flatMap(Timestamp.init)
                line.createdRange = annotation.valueRange
            }
        }
        line.comment = try lexer.finish(after: "the meal")
        if !none, line.recipeId == nil, line.quickAdd == nil {
            throw LineError("missing meal: write a recipe id, 'quick NAME calories N ...', 'food NAME AMOUNT' or 'none'", contentStart..<contentStart)
        }
        return line
    }

    private mutating func readReference(_ lexer: inout Lexer) throws(LineError) {
        guard let first = lexer.peek(), !lexer.startsWithWord(MealLine.quickWord), !MealLine.startsFood(lexer) else { return }
        if first == ByteClass.quote {
            let (value, range) = try lexer.readQuoted()
            recipeId = value
            recipeIdRange = range
        } else if ByteClass.isAlphanumeric(first) {
            let start = lexer.position
            while let b = lexer.peek(), ByteClass.isAlphanumeric(b) || b == ByteClass.dot || b == 0x5F || b == 0x7E || b == ByteClass.dash {
                lexer.position += 1
            }
            if let b = lexer.peek(), !ByteClass.isBlank(b) {
                let run = start..<lexer.nonBlankRun().upperBound
                throw LineError(
                    "unexpected '\(lexer.text(lexer.position..<run.upperBound))' in recipe id (quote the id)", lexer.position..<run.upperBound)
            }
            recipeId = lexer.text(start..<lexer.position)
            recipeIdRange = start..<lexer.position
        } else {
            return
        }
        try readMultiplier(&lexer)
    }

    /// `x N`, `xN`, `× N`: the servings multiplier after a recipe id.
    private mutating func readMultiplier(_ lexer: inout Lexer) throws(LineError) {
        lexer.skipBlanks()
        let start = lexer.position
        if lexer.peek() == 0x78 {
            var look = lexer
            look.position += 1
            look.skipBlanks()
            guard let b = look.peek(), ByteClass.isDigit(b) else { return }
            lexer.position += 1
        } else if lexer.peek() == 0xC3, lexer.peek(1) == 0x97 {
            lexer.position += 2
        } else {
            return
        }
        lexer.skipBlanks()
        guard let (value, range) = lexer.readDecimal() else {
            let run = lexer.nonBlankRun()
            throw LineError("expected a number of servings after 'x'", run.isEmpty ? start..<lexer.position : run)
        }
        servings = value
        servingsRange = range
    }

    private mutating func readQuick(_ lexer: inout Lexer) throws(LineError) {
        let keyword = lexer.position..<lexer.position + MealLine.quickWord.count
        lexer.position = keyword.upperBound
        let (name, nameRange) = try lexer.readText(BareStops(word: MealLine.caloriesWord), what: "quick-add name")
        try lexer.readMacros(into: &macros)
        let missing = macros.missing
        guard missing.isEmpty else {
            throw LineError(
                "missing \(Keywords.choices(missing)) in the quick-add", keyword,
                notes: ["write 'quick NAME calories N protein N carbs N fats N'"])
        }
        quickAdd = QuickAddItem(
            name: name, calories: macros.value("calories"), protein: macros.value("protein"),
            carbs: macros.value("carbs"), fats: macros.value("fats"))
        quickRange = keyword.lowerBound..<lexer.position
        quickName = nameRange
    }

    /// `food` followed by more than an annotation or a comment.
    package static func startsFood(_ lexer: Lexer) -> Bool {
        guard lexer.startsWithWord(foodWord) else { return false }
        var look = lexer
        look.position += foodWord.count
        look.skipBlanks()
        guard let next = look.peek() else { return false }
        return !look.isCommentStart(at: look.position) && next != ByteClass.openBracket
    }

    /// `food NAME AMOUNT`: NAME quoted, or the words before the first that
    /// starts with a number; AMOUNT up to the annotations. The values come
    /// from the nutrition table: the collection's (`FoodTable.scoped`) while
    /// a collection is read, else SR28 alone (`FoodTable.standard`).
    private mutating func readFood(_ lexer: inout Lexer) throws(LineError) {
        let keyword = lexer.position..<lexer.position + MealLine.foodWord.count
        lexer.position = keyword.upperBound
        lexer.skipBlanks()
        let name: String
        let nameRange: Range<Int>
        if lexer.peek() == ByteClass.quote {
            (name, nameRange) = try lexer.readQuoted()
        } else {
            let start = lexer.position
            var last = start
            while let b = lexer.peek(), !lexer.isCommentStart(at: lexer.position), b != ByteClass.openBracket {
                if ByteClass.isBlank(b) { lexer.position += 1; continue }
                if lexer.position > start, MealLine.startsNumber(lexer) { break }
                let run = lexer.nonBlankRun()
                lexer.position = run.upperBound
                last = run.upperBound
            }
            lexer.position = last
            nameRange = start..<last
            name = lexer.text(nameRange)
        }
        guard !name.isEmpty else { throw LineError("missing food name after 'food'", keyword) }
        let (amount, amountRange) = try lexer.readText(BareStops(annotations: Keywords.mealAnnotations), what: "amount after the food name")
        guard Amount(amount) != nil else {
            throw LineError(
                "'\(Excerpt.of(amount))' is not an amount", amountRange,
                notes: ["write 'food NAME AMOUNT', e.g. 'food egg 2 large', 'food \"greek yogurt\" 170 g'"])
        }
        let table = FoodTable.scoped ?? FoodTable.standard
        let found: Food
        switch table.resolve(name) {
        case .success(let value): found = value
        case .failure(let error): throw LineError(error.message, nameRange, notes: error.suggestion.map { [$0] } ?? [])
        }
        switch FoodAmount.grams(amount, of: found) {
        case .success(let grams):
            let values = found.values(grams: grams).rounded
            quickAdd = QuickAddItem(name: found.name, calories: values.calories, protein: values.protein, carbs: values.carbs, fats: values.fats)
        case .failure(let error):
            throw LineError(error.message, amountRange, notes: error.suggestion.map { [$0] } ?? [])
        }
        food = FoodPortion(name: name, amount: amount)
        foodRange = keyword.lowerBound..<amountRange.upperBound
    }

    /// Whether the word at the cursor starts with a number (`2`, `.5`, `½`).
    package static func startsNumber(_ lexer: Lexer) -> Bool {
        guard let b = lexer.peek() else { return false }
        if ByteClass.isDigit(b) { return true }
        let run = lexer.nonBlankRun()
        return Quantity(lexer.text(run)) != nil
    }
}
