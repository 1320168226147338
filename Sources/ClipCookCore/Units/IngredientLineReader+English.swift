/// English line shapes that put the amount somewhere other than first:
/// `Yellow onion, finely diced : ½ small` (the food, its notes, a colon and
/// the amount) and `(2) 10-inch cakes` (the count in parentheses).
extension IngredientLineReader {
    /// A character no one sees: a soft hyphen, a zero-width space or joiner, an invisible separator, a byte-order mark.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && scalar.properties.generalCategory == .format
    }

    /// `Yellow onion, finely diced : ½ small` → `½ small Yellow onion, finely diced`; `Creole seasoning: To taste` →
    /// `Creole seasoning, To taste`: an amount or a purpose after the last colon of a line whose food comes first.
    /// nil when the line has no such colon.
    package static func amountAfterColon(_ text: Substring) -> String? {
        // a colon is one byte: look for it first
        guard text.utf8.contains(0x3A), let colon = text.lastIndex(of: ":"), colon > text.startIndex else { return nil }
        let head = trimmed(text[..<colon])
        let tail = trimmed(text[text.index(after: colon)...])
        guard let first = head.first, first.isLetter, let start = tail.first, !tail.isEmpty, !head.contains(":") else { return nil }
        if start.isLetter {
            // Salt : To taste, Neutral oil: For cooking
            let lower = tail.lowercased()
            guard IngredientWords.trailingPhrases.contains(lower) || lower.hasPrefix("for ") else { return nil }
            return head + ", " + tail
        }
        // Thyme: 3 sprigs is read as it stands; only a food with notes after a comma needs the amount moved
        guard head.contains(","), QuantityScanner.isDigit(start) || QuantityScanner.vulgarFractions[start] != nil,
            let (_, unit, end) = leadingAmount(in: tail, from: tail.startIndex)
        else { return nil }
        let rest = tail[end...].split(separator: " ")
        // ½ small, 10 large, 3 oz/89ml: a size or an echo may follow the amount, nothing else
        guard rest.count <= 1, rest.allSatisfy({ IngredientWords.sizes.contains($0.lowercased()) || $0.first == "/" }),
            unit != nil || rest.count <= 1
        else { return nil }
        return tail + " " + head
    }

    /// `(2) 10-inch Vanilla Cakes`: a count in parentheses first is the count.
    package static func withoutCountParentheses(_ text: Substring) -> Substring {
        guard text.first == "(", let close = text.firstIndex(of: ")"), close > text.index(after: text.startIndex) else { return text }
        let inside = text[text.index(after: text.startIndex)..<close]
        let after = text.index(after: close)
        guard inside.count <= 3, inside.allSatisfy({ QuantityScanner.isDigit($0) }), after < text.endIndex, text[after].isWhitespace
        else { return text }
        return Substring(inside + text[after...])
    }
}
