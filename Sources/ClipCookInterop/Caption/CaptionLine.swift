import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// One line of a caption with its decorations read off: leading emoji and
/// bullets, a step number (`1.`, `1)`, `Step 1:`, `1️⃣`), hashtags.
package struct CaptionLine {
    /// The text without decorations, blanks collapsed.
    package var text: String
    package var hadBullet = false
    package var number: Int?
    /// `#tags` found in the line (without `#`).
    package var hashtags: [String] = []

    package static let bullets: Set<Character> = ["-", "*", "•", "·", "▪", "▫", "◦", "‣", "○", "●", "■", "□", "→", "➡", "✓", "✔", "–", "—", "+", ">"]

    package init(_ raw: String) {
        var words: [Substring] = []
        for word in raw.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if word.first == "#", word.count > 1 {
                let tag = word.dropFirst().prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                if !tag.isEmpty { hashtags.append(String(tag)) }
                continue
            }
            words.append(word)
        }
        var rest = Substring(words.joined(separator: " "))
        // Leading emoji and bullets, in any mix.
        while let first = rest.first {
            if Self.isDecoration(first) && !Self.isKeycap(first) {
                hadBullet = hadBullet || Self.bullets.contains(first) || first.unicodeScalars.contains { $0.properties.isEmoji && !$0.isASCII }
                rest = rest.dropFirst().drop(while: { $0 == " " })
            } else {
                break
            }
        }
        // "1.", "1)", "1:", "1 -", "Step 1:", "Paso 1:", "1️⃣".
        var probe = rest
        for word in ["step ", "paso ", "étape ", "etape ", "schritt ", "passo ", "passaggio "] where probe.lowercased().hasPrefix(word) {
            probe = probe.dropFirst(word.count)
        }
        let digits = probe.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, digits.count <= 3, let n = Int(digits) {
            var after = probe.dropFirst(digits.count)
            if let first = after.first, Self.isKeycap(first) || first == "\u{FE0F}" {
                after = after.drop(while: { Self.isKeycap($0) || $0 == "\u{FE0F}" || $0 == "\u{20E3}" })
                number = n
            } else if let mark = after.first, ".):-–".contains(mark) {
                let next = after.dropFirst().first
                // "1.5 cups" is a quantity, not step 1.
                if next == nil || next == " " {
                    after = after.dropFirst()
                    number = n
                }
            }
            if number != nil { rest = after.drop(while: { $0 == " " || Self.isDecoration($0) }) }
        } else if let first = probe.first, Self.isKeycap(first), let n = first.unicodeScalars.first.flatMap({ Int(String($0)) }) {
            number = n
            rest = probe.dropFirst().drop(while: { $0 == " " || Self.isDecoration($0) })
        }
        // Trailing emoji.
        while let last = rest.last, Self.isDecoration(last), !Self.bullets.contains(last) || last == "•" {
            rest = rest.dropLast()
            while rest.last == " " { rest = rest.dropLast() }
        }
        // Control characters (NUL, ESC...) are no text of a recipe: a line of them is blank.
        text = IngredientText.collapseBlanks(String(rest.filter { !Self.isControl($0) }))
    }

    package static func isControl(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }

    /// Emoji (with their modifiers and joiners) and bullet marks.
    package static func isDecoration(_ c: Character) -> Bool {
        if bullets.contains(c) { return true }
        return c.unicodeScalars.contains { scalar in
            let p = scalar.properties
            return p.isEmojiPresentation || (p.isEmoji && scalar.value >= 0x2100) || scalar.value == 0xFE0F || scalar.value == 0x200D
        } && !c.isLetter && !c.isNumber
    }

    /// A keycap digit such as `1️⃣`.
    package static func isKeycap(_ c: Character) -> Bool {
        c.unicodeScalars.contains { $0.value == 0x20E3 }
    }

    /// The line's words lowercased, without a trailing colon: "Ingredients:" -> "ingredients".
    package var headerKey: String {
        var key = text.lowercased()
        while let last = key.last, last == ":" || last == " " || last == "." || last == "-" { key.removeLast() }
        return key
    }
}
