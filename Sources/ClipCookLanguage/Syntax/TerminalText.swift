/// Text made safe to print on a terminal: control characters from a file, a
/// JSON import or a command line are shown, never obeyed.
///
/// C0 controls and DEL become caret notation (`ESC` is `^[`, `BEL` is `^G`,
/// a carriage return `^M`); C1 controls and the bidirectional overrides that
/// reorder a line (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F) become
/// `<U+202E>`. Tabs are kept; line feeds are kept only where the text is
/// several lines. With `keepingStyle`, the colour sequences `TextStyle`
/// itself writes (`ESC [ 1 ; 31 m`: digits and semicolons, then `m`) pass
/// through, so styled output keeps its colour; every other escape sequence
/// (titles, cursor movement, OSC) is still shown as text.
public enum TerminalText {
    /// A one-line field (a title, an ingredient, a step, a tag, a note) as
    /// a row of a table or a line of a card shows it: every control
    /// character escaped, line feed and tab included (`^J`, `^I`), so that
    /// no field can start a line of its own or push a column out of place.
    /// Text of printable ASCII, nearly all of it, comes back as it is after
    /// one look at its bytes.
    public static func line(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return text }
        return escaped(text, keepingTabs: false)
    }

    public static func escaped(
        _ text: String, keepingNewlines: Bool = false, keepingStyle: Bool = false, keepingTabs: Bool = true
    ) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if keepingStyle, scalar == "\u{1B}", let end = styleSequenceEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            if scalar == "\n" && keepingNewlines || scalar == "\t" && keepingTabs || !needsEscape(scalar) {
                out.append(scalar)
            } else if scalar.value < 0x20 {
                out.append("^")
                out.append(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            } else if scalar.value == 0x7F {
                out.append(contentsOf: "^?".unicodeScalars)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out.append(contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)>".unicodeScalars)
            }
            i += 1
        }
        return String(out)
    }

    /// Whether a scalar is shown escaped (before the tab and line-feed exceptions).
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The index of the `m` ending `ESC [ digits-and-semicolons m` at `start`, if that is what is there.
    private static func styleSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var j = start + 2
        while j < scalars.count, j - start < 16 {
            let s = scalars[j]
            if s == "m" { return j }
            guard (s.value >= 0x30 && s.value <= 0x39) || s == ";" else { return nil }
            j += 1
        }
        return nil
    }
}
