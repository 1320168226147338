/// Text made safe to print on a terminal: control characters (C0, DEL, C1,
/// so also ESC) become visible escapes (`\u{1B}`), tabs and line breaks stay.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (v < 0x20 && v != 0x0A && v != 0x09) || (v >= 0x7F && v < 0xA0) {
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
