import ClipCookCore

/// Canonical text of a document: two-space indentation, sections separated
/// by one blank line, derived ids left out, values bare when that reads back
/// identically and quoted otherwise. Every item line is read back before it
/// is kept; when the natural form would read differently, a fully quoted form
/// is written instead.
///
/// Everything is written as UTF-8 bytes into one growing buffer
/// (`TextBuilder`): an item line is written in its natural form, checked
/// where it stands in the buffer, and only rewritten when it would not read
/// back as intended.
package enum Printer {
    package static func print(_ document: Document) -> String {
        String(decoding: bytes(document), as: UTF8.self)
    }

    /// The canonical text as UTF-8 bytes, handed to `chunk` a piece at a
    /// time: a plan's, a recipe's and a shopping list's in pieces of about
    /// 64 KB (their text, which can be as long as a file, is never held
    /// whole), any other document's whole.
    package static func write(_ document: Document, chunk: (ArraySlice<UInt8>) -> Void) {
        var out = TextBuilder(capacity: 1 << 17)
        let flush = { (out: inout TextBuilder) in
            guard out.count >= 1 << 16 else { return }
            chunk(out.bytes[...])
            out.removeAll()
        }
        switch document {
        case .plan(let plan): PlanPrinter.print(plan, into: &out, flush: flush)
        case .recipe(let recipe): RecipePrinter.print(recipe, into: &out, flush: flush)
        case .shoppingList(let list): ShoppingPrinter.print(list, into: &out, flush: flush)
        default: return chunk(bytes(document)[...])
        }
        chunk(out.bytes[...])
    }

    /// The canonical text as UTF-8 bytes.
    package static func bytes(_ document: Document) -> [UInt8] {
        var out = TextBuilder(capacity: 2048)
        switch document {
        case .recipe(let recipe): RecipePrinter.print(recipe, into: &out)
        case .plan(let plan): PlanPrinter.print(plan, into: &out)
        case .shoppingList(let list): ShoppingPrinter.print(list, into: &out)
        case .settings(let settings): SettingsPrinter.print(settings, into: &out)
        case .inbox(let inbox): InboxPrinter.print(inbox, into: &out)
        case .pantry(let pantry): PantryPrinter.print(pantry, into: &out)
        case .aisles(let aisles): AislesPrinter.print(aisles, into: &out)
        case .foods(let foods): FoodsPrinter.print(foods, into: &out)
        }
        return out.bytes
    }

    /// `calories 1  protein 2  carbs 3  fats 4`, as text.
    package static func macros(_ values: [Int]) -> String {
        var out = TextBuilder()
        macros(values, into: &out)
        return out.text
    }

    /// The macro groups with the formatter's gap between them (`LineRenderer.macroGap`).
    package static func macros(_ values: [Int], into out: inout TextBuilder) {
        let keywords = Keywords.macros
        for k in 0..<min(keywords.count, values.count) {
            if k > 0 { out.append(LineRenderer.macroGap) }
            out.append(keywords[k])
            out.put(" ")
            out.appendDecimal(values[k])
        }
    }

    /// Writes the gap before an item line's next trailing annotation: the
    /// formatter's `LineRenderer.annotationGap` before the first, one space
    /// between the others. `first` says whether one was written already.
    /// `[KEYWORD VALUE]` after the gap before it, the value bare when it can
    /// be (`open` is `"[id "`, `"[food "`...).
    package static func annotation(_ open: StaticString, _ value: String, quoteAll: Bool, first: inout Bool, into out: inout TextBuilder) {
        annotationGap(&first, into: &out)
        out.put(open)
        if quoteAll { out.appendQuoted(value) } else { out.appendField(value, BareStops(closeBracket: true)) }
        out.put("]")
    }

    package static func annotationGap(_ first: inout Bool, into out: inout TextBuilder) {
        if first {
            out.append(LineRenderer.annotationGap)
            first = false
        } else {
            out.put(" ")
        }
    }

    /// Writes one of the candidate forms of an item line (`write(k, &out)`
    /// for k in `0..<count`) and keeps the first that reads back as
    /// intended; the last one is kept without a check. `readsBack` sees the
    /// buffer and the range of the line just written.
    package static func firstReadingBack(
        _ count: Int, into out: inout TextBuilder,
        write: (Int, inout TextBuilder) -> Void,
        readsBack: (Int, [UInt8], Range<Int>) -> Bool
    ) {
        let start = out.count
        for k in 0..<count {
            out.truncate(to: start)
            write(k, &out)
            if k == count - 1 || readsBack(k, out.bytes, start..<out.count) { return }
        }
    }

    /// A caption as a block of `|` lines (under `indent`), or `caption "..."`
    /// when it holds a CR or another control character.
    package static func caption(_ caption: String, indent: StaticString, into out: inout TextBuilder) {
        var needsQuotes = caption.isEmpty
        if !needsQuotes {
            // Only ASCII bytes are control characters: every byte of a longer UTF-8 sequence is ≥ 0x80.
            for b in caption.utf8 where (b < 0x20 && b != ByteClass.lf && b != ByteClass.tab) || b == 0x7F {
                needsQuotes = true
                break
            }
        }
        out.put(indent)
        if needsQuotes {
            out.put("caption ")
            out.appendQuoted(caption)
            out.endLine()
            return
        }
        out.put("caption")
        out.endLine()
        var text = caption
        text.withUTF8 { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != ByteClass.lf { end += 1 }
                out.put(indent)
                out.put("  |")
                if end > start {
                    out.put(" ")
                    out.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                out.endLine()
                start = end + 1
            }
        }
    }
}

/// Output text: UTF-8 bytes in one growing buffer, written line by line.
package struct TextBuilder {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 0) {
        if capacity > 0 { bytes.reserveCapacity(capacity) }
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }
    package var count: Int { bytes.count }

    /// Empties the buffer, keeping its room (after its bytes are handed on).
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// A literal piece of syntax.
    package mutating func put(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    package mutating func endLine() {
        bytes.append(ByteClass.lf)
    }

    /// A blank line.
    package mutating func blank() {
        bytes.append(ByteClass.lf)
    }

    /// `s` and a line break.
    package mutating func line(_ s: String) {
        append(s)
        endLine()
    }

    /// Drops what was written after the first `count` bytes.
    package mutating func truncate(to count: Int) {
        if count < bytes.count { bytes.removeSubrange(count...) }
    }

    /// An integer in decimal: `-` and its digits, without leading zeros.
    package mutating func appendDecimal(_ value: Int) {
        if value < 0 { bytes.append(ByteClass.dash) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(0x30 + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// A count that may have a fraction (a meal's servings): whole numbers
    /// below 10^15 without a point (`2`, `-0.0` as `0`), others as Swift
    /// spells a `Double` (`0.5`, `0.3333333333333333`, `1e+15`).
    package mutating func appendCount(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            // |value| < 10^15, so the conversion is exact and in range.
            appendDecimal(Int(value))
        } else {
            append(value.description)
        }
    }

    /// `text` bare when, written bare where bare text ends at `stops`, it
    /// reads back as itself; quoted otherwise (`TextQuoting`).
    package mutating func appendField(_ text: String, _ stops: BareStops) {
        let start = bytes.count
        append(text)
        if !TextQuoting.isBare(bytes, start..<bytes.count, stops) {
            truncate(to: start)
            appendQuoted(text)
        }
    }

    /// Text to the end of a line (a title, a property value), bare or quoted.
    package mutating func appendLineValue(_ text: String) {
        appendField(text, .lineEnd)
    }

    /// `"..."` with the escapes `\"` `\\` `\n` `\r` `\t`, and `\u{X}` (or
    /// JSON's `\u00XX`) for the other control characters.
    package mutating func appendQuoted(_ text: String, controls: TextQuoting.ControlEscapes = .language) {
        bytes.append(ByteClass.quote)
        for b in text.utf8 {
            switch b {
            case ByteClass.quote: put("\\\"")
            case ByteClass.backslash: put("\\\\")
            case ByteClass.lf: put("\\n")
            case ByteClass.cr: put("\\r")
            case ByteClass.tab: put("\\t")
            case 0..<0x20, 0x7F:
                // Only ASCII bytes are control characters (see `caption`).
                switch controls {
                case .language:
                    put("\\u{")
                    if b >= 0x10 { bytes.append(Self.hexDigit(b >> 4, uppercase: true)) }
                    bytes.append(Self.hexDigit(b & 0xF, uppercase: true))
                    put("}")
                case .json:
                    put("\\u00")
                    bytes.append(Self.hexDigit(b >> 4, uppercase: false))
                    bytes.append(Self.hexDigit(b & 0xF, uppercase: false))
                }
            default:
                bytes.append(b)
            }
        }
        bytes.append(ByteClass.quote)
    }

    package static func hexDigit(_ value: UInt8, uppercase: Bool) -> UInt8 {
        value < 10 ? 0x30 + value : (uppercase ? 0x41 : 0x61) + value - 10
    }
}
