import ClipCookCore

/// Canonical text of a shopping list.
package enum ShoppingPrinter {
    /// `flush` is called after each item line, to hand on what `out` holds
    /// (and empty it) when the caller takes the text in pieces.
    package static func print(_ list: ShoppingList, into out: inout TextBuilder, flush: (inout TextBuilder) -> Void = { _ in }) {
        out.put("shopping\n")
        // Derived ids one item at a time: a long list never holds them all.
        var numbering = DerivedID.ShoppingItemNumbering()
        for item in list.shoppingItems {
            out.put("  ")
            line(item, derivedID: numbering.next(name: item.name), into: &out)
            out.endLine()
            flush(&out)
        }
    }

    package static func line(_ item: ShoppingItem, derivedID: String) -> String {
        var out = TextBuilder()
        line(item, derivedID: derivedID, into: &out)
        return out.text
    }

    /// `- [ ] AMOUNT NAME  [recipe R] [from F] [id ID] [created T]` without
    /// its indentation and line break: the amount natural, then in
    /// brackets, then everything quoted, whichever first reads back.
    package static func line(_ item: ShoppingItem, derivedID: String, into out: inout TextBuilder) {
        let showID = item.id != derivedID
        let valueStops = BareStops(closeBracket: true)
        let hasAmount = item.amount.map { !$0.isEmpty } ?? false
        func write(amount: Int, quoteAll: Bool, into out: inout TextBuilder) {
            out.put(item.checked ? "- [x]" : "- [ ]")
            if let value = item.amount {
                switch (hasAmount, amount) {
                case (true, 0):
                    out.put(" ")
                    out.append(value)
                case (true, 1):
                    out.put(" [")
                    out.appendField(value, valueStops)
                    out.put("]")
                case (true, _):
                    out.put(" [")
                    out.appendQuoted(value)
                    out.put("]")
                default:
                    out.put(" []")
                }
            }
            out.put(" ")
            if quoteAll {
                out.appendQuoted(item.name)
            } else {
                out.appendField(item.name, BareStops(annotations: Keywords.shoppingAnnotations))
            }
            var first = true
            func annotation(_ keyword: StaticString, _ value: String?) {
                guard let value else { return }
                Printer.annotationGap(&first, into: &out)
                out.put(keyword)
                if quoteAll { out.appendQuoted(value) } else { out.appendField(value, valueStops) }
                out.put("]")
            }
            annotation("[recipe ", item.recipeId)
            annotation("[from ", item.recipeName)
            annotation("[id ", showID ? item.id : nil)
            if let created = item.createdAt {
                Printer.annotationGap(&first, into: &out)
                out.put("[created ")
                out.append(created.text)
                out.put("]")
            }
        }
        // With an amount: natural, in brackets, all quoted; without one
        // (or `[]`): as it is, then all quoted.
        let candidates = hasAmount ? [(0, false), (1, false), (2, true)] : [(0, false), (0, true)]
        Printer.firstReadingBack(
            candidates.count, into: &out,
            write: { k, out in
                write(amount: candidates[k].0, quoteAll: candidates[k].1, into: &out)
            },
            readsBack: { _, bytes, line in
                var lexer = Lexer(bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + 1, end: line.upperBound)
                guard let read = try? ShoppingLine.read(&lexer) else { return false }
                return read.checked == item.checked && read.amount == item.amount && read.name == item.name
                    && read.annotation("recipe")?.text == item.recipeId && read.annotation("from")?.text == item.recipeName
                    && read.annotation("id")?.text == (showID ? item.id : nil)
                    && read.annotation("created")?.text == item.createdAt?.text
            })
    }
}
