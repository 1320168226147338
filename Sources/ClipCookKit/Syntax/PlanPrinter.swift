import Foundation

/// Canonical text of a plan: a `day` line whenever the day changes, then its meals.
enum PlanPrinter {
    static func print(_ plan: Plan, into out: inout TextBuilder) {
        out.line("plan")
        let derived = DerivedID.mealSlots(plan.mealSlots.map { ($0.day, $0.meal) })
        var day: Day?
        for (k, slot) in plan.mealSlots.enumerated() {
            if slot.day != day {
                // A blank line between days; none right after `plan`.
                if day != nil { out.blank() }
                out.line("day \(slot.day)")
                day = slot.day
            }
            out.line("  " + meal(slot, derivedID: derived[k]))
        }
    }

    static func servings(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.description
    }

    static func meal(_ slot: MealSlot, derivedID: String) -> String {
        let showID = slot.id != derivedID
        func line(quoteAll: Bool) -> String {
            var s = Keywords.spelling(slot.meal) + ":"
            if slot.recipeId == nil, slot.quickAdd == nil { s += " none" }
            if let ref = slot.recipeId {
                s += " " + (quoteAll || !isBareReference(ref) ? TextQuoting.quoted(ref) : ref)
                if let count = slot.servings { s += " x" + PlanPrinter.servings(count) }
            }
            if let food = slot.food {
                s += " food " + (quoteAll || !isBareFoodName(food.name) ? TextQuoting.quoted(food.name) : food.name) + " " + food.amount
            } else if let q = slot.quickAdd {
                s += " quick " + (quoteAll ? TextQuoting.quoted(q.name) : TextQuoting.field(q.name, BareStops(word: MealLine.caloriesWord)))
                s += " " + Printer.macros([q.calories, q.protein, q.carbs, q.fats])
            }
            var annotations: [String] = []
            if showID { annotations.append("[id " + (quoteAll ? TextQuoting.quoted(slot.id) : TextQuoting.field(slot.id, BareStops(closeBracket: true))) + "]") }
            if let created = slot.createdAt { annotations.append("[created \(created.text)]") }
            if let note = slot.notes { annotations.append("[note " + (quoteAll ? TextQuoting.quoted(note) : TextQuoting.field(note, BareStops(closeBracket: true))) + "]") }
            if slot.isEaten { annotations.append("[eaten]") }
            return Printer.annotated(s, annotations)
        }
        return Printer.firstReadingBack([line(quoteAll: false), line(quoteAll: true)]) { text in
            var lexer = Lexer(line: text)
            guard let colon = MealLine.colon(in: lexer), let read = try? MealLine.read(&lexer, colon: colon) else { return false }
            return read.meal == slot.meal && read.recipeId == slot.recipeId && read.quickAdd == slot.quickAdd
                && read.servings == slot.servings && read.createdAt == slot.createdAt && read.id == (showID ? slot.id : nil)
                && read.note == slot.notes && read.eaten == slot.isEaten && read.food == slot.food
        }
    }

    /// `[A-Za-z0-9][A-Za-z0-9._~-]*`, and not a word of the meal syntax.
    static func isBareReference(_ ref: String) -> Bool {
        let bytes = Array(ref.utf8)
        guard let first = bytes.first, ByteClass.isAlphanumeric(first) else { return false }
        guard bytes.allSatisfy({ ByteClass.isAlphanumeric($0) || $0 == ByteClass.dot || $0 == 0x5F || $0 == 0x7E || $0 == ByteClass.dash })
        else { return false }
        return !["none", "quick", "food"].contains(ref.lowercased())
    }

    /// Words none of which starts with a number, without quotes, brackets or comments.
    static func isBareFoodName(_ name: String) -> Bool {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        guard !words.isEmpty, words.allSatisfy({ !$0.isEmpty }) else { return false }
        return words.allSatisfy { word in
            guard let first = word.unicodeScalars.first else { return false }
            return !CharacterSet.decimalDigits.contains(first) && Quantity(word) == nil && !word.hasPrefix("--")
                && !word.contains("[") && !word.contains("\"") && !word.contains("\t")
        }
    }
}
