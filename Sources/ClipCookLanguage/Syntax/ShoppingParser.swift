import ClipCookCore

/// The lines of a shopping list: `- [ ] ...` items.
package final class ShoppingParser: BodyParser {
    package var items: [ShoppingItem] = []
    package var explicitIDs: [String?] = []

    package func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        guard lexer.peek() == ByteClass.dash, lexer.peek(1).map(ByteClass.isBlank) ?? true else {
            let run = lexer.nonBlankRun()
            let word = lexer.text(start..<start + max(1, lexer.readWordLength()))
            if Keywords.headers.contains(word) {
                throw LineError.unknownKeyword(word, start..<start + word.utf8.count, candidates: [], property: false)
            }
            throw LineError("expected a shopping item such as '- [ ] milk'", run)
        }
        lexer.position += 1
        let item = try ShoppingLine.read(&lexer)
        let index = items.count
        let path = SourcePath(.shoppingItems, index)
        session.record(path, start..<DocumentParser.trimEnd(lexer.bytes, start, item.comment?.lowerBound ?? lexer.end))
        session.record(path + .checked, item.checkboxRange)
        if item.amount != nil { session.record(path + .amount, item.amountRange) }
        session.record(path + .name, item.nameRange)
        var shopping = ShoppingItem(id: "", name: item.name, checked: item.checked, amount: item.amount)
        for annotation in item.annotations {
            let text = annotation.text
            switch annotation.keyword {
            case "recipe":
                shopping.recipeId = text
                session.record(path + .recipeId, annotation.valueRange)
            case "from":
                shopping.recipeName = text
                session.record(path + .recipeName, annotation.valueRange)
            case "created":
                shopping.createdAt = text.flatMap(Timestamp.init)
                session.record(path + .createdAt, annotation.valueRange)
            default:
                session.record(path + .id, annotation.valueRange)
            }
        }
        items.append(shopping)
        explicitIDs.append(item.annotation("id")?.text)
        return LineOutcome(.shoppingItem, comment: item.comment, itemIndex: index)
    }

    package func finish(_ session: ParseSession) -> Document {
        // Derived ids one item at a time: a long list never holds two lists of ids.
        var numbering = DerivedID.ShoppingItemNumbering()
        for k in items.indices {
            let number = numbering.nextNumber(name: items[k].name)
            if let written = explicitIDs[k] { items[k].id = written } else { items[k].setDerivedID(number: number) }
        }
        explicitIDs = []
        return .shoppingList(ShoppingList(shoppingItems: items))
    }
}
