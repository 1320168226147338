import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct UnitTableTests {
    @Test(arguments: [
        ("grams", "g"), ("G", "g"), ("kilos", "kg"), ("Tbsp", "tbsp"), ("TBSP", "tbsp"), ("tablespoons", "tbsp"),
        ("tsp", "tsp"), ("Teaspoon", "tsp"), ("cups", "cup"), ("C", "cup"), ("lbs", "lb"), ("Pound", "lb"),
        ("ounces", "oz"), ("fl oz", "fl oz"), ("fl  oz", "fl oz"), ("Fluid Ounces", "fl oz"), ("litres", "l"),
        ("L", "l"), ("mL", "ml"), ("dl", "dl"), ("cl", "cl"), ("pints", "pint"), ("qt", "quart"), ("gal", "gallon"),
        ("cloves", "clove"), ("pinches", "pinch"), ("loaves", "loaf"), ("packets", "pack"), ("heads", "head"),
        ("fillets", "fillet"), ("sprigs", "sprig"), ("handful", "handful"),
    ])
    func namesAUnit(_ word: String, _ symbol: String) {
        #expect(MeasureUnit.named(word)?.symbol == symbol)
    }

    @Test(arguments: ["large", "t", "T", "gramsx", "fl", "", "eggs", "salt"])
    func notAUnit(_ word: String) {
        #expect(MeasureUnit.named(word) == nil)
    }

    @Test func everyUnitHasAPositiveFactorAndIsFoundBySymbolAndPlural() {
        for unit in UnitTable.units {
            #expect(unit.factor > 0)
            #expect(MeasureUnit(symbol: unit.symbol) == unit)
            #expect(MeasureUnit.named(unit.symbol) == unit)
            #expect(MeasureUnit.named(unit.plural) == unit)
        }
        #expect(Set(UnitTable.units.map(\.symbol)).count == UnitTable.units.count)
    }

    @Test func factorsToTheBaseUnits() {
        #expect(MeasureUnit(symbol: "kg").factor == 1000)
        #expect(MeasureUnit(symbol: "lb").factor == 453.592_37)
        #expect(abs(MeasureUnit(symbol: "cup").factor - 16 * MeasureUnit(symbol: "tbsp").factor) < 1e-9)
        #expect(abs(MeasureUnit(symbol: "tbsp").factor - 3 * MeasureUnit(symbol: "tsp").factor) < 1e-9)
        #expect(abs(MeasureUnit(symbol: "gallon").factor - 4 * MeasureUnit(symbol: "quart").factor) < 1e-9)
        #expect(MeasureUnit(symbol: "clove").dimension == .count)
        #expect(
            MeasureUnit(symbol: "nonsense")
                == MeasureUnit(
                    symbol: "nonsense", plural: "nonsense", dimension: .count, factor: 1, system: nil))
    }

    @Test func compatibility() {
        #expect(MeasureUnit(symbol: "g").isCompatible(with: MeasureUnit(symbol: "lb")))
        #expect(MeasureUnit(symbol: "cup").isCompatible(with: MeasureUnit(symbol: "ml")))
        #expect(!MeasureUnit(symbol: "g").isCompatible(with: MeasureUnit(symbol: "ml")))
        #expect(!MeasureUnit(symbol: "clove").isCompatible(with: MeasureUnit(symbol: "can")))
        #expect(MeasureUnit(symbol: "clove").isCompatible(with: MeasureUnit(symbol: "clove")))
    }
}
