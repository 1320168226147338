import ClipCookCore

/// Canonical text of an inbox of pending imports.
package enum InboxPrinter {
    package static func print(_ inbox: Inbox, into out: inout TextBuilder) {
        out.put("inbox\n")
        let derived = DerivedID.pendingImports(urls: inbox.pendingImports.map(\.url))
        for (k, item) in inbox.pendingImports.enumerated() {
            // A blank line between pending imports; none right after `inbox`.
            if k > 0 { out.blank() }
            property("pending ", item.url, into: &out)
            out.put("  status ")
            out.line(item.status.rawValue)
            if let v = item.title { property("  title ", v, into: &out) }
            if let v = item.thumbnail { property("  thumbnail ", v, into: &out) }
            if let v = item.caption { Printer.caption(v, indent: "  ", into: &out) }
            if let v = item.createdAt {
                out.put("  created ")
                out.line(v.text)
            }
            if item.id != derived[k] { property("  id ", item.id, into: &out) }
        }
    }

    private static func property(_ keyword: StaticString, _ value: String, into out: inout TextBuilder) {
        out.put(keyword)
        out.appendLineValue(value)
        out.endLine()
    }
}
