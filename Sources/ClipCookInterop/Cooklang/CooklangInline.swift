import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The inline parts of a step line: text, `@ingredient`, `#cookware` and
/// `~timer`, each single-word (`@salt`: up to a blank or punctuation) or
/// multi-word with braces (`@olive oil{2%tbsp}`), and `\` escapes.
///
/// A sigil followed by a blank (`@ example`, `# 10{}`, `~ {5}`) is text.
/// A multi-word name runs to the first `{` on the line when no other sigil
/// or `}` comes first, and needs a closing `}`. An ingredient may be
/// followed by a preparation note in parentheses: `@onion{1}(diced)`.
/// A backslash before one of `@ # ~ - [ = > { } ( ) % \` makes that
/// character plain text (an extension the exporter relies on). Blanks
/// inside a name are collapsed to one space.
package enum CooklangInline {
    package static func isEscapable(_ b: UInt8) -> Bool {
        switch b {
        case 0x40, 0x23, 0x7E, 0x2D, 0x5B, 0x3D, 0x3E, 0x7B, 0x7D, 0x28, 0x29, 0x25, 0x5C: true
        default: false
        }
    }

    package static func appendText(_ text: String, to items: inout [CooklangItem]) {
        guard !text.isEmpty else { return }
        if case .text(var previous)? = items.last {
            // Taken out and put back, so that the text grows in place (a step of many lines stays linear).
            items.removeLast()
            previous += text
            items.append(.text(previous))
        } else {
            items.append(.text(text))
        }
    }

    /// Drops blanks at the end of the last text item (and the item when nothing is left).
    package static func trimEnd(_ items: inout [CooklangItem]) {
        guard case .text(var text)? = items.last else { return }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        if text.isEmpty { items.removeLast() } else { items[items.count - 1] = .text(text) }
    }

    /// Where the next `}` or `)` is, found by scans that never go over the
    /// same bytes twice: the searches of a line start further and further on.
    package struct Closers {
        private var brace = NextByte(0x7D)
        private var paren = NextByte(0x29)

        package mutating func brace(in line: ArraySlice<UInt8>, from start: Int) -> Int? { brace.find(in: line, from: start) }
        package mutating func paren(in line: ArraySlice<UInt8>, from start: Int) -> Int? { paren.find(in: line, from: start) }

        package struct NextByte {
            package let byte: UInt8
            package var searchedFrom = Int.max
            package var found: Int?

            package init(_ byte: UInt8) { self.byte = byte }

            package mutating func find(in line: ArraySlice<UInt8>, from start: Int) -> Int? {
                // The last search started at or before `start` and nothing lies between.
                if start >= searchedFrom, found.map({ start <= $0 }) ?? true { return found }
                searchedFrom = start
                found = start < line.endIndex ? line[start...].firstIndex(of: byte) : nil
                return found
            }
        }
    }

    package static func read(_ line: ArraySlice<UInt8>, into items: inout [CooklangItem]) {
        var closers = Closers()
        // The text so far when an escape was taken out of it; else the text
        // is made straight from the line's bytes (no copy on the way).
        var pending: [UInt8] = []
        var escaped = false
        var textStart = line.startIndex
        var i = line.startIndex
        let end = line.endIndex
        func flush(upTo stop: Int) {
            if escaped {
                pending.append(contentsOf: line[textStart..<stop])
                appendText(String(decoding: pending, as: UTF8.self), to: &items)
                pending.removeAll(keepingCapacity: true)
                escaped = false
            } else if stop > textStart {
                appendText(String(decoding: line[textStart..<stop], as: UTF8.self), to: &items)
            }
        }
        while i < end {
            // Only a backslash or a sigil can end a run of text: jump to the next.
            while i < end, !isSpecial(line[i]) { i += 1 }
            guard i < end else { break }
            let b = line[i]
            if b == 0x5C, i + 1 < end, isEscapable(line[i + 1]) {
                pending.append(contentsOf: line[textStart..<i])
                pending.append(line[i + 1])
                escaped = true
                i += 2
                textStart = i
                continue
            }
            if b != 0x5C, let (item, after) = component(line, at: i, closers: &closers) {
                flush(upTo: i)
                items.append(item)
                i = after
                textStart = i
                continue
            }
            i += 1
        }
        flush(upTo: end)
    }

    /// `\`, `@`, `#` and `~`: the bytes at which a step line's text may stop.
    @inline(__always)
    private static func isSpecial(_ b: UInt8) -> Bool {
        b == 0x5C || b == 0x40 || b == 0x23 || b == 0x7E
    }

    /// The component whose sigil is at `p`, and where it ends; nil when it is text.
    package static func component(_ line: ArraySlice<UInt8>, at p: Int, closers: inout Closers) -> (CooklangItem, Int)? {
        let sigil = line[p]
        let q = p + 1
        let end = line.endIndex
        guard q < end, !isBlank(line, at: q) else { return nil }
        var name: ArraySlice<UInt8>?
        var amount: CooklangAmount?
        var after = q
        // Multi-word (or braced) form.
        var k = q
        while k < end {
            let c = line[k]
            if c == 0x7B || c == 0x40 || c == 0x23 || c == 0x7E || c == 0x7D { break }
            k += 1
        }
        if k < end, line[k] == 0x7B, let close = closers.brace(in: line, from: k + 1) {
            let braced = trimmed(line[q..<k])
            if !braced.isEmpty || sigil == 0x7E {
                name = braced
                amount = readAmount(line[(k + 1)..<close])
                after = close + 1
            }
        }
        if name == nil {
            var w = q
            while w < end {
                let (isEnd, length) = endsWord(line, at: w)
                if isEnd { break }
                w += length
            }
            guard w > q else { return nil }
            name = line[q..<w]
            after = w
        }
        let nameBytes = name ?? []
        let written = String(decoding: nameBytes, as: UTF8.self)
        let nameText = isCollapsedASCII(nameBytes) ? written : collapsingBlanks(written)
        switch sigil {
        case 0x40:
            var ingredient = CooklangIngredient(name: nameText, amount: amount)
            if after < end, line[after] == 0x28, let close = closers.paren(in: line, from: after + 1) {
                ingredient.note = String(decoding: trimmed(line[(after + 1)..<close]), as: UTF8.self)
                after = close + 1
            }
            if isRecipeReference(nameText) {
                ingredient.recipePath = nameText
                let last = nameText.split(separator: "/").last.map(String.init) ?? nameText
                ingredient.name = last.hasSuffix(".cook") ? String(last.dropLast(5)) : last
            }
            return (.ingredient(ingredient), after)
        case 0x23:
            return (.cookware(CooklangCookware(name: nameText, amount: amount)), after)
        default:
            return (.timer(CooklangTimer(name: nameText, amount: amount)), after)
        }
    }

    /// Whether the name starts with `./` or `../` (as `hasPrefix` finds it):
    /// a name that starts with neither `.` nor one of those followed by an
    /// ASCII byte is answered on its bytes, any other by `hasPrefix`.
    package static func isRecipeReference(_ name: String) -> Bool {
        var name = name
        let answer = name.withUTF8 { bytes -> Bool? in
            guard bytes.first == 0x2E else { return false }
            // A byte outside ASCII after the prefix may join its last character.
            if bytes.count >= 2, bytes[1] == 0x2F { return bytes.count == 2 || bytes[2] < 0x80 ? true : nil }
            if bytes.count >= 3, bytes[1] == 0x2E, bytes[2] == 0x2F { return bytes.count == 3 || bytes[3] < 0x80 ? true : nil }
            return nil
        }
        return answer ?? (name.hasPrefix("./") || name.hasPrefix("../"))
    }

    /// Whether `collapsingBlanks` leaves the name as it is, answered on
    /// its bytes for ASCII: no blank but single spaces. False for any name
    /// that is not ASCII (it is asked of `collapsingBlanks` then).
    package static func isCollapsedASCII(_ name: ArraySlice<UInt8>) -> Bool {
        var previousBlank = false
        for b in name {
            if b >= 0x80 { return false }
            let blank = b == 0x20 || (b >= 0x09 && b <= 0x0D)
            if blank, b != 0x20 || previousBlank { return false }
            previousBlank = blank
        }
        return true
    }

    /// A name with each run of blanks inside it made one space, as cooklang-rs
    /// reads `@olive  oil{}` (the names are trimmed already).
    package static func collapsingBlanks(_ name: String) -> String {
        var previousBlank = false
        let collapsed = name.unicodeScalars.allSatisfy { scalar in
            // ASCII's white space is 0x09-0x0D and the space: no table look-up for it.
            let blank = scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            defer { previousBlank = blank }
            return !blank || (scalar == " " && !previousBlank)
        }
        if collapsed { return name }
        var out = ""
        var blankPending = false
        for character in name {
            if character.isWhitespace {
                blankPending = !out.isEmpty
            } else {
                if blankPending { out.append(" ") }
                blankPending = false
                out.append(character)
            }
        }
        return out
    }

    /// `QUANTITY%UNITS`, `=` before the quantity for a fixed one; nil when empty.
    package static func readAmount(_ inside: ArraySlice<UInt8>) -> CooklangAmount? {
        var quantity = inside
        var units: ArraySlice<UInt8> = []
        if let percent = inside.firstIndex(of: 0x25) {
            quantity = inside[..<percent]
            units = inside[(percent + 1)...]
        }
        quantity = trimmed(quantity)
        var fixed = false
        if quantity.first == 0x3D {
            fixed = true
            quantity = trimmed(quantity.dropFirst())
        }
        let unitsText = String(decoding: trimmed(units), as: UTF8.self)
        guard !quantity.isEmpty || !unitsText.isEmpty || fixed else { return nil }
        return CooklangAmount(quantityText: String(decoding: quantity, as: UTF8.self), units: unitsText, isFixed: fixed)
    }

    package static func trimmed(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = s
        while let f = s.first, f == 0x20 || f == 0x09 { s = s.dropFirst() }
        while let l = s.last, l == 0x20 || l == 0x09 { s = s.dropLast() }
        return s
    }

    /// A blank: ASCII or any Unicode white space.
    package static func isBlank(_ line: ArraySlice<UInt8>, at i: Int) -> Bool {
        let b = line[i]
        if b < 0x80 { return b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C }
        guard let (scalar, _) = scalar(line, at: i) else { return false }
        return scalar.properties.isWhitespace
    }

    /// Whether a single-word name ends at `i` (a blank or punctuation), and
    /// the length of the character there.
    package static func endsWord(_ line: ArraySlice<UInt8>, at i: Int) -> (Bool, Int) {
        let b = line[i]
        if b < 0x80 {
            let blank = b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C
            let punctuation =
                (b >= 0x21 && b <= 0x2F) || (b >= 0x3A && b <= 0x40) || (b >= 0x5B && b <= 0x60 && b != 0x5F)
                || (b >= 0x7B && b <= 0x7E)
            return (blank || punctuation || b < 0x20 || b == 0x7F, 1)
        }
        guard let (scalar, length) = scalar(line, at: i) else { return (false, 1) }
        if scalar.properties.isWhitespace { return (true, length) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return (true, length)
        default:
            return (false, length)
        }
    }

    /// The UTF-8 scalar at `i` and its length; nil for an invalid sequence.
    package static func scalar(_ line: ArraySlice<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        let b = line[i]
        let length: Int
        var value: UInt32
        switch b {
        case 0xC2...0xDF: length = 2; value = UInt32(b & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(b & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(b & 0x07)
        default: return nil
        }
        guard i + length <= line.endIndex else { return nil }
        for j in (i + 1)..<(i + length) {
            let c = line[j]
            guard c & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(c & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
