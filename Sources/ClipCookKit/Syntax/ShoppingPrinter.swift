/// Canonical text of a shopping list.
enum ShoppingPrinter {
    static func print(_ list: ShoppingList, into out: inout TextBuilder) {
        out.line("shopping")
        let derived = DerivedID.shoppingItems(names: list.shoppingItems.map(\.name))
        for (k, item) in list.shoppingItems.enumerated() {
            out.line("  " + line(item, derivedID: derived[k]))
        }
    }

    static func line(_ item: ShoppingItem, derivedID: String) -> String {
        let showID = item.id != derivedID
        let valueStops = BareStops(closeBracket: true)
        func line(amount: String?, quoteAll: Bool) -> String {
            var s = item.checked ? "- [x]" : "- [ ]"
            if let amount { s += " " + amount }
            s += " " + (quoteAll ? TextQuoting.quoted(item.name) : TextQuoting.field(item.name, BareStops(annotations: Keywords.shoppingAnnotations)))
            var annotations: [String] = []
            func annotation(_ keyword: String, _ value: String?) {
                guard let value else { return }
                annotations.append("[\(keyword) " + (quoteAll ? TextQuoting.quoted(value) : TextQuoting.field(value, valueStops)) + "]")
            }
            annotation("recipe", item.recipeId)
            annotation("from", item.recipeName)
            annotation("id", showID ? item.id : nil)
            if let created = item.createdAt { annotations.append("[created \(created.text)]") }
            return Printer.annotated(s, annotations)
        }
        var candidates: [String] = []
        if let amount = item.amount, !amount.isEmpty {
            candidates.append(line(amount: amount, quoteAll: false))
            candidates.append(line(amount: "[" + TextQuoting.field(amount, valueStops) + "]", quoteAll: false))
            candidates.append(line(amount: "[" + TextQuoting.quoted(amount) + "]", quoteAll: true))
        } else {
            let amount = item.amount == nil ? nil : "[]"
            candidates.append(line(amount: amount, quoteAll: false))
            candidates.append(line(amount: amount, quoteAll: true))
        }
        return Printer.firstReadingBack(candidates) { text in
            var lexer = Lexer(line: text)
            lexer.position = 1
            guard let read = try? ShoppingLine.read(&lexer) else { return false }
            return read.checked == item.checked && read.amount == item.amount && read.name == item.name
                && read.annotation("recipe")?.text == item.recipeId && read.annotation("from")?.text == item.recipeName
                && read.annotation("id")?.text == (showID ? item.id : nil)
                && read.annotation("created")?.text == item.createdAt?.text
        }
    }
}
