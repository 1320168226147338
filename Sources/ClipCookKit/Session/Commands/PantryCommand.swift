import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `pantry`: what is at home, food expiring first; adding, using and
/// removing items. Every change is written to the `pantry` file through
/// the store (created when missing) and can be undone.
struct PantryCommand: SessionCommand {
    let spec = CommandSpec(
        "pantry", synopsis: "pantry [add|use|remove] ...",
        summary: "what is at home, expiring first; add, use or remove an item",
        details: [
            "Without a sub-command: every item, those with an expiry date first (soonest first), past-date ones marked.",
            "Amounts are compared by food across units: 'pantry use 200 g flour' leaves 800 g of '1 kg flour'.",
            "An item without an amount is always there ('some, enough'): cooking does not use it up.",
        ],
        subcommands: [
            CommandSpec(
                "add", synopsis: "pantry add [AMOUNT] NAME [expires DATE]",
                summary: "add an item, or more of one already there (pantry add 6 eggs expires friday)",
                argument: .text, keywords: ["expires": .day],
                completer: { $2.pantryAddCompletions($0, typed: $1) }, handler: { $1.pantryAdd($0) }),
            CommandSpec(
                "use", synopsis: "pantry use AMOUNT NAME", summary: "take an amount of an item (pantry use 2 eggs)",
                argument: .text, handler: { $1.pantryUse($0) }),
            CommandSpec(
                "remove", aliases: ["rm"], synopsis: "pantry remove NAME", summary: "remove an item", argument: .text,
                completer: { $2.pantryItemCompletions($0, typed: $1) }, handler: { $1.pantryRemove($0) }),
        ])

    /// Without a sub-command: what is at home; any other word is not a sub-command.
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard let first = arguments.first else { return session.pantryShow() }
        let names = spec.subcommands.map(\.name)
        let suggestion = Suggestion.closest(to: first, in: names).map { "did you mean 'pantry \($0)'?" }
        return .failure(CommandError("unknown pantry command '\(first)'", suggestion: suggestion ?? "pantry " + names.joined(separator: "|")))
    }
}

extension Session {
    /// `pantry remove NAME`: the items at home.
    func pantryItemCompletions(_ arguments: [String], typed: String) -> [String] {
        guard arguments.isEmpty else { return [] }
        let names = shopping.pantry?.items.map(\.name) ?? []
        return CompletionEngine.matching(typed, names).map(CommandLexer.quoteIfNeeded)
    }

    /// `pantry add [AMOUNT] NAME [expires DATE]`: the keyword, then a date.
    func pantryAddCompletions(_ arguments: [String], typed: String) -> [String] {
        if arguments.last?.lowercased() == "expires" { return values(of: .day, typed: typed, quoted: false) }
        return arguments.isEmpty ? [] : CompletionEngine.matching(typed, ["expires"])
    }
}

extension Session {
    /// Days ahead (today included) within which pantry food counts as
    /// expiring soon: `suggest pantry` and `plan fill` prefer recipes using it.
    static let expiringSoonDays = 3

    func pantryShow() -> Result<CommandOutcome, CommandError> {
        if let error = pantryFileError() { return .failure(error) }
        let items = shopping.pantry?.items ?? []
        guard !items.isEmpty else {
            return .success(
                CommandOutcome(
                    command: "", text: "the pantry is empty; 'pantry add 6 eggs expires DATE' adds an item",
                    data: ["items": .array([]), "count": .int(0), "expired": .int(0)]))
        }
        // Dated items first, soonest first; then the rest in file order.
        let order = items.indices.sorted { a, b in
            switch (items[a].expires, items[b].expires) {
            case let (x?, y?): return x != y ? x < y : a < b
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }
        var rows: [[String]] = []
        var json: [JSONValue] = []
        var expired = 0
        for index in order {
            let item = items[index]
            var mark = ""
            var past = false
            if let day = item.expires, let today {
                let days = day.ordinal - today.ordinal
                past = days < 0
                mark = past ? "past its date" : days == 0 ? "today" : days <= Self.expiringSoonDays ? "soon" : ""
            }
            if past { expired += 1 }
            let amount = item.amount.map { ShoppingAmount($0).description } ?? ""
            let named = item.amount.map { ShoppingName.agreeing(item.name, with: ShoppingAmount($0)) } ?? item.name
            rows.append([
                "  " + (amount.isEmpty ? named : amount + " " + named),
                item.expires.map { "expires \($0)" } ?? "", mark,
            ])
            var object: [String: JSONValue] = [
                "name": .string(item.name), "amount": item.amount.map(JSONValue.string) ?? .null,
                "expires": item.expires.map { .string($0.description) } ?? .null, "expired": .bool(past),
            ]
            if item.amount == nil { object["always"] = .bool(true) }
            json.append(.object(object))
        }
        var lines = ["Pantry: \(plural(items.count, "item"))" + (expired > 0 ? ", " + CountWords.pastTheirDate(expired) : "")]
        // Left-aligned columns, by terminal columns.
        let widths = (0..<3).map { k in rows.map { ColumnWidth.of($0[k]) }.max() ?? 0 }
        for row in rows {
            var line = ""
            for (k, cell) in row.enumerated() {
                line += (k == 0 ? "" : "  ") + cell + String(repeating: " ", count: max(0, widths[k] - ColumnWidth.of(cell)))
            }
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        return .success(
            CommandOutcome(
                command: "", text: lines.joined(separator: "\n"),
                data: ["items": .array(json), "count": .int(items.count), "expired": .int(expired)]))
    }

    /// The food a pantry or ingredient name is, for conversions across units.
    var pantryFood: @Sendable (String) -> Food? {
        let table = foods
        return { name in FoodSearch.ingredientMatch(ShoppingName.base(of: name), in: table) }
    }

    /// The pantry as read, ready to change; an error when its file does not read.
    func pantryStock() -> Result<PantryStock, CommandError> {
        if let error = pantryFileError() { return .failure(error) }
        return .success(PantryStock(shopping.pantry ?? Pantry(), food: pantryFood))
    }

    /// `[AMOUNT] NAME` from the words of a command: nil name when there is none.
    static func pantryAmountAndName(_ words: [String]) -> (amount: ShoppingAmount, name: String)? {
        guard let need = ShoppingNeed(text: words.joined(separator: " ")) else { return nil }
        return (need.amount, need.name)
    }

    func pantryAdd(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        var words = arguments
        var expires: Day?
        if let keyword = words.lastIndex(where: { $0.lowercased() == "expires" }) {
            var rest = ArraySlice(words[(keyword + 1)...])
            words = Array(words[..<keyword])
            guard !rest.isEmpty else { return .failure(CommandError("'expires' needs a date", suggestion: DateExpression.accepted)) }
            guard let today else { return .failure(CommandError("today's date is unknown; write the date as yyyy-MM-dd")) }
            // An expiry is in the future tense: `expires monday` is the next Monday.
            switch DateExpression.require(&rest, today: today, order: dateOrder, future: true) {
            case .success(let day): expires = day
            case .failure(let error): return .failure(error)
            }
            if let error = extraWords(rest, "pantry add [AMOUNT] NAME [expires DATE]") { return .failure(error) }
        }
        let text = words.joined(separator: " ")
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .failure(CommandError("an item cannot hold control characters or line breaks"))
        }
        if let error = Self.negativeAmountError(words) { return .failure(error) }
        guard let (amount, name) = Self.pantryAmountAndName(words) else {
            return .failure(
                CommandError(
                    words.isEmpty ? "missing item" : "missing item name after the amount '\(text)'",
                    suggestion: "pantry add 1 kg flour, pantry add 6 eggs expires 2026-12-01"))
        }
        if let error = Self.pantryAmountError(amount) { return .failure(error) }
        var stock: PantryStock
        switch pantryStock() {
        case .success(let found): stock = found
        case .failure(let error): return .failure(error)
        }
        let item = stock.add(amount, of: name, expires: expires)
        // In the number of the amount: `2 limes`, not `2 lime`.
        let named = item.amount.map { $0 + " " + ShoppingName.agreeing(item.name, with: ShoppingAmount($0)) } ?? item.name
        let shown = named + (item.expires.map { ", expires \($0)" } ?? "")
        let new = stock.changes.contains { if case .append = $0 { true } else { false } }
        var done = new ? "added '\(shown)' to the pantry" : "the pantry now holds \(shown)"
        if let kept = item.expires, let today, kept < today {
            // Kept as asked, or the earlier date of an item added to, but
            // never silently: a date gone is said.
            done += "\nnote: \(kept) is already past; the item is marked past its date"
            if kept != expires { done += " (an item added to keeps the earlier of the two dates)" }
        }
        if !amount.isEmpty, pantryFood(name) == nil {
            // Said, not refused: the item is kept, only conversions by food are out of reach.
            done +=
                "\nwarning: no food in the table matches '\(name)'; its amounts add up and convert only in the same unit"
                + " (see 'food search WORD')"
        }
        return pantryApply(stock.changes, summary: "pantry add '\(text)'", done: done, data: ["item": Self.pantryJSON(item)])
    }

    /// `-2 eggs`: an amount below zero, refused.
    static func negativeAmountError(_ words: [String]) -> CommandError? {
        guard let first = words.first, first.hasPrefix("-"), first.dropFirst().first?.isNumber == true else { return nil }
        return CommandError("'\(first)' is a negative amount", suggestion: "a number from 0 to 1000000 and a unit, such as 500 g or 2")
    }

    /// An amount a command may add or take: no negative, zero or absurd quantity.
    static func pantryAmountError(_ amount: ShoppingAmount) -> CommandError? {
        for term in amount.terms {
            guard let a = term.amount else { continue }
            let high = a.quantity.high ?? a.quantity.low
            guard a.quantity.low > 0, high.isFinite, high <= 1_000_000 else {
                return CommandError(
                    "'\(term.description)' is not a usable amount", suggestion: "a number from 0 to 1000000 and a unit, such as 500 g or 2")
            }
        }
        return nil
    }

    func pantryUse(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = Self.negativeAmountError(arguments) { return .failure(error) }
        guard let (amount, name) = Self.pantryAmountAndName(arguments), !amount.isEmpty else {
            return .failure(
                CommandError(
                    arguments.isEmpty ? "missing amount and item" : "missing amount",
                    suggestion: "pantry use 2 eggs; 'pantry remove NAME' removes an item"))
        }
        if let error = Self.pantryAmountError(amount) { return .failure(error) }
        var stock: PantryStock
        switch pantryStock() {
        case .success(let found): stock = found
        case .failure(let error): return .failure(error)
        }
        let taking = stock.take(amount, of: name)
        let data: [String: JSONValue] = ["taken": PantryReport.json(taking)]
        switch taking.result {
        case .notHeld:
            let names = shopping.pantry?.items.map(\.name) ?? []
            let suggestion = Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" } ?? "type 'pantry' to see what is at home"
            return .failure(CommandError("no '\(name)' in the pantry", suggestion: suggestion, kind: .notFound))
        case .unmeasured:
            return .success(
                CommandOutcome(
                    command: "", text: "'\(taking.item ?? name)' has no amount in the pantry (always there); nothing changed",
                    data: data.merging(["changed": .bool(false)]) { a, _ in a }))
        case .incomparable(let have):
            return .failure(
                CommandError(
                    "'\(amount.description)' does not convert to the pantry's \(have) \(taking.item ?? name)",
                    suggestion: "use the pantry's unit, or a unit the food's weight converts"))
        case .taken, .short:
            return pantryApply(
                stock.changes, summary: "pantry use '\(arguments.joined(separator: " "))'",
                done: PantryReport.sentence(taking), data: data)
        }
    }

    func pantryRemove(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let name = arguments.joined(separator: " ").trimmingBlanks()
        guard !name.isEmpty else { return .failure(CommandError("missing item; which item to remove?")) }
        var stock: PantryStock
        switch pantryStock() {
        case .success(let found): stock = found
        case .failure(let error): return .failure(error)
        }
        guard let item = stock.remove(name) else {
            let names = shopping.pantry?.items.map(\.name) ?? []
            let suggestion = Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" } ?? "type 'pantry' to see what is at home"
            return .failure(CommandError("no '\(name)' in the pantry", suggestion: suggestion, kind: .notFound))
        }
        return pantryApply(
            stock.changes, summary: "pantry remove '\(item.name)'", done: "removed '\(item.name)' from the pantry",
            data: ["item": Self.pantryJSON(item)])
    }

    static func pantryJSON(_ item: PantryItem) -> JSONValue {
        .object([
            "name": .string(item.name), "amount": item.amount.map(JSONValue.string) ?? .null,
            "expires": item.expires.map { .string($0.description) } ?? .null,
        ])
    }
}
