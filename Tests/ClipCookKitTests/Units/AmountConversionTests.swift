import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct AmountConversionTests {
    func amount(_ text: String) throws -> Amount { try #require(Amount(text)) }

    @Test(arguments: [
        ("200 g", "0.5 kg", "700 g"),
        ("0.5 kg", "200 g", "700 g"),
        ("1 kg", "500 g", "1.5 kg"),
        ("1 cup", "2 tbsp", "1 ⅛ cups"),
        ("2 tbsp", "1 tbsp", "3 tbsp"),
        ("2 cloves", "3 cloves", "5 cloves"),
        ("2", "3", "5"),
        ("2-3", "1", "3-4"),
        ("500 ml", "1 l", "1.5 l"),
        ("1 lb", "8 oz", "1 ½ lb"),
    ])
    func sums(_ a: String, _ b: String, _ expected: String) throws {
        let total = try #require(try amount(a).adding(try amount(b)))
        #expect(total.description == expected)
    }

    @Test(arguments: [("200 g", "1 cup"), ("2 cloves", "1 can"), ("2", "2 g"), ("1 clove", "1")])
    func incompatibleAmountsDoNotAdd(_ a: String, _ b: String) throws {
        #expect(try amount(a).adding(try amount(b)) == nil)
    }

    @Test func sumGroupsByCompatibility() throws {
        let totals = Amount.sum([
            try amount("200 g"), try amount("2 cloves"), try amount("0.5 kg"), try amount("1 clove"), try amount("1 cup"),
        ])
        #expect(totals.map(\.description) == ["700 g", "3 cloves", "1 cup"])
    }

    @Test(arguments: [
        ("500 g", 1.5, "750 g"),
        ("1 cup", 0.5, "½ cup"),
        ("2-3 cloves", 2, "4-6 cloves"),
        ("1 1/2 tsp", 2, "3 tsp"),
        ("3", 1.0 / 3, "1"),
        ("200 g", -1, "200 g"),
        ("200 g", .infinity, "200 g"),
    ])
    func scales(_ text: String, _ factor: Double, _ expected: String) throws {
        #expect(try amount(text).scaled(by: factor).description == expected)
    }

    @Test(arguments: [
        // Worked examples, rounded as a cook writes them: 500 g = 1.102 lb -> 1 lb (quarters from 1);
        // 200 g / 28.3495 = 7.05 oz -> 7 oz (halves below 10); 2 lb = 907.18 g -> 905 g (fives from 100).
        ("500 g", MeasurementSystem.imperial, "1 lb"),
        ("200 g", .imperial, "7 oz"),
        ("1 kg", .imperial, "2 ¼ lb"),
        ("100 g", .imperial, "3 ½ oz"),
        ("2 lb", .metric, "905 g"),
        ("3 lb", .metric, "1.35 kg"),
        ("8 oz", .metric, "225 g"),
        ("1 cup", .metric, "235 ml"),
        ("5 cups", .metric, "1.2 l"),
        ("250 ml", .imperial, "1 cup"),
        ("30 ml", .imperial, "2 tbsp"),
        ("10 ml", .imperial, "2 tsp"),
        ("1 l", .imperial, "4 cups"),
        ("2 tbsp", .metric, "2 tbsp"),
        ("2 cloves", .imperial, "2 cloves"),
        ("500 g", .metric, "500 g"),
        ("3", .imperial, "3"),
    ])
    func convertsBetweenSystems(_ text: String, _ system: MeasurementSystem, _ expected: String) throws {
        #expect(try amount(text).converted(to: system).description == expected)
    }

    @Test func convertsToAGivenUnit() throws {
        let grams = try #require(try amount("1 lb").converted(to: MeasureUnit(symbol: "g")))
        #expect(abs(grams.quantity.low - 453.592_37) < 1e-9)
        #expect(try amount("1 cup").converted(to: MeasureUnit(symbol: "g")) == nil)
        #expect(try amount("2 kg").baseQuantity == Quantity(2000))
        #expect(try amount("2 cloves").baseQuantity == nil)
    }
}
