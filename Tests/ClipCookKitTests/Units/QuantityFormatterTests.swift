import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct QuantityFormatterTests {
    @Test(
        arguments: [
            (0.5 as Double, "½"), (1.5, "1 ½"), (0.333, "⅓"), (0.3333333333, "⅓"), (2.0 / 3, "⅔"), (0.25, "¼"), (2.75, "2 ¾"),
            (0.125, "⅛"), (3, "3"), (17.636, "17.64"), (2.5, "2 ½"), (0.3, "0.3"), (0.2, "0.2"), (1.05, "1.05"),
            (1.999, "2"), (0, "0"), (1e20, "9200000000000000000"),
        ] as [(Double, String)])
    func fractions(_ value: Double, _ expected: String) {
        #expect(QuantityFormatter.format(value, style: .fractions) == expected)
    }

    @Test(arguments: [(0.5 as Double, "0.5"), (1.5, "1.5"), (17.636, "17.64"), (2.50, "2.5"), (700, "700"), (0.05, "0.05")] as [(Double, String)])
    func decimals(_ value: Double, _ expected: String) {
        #expect(QuantityFormatter.format(value, style: .decimals) == expected)
    }

    @Test(
        arguments: [
            (Amount(quantity: Quantity(1), unit: MeasureUnit(symbol: "cup")), "1 cup"),
            (Amount(quantity: Quantity(2), unit: MeasureUnit(symbol: "cup")), "2 cups"),
            (Amount(quantity: Quantity(0.5), unit: MeasureUnit(symbol: "cup")), "½ cup"),
            (Amount(quantity: Quantity(1.5), unit: MeasureUnit(symbol: "cup")), "1 ½ cups"),
            (Amount(quantity: Quantity(0.5), unit: MeasureUnit(symbol: "kg")), "0.5 kg"),
            (Amount(quantity: Quantity(2, 3), unit: MeasureUnit(symbol: "clove")), "2-3 cloves"),
            (Amount(quantity: Quantity(1), unit: MeasureUnit(symbol: "pinch")), "1 pinch"),
            (Amount(quantity: Quantity(12), unit: MeasureUnit(symbol: "fl oz")), "12 fl oz"),
            (Amount(quantity: Quantity(3)), "3"),
        ] as [(Amount, String)])
    func amounts(_ amount: Amount, _ expected: String) {
        #expect(amount.description == expected)
    }

    @Test(arguments: ["1 ½ cups", "½-1 cup", "0.7 kg", "2-3 cloves", "17.64 oz", "⅓ tsp", "12 fl oz"])
    func printedAmountsReadBack(_ text: String) throws {
        let amount = try #require(Amount(text))
        #expect(amount.description == text)
        #expect(Amount(amount.description) == amount)
    }
}
