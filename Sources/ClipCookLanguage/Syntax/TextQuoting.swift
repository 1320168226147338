import ClipCookCore

/// How the printer writes a text value: bare when reading it back in its
/// context gives the identical value, a quoted string otherwise.
public enum TextQuoting {
    /// How a control character other than `\n` `\r` `\t` is spelt.
    package enum ControlEscapes {
        /// The language's `\u{1F}`.
        case language
        /// JSON's `\u001f`, inside the JSON of a recipe's `ai` property.
        case json
    }

    /// `"..."` with the escapes `\"` `\\` `\n` `\r` `\t` and `\u{X}` for other control characters.
    public static func quoted(_ text: String) -> String {
        quoted(text, controls: .language)
    }

    package static func quoted(_ text: String, controls: ControlEscapes) -> String {
        var out = TextBuilder(capacity: text.utf8.count + 2)
        out.appendQuoted(text, controls: controls)
        return out.text
    }

    /// Text to the end of a line (a title, a property value).
    public static func lineValue(_ text: String) -> String { field(text, .lineEnd) }

    package static func field(_ text: String, _ stops: BareStops) -> String {
        isBare(text, stops) ? text : quoted(text)
    }

    /// Whether `text` written bare reads back as itself where bare text ends at `stops`.
    package static func isBare(_ text: String, _ stops: BareStops) -> Bool {
        let bytes = Array(text.utf8)
        return isBare(bytes, 0..<bytes.count, stops)
    }

    /// Whether the bytes in `range` of `bytes`, read as a line of their own
    /// that ends at `stops`, read back as bare text that is all of them.
    package static func isBare(_ bytes: [UInt8], _ range: Range<Int>, _ stops: BareStops) -> Bool {
        guard let first = range.first.map({ bytes[$0] }), first != ByteClass.quote, first != ByteClass.openBracket,
            first != ByteClass.bar
        else { return false }
        // One pass over the bytes: no control character or tab, and none
        // of the bytes where bare text may stop (`-` of a comment, `,`, `[`, `]`).
        var mayStop = false
        for i in range {
            let b = bytes[i]
            if ByteClass.isControl(b) || b == ByteClass.tab { return false }
            if b == ByteClass.dash || b == ByteClass.comma || b == ByteClass.openBracket || b == ByteClass.closeBracket {
                mayStop = true
            }
        }
        let blankEnds = first == ByteClass.space || bytes[range.upperBound - 1] == ByteClass.space
        if !mayStop, stops.word == nil {
            // `Lexer.readBare` then takes everything but blanks at either end.
            assert(readsBare(bytes, range, stops) == !blankEnds, "bare text stops where the printer does not expect")
            return !blankEnds
        }
        return readsBare(bytes, range, stops)
    }

    private static func readsBare(_ bytes: [UInt8], _ range: Range<Int>, _ stops: BareStops) -> Bool {
        var lexer = Lexer(bytes: bytes, lineStart: range.lowerBound, position: range.lowerBound, end: range.upperBound)
        return lexer.readBare(stops) == range && lexer.position == range.upperBound
    }
}
