import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
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

    /// A line of printable ASCII is cut and marked on its bytes; the same
    /// line with one other character at its end goes the general way,
    /// scalar by scalar: both show the same (with that character where the
    /// line is shown to its end).
    @Test func aPlainLineShowsAsALineWithOtherCharactersDoes() {
        let long = String(repeating: "abcdefghij", count: 30)
        for (line, offsets) in [(long, 199..<202), ("  servings 0", 11..<12), ("x", 0..<1), (long, 5..<5), (long, 295..<300)] {
            let plain = SourceFile(path: "r.recipe", text: "recipe T\n" + line + "\n")
            let other = SourceFile(path: "r.recipe", text: "recipe T\n" + line + "é\n")
            let at = offsets.lowerBound + 9..<offsets.upperBound + 9
            let shownPlain = DiagnosticRenderer().render(Diagnostic(.warning, "w", path: "r.recipe", range: plain.range(at)), in: plain)
            let shownOther = DiagnosticRenderer().render(Diagnostic(.warning, "w", path: "r.recipe", range: other.range(at)), in: other)
            // The "é" shows only where the line is short enough to be shown whole.
            if offsets.upperBound < 250 { #expect(shownPlain == String(shownOther.filter { $0 != "é" }), "\(offsets)") }
            #expect(shownPlain.split(separator: "\n").count == 3)
        }
        // Worked by hand: column 200 of 300 shows columns 140-259 after "…", the caret under the 61st.
        let source = SourceFile(path: "r.recipe", text: "recipe T\n" + long + "\n")
        let text = DiagnosticRenderer().render(Diagnostic(.warning, "w", path: "r.recipe", range: source.range(208..<211)), in: source)
        let window = String(Array(long)[139..<259])
        #expect(text == "r.recipe:2:200: warning: w\n 2 | …\(window)\n   | " + String(repeating: " ", count: 61) + "^~~")
    }
}
