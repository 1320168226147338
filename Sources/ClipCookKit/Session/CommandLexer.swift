import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

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

    public static func split(_ text: String) -> Result {
        var words: [Word] = []
        var current = ""
        var inWord = false
        var quoted = false
        var quoting = CommandQuoting()
        quoting.scan(text) { ch, role in
            switch role {
            case .open:
                inWord = true
                quoted = true
            case .close, .escape:
                break
            case .quoted:
                current.append(ch)
            case .escaped:
                // By scalar: a combining mark after `\n` joins the `n` in one Character.
                var scalars = ch.unicodeScalars.makeIterator()
                switch scalars.next() {
                case "n": current.unicodeScalars.append("\n")
                case "t": current.unicodeScalars.append("\t")
                case let first?: current.unicodeScalars.append(first)
                case nil: break
                }
                while let rest = scalars.next() { current.unicodeScalars.append(rest) }
            case .plain:
                if CommandQuoting.isBlank(ch) {
                    if inWord { words.append(Word(text: current, quoted: quoted)) }
                    current = ""
                    inWord = false
                    quoted = false
                } else {
                    current.append(ch)
                    inWord = true
                }
            }
        }
        if inWord { words.append(Word(text: current, quoted: quoted)) }
        return Result(words: words, openQuote: quoting.quote, endsInWord: inWord)
    }

    /// `text` quoted for the command line when it would not read back as one
    /// word. Looks at scalars: a quote or blank followed by a combining mark
    /// is still a quote or a blank to the lexer (`CommandQuoting.scan`).
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
