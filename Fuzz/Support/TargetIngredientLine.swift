// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// The ingredient-line reader every importer shares: reading never traps;
/// the amount text it keeps reads back (`Amount`) as the quantity and unit
/// it found; and the line as a recipe's ingredient (amount, name, notes)
/// passes `Oracle.canonical` when the model accepts it.
public func fuzzIngredientLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parsed = IngredientLineReader.read(line)
    if let amount = parsed.amount, let again = Amount(parsed.amountText), again != amount {
        Oracle.fail("the amount text '\(parsed.amountText)' reads as \(again), not \(amount)")
    }
    let name = parsed.name.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    guard !name.isEmpty, !line.contains("\n"), !line.contains("\r") else { return 0 }
    let ingredient = Ingredient(id: "i1", name: name, amount: parsed.amountText, notes: parsed.notes)
    let recipe = Document.recipe(Recipe(id: "r", title: "R", category: .dinner, ingredients: [ingredient]))
    // Values the model refuses (too long, control characters) are the importers' to report.
    guard ModelValidator.validate(recipe).isEmpty else { return 0 }
    Oracle.canonical(recipe)
    return 0
}
