import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The quoting rules of the command line, in one place for the lexer, the
/// script reader and completion:
/// - `"..."` quotes anywhere, with `\"`, `\\`, `\n` and `\t` inside;
/// - `'...'` quotes literally, but only when the `'` starts a word, and it
///   ends at a `'` followed by a blank, a `;` or the end; so an apostrophe
///   inside a word is a letter (`nonna's`, `'Mum's Stew'`).
struct CommandQuoting {
    enum Role: Equatable {
        /// Outside quotes: a blank, `;` or an ordinary character.
        case plain
        /// A quote character that opens a quoted part.
        case open
        /// A quote character that closes it.
        case close
        /// `\` starting an escape inside double quotes.
        case escape
        /// A character inside quotes.
        case quoted
        /// The character after a `\` inside double quotes.
        case escaped
    }

    private(set) var quote: Character?
    private var escaped = false
    private var atWordStart = true

    var isInsideQuote: Bool { quote != nil }

    static func isBlank(_ ch: Character) -> Bool { ch == " " || ch == "\t" || ch == "\n" || ch == "\r" || ch == "\r\n" }

    /// The role of `ch`, given the character after it (nil at the end).
    mutating func feed(_ ch: Character, next: Character?) -> Role {
        if let open = quote {
            if escaped {
                escaped = false
                return .escaped
            }
            if open == "\"" {
                if ch == "\\" {
                    escaped = true
                    return .escape
                }
                if ch == "\"" {
                    quote = nil
                    atWordStart = false
                    return .close
                }
                return .quoted
            }
            if ch == "'", next.map({ Self.isBlank($0) || $0 == ";" }) ?? true {
                quote = nil
                atWordStart = false
                return .close
            }
            return .quoted
        }
        if ch == "\"" || (ch == "'" && atWordStart) {
            quote = ch
            return .open
        }
        atWordStart = Self.isBlank(ch) || ch == ";"
        return .plain
    }

    /// Feeds every character of `text`, calling `body` with each and its role.
    /// A blank, quote, backslash or `;` with combining marks after it (one
    /// `Character`, `" \u{30D}"`), or after a prepended mark that joins the
    /// character after it (`"\u{605}\\"`), is fed as its scalars, so it
    /// still counts as what it is (both found by the `command-line` fuzz target).
    mutating func scan(_ text: some StringProtocol, _ body: (Character, Role) -> Void) {
        var pieces: [Character] = []
        for ch in text {
            if ch != "\r\n", ch.unicodeScalars.count > 1,
                ch.unicodeScalars.contains(where: { " \t\n\r\"'\\;".unicodeScalars.contains($0) })
            {
                pieces.append(contentsOf: ch.unicodeScalars.map(Character.init))
            } else {
                pieces.append(ch)
            }
        }
        for (index, ch) in pieces.enumerated() {
            body(ch, feed(ch, next: index + 1 < pieces.count ? pieces[index + 1] : nil))
        }
    }
}
