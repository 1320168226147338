import ClipCookCore

/// Canonical text of a pantry.
package enum PantryPrinter {
    package static func print(_ pantry: Pantry, into out: inout TextBuilder) {
        out.put("pantry\n")
        for item in pantry.items {
            out.put("  ")
            line(item, into: &out)
            out.endLine()
        }
    }

    /// `- AMOUNT NAME  expires DATE` without its indentation and line break:
    /// the amount natural, then in brackets, then everything quoted,
    /// whichever first reads back; the expiry, when given, after two spaces.
    package static func line(_ item: PantryItem, into out: inout TextBuilder) {
        let stops = BareStops(closeBracket: true)
        let hasAmount = item.amount.map { !$0.isEmpty } ?? false
        Printer.firstReadingBack(
            hasAmount ? 3 : 2, into: &out,
            write: { k, out in
                out.put("- ")
                if let amount = item.amount, hasAmount {
                    switch k {
                    case 0: out.append(amount)
                    case 1:
                        out.put("[")
                        out.appendField(amount, stops)
                        out.put("]")
                    default:
                        out.put("[")
                        out.appendQuoted(amount)
                        out.put("]")
                    }
                    out.put(" ")
                } else if item.amount != nil {
                    out.put("[] ")
                }
                if k == (hasAmount ? 2 : 1) { out.appendQuoted(item.name) } else { out.appendLineValue(item.name) }
                if let expires = item.expires {
                    out.put("  expires ")
                    out.append(expires.description)
                }
            },
            readsBack: { _, bytes, line in
                var lexer = Lexer(bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + 1, end: line.upperBound)
                guard let read = try? PantryLine.read(&lexer) else { return false }
                return read.amount == item.amount && read.name == item.name && read.expires == item.expires
            })
    }
}

/// Canonical text of an aisles file: `aisle NAME` lines at the left, their items indented.
package enum AislesPrinter {
    package static func print(_ aisles: AisleList, into out: inout TextBuilder) {
        out.put("aisles\n")
        for entry in aisles.entries {
            out.put("aisle ")
            out.line(entry.aisle.rawValue)
            for name in entry.names {
                out.put("  - ")
                out.appendLineValue(name)
                out.endLine()
            }
        }
    }
}
