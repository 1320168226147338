import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

extension Session {
    /// The inbox file's path and bytes as loaded (nil bytes: there is none yet).
    func inboxFile(_ files: any FileEditingStore) -> (path: String, bytes: [UInt8]?) {
        let path = (store as? WriteBackStore)?.collection.files(of: .inbox).first?.relativePath ?? "inbox.list"
        return (path, files.loadedBytes(of: path))
    }

    /// Appends entries that failed (with their reasons) to the inbox, through the write-back.
    func addToInbox(
        _ entries: [(entry: PendingImport, reason: String?)], files: any FileEditingStore, url: String
    ) -> Result<CommandOutcome, CommandError> {
        let (path, bytes) = inboxFile(files)
        let held = bytes.map { Language.parse(SourceFile(path: path, bytes: $0)) }
        if case .inbox(let inbox)? = held?.document, entries.allSatisfy({ new in inbox.pendingImports.contains { $0.url == new.entry.url } }) {
            return .failure(CommandError("\(url): \((entries.first?.reason ?? nil) ?? WebPageReader.noRecipe); already in the inbox"))
        }
        let text = InboxText.appending(entries, to: bytes.map { String(decoding: $0, as: UTF8.self) })
        let result = applyChange({ overwrite throws(StoreError) in
            try files.writeFile(path, bytes: Array(text.utf8), previous: bytes, summary: "inbox: add \(url)", overwrite: overwrite)
        })
        switch result {
        case .failure(let error): return .failure(error)
        case .success:
            return .failure(
                CommandError(
                    "\(url): \((entries.first?.reason ?? nil) ?? WebPageReader.noRecipe); kept in the inbox as failed",
                    suggestion: "see 'inbox'; 'inbox retry ID' tries it again"))
        }
    }
}
