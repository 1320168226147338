/// How the printer writes a text value: bare when reading it back in its
/// context gives the identical value, a quoted string otherwise.
public enum TextQuoting {
    /// How a control character other than `\n` `\r` `\t` is spelt.
    enum ControlEscapes {
        /// The language's `\u{1F}`.
        case language
        /// JSON's `\u001f`, inside the JSON of a recipe's `ai` property.
        case json
    }

    /// `"..."` with the escapes `\"` `\\` `\n` `\r` `\t` and `\u{X}` for other control characters.
    public static func quoted(_ text: String) -> String {
        quoted(text, controls: .language)
    }

    static func quoted(_ text: String, controls: ControlEscapes) -> String {
        var out = TextBuilder(capacity: text.utf8.count + 2)
        out.appendQuoted(text, controls: controls)
        return out.text
    }

    /// Text to the end of a line (a title, a property value).
    public static func lineValue(_ text: String) -> String { field(text, .lineEnd) }

    static func field(_ text: String, _ stops: BareStops) -> String {
        isBare(text, stops) ? text : quoted(text)
    }

    /// Whether `text` written bare reads back as itself where bare text ends at `stops`.
    static func isBare(_ text: String, _ stops: BareStops) -> Bool {
        let bytes = Array(text.utf8)
        return isBare(bytes, 0..<bytes.count, stops)
    }

    /// Whether the bytes in `range` of `bytes`, read as a line of their own
    /// that ends at `stops`, read back as bare text that is all of them.
    static func isBare(_ bytes: [UInt8], _ range: Range<Int>, _ stops: BareStops) -> Bool {
        guard let first = range.first.map({ bytes[$0] }), first != ByteClass.quote, first != ByteClass.openBracket,
              first != ByteClass.bar else { return false }
        for i in range where ByteClass.isControl(bytes[i]) || bytes[i] == ByteClass.tab { return false }
        var lexer = Lexer(bytes: bytes, lineStart: range.lowerBound, position: range.lowerBound, end: range.upperBound)
        return lexer.readBare(stops) == range && lexer.position == range.upperBound
    }
}
