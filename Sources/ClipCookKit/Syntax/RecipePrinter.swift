/// Canonical text of a recipe.
enum RecipePrinter {
    static func print(_ r: Recipe, into out: inout TextBuilder) {
        out.line("recipe " + TextQuoting.lineValue(r.title))
        if r.id != DerivedID.recipe(title: r.title) { out.line("  id " + TextQuoting.lineValue(r.id)) }
        out.line("  category " + Keywords.spelling(r.category))
        out.line("  servings \(r.servings)")
        if let v = r.prepTime { out.line("  prep " + TextQuoting.lineValue(v)) }
        if let v = r.cookTime { out.line("  cook " + TextQuoting.lineValue(v)) }
        if let v = r.sourceUrl { out.line("  source " + TextQuoting.lineValue(v)) }
        if let v = r.sourcePlatform { out.line("  platform " + v.rawValue) }
        if let v = r.thumbnail { out.line("  thumbnail " + TextQuoting.lineValue(v)) }
        if !r.tags.isEmpty {
            out.line("  tags " + r.tags.map { TextQuoting.field($0, BareStops(comma: true)) }.joined(separator: ", "))
        }
        if r.isFavourite { out.line("  favourite") }
        if r.isArchived { out.line("  archived") }
        if let v = r.createdAt { out.line("  created " + v.text) }
        if let v = r.updatedAt { out.line("  updated " + v.text) }
        if let v = r.aiMeta { out.line("  ai " + JSONText.format(v)) }
        if let caption = r.caption {
            out.blank()
            Printer.caption(caption, indent: "", into: &out)
        }
        if !r.ingredients.isEmpty {
            out.blank()
            out.line("ingredients")
            for (k, item) in r.ingredients.enumerated() { out.line("  " + ingredient(item, position: k)) }
        }
        if !r.steps.isEmpty {
            out.blank()
            out.line("steps")
            for (k, step) in r.steps.enumerated() { out.line("  " + self.step(step, position: k)) }
        }
        if let n = r.nutrition {
            out.blank()
            out.line("nutrition per serving")
            out.line("  " + Printer.macros([n.calories, n.protein, n.carbs, n.fats]))
        }
    }

    static func ingredient(_ item: Ingredient, position: Int) -> String {
        let stops = BareStops(comma: true, annotations: Keywords.ingredientAnnotations)
        let noteStops = BareStops(annotations: Keywords.ingredientAnnotations)
        let showID = item.id != DerivedID.ingredient(position: position)
        func line(amount: String?, quoteAll: Bool) -> String {
            var s = "-"
            if let amount { s += " " + amount }
            s += " " + (quoteAll ? TextQuoting.quoted(item.name) : TextQuoting.field(item.name, stops))
            if let notes = item.notes { s += ", " + (quoteAll ? TextQuoting.quoted(notes) : TextQuoting.field(notes, noteStops)) }
            var annotations: [String] = []
            if showID { annotations.append("[id " + (quoteAll ? TextQuoting.quoted(item.id) : TextQuoting.field(item.id, BareStops(closeBracket: true))) + "]") }
            if let food = item.food { annotations.append("[food " + (quoteAll ? TextQuoting.quoted(food) : TextQuoting.field(food, BareStops(closeBracket: true))) + "]") }
            return Printer.annotated(s, annotations)
        }
        var candidates: [String] = []
        if item.amount.isEmpty {
            candidates.append(line(amount: nil, quoteAll: false))
            candidates.append(line(amount: "[]", quoteAll: false))
        } else {
            candidates.append(line(amount: item.amount, quoteAll: false))
            candidates.append(line(amount: "[" + TextQuoting.field(item.amount, BareStops(closeBracket: true)) + "]", quoteAll: false))
        }
        candidates.append(line(amount: "[" + TextQuoting.quoted(item.amount) + "]", quoteAll: true))
        return Printer.firstReadingBack(candidates) { text in
            var lexer = Lexer(line: text)
            lexer.position = 1
            guard let read = try? IngredientLine.read(&lexer) else { return false }
            return read.amount == item.amount && read.name == item.name && read.notes == item.notes
                && read.id == (showID ? item.id : nil) && read.food == item.food
        }
    }

    static func step(_ step: Step, position: Int) -> String {
        let showID = step.id != DerivedID.step(position: position)
        func line(quoteAll: Bool) -> String {
            let s = "\(step.order). " + (quoteAll ? TextQuoting.quoted(step.text)
                                                  : TextQuoting.field(step.text, BareStops(annotations: Keywords.stepAnnotations)))
            var annotations: [String] = []
            for timer in step.timers {
                var a = "[timer " + timer.durationText
                if let label = timer.label {
                    a += " " + (quoteAll ? TextQuoting.quoted(label) : TextQuoting.field(label, BareStops(closeBracket: true)))
                }
                annotations.append(a + "]")
            }
            if showID { annotations.append("[id " + (quoteAll ? TextQuoting.quoted(step.id) : TextQuoting.field(step.id, BareStops(closeBracket: true))) + "]") }
            return Printer.annotated(s, annotations)
        }
        return Printer.firstReadingBack([line(quoteAll: false), line(quoteAll: true)]) { text in
            var lexer = Lexer(line: text)
            guard let read = try? StepLine.read(&lexer) else { return false }
            return read.order == step.order && read.text == step.text && read.timers == step.timers
                && read.id == (showID ? step.id : nil)
        }
    }
}
