import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// Writing the pantry through the store: the file as loaded edited line by
/// line (`PantryEdit`: comments and layout kept, what `fmt` writes),
/// atomically, refusing to overwrite a version changed on disk, undoable.
extension Session {
    /// Writes `changes` to the pantry file (created when there is none).
    func pantryWrite(_ changes: [PantryChange], summary: String, overwrite: Bool) throws(StoreError) -> StoreChange {
        guard let files = store as? any FileEditingStore else { throw .failed("this collection cannot be changed", kind: .invalidInput) }
        let path = shopping.pantryPath ?? PantryEdit.fileName
        let before = files.loadedBytes(of: path)
        var pantry = Pantry()
        var tree: SyntaxTree?
        if let before {
            let parsed = Language.parse(SourceFile(path: path, bytes: before))
            guard case .pantry(let read)? = parsed.document, !parsed.diagnostics.hasErrors else {
                throw .failed("\(path) does not read as a pantry; fix it first (nothing written)", kind: .invalidInput)
            }
            pantry = read
            tree = parsed.tree
        }
        guard let bytes = PantryEdit.apply(changes, to: pantry, in: tree) else {
            throw .failed("internal error: the edited pantry would not read back; nothing written", kind: .io)
        }
        return try files.writeFile(path, bytes: bytes, previous: before, summary: summary, overwrite: overwrite)
    }

    /// Writes `changes` as one undoable change and says `done`.
    func pantryApply(_ changes: [PantryChange], summary: String, done: String, data: [String: JSONValue])
        -> Result<CommandOutcome, CommandError>
    {
        var data = data
        guard !changes.isEmpty else {
            data["changed"] = .bool(false)
            return .success(CommandOutcome(command: "", text: done, data: data))
        }
        switch applyChange({ overwrite throws(StoreError) in try pantryWrite(changes, summary: summary, overwrite: overwrite) }) {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success(let change?):
            data["changed"] = .bool(true)
            if let path = change.path { data["path"] = .string(path) }
            return .success(CommandOutcome(command: "", text: done + undoHint, data: data))
        }
    }
}

/// What taking from the pantry did, as sentences and JSON.
enum PantryReport {
    /// `2 eggs` from a taking: the amount wanted, then the name.
    static func wanted(_ taking: PantryTaking) -> String {
        let name = ShoppingName.base(of: taking.name)
        // In the number of the amount: `1 egg`, not `1 eggs`.
        return taking.wanted.map { $0 + " " + ShoppingName.agreeing(name, with: ShoppingAmount($0)) } ?? name
    }

    /// One taking as a sentence (`pantry use`).
    static func sentence(_ taking: PantryTaking) -> String {
        let item = taking.item ?? taking.name
        switch taking.result {
        case .taken(let left?):
            return "took \(wanted(taking)) from the pantry: \(left) \(ShoppingName.agreeing(item, with: ShoppingAmount(left))) left"
        case .taken(nil): return "took \(wanted(taking)) from the pantry: '\(item)' is used up"
        case .short(let missing): return "took all the \(item) there was: \(missing) short"
        case .notHeld: return "no '\(taking.name)' in the pantry"
        case .unmeasured: return "'\(item)' has no amount in the pantry; nothing changed"
        case .incomparable(let have): return "'\(item)' (\(have)) does not convert from \(taking.wanted ?? "it"); nothing changed"
        }
    }

    /// The lines `cook done` prints for what it took: taken, not at home, left as it was.
    static func lines(_ takings: [PantryTaking]) -> [String] {
        var taken: [String] = []
        var missing: [String] = []
        var unchanged: [String] = []
        for taking in takings {
            switch taking.result {
            case .taken(let left?): taken.append("\(wanted(taking)) (\(left) left)")
            case .taken(nil): taken.append("\(wanted(taking)) (used up)")
            case .short(let short):
                taken.append("\(taking.item ?? taking.name) (used up)")
                missing.append("\(short) \(ShoppingName.base(of: taking.name))")
            case .notHeld: missing.append(wanted(taking))
            case .unmeasured: continue
            case .incomparable(let have):
                unchanged.append("\(ShoppingName.base(of: taking.name)) (\(have) at home; \(taking.wanted ?? "no amount") does not convert)")
            }
        }
        var lines: [String] = []
        if !taken.isEmpty { lines.append("taken from the pantry: " + taken.joined(separator: ", ")) }
        if !missing.isEmpty { lines.append("not in the pantry: " + missing.joined(separator: ", ")) }
        if !unchanged.isEmpty { lines.append("left as it was: " + unchanged.joined(separator: ", ")) }
        return lines
    }

    static func json(_ taking: PantryTaking) -> JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(taking.name), "amount": taking.wanted.map(JSONValue.string) ?? .null,
            "item": taking.item.map(JSONValue.string) ?? .null,
        ]
        switch taking.result {
        case .taken(let left):
            object["result"] = .string(left == nil ? "used up" : "taken")
            object["left"] = left.map(JSONValue.string) ?? .null
        case .short(let missing):
            object["result"] = .string("short")
            object["missing"] = .string(missing)
        case .notHeld: object["result"] = .string("not held")
        case .unmeasured: object["result"] = .string("always there")
        case .incomparable(let have):
            object["result"] = .string("does not convert")
            object["have"] = .string(have)
        }
        return .object(object)
    }
}

extension Session {
    /// The names (`ShoppingName.key`) of the pantry items that expire from
    /// today to `expiringSoonDays` days on: what `plan fill` prefers to use.
    func pantryExpiringSoon() -> Set<String> {
        guard let today, let until = today.adding(days: Self.expiringSoonDays) else { return [] }
        var keys = Set<String>()
        for item in shopping.pantry?.items ?? [] {
            if let day = item.expires, day >= today, day <= until { keys.insert(ShoppingName.key(item.name)) }
        }
        return keys
    }
}
