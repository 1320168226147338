/// Canonical text of an inbox of pending imports.
enum InboxPrinter {
    static func print(_ inbox: Inbox, into out: inout TextBuilder) {
        out.line("inbox")
        let derived = DerivedID.pendingImports(urls: inbox.pendingImports.map(\.url))
        for (k, item) in inbox.pendingImports.enumerated() {
            // A blank line between pending imports; none right after `inbox`.
            if k > 0 { out.blank() }
            out.line("pending " + TextQuoting.lineValue(item.url))
            out.line("  status " + item.status.rawValue)
            if let v = item.title { out.line("  title " + TextQuoting.lineValue(v)) }
            if let v = item.thumbnail { out.line("  thumbnail " + TextQuoting.lineValue(v)) }
            if let v = item.caption { Printer.caption(v, indent: "  ", into: &out) }
            if let v = item.createdAt { out.line("  created " + v.text) }
            if item.id != derived[k] { out.line("  id " + TextQuoting.lineValue(item.id)) }
        }
    }
}
