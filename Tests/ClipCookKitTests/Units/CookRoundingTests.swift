import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct CookRoundingTests {
    func rounded(_ text: String) throws -> String {
        try #require(Amount(text)).roundedForCook().description
    }

    @Test func metricAmountsRoundBySize() throws {
        #expect(try rounded("333.33 g") == "335 g")
        #expect(try rounded("47.6 g") == "48 g")
        #expect(try rounded("2.3 g") == "2.5 g")
        #expect(try rounded("1000 g") == "1 kg")
        #expect(try rounded("1333.3 g") == "1.35 kg")
        #expect(try rounded("0.5 kg") == "500 g")
        #expect(try rounded("1250 ml") == "1.25 l")
        #expect(try rounded("0.1 g") == "0.5 g")  // never rounds to nothing
    }

    @Test func countsRoundToHalvesThenWholes() throws {
        #expect(try rounded("3.5-5.25") == "3 ½-5")
        #expect(try rounded("2.666") == "2 ½")
        #expect(try rounded("7.4") == "7")
        #expect(try rounded("0.3") == "¼")
        #expect(try rounded("1.3 cloves") == "1 ½ cloves")
    }

    @Test func imperialAndSpoonsRoundToKitchenFractions() throws {
        #expect(try rounded("0.333 cup") == "⅜ cup")
        #expect(try rounded("1.13 cups") == "1 ¼ cups")
        #expect(try rounded("5.3 oz") == "5 ½ oz")
        #expect(try rounded("12.4 oz") == "12 oz")
    }

    @Test func aRangeThatCollapsesBecomesOneNumber() throws {
        #expect(try rounded("5.1-5.2") == "5")
    }

    @Test func temperaturesInStepTextConvert() {
        #expect(TemperatureText.converted("Bake at 175 °C for 40 min.", to: .imperial) == "Bake at 350 °F for 40 min.")
        #expect(TemperatureText.converted("Heat to 200°C, then 160 degrees C.", to: .imperial) == "Heat to 400 °F, then 325 °F.")
        #expect(TemperatureText.converted("Preheat to 350 °F.", to: .metric) == "Preheat to 175 °C.")
        #expect(TemperatureText.converted("Cool to 60 °C.", to: .imperial) == "Cool to 140 °F.")
        // Already in the wanted scale, or not a temperature: unchanged.
        #expect(TemperatureText.converted("Bake at 175 °C.", to: .metric) == "Bake at 175 °C.")
        #expect(TemperatureText.converted("Use 2 cups, 3 Cats, 5 °Cx.", to: .imperial) == "Use 2 cups, 3 Cats, 5 °Cx.")
        #expect(TemperatureText.converted("Route 66 degrees celsius", to: .imperial) == "Route 150 °F")
    }
}
