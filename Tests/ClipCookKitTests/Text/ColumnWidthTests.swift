import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Terminal columns, worked out by hand for each kind of character.
@Suite struct ColumnWidthTests {
    @Test(arguments: [
        ("Plain Toast", 11),
        ("", 0),
        ("Jalape\u{F1}o", 8),  // ñ precomposed
        ("Jalapen\u{303}o", 8),  // n + combining tilde: one character, one column
        ("Spicy 🔥 Jalapeño Poppers", 25),  // 🔥 has Emoji_Presentation
        ("日本の鍋", 8),  // CJK ideographs and hiragana: wide
        ("\u{FF21}\u{FF22}", 4),  // fullwidth A and B
        ("한국", 4),  // Hangul syllables
        ("\u{1112}\u{1161}\u{11AB}", 2),  // the same syllable as conjoining jamo: one character
        ("\u{2764}", 1),  // heavy black heart, text style
        ("\u{2764}\u{FE0F}", 2),  // the same with the emoji variation selector
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),  // a family: one ZWJ sequence
        ("\u{1F1EB}\u{1F1F7}", 2),  // a flag: two regional indicators
        ("\u{1F44D}\u{1F3FD}", 2),  // a thumb with a skin tone
        ("1\u{FE0F}\u{20E3}", 2),  // a keycap
        ("\u{0301}", 0),  // a combining accent alone
        ("\u{200D}", 0),  // a zero width joiner alone
        ("\u{00A9} 2026", 6),  // © is an emoji only in emoji style
        ("Caf\u{E9} \u{2615}", 7),  // ☕ has Emoji_Presentation
    ])
    func columns(_ text: String, _ expected: Int) {
        #expect(ColumnWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func padAndCutByColumns() {
        #expect(ColumnWidth.padded("日本", to: 6) == "日本  ")
        #expect(ColumnWidth.padded("Toast", to: 5) == "Toast")
        // Cut to 4 columns and "…": "日本" fits, the third wide character does not.
        #expect(ColumnWidth.padded("日本の鍋", to: 5) == "日本…")
        // Cut to 3 columns: one wide character, a blank where half of the next would go, then "…".
        #expect(ColumnWidth.padded("日本の鍋", to: 4) == "日 …")
        #expect(ColumnWidth.padded("Spicy 🔥 Jalapeño Poppers", to: 9) == "Spicy 🔥…")
        #expect(ColumnWidth.padded("Spicy 🔥 Jalapeño Poppers", to: 8) == "Spicy  …")
        #expect(ColumnWidth.prefix("ab日c", fitting: 3) == ("ab", 2))
        #expect(ColumnWidth.prefix("ab日c", fitting: 4) == ("ab日", 4))
    }

    @Test func oneLineFieldsShowEveryControlCharacter() {
        #expect(TerminalText.line("Toast\n   fake-id") == "Toast^J   fake-id")
        #expect(TerminalText.line("a\tb\r\u{1B}[2J\u{7F}") == "a^Ib^M^[[2J^?")
        #expect(TerminalText.line("\u{85}next") == "<U+0085>next")
        #expect(TerminalText.line("Crème brûlée 🔥") == "Crème brûlée 🔥")
        #expect(TerminalText.line("plain") == "plain")
        // Several lines keep their line feeds only where asked (`escaped(keepingNewlines:)`).
        #expect(TerminalText.escaped("a\nb", keepingNewlines: true) == "a\nb")
    }
}
