/// How many terminal columns text takes, for tables that line up when a
/// title holds an emoji or a CJK word: "Spicy 🔥 Poppers" is 15 characters
/// but 16 columns.
///
/// Measured per character (grapheme cluster), since a terminal draws a
/// cluster as one glyph:
/// - a character whose first scalar is East Asian Wide or Fullwidth (CJK
///   ideographs, kana, Hangul syllables, fullwidth forms) takes 2;
/// - an emoji takes 2: a scalar with Emoji_Presentation (🔥), a text-style
///   emoji followed by the emoji variation selector U+FE0F (❤️), and any
///   sequence holding an Emoji_Presentation scalar (a ZWJ family, a skin
///   tone, a flag of two regional indicators);
/// - a character made only of marks and format characters (a combining
///   accent on its own, a ZWJ, a variation selector) takes 0, and so do
///   the medial and final Hangul jamo, which join the syllable before;
/// - everything else takes 1 (combining marks after a base add nothing,
///   being part of its character).
///
/// Plain ASCII is counted on its bytes. Control characters count 0: text
/// is shown through `TerminalText` first, which turns them into `^J`.
public enum ColumnWidth {
    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count(where: { $0 >= 0x20 && $0 != 0x7F }) }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A lone ASCII scalar; a digit with U+FE0F and U+20E3 is a keycap emoji (below).
        if first.isASCII, scalars.count == 1 { return first.value >= 0x20 && first.value != 0x7F ? 1 : 0 }
        let properties = first.properties
        if properties.isEmojiPresentation || isWide(first.value) { return 2 }
        if scalars.count > 1 {
            // U+FE0F asks for the emoji form of a text-style emoji (❤ + U+FE0F);
            // a sequence with an emoji in it is drawn as that emoji.
            if properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
            if scalars.contains(where: \.properties.isEmojiPresentation) { return 2 }
        }
        return isZeroWidth(first) ? 0 : 1
    }

    /// Whether a scalar draws nothing of its own: a mark, a format or
    /// control character, or a Hangul jamo vowel or final consonant.
    package static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    /// Whether a scalar is East Asian Wide or Fullwidth (UAX #11), by the
    /// blocks that hold such characters; emoji are found by their property.
    package static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }

    /// The East Asian Wide and Fullwidth stretches, in order, by block.
    package static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo, leading consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
        0x2FF0...0x303E,  // ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK strokes, enclosed CJK, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi syllables and radicals
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth ASCII and punctuation
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x18D00...0x18D08,  // Tangut supplement
        0x1AFF0...0x1B2FF,  // kana extended and supplement, small kana, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]

    /// The longest start of `text` that fits in `columns`, and its width.
    public static func prefix(_ text: String, fitting columns: Int) -> (text: Substring, width: Int) {
        var width = 0
        var end = text.startIndex
        for index in text.indices {
            let next = width + of(text[index])
            if next > columns { break }
            width = next
            end = text.index(after: index)
        }
        return (text[..<end], width)
    }

    /// `text` padded with spaces to `columns`, or cut to `columns - 1` and "…"
    /// (a space before the "…" where a wide character did not fit).
    public static func padded(_ text: String, to columns: Int) -> String {
        let width = of(text)
        if width > columns {
            let cut = prefix(text, fitting: max(1, columns - 1))
            return cut.text + String(repeating: " ", count: max(0, columns - 1 - cut.width)) + "…"
        }
        return width == columns ? text : text + String(repeating: " ", count: columns - width)
    }
}
