import Foundation

/// Text from a file made safe to show: control characters and the
/// invisible direction marks are shown as visible pictures (U+2400…,
/// "⟨U+202E⟩"), never passed on. HTML escaping is the template's job
/// (Mustache escapes `& < > " '` in every `{{value}}`); this is the part
/// escaping cannot do.
enum VisibleText {
    static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsPicture) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsPicture(scalar) else {
                out.append(scalar)
                continue
            }
            if scalar.value < 0x20, let picture = Unicode.Scalar(0x2400 + scalar.value) {
                out.append(picture)
            } else if scalar.value == 0x7F, let picture = Unicode.Scalar(0x2421) {
                out.append(picture)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out.append(contentsOf: "⟨U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)⟩".unicodeScalars)
            }
        }
        return String(out)
    }

    /// Line feed and tab stay (they only break or space text).
    static func needsPicture(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x0A && value != 0x09 }
        if value == 0x7F || (0x80...0x9F).contains(value) { return true }
        return value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// A link target from a file, kept only when it is an http(s) address
    /// (a `javascript:` or `data:` source link is shown as text, not linked).
    static func safeLink(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        guard !trimmed.unicodeScalars.contains(where: { $0.value <= 0x20 || needsPicture($0) }) else { return nil }
        return trimmed
    }
}
