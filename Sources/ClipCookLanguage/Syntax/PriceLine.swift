import ClipCookCore

/// `AMOUNT each` or `AMOUNT per QUANTITY [UNIT]` after the `price` keyword
/// of a food: `price 0.35 each`, `price 2.49 per 1 kg`, `price 1.19 per 400
/// g`, `price 2.10 per 6` (six pieces). AMOUNT is digits with at most four
/// decimals, in the settings' currency; QUANTITY a decimal number; UNIT a
/// unit of the unit table (`g`, `kg`, `lb`, `ml`, `l`, `cup`, `can`...) or
/// one of the food's portions (`bunch`), quoted or bare to the end of the
/// line. Whether UNIT is known is checked when the food's lines are all read.
package struct PriceLine {
    package static let keyword = Array("price".utf8)
    package static let example = "write 'price 2.49 per 1 kg', 'price 1.19 per 400 g' or 'price 0.35 each'"

    package var price: Price
    package var amountRange: Range<Int>
    package var quantityRange: Range<Int>?
    package var unitRange: Range<Int>?
    package var comment: Range<Int>?

    package static func read(_ lexer: inout Lexer) throws(LineError) -> PriceLine {
        let keywordEnd = lexer.position
        guard lexer.atEnd || lexer.peek().map(ByteClass.isBlank) == true else {
            throw LineError("expected a blank after 'price'", lexer.position..<lexer.position + 1)
        }
        lexer.skipBlanks()
        if lexer.atLineEnd { throw LineError("missing amount after 'price'", keywordEnd..<keywordEnd, notes: [example]) }
        let amountRange = lexer.nonBlankRun()
        if lexer.text(amountRange).hasPrefix("-") {
            throw LineError(
                "a price is from 0 to \(Money.maxPrice), not '\(Excerpt.of(lexer.text(amountRange)))'", amountRange,
                notes: [example])
        }
        guard let amount = Money(text: lexer.text(amountRange)) else {
            throw LineError(
                "expected a price such as 2.49, found '\(Excerpt.of(lexer.text(amountRange)))'", amountRange,
                notes: ["digits and a dot, at most 4 decimals, no currency sign (the settings' 'currency' names it)", example])
        }
        guard amount <= Money.maxPrice else {
            throw LineError("price too large (at most \(Money.maxPrice))", amountRange)
        }
        lexer.position = amountRange.upperBound
        lexer.skipBlanks()
        let wordRange = lexer.readWord()
        switch lexer.text(wordRange) {
        case "each":
            let comment = try lexer.finish(after: "'each'")
            return PriceLine(price: Price(amount: amount), amountRange: amountRange, comment: comment)
        case "per":
            break
        default:
            let shown = wordRange.isEmpty ? (lexer.atLineEnd ? lexer.position..<lexer.position : lexer.nonBlankRun()) : wordRange
            throw LineError("expected 'each' or 'per AMOUNT UNIT' after the price", shown, notes: [example])
        }
        lexer.skipBlanks()
        if lexer.atLineEnd { throw LineError("missing amount after 'per'", lexer.position..<lexer.position, notes: [example]) }
        let run = lexer.nonBlankRun()
        if lexer.text(run).hasPrefix("-") {
            throw LineError(
                "a price is for more than 0 and at most \(FoodsPrinter.number(Price.maxQuantity)), not '\(Excerpt.of(lexer.text(run)))'",
                run, notes: [example])
        }
        guard let (quantity, quantityRange) = lexer.readDecimal(), lexer.atEnd || lexer.peek().map(ByteClass.isBlank) == true else {
            throw LineError(
                "expected a number after 'per', found '\(Excerpt.of(lexer.text(run)))'", run,
                notes: ["write the amount as a decimal number (0.5, not 1/2)", example])
        }
        guard quantity > 0, quantity <= Price.maxQuantity else {
            throw LineError(
                "a price is for more than 0 and at most \(FoodsPrinter.number(Price.maxQuantity)), not '\(lexer.text(quantityRange))'",
                quantityRange, notes: [example])
        }
        lexer.skipBlanks()
        var unit: String?
        var unitRange: Range<Int>?
        if !lexer.atLineEnd {
            let read = try lexer.readText(.lineEnd, what: "unit of the price")
            (unit, unitRange) = (read.value, read.range)
        }
        let comment = try lexer.finish(after: "the price")
        return PriceLine(
            price: Price(amount: amount, quantity: quantity, unit: unit), amountRange: amountRange,
            quantityRange: quantityRange, unitRange: unitRange, comment: comment)
    }
}
