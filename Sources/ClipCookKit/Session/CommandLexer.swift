/// Splits one command into words: blanks separate words, `"..."` quotes
/// (with `\"` and `\\`) and `'...'` quotes (literal) keep blanks inside one
/// word.
public enum CommandLexer {
    public struct Word: Hashable, Sendable {
        public var text: String
        /// Whether any part of the word was quoted.
        public var quoted: Bool
    }

    public struct Result: Hashable, Sendable {
        public var words: [Word]
        /// The quote character still open at the end, if any.
        public var openQuote: Character?
        /// Whether the text ends inside a word (no blank after the last word).
        public var endsInWord: Bool
    }

    /// Works on Unicode scalars, not characters: a combining mark after a
    /// blank (`a \u{30D}`) or a CRLF is still a blank and a separate word,
    /// as `quoteIfNeeded` assumes (found by the `command-line` fuzz target).
    public static func split(_ text: String) -> Result {
        var words: [Word] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var quoted = false
        var quote: Unicode.Scalar?
        var escaped = false
        for ch in text.unicodeScalars {
            if let open = quote {
                if escaped {
                    current.append(ch == "n" ? "\n" : ch == "t" ? "\t" : ch)
                    escaped = false
                } else if ch == "\\" && open == "\"" {
                    escaped = true
                } else if ch == open {
                    quote = nil
                } else {
                    current.append(ch)
                }
                continue
            }
            if ch == " " || ch == "\t" || ch == "\n" || ch == "\r" {
                if inWord { words.append(Word(text: String(current), quoted: quoted)) }
                current = String.UnicodeScalarView()
                inWord = false
                quoted = false
            } else if ch == "\"" || ch == "'" {
                quote = ch
                inWord = true
                quoted = true
            } else {
                current.append(ch)
                inWord = true
            }
        }
        if inWord { words.append(Word(text: String(current), quoted: quoted)) }
        return Result(words: words, openQuote: quote.map(Character.init), endsInWord: inWord)
    }

    /// `text` quoted for the command line when it would not read back as one word.
    public static func quoteIfNeeded(_ text: String) -> String {
        if !text.isEmpty, !text.unicodeScalars.contains(where: { " \t\n\r\"';#\\".unicodeScalars.contains($0) }) {
            return text
        }
        var out = "\""
        for ch in text.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }
}
