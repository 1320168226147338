import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The labelled set in Fixtures/ingredient-lines/labelled.txt: hand-written
/// lines in several styles, each with the split a cook expects.
struct LabelledIngredientLine: Sendable, CustomStringConvertible {
    var line: String
    var quantity: Double?
    var quantityMax: Double?
    var unit: String?
    var name: String
    var notes: String?

    var description: String { line }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ingredient-lines")

    static func load(_ name: String = "labelled.txt") throws -> [LabelledIngredientLine] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        var cases: [LabelledIngredientLine] = []
        for raw in text.split(separator: "\n") where !raw.hasPrefix("#") && raw.contains("|") {
            let parts = raw.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 6 else { throw LabelError(line: String(raw)) }
            func optional(_ s: String) -> String? { s.isEmpty ? nil : s }
            cases.append(
                LabelledIngredientLine(
                    line: parts[0], quantity: optional(parts[1]).flatMap(Double.init),
                    quantityMax: optional(parts[2]).flatMap(Double.init), unit: optional(parts[3]),
                    name: parts[4], notes: optional(parts[5])))
        }
        return cases
    }

    struct LabelError: Error { var line: String }

    static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): abs(a - b) < 1e-9
        default: false
        }
    }

    /// Quantity, range end, unit and name (ignoring case) as labelled.
    func splitsRight(_ parsed: ParsedIngredientLine) -> Bool {
        Self.same(parsed.quantity, quantity) && Self.same(parsed.quantityMax, quantityMax)
            && parsed.unit?.symbol == unit && parsed.name.lowercased() == name.lowercased()
    }
}

@Suite struct IngredientLineReaderTests {
    /// Splits every line of a labelled set; prints the share, and the lines split wrong only when asked (never for
    /// a held-out set, whose misses are not read).
    static func measure(_ cases: [LabelledIngredientLine], _ title: String, printingMisses: Bool = false) -> Int {
        var right = 0
        var notesRight = 0
        var wrong: [String] = []
        for labelled in cases {
            let parsed = IngredientLineReader.read(labelled.line)
            if labelled.splitsRight(parsed) {
                right += 1
                if parsed.notes?.lowercased() == labelled.notes?.lowercased() { notesRight += 1 }
            } else {
                wrong.append(
                    "\(labelled.line) -> \(parsed.quantity.map { "\($0)" } ?? "-") "
                        + "\(parsed.quantityMax.map { "\($0)" } ?? "-") \(parsed.unit?.symbol ?? "-") [\(parsed.name)]")
            }
        }
        let share = Double(right) / Double(max(1, cases.count))
        print(
            "\(title): \(right) of \(cases.count) split right (quantity, unit and name): "
                + String(format: "%.1f%%", share * 100) + "; notes also right on \(notesRight)")
        if printingMisses { for line in wrong { print("  split wrong: \(line)") } }
        return right
    }

    @Test func theLabelledSetIsSplitRight() throws {
        let cases = try LabelledIngredientLine.load()
        #expect(cases.count >= 300)
        // The measured share; a change that splits fewer lines right fails here.
        #expect(Self.measure(cases, "ingredient lines", printingMisses: true) >= 387)
    }

    @Test func theHeldOutSetIsSplitAsMeasured() throws {
        let cases = try LabelledIngredientLine.load("held-out.txt")
        #expect(cases.count >= 70)
        #expect(Self.measure(cases, "held-out ingredient lines") >= Self.heldOutRight)
    }

    @Test func theSecondHeldOutSetIsSplitAsMeasured() throws {
        let cases = try LabelledIngredientLine.load("held-out-2.txt")
        #expect(cases.count >= 50)
        #expect(Self.measure(cases, "second held-out ingredient lines") >= Self.secondHeldOutRight)
    }

    /// Before the reader learnt from it, 54 of 75; then all but one (74 and
    /// 50 of 52). Issue 33 changed the conventions the older labels follow
    /// (compound amounts summed, sachets and envelopes as packs, rashers as
    /// slices, units and linking words of four more languages read); these
    /// two sets are held out, so their lines were neither relabelled nor
    /// looked into, and the floors are the figures measured after it.
    static let heldOutRight = 67
    static let secondHeldOutRight = 47

    @Test func aWorkedExample() {
        let parsed = IngredientLineReader.read("1 1/2 cups (180 g) flour, sifted")
        #expect(
            parsed
                == ParsedIngredientLine(
                    quantity: 1.5, unit: MeasureUnit(symbol: "cup"), name: "flour", notes: "180 g, sifted",
                    amountText: "1 1/2 cups"))
        #expect(parsed.amount?.description == "1 ½ cups")
    }

    @Test(arguments: [
        ("1,5 kg potatoes", 1.5 as Double?, nil as Double?, "kg" as String?, "potatoes", nil as String?, "1,5 kg"),
        ("2-3 tbsp olive oil", 2, 3, "tbsp", "olive oil", nil, "2-3 tbsp"),
        ("1 (14 oz) can tomatoes, drained", 1, nil, "can", "tomatoes", "14 oz, drained", "1 can"),
        ("200g/7oz caster sugar", 200, nil, "g", "caster sugar", "7oz", "200g"),
        ("a pinch of salt", 1, nil, "pinch", "salt", nil, "a pinch"),
        ("salt and pepper to taste", nil, nil, nil, "salt and pepper", "to taste", ""),
        ("@garlic{2%cloves}(minced)", 2, nil, "clove", "garlic", "minced", "2 cloves"),
        ("3, at room temperature", 3, nil, nil, "", "at room temperature", "3"),
    ])
    func readsTheParts(
        _ line: String, _ quantity: Double?, _ high: Double?, _ unit: String?, _ name: String, _ notes: String?,
        _ amountText: String
    ) {
        let parsed = IngredientLineReader.read(line)
        #expect(parsed.quantity == quantity)
        #expect(parsed.quantityMax == high)
        #expect(parsed.unit?.symbol == unit)
        #expect(parsed.name == name)
        #expect(parsed.notes == notes)
        #expect(parsed.amountText == amountText)
        if amountText.first?.isNumber == true {
            #expect(Amount(amountText) == parsed.amount)
        }
    }

    @Test func theLanguageReadsTheSameAmounts() throws {
        // The language's natural amount is the reader's leading amount.
        let source = SourceFile(
            path: "x.recipe",
            bytes: Array(
                """
                recipe Mash
                  category dinner
                ingredients
                  - 1,5 kg potatoes
                  - tomatoes 2, chopped
                  - 2 eggs, beaten
                """.utf8))
        let result = Language.parse(source)
        #expect(!result.diagnostics.hasErrors)
        guard case .recipe(let recipe)? = result.document else {
            Issue.record("not a recipe")
            return
        }
        #expect(recipe.ingredients.map(\.amount) == ["1,5 kg", "", "2"])
        #expect(recipe.ingredients.map(\.name) == ["potatoes", "tomatoes 2", "eggs"])
        #expect(recipe.ingredients.map(\.notes) == [nil, "chopped", "beaten"])
        #expect(Amount(recipe.ingredients[0].amount) == Amount(quantity: Quantity(1.5), unit: MeasureUnit(symbol: "kg")))
    }

    @Test func arbitraryTextNeverBreaksTheReader() {
        var rng = SplitMix64(seed: 0x1A6E_D1E7)
        let pieces = [
            "1", "½", "/", ",", ", ", "(", ")", " ", "-", "to ", "a ", "of ", "cup", "g", "@", "{", "}", "%",
            "x", "\u{301}", "\u{FFFD}", "▢", "• ", "2,5", "1 1/2", "99999999999999999999", "é", "\t",
        ]
        for _ in 0..<3000 {
            var line = ""
            for _ in 0..<rng.int(0...30) { line += rng.pick(pieces) }
            let parsed = IngredientLineReader.read(line)
            if let quantity = parsed.quantity { #expect(quantity.isFinite && quantity >= 0, "\(line)") }
            if let quantity = parsed.quantity, parsed.amountText.first?.isNumber == true {
                #expect(Amount(parsed.amountText)?.quantity.low == quantity, "\(line)")
            }
        }
        // Long inputs stay linear and shallow: no recursion per comma or parenthesis.
        let commas = "salt" + String(repeating: ", x", count: 100_000)
        #expect(IngredientLineReader.read(commas).name == "salt")
        let parentheses = String(repeating: "(", count: 100_000) + "flour"
        #expect(IngredientLineReader.read(parentheses).quantity == nil)
    }
}
