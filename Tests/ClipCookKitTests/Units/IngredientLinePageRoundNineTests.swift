import Testing
@testable import ClipCookCore

/// A thumb of ginger is a size, not part of the food (issue 33, round
/// nine: `2 thumbs ginger (minced)` on a fresh page's tune half).
@Suite struct IngredientLineThumbSizeTests {
    @Test(arguments: [
        ("2 thumbs ginger (minced)", 2.0, "ginger"),
        ("1 thumb-sized piece of ginger", 1.0, "ginger"),
        ("1 thumb fresh turmeric, grated", 1.0, "fresh turmeric"),
    ])
    func aThumbSizesTheFood(_ line: String, _ quantity: Double, _ name: String) {
        let parsed = IngredientLineReader.read(line)
        #expect(parsed.quantity == quantity, "\(line)")
        #expect(parsed.name == name, "\(line)")
    }
}

/// Two ways of saying how ripe a food is are both notes (issue 33, round
/// nine: `10 pcs. semi-ripe or ripe Saba Banana` on a fresh page's tune half).
@Suite struct IngredientLineRipenessRunTests {
    @Test(arguments: [
        ("10 pcs. semi-ripe or ripe Saba Banana", 10.0, "Saba Banana"),
        ("6 underripe or ripe plantains, peeled", 6.0, "plantains"),
        ("2 ripe avocados", 2.0, "avocados"),
    ])
    func bothRipenessWordsAreNotes(_ line: String, _ quantity: Double, _ name: String) {
        let parsed = IngredientLineReader.read(line)
        #expect(parsed.quantity == quantity, "\(line)")
        #expect(parsed.name == name, "\(line)")
    }
}
