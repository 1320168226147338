/// How text output may look: ANSI colour and Unicode symbols only where a
/// terminal shows them (never in scripts, never with NO_COLOR).
public struct TextStyle: Hashable, Sendable {
    public var color: Bool
    public var unicode: Bool

    public static let plain = TextStyle(color: false, unicode: false)

    public init(color: Bool, unicode: Bool) {
        self.color = color
        self.unicode = unicode
    }

    public func bold(_ text: String) -> String { paint(text, "1") }
    public func dim(_ text: String) -> String { paint(text, "2") }
    public func accent(_ text: String) -> String { paint(text, "36") }
    public func warn(_ text: String) -> String { paint(text, "33") }
    public func error(_ text: String) -> String { paint(text, "1;31") }
    /// Struck through (a checked shopping item), where the terminal shows it.
    public func struck(_ text: String) -> String { paint(text, "9") }

    public var favouriteMark: String { unicode ? "★" : "*" }
    public var archivedMark: String { unicode ? "⌫" : "a" }
    public var bullet: String { unicode ? "•" : "-" }
    public var times: String { unicode ? "×" : "x" }
    public var eatenMark: String { unicode ? "✓" : "(eaten)" }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
