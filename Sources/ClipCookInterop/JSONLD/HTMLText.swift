import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Text as web pages put it in JSON-LD: HTML tags removed (a `<br>`, `<p>`
/// or `<li>` boundary becomes a line break), character references decoded
/// (`&amp;`, `&frac12;`, `&#189;`, `&#xBD;`), blanks collapsed per line.
package enum HTMLText {
    /// Named references that recipe pages use; others are left as written.
    package static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "#39": "'",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac15": "⅕",
        "frac16": "⅙", "frac18": "⅛", "frac38": "⅜", "frac58": "⅝", "frac78": "⅞",
        "deg": "°", "ndash": "–", "mdash": "—", "hellip": "…", "rsquo": "’", "lsquo": "‘",
        "rdquo": "”", "ldquo": "“", "times": "×", "eacute": "é", "egrave": "è", "agrave": "à",
        "ccedil": "ç", "uuml": "ü", "ouml": "ö", "auml": "ä", "ntilde": "ñ", "szlig": "ß",
        "frasl": "⁄", "middot": "·", "bull": "•", "reg": "®", "copy": "©", "trade": "™",
        "zwj": "\u{200D}", "zwnj": "\u{200C}",
        // The rest of the accented letters of French, German, Spanish and Italian pages.
        "aacute": "á", "acirc": "â", "ecirc": "ê", "euml": "ë", "iacute": "í", "icirc": "î", "iuml": "ï",
        "igrave": "ì", "oacute": "ó", "ocirc": "ô", "ograve": "ò", "uacute": "ú", "ucirc": "û", "ugrave": "ù",
        "oelig": "œ", "Eacute": "É", "Egrave": "È", "Agrave": "À", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü",
        "Ccedil": "Ç", "Ntilde": "Ñ", "laquo": "«", "raquo": "»", "iquest": "¿", "iexcl": "¡",
    ]

    /// Tags whose boundaries separate lines.
    package static let breakingTags: Set<String> = ["br", "p", "li", "div", "ol", "ul", "h1", "h2", "h3", "h4", "tr"]

    /// One line: tags and references decoded, every blank run one space.
    package static func line(_ text: String) -> String {
        IngredientText.collapseBlanks(decode(text))
    }

    /// Several lines: decoded, each line collapsed, empty lines dropped.
    package static func lines(_ text: String) -> [String] {
        decode(text).split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { IngredientText.collapseBlanks(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// Paragraph text: decoded, each line collapsed, empty lines kept
    /// between text but not at the ends, never two in a row.
    package static func paragraphs(_ text: String) -> String {
        var out: [String] = []
        for raw in decode(text).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let line = IngredientText.collapseBlanks(String(raw))
            if line.isEmpty, out.last?.isEmpty ?? true { continue }
            out.append(line)
        }
        while out.last?.isEmpty == true { out.removeLast() }
        return out.joined(separator: "\n")
    }

    /// Tags out (breaking ones as line breaks), references decoded. Bounded:
    /// one pass over the text, and a second over what the first made when
    /// it decoded an `&amp;` into a reference (`&amp;eacute;`, a page's
    /// text escaped twice, is `é`).
    package static func decode(_ text: String) -> String {
        let once = decode(text, escapedTwice: nil)
        guard text.utf8.count != once.utf8.count, text.contains("&amp;"), once.contains("&") else { return once }
        return decode(once, escapedTwice: true)
    }

    private static func decode(_ text: String, escapedTwice: Bool?) -> String {
        // Neither a tag nor a reference can start without these: the text as it is.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) { return text }
        // The second pass decodes references only: a `<` it meets was written `&lt;`, as text.
        let tags = escapedTwice != true
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if tags, s == "<", let close = tagEnd(scalars, from: i) {
                let name = tagName(scalars, from: i + 1, to: close)
                if breakingTags.contains(name) { out.append("\n") }
                i = close + 1
                continue
            }
            if s == "&", let (decoded, next) = reference(scalars, from: i) {
                out.append(contentsOf: decoded.unicodeScalars)
                i = next
                continue
            }
            out.append(s)
            i += 1
        }
        return String(out)
    }

    /// The index of the `>` that closes a tag starting at `start`, when the
    /// `<` starts a tag (a letter, `/` or `!` follows) within 16,384 scalars
    /// (an image's `srcset` runs to thousands) and before another `<`, so
    /// that every scalar is looked at by one such search at most.
    private static func tagEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < s.count else { return nil }
        let next = s[start + 1]
        guard next.properties.isAlphabetic || next == "/" || next == "!" else { return nil }
        var j = start + 1
        let limit = min(s.count, start + 16_384)
        while j < limit {
            if s[j] == ">" { return j }
            if s[j] == "<" { return nil }
            j += 1
        }
        return nil
    }

    private static func tagName(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> String {
        var j = start
        if j < end, s[j] == "/" { j += 1 }
        var name = ""
        while j < end, s[j].isASCII, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) {
            name.unicodeScalars.append(s[j])
            j += 1
        }
        return name.lowercased()
    }

    /// `&name;`, `&#NNN;` or `&#xHH;` at `start`: the text and the index after `;`.
    private static func reference(_ s: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var j = start + 1
        var body = ""
        while j < s.count, j - start <= 10, s[j] != ";" {
            guard s[j].isASCII, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) || s[j] == "#" else { return nil }
            body.unicodeScalars.append(s[j])
            j += 1
        }
        guard j < s.count, s[j] == ";", !body.isEmpty else { return nil }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(Character(scalar)), j + 1)
        }
        guard let text = named[body] ?? named[body.lowercased()] else { return nil }
        return (text, j + 1)
    }
}
