import Foundation
import ClipCookCore

/// Canonical text of a plan: a `day` line whenever the day changes, then its meals.
package enum PlanPrinter {
    /// `flush` is called after each meal line, to hand on what `out` holds
    /// (and empty it) when the caller takes the text in pieces.
    package static func print(_ plan: Plan, into out: inout TextBuilder, flush: (inout TextBuilder) -> Void = { _ in }) {
        out.put("plan\n")
        var numbering = DerivedID.MealSlotNumbering()
        var day: Day?
        for slot in plan.mealSlots {
            if slot.day != day {
                // A blank line between days; none right after `plan`.
                if day != nil { out.blank() }
                out.put("day ")
                out.line(slot.day.description)
                day = slot.day
            }
            out.put("  ")
            let number = numbering.advance(day: slot.day, meal: slot.meal)
            meal(slot, showID: !slot.hasDerivedID(number: number), into: &out)
            out.endLine()
            flush(&out)
        }
    }

    /// A meal's servings: `2`, `0.5` (see `TextBuilder.appendCount`).
    package static func servings(_ value: Double) -> String {
        var out = TextBuilder()
        out.appendCount(value)
        return out.text
    }

    package static func meal(_ slot: MealSlot, derivedID: String) -> String {
        var out = TextBuilder()
        meal(slot, derivedID: derivedID, into: &out)
        return out.text
    }

    /// `MEAL: ...  [id ID] [created T] [note N] [eaten]` without its
    /// indentation and line break: bare where that reads back, else quoted.
    package static func meal(_ slot: MealSlot, derivedID: String, into out: inout TextBuilder) {
        meal(slot, showID: slot.id != derivedID, into: &out)
    }

    /// `meal(_:derivedID:into:)`, told whether the id differs from the derived one.
    package static func meal(_ slot: MealSlot, showID: Bool, into out: inout TextBuilder) {
        Printer.firstReadingBack(
            2, into: &out,
            write: { k, out in
                let quoteAll = k == 1
                out.append(Keywords.spelling(slot.meal))
                out.put(":")
                if slot.recipeId == nil, slot.quickAdd == nil { out.put(" none") }
                if let ref = slot.recipeId {
                    out.put(" ")
                    if quoteAll || !isBareReference(ref) { out.appendQuoted(ref) } else { out.append(ref) }
                    if let count = slot.servings {
                        out.put(" x")
                        out.appendCount(count)
                    }
                }
                if let food = slot.food {
                    out.put(" food ")
                    if quoteAll || !isBareFoodName(food.name) { out.appendQuoted(food.name) } else { out.append(food.name) }
                    out.put(" ")
                    out.append(food.amount)
                } else if let q = slot.quickAdd {
                    out.put(" quick ")
                    if quoteAll { out.appendQuoted(q.name) } else { out.appendField(q.name, BareStops(word: MealLine.caloriesWord)) }
                    out.put(" ")
                    Printer.macros([q.calories, q.protein, q.carbs, q.fats], into: &out)
                }
                var first = true
                if showID {
                    Printer.annotation("[id ", slot.id, quoteAll: quoteAll, first: &first, into: &out)
                }
                if let created = slot.createdAt {
                    Printer.annotationGap(&first, into: &out)
                    out.put("[created ")
                    out.append(created.text)
                    out.put("]")
                }
                if let note = slot.notes {
                    Printer.annotation("[note ", note, quoteAll: quoteAll, first: &first, into: &out)
                }
                if slot.isEaten {
                    Printer.annotationGap(&first, into: &out)
                    out.put("[eaten]")
                }
            },
            readsBack: { _, bytes, line in
                var lexer = Lexer(bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound, end: line.upperBound)
                guard let colon = MealLine.colon(in: lexer), let read = try? MealLine.read(&lexer, colon: colon) else { return false }
                return read.meal == slot.meal && read.recipeId == slot.recipeId && read.quickAdd == slot.quickAdd
                    && read.servings == slot.servings && read.createdAt == slot.createdAt && read.id == (showID ? slot.id : nil)
                    && read.note == slot.notes && read.eaten == slot.isEaten && read.food == slot.food
            })
    }

    /// `[A-Za-z0-9][A-Za-z0-9._~-]*`, and not a word of the meal syntax.
    package static func isBareReference(_ ref: String) -> Bool {
        var count = 0
        for b in ref.utf8 {
            let allowed =
                count == 0
                ? ByteClass.isAlphanumeric(b)
                : ByteClass.isAlphanumeric(b) || b == ByteClass.dot || b == 0x5F || b == 0x7E || b == ByteClass.dash
            guard allowed else { return false }
            count += 1
        }
        guard count > 0 else { return false }
        return !["none", "quick", "food"].contains(ref.lowercased())
    }

    /// Words none of which starts with a number, without quotes, brackets or comments.
    package static func isBareFoodName(_ name: String) -> Bool {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        guard !words.isEmpty, words.allSatisfy({ !$0.isEmpty }) else { return false }
        return words.allSatisfy { word in
            guard let first = word.unicodeScalars.first else { return false }
            return !CharacterSet.decimalDigits.contains(first) && Quantity(word) == nil && !word.hasPrefix("--")
                && !word.contains("[") && !word.contains("\"") && !word.contains("\t")
        }
    }
}
