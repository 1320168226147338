import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct AmountParsingTests {
    /// The text before `|` is what `leadingAmountEnd` must take.
    @Test(arguments: [
        "2 cloves| garlic, minced",
        "2| large eggs",
        "500g| flour",
        "500 g| chicken breast, sliced thin",
        "1 1/2 cups| milk",
        "1½ cups| milk",
        "½ tsp| salt",
        "2 Tbsp| olive oil",
        "2 tablespoons| butter",
        "3 lbs| potatoes",
        "2 tbsp.| sugar",
        "1 fl oz| rum",
        "2 fluid ounces| rum",
        "2-3 sprigs| thyme",
        "1 L| stock",
        "2 cans| tomatoes",
        "4| (about 1 kg) chicken thighs",
        "3|, at room temperature",
        "12|",
        "1 kg|",
        "2 to 3 cups| water",
        "2| tomatoes",
        "1| large onion",
    ])
    func leadingAmountEnds(_ marked: String) throws {
        let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let text = marked.replacingOccurrences(of: "|", with: "")
        let end = try #require(Amount.leadingAmountEnd(in: Substring(text)))
        #expect(String(text[..<end]) == String(parts[0]))
    }

    @Test(arguments: [
        "2026-11-23", "1.2.3", "3D glasses", "7up", "a pinch of salt", "salt", "", " 2 eggs", "2x 400g cans",
        "1. Cook the pasta", "99999999999999999999 g", "2/ eggs",
    ])
    func notAnAmount(_ text: String) {
        #expect(Amount.leadingAmountEnd(in: Substring(text)) == nil)
    }

    @Test(arguments: [
        ("500 g", 500.0, nil as Double?, "g" as String?),
        ("1 1/2 cups", 1.5, nil, "cup"),
        ("2-3", 2, 3, nil),
        ("2 large", 2, nil, nil),
        ("  3 Cloves", 3, nil, "clove"),
        ("1 kg", 1, nil, "kg"),
        ("8 oz", 8, nil, "oz"),
        ("8 fl oz", 8, nil, "fl oz"),
        ("2 pinches", 2, nil, "pinch"),
        ("3 bay leaves", 3, nil, nil),
        ("2 leaves", 2, nil, "leaf"),
    ])
    func amounts(_ text: String, _ low: Double, _ high: Double?, _ symbol: String?) throws {
        let amount = try #require(Amount(text))
        #expect(amount.quantity == Quantity(low, high))
        #expect(amount.unit?.symbol == symbol)
    }

    @Test(arguments: ["a pinch", "", "to taste", "some"])
    func noAmount(_ text: String) {
        #expect(Amount(text) == nil)
    }

    @Test func aCombiningMarkAfterADigitIsNotSplit() {
        // "2" + U+0301 is one character; it is not the digit 2.
        #expect(Amount.leadingAmountEnd(in: Substring("2\u{301} eggs")) == nil)
    }
}
