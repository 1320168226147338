import ClipCookCore

/// The lines of a foods file: `food NAME calories N protein N carbs N fats N`
/// (the values of 100 g), each followed by its `portion AMOUNT UNIT = GRAMS g`
/// lines and at most one `price` line (`PriceLine`); or `food NAME` alone,
/// a food the table or another foods file has, followed by its price line
/// and nothing else (a `FoodPrice`).
package final class FoodsParser: BodyParser {
    package var foods: [OwnFood] = []
    package var prices: [FoodPrice] = []
    /// The entry the next `price` or `portion` line belongs to.
    private var last: Entry?
    /// A `food NAME` line without values whose price line has not come yet.
    private var awaitingPrice: (name: String, line: Range<Int>, nameRange: Range<Int>)?

    private enum Entry {
        case food(Int)
        case price(Int)
        /// A `food` line that could not be read: its lines are skipped quietly.
        case broken
    }

    package func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        if lexer.startsWithWord(PriceLine.keyword) { return try parsePrice(&lexer, session, start: start) }
        reportAwaitingPrice(session)
        if lexer.startsWithWord(PortionLine.keyword) {
            guard let last else {
                throw LineError(
                    "a portion before any 'food' line", lexer.nonBlankRun(),
                    notes: ["start with a line such as 'food \"Oat drink\"  calories 46  protein 1  carbs 6.6  fats 1.5'"])
            }
            if case .broken = last { throw LineError("", start..<start) }
            guard case .food(let index) = last else {
                throw LineError(
                    "a portion under a food given only a price", lexer.nonBlankRun(),
                    notes: ["a food without values takes only its price line; to add portions, give the food its values"])
            }
            lexer.position += PortionLine.keyword.count
            let line = try PortionLine.read(&lexer)
            let path = SourcePath(.foods, index).appending(.portions, foods[index].portions.count)
            session.record(path, start..<DocumentParser.trimEnd(lexer.bytes, start, line.comment?.lowerBound ?? lexer.end))
            session.record(path + .amount, line.amountRange)
            session.record(path + .unit, line.unitRange)
            session.record(path + .grams, line.gramsRange)
            foods[index].portions.append(line.portion)
            return LineOutcome(.portion, comment: line.comment, itemIndex: index)
        }
        guard lexer.startsWithWord(FoodLine.keyword) else {
            let wordRange = lexer.readWord()
            lexer.position = start
            let range = wordRange.isEmpty ? lexer.nonBlankRun() : wordRange
            throw LineError.unknownKeyword(lexer.text(range), range, candidates: ["food", "portion", "price"], property: false)
        }
        lexer.position += FoodLine.keyword.count
        last = .broken
        let line = try FoodLine.read(&lexer)
        let lineRange = start..<DocumentParser.trimEnd(lexer.bytes, start, line.comment?.lowerBound ?? lexer.end)
        if line.values.isEmpty {
            awaitingPrice = (line.name, lineRange, line.nameRange)
            return LineOutcome(.food, comment: line.comment)
        }
        let path = SourcePath(.foods, foods.count)
        session.record(path, lineRange)
        session.record(path + .name, line.nameRange)
        for value in line.values { session.record(path, macro: value.name, value.numberRange) }
        foods.append(line.food)
        last = .food(foods.count - 1)
        return LineOutcome(.food, comment: line.comment, itemIndex: foods.count - 1)
    }

    /// A `price` line: the price of the food above, or of the `food NAME`
    /// line above that gave no values.
    private func parsePrice(_ lexer: inout Lexer, _ session: ParseSession, start: Int) throws(LineError) -> LineOutcome {
        if let awaiting = awaitingPrice {
            awaitingPrice = nil
            lexer.position += PriceLine.keyword.count
            let line = try PriceLine.read(&lexer)
            let path = SourcePath(.prices, prices.count)
            session.record(path, awaiting.line)
            session.record(path + .name, awaiting.nameRange)
            record(line, at: path + .price, start: start, lexer, session)
            prices.append(FoodPrice(name: awaiting.name, price: line.price))
            last = .price(prices.count - 1)
            return LineOutcome(.price, comment: line.comment)
        }
        guard let last else {
            throw LineError("a price before any 'food' line", lexer.nonBlankRun(), notes: [PriceLine.example])
        }
        let name: String
        switch last {
        case .food(let index): name = foods[index].name
        case .price(let index): name = prices[index].name
        case .broken: throw LineError("", start..<start)
        }
        guard case .food(let index) = last, foods[index].price == nil else {
            throw LineError(
                "a second price for '\(Excerpt.of(name))'", lexer.nonBlankRun(),
                notes: ["a food has one price; remove one of the 'price' lines"])
        }
        lexer.position += PriceLine.keyword.count
        let line = try PriceLine.read(&lexer)
        // Whether the unit is known (a unit, or a portion of the food,
        // which may come on a later line) is `FoodsValidation`'s check.
        record(line, at: SourcePath(.foods, index) + .price, start: start, lexer, session)
        foods[index].price = line.price
        return LineOutcome(.price, comment: line.comment, itemIndex: index)
    }

    private func record(_ line: PriceLine, at path: SourcePath, start: Int, _ lexer: Lexer, _ session: ParseSession) {
        session.record(path, start..<DocumentParser.trimEnd(lexer.bytes, start, line.comment?.lowerBound ?? lexer.end))
        session.record(path + .amount, line.amountRange)
        if let range = line.quantityRange { session.record(path + .per, range) }
        if let range = line.unitRange { session.record(path + .unit, range) }
    }

    /// A `food NAME` line without values that no price line followed.
    private func reportAwaitingPrice(_ session: ParseSession) {
        guard let awaiting = awaitingPrice else { return }
        awaitingPrice = nil
        session.error(
            "food '\(Excerpt.of(awaiting.name))' has neither values nor a price", awaiting.nameRange,
            notes: [
                "give its values ('food NAME  calories N  protein N  carbs N  fats N', per 100 g), "
                    + "or a price on the next line to price a food the table has ('price 0.35 each')"
            ])
    }

    package func finish(_ session: ParseSession) -> Document {
        reportAwaitingPrice(session)
        return .foods(FoodList(foods: foods, prices: prices))
    }
}

/// `NAME calories N protein N carbs N fats N` after the `food` keyword: the
/// name quoted, or bare up to the word `calories`; the four values in any
/// order, each once, each a decimal number optionally followed by `g` or
/// `kcal`. `NAME` alone (no values at all) names a food to price.
package struct FoodLine {
    package struct Value {
        package var name: String
        package var value: Double
        package var keywordRange: Range<Int>
        package var numberRange: Range<Int>
        /// `g` or `kcal` after the number, as written.
        package var unit: String?
    }

    package static let keyword = Array("food".utf8)
    package static let nameStops = BareStops(word: Array("calories".utf8))

    package var name: String
    package var nameRange: Range<Int>
    package var values: [Value]
    package var comment: Range<Int>?

    package var food: OwnFood {
        func value(_ key: String) -> Double { values.first { $0.name == key }?.value ?? 0 }
        return OwnFood(
            name: name, calories: value("calories"), protein: value("protein"),
            carbs: value("carbs"), fats: value("fats"))
    }

    package static func read(_ lexer: inout Lexer) throws(LineError) -> FoodLine {
        let keywordEnd = lexer.position
        guard lexer.atEnd || lexer.peek().map(ByteClass.isBlank) == true else {
            throw LineError("expected a blank after 'food'", lexer.position..<lexer.position + 1)
        }
        lexer.skipBlanks()
        if lexer.atLineEnd { throw LineError("missing food name after 'food'", keywordEnd..<keywordEnd) }
        let (name, nameRange) = try lexer.readText(nameStops, what: "food name")
        var values: [Value] = []
        while true {
            lexer.skipBlanks()
            if lexer.atLineEnd { break }
            let wordRange = lexer.readWord()
            let word = lexer.text(wordRange)
            guard !wordRange.isEmpty, Keywords.macros.contains(word) else {
                let run = wordRange.isEmpty ? lexer.nonBlankRun() : wordRange
                throw LineError(
                    "unknown value '\(Excerpt.of(lexer.text(run)))' of a food", run,
                    notes: Suggestion.notes(for: lexer.text(run), in: Keywords.macros)
                        + ["expected \(Keywords.choices(Keywords.macros)), each per 100 g"])
            }
            if values.contains(where: { $0.name == word }) { throw LineError("duplicate '\(word)'", wordRange) }
            let (value, range, unit) = try lexer.readMeasure(after: word, units: ["g", "kcal"])
            values.append(Value(name: word, value: value, keywordRange: wordRange, numberRange: range, unit: unit))
        }
        // No values at all: a food the table or another foods file has,
        // named for the price line that must follow.
        let missing = Keywords.macros.filter { key in !values.contains { $0.name == key } }
        guard missing.isEmpty || values.isEmpty else {
            throw LineError(
                "missing \(Keywords.choices(missing)) of food '\(Excerpt.of(name))'",
                values.isEmpty ? nameRange : values[values.count - 1].numberRange,
                notes: ["write 'food NAME  calories N  protein N  carbs N  fats N', the values of 100 g"])
        }
        let comment = try lexer.finish(after: "the food")
        return FoodLine(name: name, nameRange: nameRange, values: values, comment: comment)
    }
}

/// `AMOUNT UNIT = GRAMS g` after the `portion` keyword: `portion 1 cup = 240 g`,
/// `portion 1 "slice, thick" = 45 g`.
package struct PortionLine {
    package static let keyword = Array("portion".utf8)
    package static let equals: UInt8 = 0x3D
    package static let example = "write 'portion AMOUNT UNIT = GRAMS g', e.g. 'portion 1 cup = 240 g'"

    package var portion: Portion
    package var amountRange: Range<Int>
    package var unitRange: Range<Int>
    package var gramsRange: Range<Int>
    package var comment: Range<Int>?

    /// The unit: quoted, or bare up to the first `=` after a blank.
    package static func readUnit(_ lexer: inout Lexer) throws(LineError) -> (value: String, range: Range<Int>) {
        if lexer.peek() == ByteClass.quote { return try lexer.readQuoted() }
        let start = lexer.position
        var last = start
        var i = start
        while i < lexer.end, !lexer.isCommentStart(at: i) {
            let b = lexer.bytes[i]
            if b == equals, i > start, ByteClass.isBlank(lexer.bytes[i - 1]) { break }
            if !ByteClass.isBlank(b) { last = i + 1 }
            i += 1
        }
        lexer.position = i
        return (lexer.text(start..<last), start..<last)
    }

    package static func read(_ lexer: inout Lexer) throws(LineError) -> PortionLine {
        let keywordEnd = lexer.position
        lexer.skipBlanks()
        if lexer.atLineEnd { throw LineError("missing portion after 'portion'", keywordEnd..<keywordEnd, notes: [example]) }
        let run = lexer.nonBlankRun()
        guard let (amount, amountRange) = lexer.readDecimal(), lexer.atEnd || lexer.peek().map(ByteClass.isBlank) == true else {
            throw LineError(
                "expected a number of units, found '\(Excerpt.of(lexer.text(run)))'", run,
                notes: ["write the amount as a decimal number (0.5, not 1/2)", example])
        }
        guard amount < Lexer.largestDecimal else { throw LineError("number too large", amountRange) }
        lexer.skipBlanks()
        if lexer.atLineEnd || lexer.peek() == PortionLine.equals {
            throw LineError("missing unit of the portion", lexer.position..<lexer.position, notes: [example])
        }
        let (unit, unitRange) = try readUnit(&lexer)
        lexer.skipBlanks()
        guard lexer.peek() == PortionLine.equals else {
            let at = lexer.atLineEnd ? lexer.position..<lexer.position : lexer.nonBlankRun()
            throw LineError("expected '=' and the weight in grams", at, notes: [example])
        }
        lexer.position += 1
        lexer.skipBlanks()
        if lexer.atLineEnd { throw LineError("missing weight in grams after '='", lexer.position..<lexer.position, notes: [example]) }
        let (grams, gramsRange, gramsUnit) = try lexer.readMeasure(after: "=", units: ["g"])
        guard gramsUnit != nil else {
            throw LineError("missing 'g' after the weight", gramsRange, notes: ["portion weights are in grams: '= \(lexer.text(gramsRange)) g'"])
        }
        let comment = try lexer.finish(after: "the portion")
        return PortionLine(
            portion: Portion(amount: amount, unit: unit, grams: grams), amountRange: amountRange,
            unitRange: unitRange, gramsRange: gramsRange, comment: comment)
    }
}

extension Lexer {
    /// Values of a foods file are refused from here up, as whole numbers
    /// past Int are elsewhere: no food or portion comes near it, and the
    /// printer writes every smaller value back as plain digits.
    package static let largestDecimal = 1e15

    /// A decimal number after `word`, then optionally one of `units`, either
    /// written apart (`6.6 g`) or attached (`6.6g`). Returns the unit as written.
    package mutating func readMeasure(after word: String, units: Set<String>) throws(LineError)
        -> (value: Double, range: Range<Int>, unit: String?)
    {
        skipBlanks()
        if atLineEnd { throw LineError("missing number after '\(word)'", position..<position) }
        let run = nonBlankRun()
        let whole = text(run)
        // An attached unit: the number is what comes before it.
        var numberEnd = run.upperBound
        var attached: String?
        for unit in units.sorted(by: { $0.count > $1.count }) where whole.hasSuffix(unit) && whole.utf8.count > unit.utf8.count {
            numberEnd = run.upperBound - unit.utf8.count
            attached = unit
            break
        }
        var number = Lexer(bytes: bytes, lineStart: lineStart, position: run.lowerBound, end: numberEnd)
        if attached != nil, number.readDecimal() == nil || !number.atEnd {
            numberEnd = run.upperBound
            attached = nil
        }
        number = Lexer(bytes: bytes, lineStart: lineStart, position: run.lowerBound, end: numberEnd)
        guard let (value, range) = number.readDecimal(), number.atEnd else {
            throw LineError("expected a number after '\(word)', found '\(Excerpt.of(whole))'", run)
        }
        guard value.isFinite, value < Lexer.largestDecimal else { throw LineError("number too large", range) }
        position = run.upperBound
        if let attached { return (value, range, attached) }
        var look = self
        look.skipBlanks()
        let unitRun = look.nonBlankRun()
        if !look.atLineEnd, units.contains(look.text(unitRun)) {
            self = look
            position = unitRun.upperBound
            return (value, range, look.text(unitRun))
        }
        return (value, range, nil)
    }
}
