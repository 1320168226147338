import Testing
@testable import ClipCookKit

@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownNotObeyed() {
        #expect(TerminalText.escaped("a\u{1B}]0;pwned\u{07}b") == "a^[]0;pwned^Gb")
        #expect(TerminalText.escaped("x\u{0}y\u{7F}z\r") == "x^@y^?z^M")
        #expect(TerminalText.escaped("evil\u{202E}txt.exe\u{9B}") == "evil<U+202E>txt.exe<U+009B>")
        #expect(TerminalText.escaped("two\nlines") == "two^Jlines")
        #expect(TerminalText.escaped("two\nlines\tand a tab", keepingNewlines: true) == "two\nlines\tand a tab")
        #expect(TerminalText.escaped("Crème brûlée ★") == "Crème brûlée ★")
    }

    @Test func styleKeepsOnlyColourSequences() {
        let styled = "\u{1B}[1;31mTitle\u{1B}[0m \u{1B}]0;x\u{07} \u{1B}[2J"
        #expect(TerminalText.escaped(styled, keepingStyle: true) == "\u{1B}[1;31mTitle\u{1B}[0m ^[]0;x^G ^[[2J")
        #expect(TerminalText.escaped(styled) == "^[[1;31mTitle^[[0m ^[]0;x^G ^[[2J")
    }

    @Test func diagnosticsEscapeTheEchoedLineAndKeepTheCaretUnderIt() {
        let source = SourceFile(path: "r.recipe", text: "recipe T\n  \u{1B}]0;x\u{07} servings 0\n")
        let diagnostic = Diagnostic(.error, "bad", path: "r.recipe", range: source.range(18..<26))
        let text = DiagnosticRenderer().render(diagnostic, in: source)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text == "r.recipe:2:10: error: bad\n 2 |   ^[]0;x^G servings 0\n   |            ^~~~~~~~")
    }
}
