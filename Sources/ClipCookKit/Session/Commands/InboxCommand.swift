import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `inbox`: the links and captions waiting to be imported, with their
/// statuses (importing = pending, ready, failed) and the reason of each
/// failure; `inbox add URL|TEXT`, `inbox retry ID`, `inbox remove ID`.
/// `import inbox` imports the pending ones (`Session.importInbox`).
struct InboxCommand: SessionCommand {
    let spec = CommandSpec(
        "inbox", synopsis: "inbox [add URL|TEXT | retry ID | remove ID]",
        summary: "list the links and captions waiting to be imported, or add, retry or remove one",
        argument: .choices(["add", "retry", "remove"]), positionals: [.text])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard let first = arguments.first?.lowercased() else { return session.listInbox() }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "add": return session.addInboxEntry(rest.joined(separator: " "))
        case "retry", "remove":
            guard rest.count == 1, let id = rest.first else {
                return .failure(CommandError("'inbox \(first)' needs one entry id", suggestion: "see 'inbox' for the ids"))
            }
            return session.changeInboxEntry(id, remove: first == "remove")
        default:
            return .failure(
                CommandError("unknown 'inbox' action '\(first)'", suggestion: "inbox, inbox add URL|TEXT, inbox retry ID, inbox remove ID"))
        }
    }
}

extension Session {
    /// The loaded inbox file (read again from disk first).
    func loadedInbox() -> (file: CollectionFile, inbox: Inbox)? {
        _ = store.load()
        guard let file = (store as? WriteBackStore)?.collection.files(of: .inbox).first,
            case .inbox(let inbox)? = file.document
        else { return nil }
        return (file, inbox)
    }

    func listInbox() -> Result<CommandOutcome, CommandError> {
        guard let (file, inbox) = loadedInbox(), !inbox.pendingImports.isEmpty else {
            return .success(CommandOutcome(command: "", text: "the inbox is empty (inbox add URL|TEXT adds a link or a caption)", data: [:]))
        }
        let reasons = InboxText.reasons(in: file)
        var lines: [String] = []
        var counts: [ImportStatus: Int] = [:]
        for (index, entry) in inbox.pendingImports.enumerated() {
            counts[entry.status, default: 0] += 1
            let status = entry.status == .importing ? "pending" : entry.status.rawValue
            var line = "\(entry.id)  \(status.padding(toLength: 7, withPad: " ", startingAt: 0))  \(entry.url)"
            if let title = entry.title { line += "  \(title)" }
            lines.append(line)
            if let reason = reasons[index] { lines.append("    reason: \(reason)") }
        }
        lines.append("\(counts[.importing] ?? 0) pending, \(counts[.ready] ?? 0) ready, \(counts[.failed] ?? 0) failed")
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: ["count": .int(inbox.pendingImports.count)]))
    }

    func addInboxEntry(_ text: String) -> Result<CommandOutcome, CommandError> {
        let given = text.trimmingBlanks()
        guard !given.isEmpty else { return .failure(CommandError("'inbox add' needs a link or a caption")) }
        guard let files = store as? any FileEditingStore else { return .failure(CommandError("this collection cannot be changed")) }
        let isLink = LinkImport.isLink(given) && !given.contains(" ")
        if isLink, let refused = LinkImport.refusal(given) { return .failure(CommandError(refused)) }
        let url = isLink ? given : "caption:" + (DerivedID.pendingImports(urls: [given]).first ?? "text")
        let held = loadedInbox()
        if let held, held.inbox.pendingImports.contains(where: { $0.url == url }) {
            return .failure(CommandError("already in the inbox: \(url)"))
        }
        let entry = PendingImport(
            id: DerivedID.pendingImports(urls: [url]).first ?? "import", url: url, status: .importing, caption: isLink ? nil : given)
        let (path, bytes) = inboxFile(files)
        let newText = InboxText.appending([(entry, nil)], to: bytes.map { String(decoding: $0, as: UTF8.self) })
        let result = applyChange({ overwrite throws(StoreError) in
            try files.writeFile(path, bytes: Array(newText.utf8), previous: bytes, summary: "inbox: add \(entry.id)", overwrite: overwrite)
        })
        return result.map { _ in
            CommandOutcome(
                command: "", text: "added \(entry.id) to the inbox (pending): \(url)", data: ["id": .string(entry.id), "changed": .bool(true)])
        }
    }

    func changeInboxEntry(_ id: String, remove: Bool) -> Result<CommandOutcome, CommandError> {
        guard let files = store as? any FileEditingStore else { return .failure(CommandError("this collection cannot be changed")) }
        guard let (file, inbox) = loadedInbox(),
            let index = inbox.pendingImports.firstIndex(where: { $0.id == id || $0.url == id })
        else {
            return .failure(CommandError("no inbox entry '\(id)'", suggestion: "see 'inbox' for the ids"))
        }
        let entry = inbox.pendingImports[index]
        if !remove, entry.status == .importing {
            return .failure(CommandError("\(entry.id) is already pending", suggestion: "import inbox imports it"))
        }
        let edit = remove ? InboxEdit(index: index, remove: true) : InboxEdit(index: index, status: .importing, reason: .some(nil))
        let text = InboxEdit.apply([edit], to: file)
        let result = applyChange({ overwrite throws(StoreError) in
            try files.writeFile(
                file.relativePath, bytes: Array(text.utf8), previous: file.source.bytes,
                summary: "inbox: \(remove ? "remove" : "retry") \(entry.id)", overwrite: overwrite)
        })
        return result.map { _ in
            CommandOutcome(
                command: "", text: remove ? "removed \(entry.id) from the inbox" : "\(entry.id) is pending again (import inbox imports it)",
                data: ["id": .string(entry.id), "changed": .bool(true)])
        }
    }
}
