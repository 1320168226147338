import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Inputs the fuzz targets (Fuzz/, scripts/fuzz) found, kept as regression tests.
@Suite struct FuzzRegressionTests {
    /// `command-line` target: a combining mark after a blank merged with the
    /// blank into one Character, so "Numeric \u{30D}" read as one word.
    /// (`a\u{605}\\t"&`: U+0605 is a prepended mark, one Character with the
    /// backslash after it, which then escaped nothing while the quoted form's
    /// `\\` escaped the `t` into a tab.)
    @Test(arguments: ["\n\u{F4}\rNumeric\r\u{30D}", "a \u{301}", "fav \u{200D}x", "a\r\nb", "a\u{605}\\t\"&", "x\u{605}\" y\""])
    func commandLineWordsQuoteAndSplitBack(_ text: String) {
        let words = CommandLexer.split(text).words.map(\.text)
        let joined = words.map(CommandLexer.quoteIfNeeded).joined(separator: " ")
        #expect(CommandLexer.split(joined).words.map(\.text) == words)
    }

    @Test func aCombiningMarkAfterABlankStartsANewWord() {
        #expect(CommandLexer.split("Numeric \u{30D}").words.map(\.text) == ["Numeric", "\u{30D}"])
        #expect(CommandLexer.split("a\r\nb").words.map(\.text) == ["a", "b"])
        // A prepended mark (U+0605) joins the character after it: the quote and the backslash still count.
        #expect(CommandLexer.split("show \"a\u{605}\\\\b\"").words.map(\.text) == ["show", "a\u{605}\\b"])
        #expect(CommandLexer.split("x\u{605}\" y\"").words.map(\.text) == ["x\u{605} y"])
    }
}
