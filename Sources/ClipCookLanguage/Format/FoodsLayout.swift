import ClipCookCore

/// The canonical layout of a foods file's lines, cut where `FoodLine` and
/// `PortionLine` cut them: the name and every number as written, one space
/// after each keyword, two between the values (`LineRenderer.macroGap`).
package enum FoodsLayout {
    /// `food NAME` and the value groups (`calories 61`, `protein 1 g`...).
    package static func food(_ line: SyntaxLine, in tree: SyntaxTree) -> (code: String, macros: [String])? {
        var lexer = Lexer(content: line, in: tree)
        guard lexer.startsWithWord(FoodLine.keyword) else { return nil }
        lexer.position += FoodLine.keyword.count
        guard let read = try? FoodLine.read(&lexer) else { return nil }
        let macros = read.values.map { value in
            value.name + " " + tree.text(value.numberRange) + (value.unit.map { " " + $0 } ?? "")
        }
        return ("food " + tree.text(read.nameRange), macros)
    }

    /// `portion AMOUNT UNIT = GRAMS g`.
    package static func portion(_ line: SyntaxLine, in tree: SyntaxTree) -> String? {
        var lexer = Lexer(content: line, in: tree)
        guard lexer.startsWithWord(PortionLine.keyword) else { return nil }
        lexer.position += PortionLine.keyword.count
        guard let read = try? PortionLine.read(&lexer) else { return nil }
        return "portion " + tree.text(read.amountRange) + " " + tree.text(read.unitRange) + " = " + tree.text(read.gramsRange) + " g"
    }

    /// `price AMOUNT each` or `price AMOUNT per QUANTITY [UNIT]`, one space between the parts.
    package static func price(_ line: SyntaxLine, in tree: SyntaxTree) -> String? {
        var lexer = Lexer(content: line, in: tree)
        guard lexer.startsWithWord(PriceLine.keyword) else { return nil }
        lexer.position += PriceLine.keyword.count
        guard let read = try? PriceLine.read(&lexer) else { return nil }
        var code = "price " + tree.text(read.amountRange)
        guard let quantity = read.quantityRange else { return code + " each" }
        code += " per " + tree.text(quantity)
        if let unit = read.unitRange { code += " " + tree.text(unit) }
        return code
    }
}
