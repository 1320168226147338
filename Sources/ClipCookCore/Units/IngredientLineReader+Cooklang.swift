/// `@name{quantity%unit}(notes)`: an ingredient as Cooklang writes it.
extension IngredientLineReader {
    /// `@flour{200%g}`, `@salt`, `@olive oil{}`: a Cooklang-style ingredient.
    package static func cooklangStyle(_ text: Substring) -> ParsedIngredientLine? {
        let body = text.dropFirst()
        guard let open = body.firstIndex(of: "{") else {
            return ParsedIngredientLine(name: collapsed(String(body)))
        }
        guard let close = body[open...].firstIndex(of: "}") else { return nil }
        var name = collapsed(String(body[..<open]))
        if name.hasPrefix("./") || name.hasPrefix("../"), let slash = name.lastIndex(of: "/"), slash < name.index(before: name.endIndex) {
            // @./Shared/Red Beans{}: a recipe named by its path
            name = String(name[name.index(after: slash)...])
        }
        let inside = body[body.index(after: open)..<close]
        let parts = inside.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
        var quantityText = trimmed(parts[0])
        if quantityText.first == "=" { quantityText = trimmed(quantityText.dropFirst()) }  // a fixed amount
        let unitText = parts.count > 1 ? trimmed(parts[1]) : ""
        var result = ParsedIngredientLine(name: name)
        let afterClose = trimmed(body[body.index(after: close)...])
        if afterClose.first == "(", afterClose.last == ")" {
            result.notes = String(trimmed(afterClose.dropFirst().dropLast()))
        }
        if let quantity = Quantity(quantityText) {
            result.quantity = quantity.low
            result.quantityMax = quantity.high
        }
        result.unit = unitText.isEmpty ? nil : UnitTable.unit(named: unitText)
        if unitText.isEmpty, result.quantity == nil, let unit = UnitTable.unit(named: quantityText) {
            result.unit = unit  // @basil{handful}
        }
        result.amountText = [String(quantityText), String(unitText)].filter { !$0.isEmpty }.joined(separator: " ")
        if result.quantity != nil, let read = Amount(result.amountText) {
            // The amount is what its text reads as (`1 c&ps` reads as 1 cup), as for every other line.
            result.quantity = read.quantity.low
            result.quantityMax = read.quantity.high
            result.unit = read.unit
        }
        return result
    }
}
