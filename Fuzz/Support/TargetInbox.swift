// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// `import inbox` on a collection holding this inbox file: never traps;
/// every recipe it writes passes `Oracle.canonical`, and the edited inbox
/// parses without errors and is in canonical form.
public func fuzzInbox(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "inbox.list", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let result = Language.parse(source)
    guard case .inbox(let inbox)? = result.document, !result.diagnostics.hasErrors else { return 0 }
    let file = CollectionFile(relativePath: "inbox.list", absolutePath: "/fuzz/inbox.list", source: source, result: result, fingerprint: nil)
    let collection = KitchenCollection(root: "/fuzz", absoluteRoot: "/fuzz", files: [file])
    let manual = Set(inbox.pendingImports.prefix(1).map(\.url))
    for picked in [Set<String>(), manual] {
        let run = InboxImport(collection: collection, manual: picked)
        for new in run.newFiles {
            let read = Language.parse(SourceFile(path: new.relativePath, text: new.text))
            guard let document = read.document, !read.diagnostics.hasErrors else {
                Oracle.fail("a recipe written by import inbox does not parse:\n\(new.text)")
            }
            Oracle.canonical(document)
        }
        guard let text = run.inboxText else { continue }
        let edited = Language.parse(SourceFile(path: "inbox.list", text: text))
        if edited.diagnostics.hasErrors { Oracle.fail("the edited inbox does not parse:\n\(text)") }
        if (try? Formatter.format(SourceFile(path: "inbox.list", text: text))) != text {
            Oracle.fail("the edited inbox is not in canonical form:\n\(text)")
        }
    }
    return 0
}
