/// Canonical text of a pantry.
enum PantryPrinter {
    static func print(_ pantry: Pantry, into out: inout TextBuilder) {
        out.line("pantry")
        for item in pantry.items { out.line("  " + line(item)) }
    }

    static func line(_ item: PantryItem) -> String {
        var candidates: [String] = []
        let stops = BareStops(closeBracket: true)
        if let amount = item.amount, !amount.isEmpty {
            candidates.append("- " + amount + " " + TextQuoting.field(item.name, .lineEnd))
            candidates.append("- [" + TextQuoting.field(amount, stops) + "] " + TextQuoting.field(item.name, .lineEnd))
            candidates.append("- [" + TextQuoting.quoted(amount) + "] " + TextQuoting.quoted(item.name))
        } else {
            let amount = item.amount == nil ? "" : "[] "
            candidates.append("- " + amount + TextQuoting.field(item.name, .lineEnd))
            candidates.append("- " + amount + TextQuoting.quoted(item.name))
        }
        return Printer.firstReadingBack(candidates) { text in
            var lexer = Lexer(line: text)
            lexer.position = 1
            guard let read = try? PantryLine.read(&lexer) else { return false }
            return read.amount == item.amount && read.name == item.name
        }
    }
}

/// Canonical text of an aisles file: `aisle NAME` lines at the left, their items indented.
enum AislesPrinter {
    static func print(_ aisles: AisleList, into out: inout TextBuilder) {
        out.line("aisles")
        for entry in aisles.entries {
            out.line("aisle " + entry.aisle.rawValue)
            for name in entry.names { out.line("  - " + TextQuoting.field(name, .lineEnd)) }
        }
    }
}
