import ClipCookCore
import ClipCookLanguage

/// An amount like "2 tbps sugar" reads as 2 of "tbps sugar": scaling,
/// shopping totals and nutrition then miss the unit.
public struct UnknownUnit: LintRule {
    public let description = RuleDescription(
        id: "unknown-unit", name: "Unknown unit", defaultSeverity: .warning,
        rationale: "a misspelt unit (\"2 tbps\") is read as part of the name, so scaling and totals ignore it")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file.document {
        case .recipe(let recipe):
            // The items' lines are looked up once there is a finding to place
            // (a table of a huge file's lines costs more than the file).
            var lines: [Int: SyntaxLine]?
            return recipe.ingredients.enumerated().compactMap { index, ingredient in
                finding(amount: ingredient.amount, name: ingredient.name, file: file, path: "ingredients[\(index)]") {
                    if lines == nil { lines = file.lines(of: .ingredient) }
                    return lines?[index]
                }
            }
        case .shoppingList(let list):
            var lines: [Int: SyntaxLine]?
            return list.shoppingItems.enumerated().compactMap { index, item in
                finding(amount: item.amount ?? "", name: item.name, file: file, path: "shoppingItems[\(index)]") {
                    if lines == nil { lines = file.lines(of: .shoppingItem) }
                    return lines?[index]
                }
            }
        default:
            return []
        }
    }

    /// The word that follows the quantity: inside the amount ("[2 tbps]
    /// sugar"), or, when the amount is a bare number, the first word of a
    /// name that has more words after it ("2 tbps sugar").
    package static func unitWord(amount: String, name: String) -> String? {
        switch reading(of: amount) {
        case .noWord: return nil
        case .word(let word): return word
        case .bareNumber: break
        }
        let nameWords = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard nameWords.count >= 2, let word = nameWords.first else { return nil }
        return String(word)
    }

    /// What an amount's text says about its unit word, read once per
    /// distinct text for the whole collection (most amounts repeat: "1 tsp",
    /// "200 g"), since reading an amount is most of this rule's work.
    package enum AmountReading: Sendable {
        /// Empty, not a quantity, or with a known unit: nothing to check.
        case noWord
        /// A quantity followed by a word that is not a unit ("[2 tbps]").
        case word(String)
        /// A quantity alone ("2"): the name's first word may be the unit.
        case bareNumber
    }

    package static let readings = MatchCache<String, AmountReading>()

    package static func reading(of amount: String) -> AmountReading {
        readings.value(for: amount) {
            let amountText = amount.trimmedOfBlanks
            guard !amountText.isEmpty, Amount(amountText)?.unit == nil,
                let end = Amount.leadingAmountEnd(in: Substring(amountText))
            else { return .noWord }
            let afterQuantity = amountText[end...].split(whereSeparator: { $0 == " " || $0 == "\t" })
            return afterQuantity.first.map { .word(String($0)) } ?? .bareNumber
        }
    }

    private func finding(
        amount: String, name: String, file: LintFile, path: String, line: () -> SyntaxLine?
    ) -> LintFinding? {
        guard let word = UnknownUnit.unitWord(amount: amount, name: name), !UnitSpelling.isKnown(word),
            let unit = UnitSpelling.likelyUnitRemembered(misspeltAs: word)
        else { return nil }
        let at =
            line().flatMap { file.range(of: word, within: $0.contentRange) }
            ?? file.range(atFirstOf: "\(path).amount", path)
        return LintFinding(
            "unknown unit '\(word)'", at: at,
            notes: ["did you mean '\(unit)'? as written, '\(word)' is read as part of the name"])
    }
}
