// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// The `where` query syntax and the list/search options: parsing never
/// traps; a parsed query parses the same from its words quoted and joined
/// (what the REPL's history and completion hand back); a condition can be
/// checked against a recipe.
public func fuzzWhere(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let condition = try? WhereExpression.parse(text)
    _ = condition?.matches(sample)
    let words = CommandLexer.split(text).words.map(\.text)
    for words in [words, ["where"] + words] {
        guard let query = try? RecipeQueryParser.parse(words) else { continue }
        let joined = words.map(CommandLexer.quoteIfNeeded).joined(separator: " ")
        let again = try? RecipeQueryParser.parse(CommandLexer.split(joined).words.map(\.text))
        guard again == query else { fatalError("the query does not parse the same from its words: \(words) -> \(joined)") }
    }
    return 0
}

let sample = Recipe(
    id: "r", title: "R", prepTime: "10 min", cookTime: "1 h", servings: 2, category: .dinner,
    nutrition: Nutrition(calories: 500, protein: 30, carbs: 40, fats: 20))
