import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `shop`: the shopping list, aisle by aisle; adding free text, recipes and
/// plan ranges (merged, the pantry subtracted); checking, removing, clearing
/// and exporting. Every change is written to the list file through the store.
struct ShopCommand: SessionCommand {
    let spec = CommandSpec(
        "shop", synopsis: "shop [add|check|uncheck|remove|clear|export|units] ...",
        summary: "the shopping list: show it by aisle, add recipes, plans or items, check them off",
        details: [
            "Without a sub-command: the list, aisle by aisle, checked items struck through.",
            "Adding merges: the same item is one line, its amounts summed across units and its recipes named.",
            "A planned meal is one serving of its recipe ('x 2' is two); what the pantry file holds is left out.",
            "Where foods have prices: an estimated total of the items not checked, and the ones left unpriced.",
        ],
        subcommands: [
            CommandSpec(
                "add", synopsis: "shop add TEXT | RECIPE [servings N] | plan FROM..TO | week [DAY]",
                summary: "add an item (shop add 2 lemons), a recipe, or the recipes planned for some days",
                argument: .text,
                keywords: ["servings": .number],
                completer: { $2.shopAddCompletions($0, typed: $1) }, handler: { $1.shopAdd($0) }),
            CommandSpec(
                "check", synopsis: "shop check ITEM", summary: "check an item off", argument: .text,
                completer: { $2.shopItemCompletions($0, typed: $1, checked: false) }, handler: { $1.shopSetChecked($0, true) }),
            CommandSpec(
                "uncheck", synopsis: "shop uncheck ITEM", summary: "uncheck an item", argument: .text,
                completer: { $2.shopItemCompletions($0, typed: $1, checked: true) }, handler: { $1.shopSetChecked($0, false) }),
            CommandSpec(
                "remove", aliases: ["rm"], synopsis: "shop remove ITEM|all", summary: "remove an item, or every item", argument: .text,
                completer: { $2.shopItemCompletions($0, typed: $1, checked: nil) }, handler: { $1.shopRemove($0) }),
            CommandSpec(
                "clear", synopsis: "shop clear [all]", summary: "remove the checked items, or with 'all' every item",
                handler: { $1.shopClear($0) }),
            CommandSpec(
                "export", synopsis: "shop export markdown|text", summary: "the list as Markdown or plain text",
                argument: .choices(["markdown", "text"]), handler: { $1.shopExport($0) }),
            CommandSpec(
                "units", synopsis: "shop units metric|imperial", summary: "the list in other units",
                argument: .choices(["metric", "imperial"]), handler: { $1.shopUnits($0) }),
        ])

    /// Without a sub-command: the list; any other word is not a sub-command.
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard let first = arguments.first else { return session.shopShow(units: nil) }
        let names = spec.subcommands.map(\.name)
        let suggestion = Suggestion.closest(to: first, in: names).map { "did you mean 'shop \($0)'?" }
        return .failure(CommandError("unknown shop command '\(first)'", suggestion: suggestion ?? "shop " + names.joined(separator: "|")))
    }
}

extension Session {
    /// `shop units metric|imperial`: the list shown in other units.
    func shopUnits(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        guard arguments.count == 1, let system = MeasurementSystem.lenient(arguments[0]) else {
            return .failure(
                CommandError(
                    arguments.isEmpty ? "missing units" : "unknown units '\(arguments.joined(separator: " "))'",
                    suggestion: "shop units metric or shop units imperial"))
        }
        return shopShow(units: system)
    }

    /// `shop check|uncheck|remove ITEM`: the items not checked, checked, or all (nil).
    func shopItemCompletions(_ arguments: [String], typed: String, checked: Bool?) -> [String] {
        guard arguments.isEmpty else { return [] }
        let wanted = shopping.list.shoppingItems.filter { checked == nil || $0.checked == checked }
        return CompletionEngine.matching(typed, wanted.map(\.name)).map(CommandLexer.quoteIfNeeded)
    }

    /// `shop add RECIPE [servings N] | plan FROM..TO | week [DAY]`.
    func shopAddCompletions(_ arguments: [String], typed: String) -> [String] {
        if let kind = arguments.first?.lowercased(), kind == "plan" || kind == "week" {
            return values(of: .day, typed: typed, quoted: false)
        }
        if arguments.last?.lowercased() == "servings" { return [] }
        if !arguments.isEmpty { return CompletionEngine.matching(typed, ["servings"]) }
        return CompletionEngine.matching(typed, ["plan", "week"]) + values(of: .recipe, typed: typed, quoted: false)
    }
}

extension Session {
    var shopping: ShoppingState { kitchen.shopping }

    /// The error for a list file that does not read: its diagnostics told, one line returned.
    func shoppingFileError() -> CommandError? {
        guard let problem = shopping.problem else { return nil }
        interaction.tell(problem.rendered)
        let count = problem.errorCount
        return CommandError(
            "\(shopping.path ?? problem.path) has \(plural(count, "error")); fix \(count == 1 ? "it" : "them") first (nothing written)")
    }

    func shoppingView(units: MeasurementSystem?) -> ShoppingListView {
        ShoppingListView(
            items: shopping.list.shoppingItems, aisles: AisleTable(shopping.aisles), units: units ?? kitchen.settings.units,
            food: shoppingFood)
    }

    /// The food an item of the list is, by its name without notes (`rolled oats (organic)`).
    func shoppingFood(_ name: String) -> Food? {
        FoodSearch.ingredientMatch(ShoppingName.base(of: name), in: foods)
    }

    func shopShow(units: MeasurementSystem?) -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        let view = shoppingView(units: units)
        var rows: [JSONValue] = []
        for section in view.sections {
            for row in section.rows {
                var object: [String: JSONValue] = [
                    "id": .string(row.item.id), "name": .string(row.item.name), "checked": .bool(row.item.checked),
                    "aisle": .string(section.aisle.rawValue), "amount": row.amount.isEmpty ? .null : .string(row.amount),
                ]
                object["needed"] = row.needed.map(JSONValue.string) ?? .null
                object["recipeId"] = row.item.recipeId.map(JSONValue.string) ?? .null
                object["recipeName"] = row.item.recipeName.map(JSONValue.string) ?? .null
                rows.append(.object(object))
            }
        }
        var data: [String: JSONValue] = [
            "items": .array(rows), "count": .int(view.count), "checked": .int(view.checkedCount),
            "units": .string((units ?? kitchen.settings.units).rawValue),
        ]
        var text = view.text(style: style)
        if hasPrices, view.count > view.checkedCount {
            let cost = ShoppingCost(items: shopping.list.shoppingItems, food: shoppingFood)
            text += "\n\n" + shoppingCostLines(cost).joined(separator: "\n")
            data["cost"] = .object([
                "total": Self.moneyJSON(cost.total), "priced": .int(cost.pricedCount),
                "currency": kitchen.settings.currency.map(JSONValue.string) ?? .null,
                "unpriced": .array(cost.unpriced.map { .object(["name": .string($0.name), "reason": .string($0.reason)]) }),
            ])
        }
        return .success(CommandOutcome(command: "", text: text, data: data))
    }

    func shopExport(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        let view = shoppingView(units: nil)
        switch arguments.map({ $0.lowercased() }) {
        case ["markdown"], ["md"]:
            let text = view.markdown()
            return .success(CommandOutcome(command: "", text: text, data: ["format": .string("markdown"), "text": .string(text)]))
        case ["text"]:
            let text = view.plainText()
            return .success(CommandOutcome(command: "", text: text, data: ["format": .string("text"), "text": .string(text)]))
        default:
            return .failure(
                CommandError(
                    arguments.isEmpty ? "missing format" : "unknown format '\(arguments.joined(separator: " "))'",
                    suggestion: "shop export markdown or shop export text"))
        }
    }

    /// Writes `changes` to the list, with `summary` for undo.
    func shopApply(_ changes: [ShoppingChange], summary: String, done: String, data: [String: JSONValue])
        -> Result<CommandOutcome, CommandError>
    {
        if let error = shoppingFileError() { return .failure(error) }
        guard !changes.isEmpty else {
            var data = data
            data["changed"] = .bool(false)
            return .success(CommandOutcome(command: "", text: done, data: data))
        }
        let store = self.store
        switch applyChange(
            { overwrite throws(StoreError) in try store.editShoppingList(changes, summary: summary, overwrite: overwrite) },
            onTop: { conflict throws(StoreError) in try store.applyShoppingEditOnTop(conflict, summary: summary) })
        {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success(let change?):
            var data = data
            data["changed"] = .bool(true)
            if let path = change.path { data["path"] = .string(path) }
            return .success(CommandOutcome(command: "", text: done + undoHint, data: data))
        }
    }

    /// The one item `words` names, or an error listing the candidates.
    func shopItem(_ words: [String], _ verb: String) -> Result<Int, CommandError> {
        let typed = words.joined(separator: " ")
        let items = shopping.list.shoppingItems
        guard !typed.trimmingBlanks().isEmpty else { return .failure(CommandError("missing item; which item to \(verb)?")) }
        let found = ShoppingItemResolver.matches(typed, in: items)
        if found.count == 1 { return .success(found[0]) }
        if found.isEmpty {
            let suggestion = Suggestion.closest(to: typed, in: items.map(\.name)).map { "did you mean '\($0)'?" }
            return .failure(
                CommandError("no item '\(typed)' on the shopping list", suggestion: suggestion ?? "type 'shop' to see the list", kind: .notFound))
        }
        return .failure(
            CommandError(
                "'\(typed)' matches \(found.count) items; say which", candidates: found.map { items[$0].name }))
    }

    func shopSetChecked(_ words: [String], _ checked: Bool) -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        let index: Int
        switch shopItem(words, checked ? "check" : "uncheck") {
        case .success(let found): index = found
        case .failure(let error): return .failure(error)
        }
        var item = shopping.list.shoppingItems[index]
        guard item.checked != checked else {
            return .success(
                CommandOutcome(
                    command: "", text: "'\(item.name)' is \(checked ? "already checked" : "not checked")", data: ["changed": .bool(false)]))
        }
        item.checked = checked
        if checked, kitchen.settings.pantryFromShopping { return shopCheckIntoPantry(index, item) }
        let verb = checked ? "check" : "uncheck"
        return shopApply(
            [.replace(index, item)], summary: "shop \(verb) '\(item.name)'",
            done: "\(checked ? "checked" : "unchecked") '\(item.name)'", data: ["item": .string(item.name)])
    }

    func shopRemove(_ words: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        if words.map({ $0.lowercased() }) == ["all"] { return shopRemoveAll() }
        switch shopItem(words, "remove") {
        case .failure(let error): return .failure(error)
        case .success(let index):
            let name = shopping.list.shoppingItems[index].name
            return shopApply([.remove(index)], summary: "shop remove '\(name)'", done: "removed '\(name)'", data: ["item": .string(name)])
        }
    }

    func shopClear(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if arguments.map({ $0.lowercased() }) == ["all"] { return shopRemoveAll() }
        if let error = noArguments(arguments, "shop clear [all]") { return .failure(error) }
        if let error = shoppingFileError() { return .failure(error) }
        let checked = shopping.list.shoppingItems.indices.filter { shopping.list.shoppingItems[$0].checked }
        guard !checked.isEmpty else {
            return .success(CommandOutcome(command: "", text: "no checked items to clear", data: ["changed": .bool(false), "removed": .int(0)]))
        }
        let names = checked.map { shopping.list.shoppingItems[$0].name }
        return shopApply(
            checked.map(ShoppingChange.remove), summary: "shop clear (\(plural(checked.count, "item")))",
            done: "cleared \(plural(checked.count, "checked item")): " + names.joined(separator: ", "),
            data: ["removed": .int(checked.count), "items": .array(names.map(JSONValue.string))])
    }

    /// `shop clear all`, `shop remove all`: every item off the list, as one undoable change.
    func shopRemoveAll() -> Result<CommandOutcome, CommandError> {
        if let error = shoppingFileError() { return .failure(error) }
        let items = shopping.list.shoppingItems
        guard !items.isEmpty else {
            return .success(
                CommandOutcome(command: "", text: "the shopping list is already empty", data: ["changed": .bool(false), "removed": .int(0)]))
        }
        return shopApply(
            items.indices.map(ShoppingChange.remove), summary: "shop clear all (\(plural(items.count, "item")))",
            done: "emptied the shopping list: removed \(plural(items.count, "item"))",
            data: ["removed": .int(items.count), "items": .array(items.map { JSONValue.string($0.name) })])
    }
}
