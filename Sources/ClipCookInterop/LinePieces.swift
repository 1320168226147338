import ClipCookCore

/// Text made a line at a time and handed on in pieces of about `size`
/// bytes (more by at most a line), each piece ending at a line's end, so
/// that a command's output is never held whole: the pieces joined are the
/// text. Lines are either joined by line feeds (a card, whose last line
/// has none) or each ended by one (Markdown).
package struct LinePieces {
    package enum Layout: Sendable {
        /// A line feed between lines, none after the last.
        case joined
        /// A line feed after every line.
        case terminated
    }

    private var out = ""
    private var started = false
    private let size: Int
    private let layout: Layout

    /// `size` is the piece size (`.max`: one piece); `reserve` the capacity
    /// to keep for a piece (by default the piece size, at most 1 MiB), a
    /// line's worth more.
    package init(size: Int, layout: Layout, reserve: Int? = nil) {
        self.size = size
        self.layout = layout
        let wanted = reserve ?? (size == .max ? 0 : min(size, 1 << 20))
        out.reserveCapacity(wanted > Int.max - 1024 ? wanted : wanted + 1024)
    }

    /// Starts a new line with `line`, first handing on the piece made so far
    /// if it has reached the piece size.
    package mutating func add(_ line: String, _ emit: (String) -> Void) {
        if out.utf8.count >= size {
            emit(out)
            out.removeAll(keepingCapacity: true)
        }
        switch layout {
        case .joined:
            if started { out += "\n" }
            started = true
            out += line
        case .terminated:
            out += line
            out += "\n"
        }
    }

    /// Adds `text` to the end of the line being made.
    package mutating func extend(_ text: String) {
        out += text
    }

    /// Hands on what is left.
    package mutating func finish(_ emit: (String) -> Void) {
        if !out.isEmpty { emit(out) }
        out.removeAll()
    }
}
