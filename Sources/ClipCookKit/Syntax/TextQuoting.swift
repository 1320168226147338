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
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    switch controls {
                    case .language:
                        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    case .json:
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text to the end of a line (a title, a property value).
    public static func lineValue(_ text: String) -> String { field(text, .lineEnd) }

    static func field(_ text: String, _ stops: BareStops) -> String {
        isBare(text, stops) ? text : quoted(text)
    }

    /// Whether `text` written bare reads back as itself where bare text ends at `stops`.
    static func isBare(_ text: String, _ stops: BareStops) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first != ByteClass.quote, first != ByteClass.openBracket,
              first != ByteClass.bar else { return false }
        for b in bytes where ByteClass.isControl(b) || b == ByteClass.tab { return false }
        var lexer = Lexer(bytes: bytes, lineStart: 0, position: 0, end: bytes.count)
        let range = lexer.readBare(stops)
        return range == 0..<bytes.count && lexer.position == bytes.count
    }
}
