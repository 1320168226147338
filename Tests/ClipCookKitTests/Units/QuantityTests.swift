import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct QuantityTests {
    @Test(arguments: [
        ("2", 2.0, nil as Double?),
        ("1.5", 1.5, nil), (".5", 0.5, nil), ("0.25", 0.25, nil),
        ("1/2", 0.5, nil), ("3/4", 0.75, nil), ("1⁄3", 1.0 / 3, nil),
        ("1 1/2", 1.5, nil), ("2  3/4", 2.75, nil),
        ("½", 0.5, nil), ("¼", 0.25, nil), ("⅔", 2.0 / 3, nil), ("⅛", 0.125, nil),
        ("1½", 1.5, nil), ("1 ½", 1.5, nil), ("2¾", 2.75, nil),
        ("2-3", 2, 3), ("2–3", 2, 3), ("2 — 3", 2, 3), ("2 to 3", 2, 3), ("1/2-1", 0.5, 1), ("½ - 1", 0.5, 1),
        ("1 1/2 to 2", 1.5, 2),
        // A decimal comma: a comma directly followed by a digit.
        ("1,5", 1.5, nil), ("0,25", 0.25, nil), ("1,5-2", 1.5, 2),
        // A US-style mixed number with a hyphen.
        ("1-1/2", 1.5, nil), ("2-1/4-3", 2.25, 3),
    ])
    func parses(_ text: String, _ low: Double, _ high: Double?) throws {
        let quantity = try #require(Quantity(text))
        #expect(abs(quantity.low - low) < 1e-12)
        #expect(quantity.high == high)
    }

    @Test(arguments: [
        "", "a", "1/0", "3-2", "2 to", "1.", "1,", "1, 5", ",5", "-2", "1234567890123456", "2 3", "½½", "1 3/2", "2 tomatoes",
    ])
    func rejects(_ text: String) {
        #expect(Quantity(text) == nil)
    }

    @Test func sumsAndScalesRanges() {
        #expect(Quantity(2, 3) + Quantity(1) == Quantity(3, 4))
        #expect(Quantity(2) + Quantity(1) == Quantity(3))
        #expect(Quantity(2, 3).scaled(by: 1.5) == Quantity(3, 4.5))
        #expect(Quantity(2, 4).midpoint == 3)
    }
}
