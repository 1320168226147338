import ClipCookCore

/// Canonical text of a recipe.
package enum RecipePrinter {
    /// `flush` is called after each ingredient and step line, to hand on
    /// what `out` holds (and empty it) when the caller takes the text in pieces.
    package static func print(_ r: Recipe, into out: inout TextBuilder, flush: (inout TextBuilder) -> Void = { _ in }) {
        out.put("recipe ")
        out.appendLineValue(r.title)
        out.endLine()
        if r.id != DerivedID.recipe(title: r.title) {
            out.put("  id ")
            out.appendLineValue(r.id)
            out.endLine()
        }
        out.put("  category ")
        out.append(Keywords.spelling(r.category))
        out.endLine()
        out.put("  servings ")
        out.appendDecimal(r.servings)
        out.endLine()
        if let v = r.prepTime { property("  prep ", v, into: &out) }
        if let v = r.cookTime { property("  cook ", v, into: &out) }
        if let v = r.sourceUrl { property("  source ", v, into: &out) }
        if let v = r.sourcePlatform {
            out.put("  platform ")
            out.line(v.rawValue)
        }
        if let v = r.thumbnail { property("  thumbnail ", v, into: &out) }
        if !r.tags.isEmpty {
            out.put("  tags ")
            for (k, tag) in r.tags.enumerated() {
                if k > 0 { out.put(", ") }
                out.appendField(tag, BareStops(comma: true))
            }
            out.endLine()
        }
        if let v = r.rating {
            out.put("  rating ")
            out.line(v.text)
        }
        if let v = r.difficulty {
            out.put("  difficulty ")
            out.line(v.rawValue)
        }
        if r.isFavourite { out.put("  favourite\n") }
        if r.isArchived { out.put("  archived\n") }
        if let v = r.createdAt {
            out.put("  created ")
            out.line(v.text)
        }
        if let v = r.updatedAt {
            out.put("  updated ")
            out.line(v.text)
        }
        if let v = r.aiMeta {
            out.put("  ai ")
            out.line(JSONText.format(v))
        }
        if let caption = r.caption {
            out.blank()
            Printer.caption(caption, indent: "", into: &out)
        }
        if !r.ingredients.isEmpty {
            out.blank()
            out.put("ingredients\n")
            for (k, item) in r.ingredients.enumerated() {
                out.put("  ")
                ingredient(item, position: k, into: &out)
                out.endLine()
                flush(&out)
            }
        }
        if !r.steps.isEmpty {
            out.blank()
            out.put("steps\n")
            for (k, step) in r.steps.enumerated() {
                out.put("  ")
                self.step(step, position: k, into: &out)
                out.endLine()
                flush(&out)
            }
        }
        if let n = r.nutrition {
            out.blank()
            out.put("nutrition per serving\n  ")
            Printer.macros([n.calories, n.protein, n.carbs, n.fats], into: &out)
            out.endLine()
        }
    }

    private static func property(_ keyword: StaticString, _ value: String, into out: inout TextBuilder) {
        out.put(keyword)
        out.appendLineValue(value)
        out.endLine()
    }

    /// `- AMOUNT NAME, NOTES  [id ID] [food FOOD]` without its indentation
    /// and line break: the amount natural, then in brackets, then everything
    /// quoted, whichever first reads back.
    package static func ingredient(_ item: Ingredient, position: Int, into out: inout TextBuilder) {
        let showID = item.id != DerivedID.ingredient(position: position)
        func write(amount: Int, quoteAll: Bool, into out: inout TextBuilder) -> Range<Int> {
            out.put("-")
            var amountRange = out.count..<out.count
            switch amount {
            case 0:
                // Natural: the amount as it is, or none.
                if !item.amount.isEmpty {
                    out.put(" ")
                    let start = out.count
                    out.append(item.amount)
                    amountRange = start..<out.count
                }
            case 1:
                out.put(" [")
                if !item.amount.isEmpty { out.appendField(item.amount, BareStops(closeBracket: true)) }
                out.put("]")
            default:
                out.put(" [")
                out.appendQuoted(item.amount)
                out.put("]")
            }
            out.put(" ")
            if quoteAll {
                out.appendQuoted(item.name)
            } else {
                out.appendField(item.name, BareStops(comma: true, annotations: Keywords.ingredientAnnotations))
            }
            if let notes = item.notes {
                out.put(", ")
                if quoteAll { out.appendQuoted(notes) } else { out.appendField(notes, BareStops(annotations: Keywords.ingredientAnnotations)) }
            }
            var first = true
            if showID {
                Printer.annotation("[id ", item.id, quoteAll: quoteAll, first: &first, into: &out)
            }
            if let food = item.food {
                Printer.annotation("[food ", food, quoteAll: quoteAll, first: &first, into: &out)
            }
            return amountRange
        }
        var naturalAmount = 0..<0
        Printer.firstReadingBack(
            3, into: &out,
            write: { k, out in
                if k == 0 {
                    naturalAmount = write(amount: 0, quoteAll: false, into: &out)
                } else {
                    _ = write(amount: k, quoteAll: k == 2, into: &out)
                }
            },
            readsBack: { k, bytes, line in
                if k == 0, IngredientAmountCheck.readsBack(bytes, amount: naturalAmount, line: line) {
                    assert(readsBack(bytes, line, item, showID: showID), "the natural ingredient line does not read back")
                    return true
                }
                return readsBack(bytes, line, item, showID: showID)
            })
    }

    /// Whether the ingredient line in `line` of `bytes` (from its `-`) reads back as `item`.
    package static func readsBack(_ bytes: [UInt8], _ line: Range<Int>, _ item: Ingredient, showID: Bool) -> Bool {
        var lexer = Lexer(bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + 1, end: line.upperBound)
        guard let read = try? IngredientLine.read(&lexer) else { return false }
        return read.amount == item.amount && read.name == item.name && read.notes == item.notes
            && read.id == (showID ? item.id : nil) && read.food == item.food
    }

    /// `N. TEXT  [timer ...] [id ID]` without its indentation and line
    /// break: bare where that reads back, else everything quoted.
    package static func step(_ step: Step, position: Int, into out: inout TextBuilder) {
        let showID = step.id != DerivedID.step(position: position)
        var bareText = false
        var textEnd = 0
        Printer.firstReadingBack(
            2, into: &out,
            write: { k, out in
                let quoteAll = k == 1
                out.appendDecimal(step.order)
                out.put(". ")
                let textStart = out.count
                if quoteAll {
                    out.appendQuoted(step.text)
                } else {
                    out.appendField(step.text, BareStops(annotations: Keywords.stepAnnotations))
                }
                bareText = out.bytes[textStart] != ByteClass.quote
                textEnd = out.count
                var first = true
                for timer in step.timers {
                    Printer.annotationGap(&first, into: &out)
                    out.put("[timer ")
                    out.append(timer.durationText)
                    if let label = timer.label {
                        out.put(" ")
                        if quoteAll { out.appendQuoted(label) } else { out.appendField(label, BareStops(closeBracket: true)) }
                    }
                    out.put("]")
                }
                if showID {
                    Printer.annotation("[id ", step.id, quoteAll: quoteAll, first: &first, into: &out)
                }
            },
            readsBack: { _, bytes, line in
                // A line of bare or quoted fields reads back unless bare text
                // holds a `[` (the check for a misspelt `[timer`), or a timer's
                // duration could read differently.
                if step.order >= 0, step.timers.allSatisfy(isPlainTimer),
                    !(bareText && bytes[line.lowerBound..<textEnd].contains(ByteClass.openBracket))
                {
                    assert(readsBack(bytes, line, step, showID: showID), "the step line does not read back")
                    return true
                }
                return readsBack(bytes, line, step, showID: showID)
            })
    }

    /// A timer whose canonical duration (`DurationText.format`) reads back
    /// as itself and ends where it is written: up to a year, a range only
    /// upwards, and a label (bare or quoted) that starts with a letter, so
    /// that it cannot continue the duration (`5 min 30 s`).
    package static func isPlainTimer(_ timer: StepTimer) -> Bool {
        let year = 366 * 24 * 3600
        guard timer.seconds > 0, timer.seconds <= year else { return false }
        if let maximum = timer.secondsMax, maximum <= timer.seconds || maximum > year { return false }
        guard let label = timer.label else { return true }
        return label.utf8.first.map(ByteClass.isLetter) ?? false
    }

    /// Whether the step line in `line` of `bytes` reads back as `step`.
    package static func readsBack(_ bytes: [UInt8], _ line: Range<Int>, _ step: Step, showID: Bool) -> Bool {
        var lexer = Lexer(bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound, end: line.upperBound)
        guard let read = try? StepLine.read(&lexer) else { return false }
        return read.order == step.order && read.text == step.text && read.timers == step.timers
            && read.id == (showID ? step.id : nil)
    }
}

/// Decides without reading the whole line that the natural amount of an
/// ingredient line reads back as itself, for the common amounts: a whole
/// number, a decimal (`0.5`), a range of whole numbers (`2-3`) or a Unicode
/// fraction (`½`), optionally followed by a one-word unit of `UnitTable`
/// (`500 g`, `500g`, `2-3 tbsp`, `½ cup`). It follows what
/// `IngredientLineReader.leadingAmount` does with the bytes after the
/// amount (a blank, then the name): `false` means "not known", and the
/// printer then reads the line back.
package enum IngredientAmountCheck {
    /// Up to 16 ASCII bytes packed into two integers: a word of a unit name, cheap to look up.
    package struct Word: Hashable {
        package var low: UInt64 = 0
        package var high: UInt64 = 0

        /// The word lowercased, or nil when it is longer than 16 bytes.
        package init?(_ bytes: some Collection<UInt8>) {
            guard bytes.count <= 16 else { return nil }
            for (k, b) in bytes.enumerated() {
                let byte = UInt64(ByteClass.isLetter(b) ? b | 0x20 : b)
                if k < 8 { low |= byte << (8 * k) } else { high |= byte << (8 * (k - 8)) }
            }
        }
    }

    /// The unit names of one word, lowercased (`g`, `cups`, `tbsp`).
    package static let unitWords: Set<Word> = Set(UnitTable.byName.keys.filter { !$0.contains(" ") }.compactMap { Word(Array($0.utf8)) })
    /// Whether a name of one word is too long to be packed (then nothing is known).
    package static let longestUnitWord = UnitTable.byName.keys.map(\.utf8.count).max() ?? 0

    /// The first words of the unit names of more than one word (`fl` of `fl oz`, `fl. oz`).
    package static let multiWordFirsts: Set<Word> = {
        var firsts: Set<Word> = []
        for name in UnitTable.byName.keys {
            guard let space = name.firstIndex(of: " ") else { continue }
            var first = Array(name[..<space].utf8)
            if first.last == ByteClass.dot { first.removeLast() }
            if let word = Word(first) { firsts.insert(word) }
        }
        return firsts
    }()

    /// Whether the letters in `range` are not the start of any unit name;
    /// false when that is not known.
    package static func isNotUnit(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard longestUnitWord <= 16, let word = Word(bytes[range]) else { return false }
        return !unitWords.contains(word) && !multiWordFirsts.contains(word)
    }

    /// Whether the letters in `range` are a one-word unit name that no second word extends.
    package static func isOneWordUnit(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard longestUnitWord <= 16, let word = Word(bytes[range]) else { return false }
        return unitWords.contains(word) && !multiWordFirsts.contains(word)
    }

    /// `amount` is where the natural amount stands in `line` (empty when
    /// there is none); a blank and the name follow it.
    package static func readsBack(_ bytes: [UInt8], amount: Range<Int>, line: Range<Int>) -> Bool {
        let name = amount.upperBound + 1
        guard name < line.upperBound, bytes[name - 1] == ByteClass.space else { return false }
        if amount.isEmpty {
            // `- NAME`: no amount is read when the name starts with an ASCII byte other than a digit or `[`.
            let c = bytes[name]
            return c < 0x80 && !ByteClass.isDigit(c) && c != ByteClass.openBracket
        }
        guard let afterQuantity = quantityEnd(bytes, amount) else { return false }
        if afterQuantity == amount.upperBound {
            // A quantity alone: the name must neither continue it (`1 1/2`,
            // `2 ½`, `2 - 3`, `2 to 3`) nor start with a unit (`2 cups`).
            let c = bytes[name]
            if c == ByteClass.quote { return true }
            guard ByteClass.isLetter(c) else { return false }
            if c | 0x20 == 0x74, name + 1 < line.upperBound, bytes[name + 1] | 0x20 == 0x6F { return false }
            var j = name
            while j < line.upperBound, ByteClass.isLetter(bytes[j]) { j += 1 }
            if j < line.upperBound, bytes[j] >= 0x80 { return false }
            return isNotUnit(bytes, name..<j)
        }
        // A unit after the quantity, attached or after one space: a
        // one-word name that no second word can extend, and not `to...`
        // (which could start the second half of a range).
        var i = afterQuantity
        if bytes[i] == ByteClass.space { i += 1 }
        let unitStart = i
        while i < amount.upperBound, ByteClass.isLetter(bytes[i]) { i += 1 }
        guard i == amount.upperBound, i > unitStart else { return false }
        // `to...` could start the second half of a range.
        if bytes[unitStart] | 0x20 == 0x74, unitStart + 1 < i, bytes[unitStart + 1] | 0x20 == 0x6F { return false }
        return isOneWordUnit(bytes, unitStart..<i)
    }

    /// Where the quantity at the start of `amount` ends, for `D`, `D.D`,
    /// `D-D` (the second number greater) and a Unicode fraction, each `D` 1
    /// to 15 digits (`QuantityScanner.maxDigits`); nil for any other start.
    /// The quantity must be followed by the end of the amount, a blank or a letter.
    package static func quantityEnd(_ bytes: [UInt8], _ amount: Range<Int>) -> Int? {
        var i = amount.lowerBound
        let lead = bytes[i]
        if lead >= 0x80 {
            let length = lead >= 0xE0 ? 3 : 2
            // The byte after the fraction is in the amount or the blank after it: ASCII, so the fraction is one character.
            guard lead >= 0xC2, lead < 0xF0, i + length <= amount.upperBound, bytes[i + length] < 0x80,
                let scalar = String(decoding: bytes[i..<i + length], as: UTF8.self).unicodeScalars.first,
                QuantityScanner.vulgarFractions[Character(scalar)] != nil
            else { return nil }
            i += length
        } else {
            guard let low = digitRun(bytes, &i, end: amount.upperBound) else { return nil }
            if i < amount.upperBound, bytes[i] == ByteClass.dot {
                i += 1
                guard digitRun(bytes, &i, end: amount.upperBound) != nil else { return nil }
            } else if i < amount.upperBound, bytes[i] == ByteClass.dash {
                i += 1
                guard let high = digitRun(bytes, &i, end: amount.upperBound), high > low else { return nil }
            }
        }
        guard i == amount.upperBound || bytes[i] == ByteClass.space || ByteClass.isLetter(bytes[i]) else { return nil }
        return i
    }

    /// 1 to 15 ASCII digits and their value; nil when there are none or more.
    private static func digitRun(_ bytes: [UInt8], _ i: inout Int, end: Int) -> Int? {
        let start = i
        var value = 0
        while i < end, ByteClass.isDigit(bytes[i]), i - start < QuantityScanner.maxDigits {
            // At most 15 digits: below 10^15, far from overflowing.
            value = value * 10 + Int(bytes[i] - 0x30)
            i += 1
        }
        guard i > start, i == end || !ByteClass.isDigit(bytes[i]) else { return nil }
        return value
    }
}
