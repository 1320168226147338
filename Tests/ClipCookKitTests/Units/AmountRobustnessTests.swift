import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Random combinations of the characters amounts are made of.
@Suite struct AmountRobustnessTests {
    @Test func randomTextNeverCrashesTheAmountReader() {
        var generator = JSONRobustnessTests.Generator(state: 42)
        let pieces = ["1", "2", "½", "/", "⁄", "-", "–", " ", "to", "g", "cup", "s", ".", "\t", "fl", "oz", "é", "\u{301}", "x", "0"]
        for _ in 0..<5000 {
            var text = ""
            for _ in 0..<generator.below(8) { text += pieces[generator.below(pieces.count)] }
            let substring = Substring(text)
            if let end = Amount.leadingAmountEnd(in: substring) {
                #expect(end > substring.startIndex && end <= substring.endIndex)
                // What was taken reads as an amount on its own.
                #expect(Amount(String(substring[..<end])) != nil)
            }
        }
    }
}
