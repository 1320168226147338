import Foundation
import ClipCookCore

/// A caption written as one paragraph ("… Ingredienti per 2: 200 g di
/// spaghetti, 1 limone, 30 g di burro. Cuoci la pasta… Servi subito!
/// #pasta"), as a social post's `og:description` often carries it, laid
/// out in lines the caption reader knows: the text before the ingredient
/// header, the header, one ingredient a line (the comma-separated list up
/// to the end of its sentence, the last item split at "and"), then each
/// following sentence as a step and the hashtags. Only tried when the
/// caption as written gives no recipe.
enum CaptionUnfold {
    /// The caption in lines, or nil when it is not one paragraph with an ingredient header and a colon.
    static func unfold(_ text: String) -> String? {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).filter { !$0.trimmingBlanks().isEmpty }
        guard lines.count <= 2, text.count <= 5_000 else { return nil }
        let paragraph = lines.joined(separator: " ")
        guard let (headerStart, colon) = header(in: paragraph) else { return nil }
        let before = paragraph[..<headerStart].trimmingBlanks()
        let label = paragraph[headerStart..<colon].trimmingBlanks()
        let afterColon = paragraph[paragraph.index(after: colon)...]
        let listEnd = sentenceEnd(in: afterColon) ?? afterColon.endIndex
        var items = afterColon[..<listEnd].split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
        if let last = items.last {
            let parts = splitAtConjunction(last)
            items.removeLast()
            items += parts
        }
        guard items.count >= 2 else { return nil }
        var rest = afterColon[listEnd...].drop { $0 == "." || $0 == " " }
        var hashtags: [Substring] = []
        var steps: [String] = []
        while !rest.isEmpty {
            let end = sentenceEnd(in: rest) ?? rest.endIndex
            var sentence = rest[..<end].trimmingBlanks()
            if end < rest.endIndex { sentence += String(rest[end]) }
            rest = rest[end...].dropFirst().drop { $0 == " " }
            let words = sentence.split(separator: " ")
            let tags = words.filter { $0.hasPrefix("#") }
            hashtags += tags
            let plain = words.filter { !$0.hasPrefix("#") }.joined(separator: " ")
            if plain.count > 1 { steps.append(plain) }
        }
        var out = [before.isEmpty ? String(label) : String(before), String(label) + ":"]
        out += items.map { "- " + $0 }
        if !steps.isEmpty {
            out.append("Method:")
            out += steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
        }
        if !hashtags.isEmpty { out.append(hashtags.joined(separator: " ")) }
        return out.joined(separator: "\n")
    }

    /// Where the earliest ingredient header starts (at a word's start) and
    /// the colon that closes it (within a few words, no sentence between).
    static func header(in text: String) -> (String.Index, String.Index)? {
        let lower = text.lowercased()
        guard lower.count == text.count else { return nil }
        var best: (String.Index, String.Index)?
        for word in CaptionVocabulary.ingredientHeaders where !word.hasSuffix(":") {
            var from = lower.startIndex
            while let found = lower.range(of: word, range: from..<lower.endIndex) {
                from = found.upperBound
                if found.lowerBound > lower.startIndex, lower[lower.index(before: found.lowerBound)].isLetter { continue }
                let tail = lower[found.upperBound...].prefix(24)
                guard let colon = tail.firstIndex(of: ":"), !tail[..<colon].contains(".") else { continue }
                let start = text.index(text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: found.lowerBound))
                let end = text.index(text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: colon))
                if best.map({ start < $0.0 }) ?? true { best = (start, end) }
                break
            }
        }
        return best
    }

    /// The index of the `.`, `!` or `?` that ends the first sentence: one
    /// followed by a blank and then a capital letter, `¡`, `¿` or `#`.
    static func sentenceEnd(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "." || character == "!" || character == "?" {
                let next = text.index(after: index)
                if next == text.endIndex { return index }
                if text[next] == " " {
                    let after = text[text.index(after: next)...].first
                    if let after, after.isUppercase || after == "¡" || after == "¿" || after == "#" { return index }
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// "250 ml oil and salt" as two items; one item when no "and" joins two.
    static func splitAtConjunction(_ item: String) -> [String] {
        for conjunction in [" and ", " y ", " e ", " et ", " und ", " i "] {
            if let range = item.range(of: conjunction, options: .backwards) {
                let first = item[..<range.lowerBound].trimmingBlanks()
                let second = item[range.upperBound...].trimmingBlanks()
                if !first.isEmpty, !second.isEmpty, second.split(separator: " ").count <= 3 { return [first, second] }
            }
        }
        return [item]
    }
}
